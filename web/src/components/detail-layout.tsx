import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@school/contract/constants';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/http';

interface Props {
  loading: boolean;
  error: unknown;
  /** Announced while the record loads ('Loading the class'). */
  loadingLabel: string;
  /** The record's card on the left (above on small screens); absent when the record did not load. */
  summary: ReactNode;
  /** The record's tabs and their panels. */
  children: ReactNode;
}

/** A record's page: loading, then not found (or the failure), or its card beside its tabs. */
export function DetailLayout({ loading, error, loadingLabel, summary, children }: Props) {
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (!summary) {
    return (
      <Alert severity="error">
        {error instanceof ApiError && error.status === 404 ? MESSAGES.notFoundRecord : MESSAGES.oops}
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {summary}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
