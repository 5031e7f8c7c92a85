import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { type ReactNode, useId, useState } from 'react';
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
  /**
   * While set, the card folds away above the content behind a bar with the record's name and a Details button, and
   * the content takes the page's whole width (a long form being filled in).
   */
  folded?: { title: string };
}

/**
 * The record's name, with a Details button that shows the card again (above the content). In the layout's first
 * slot, like the card itself, so the content beside it is not mounted afresh when the card folds.
 */
function FoldedSummary({ title, summary }: { title: string; summary: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper
        variant="outlined"
        sx={{ px: 2, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
      >
        {/* The card's own heading names the record while it is shown. */}
        {!expanded && (
          <Typography component="h2" variant="h2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        )}
        <Button
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((shown) => !shown)}
          endIcon={
            <ExpandMoreIcon
              sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
          sx={{ ml: 'auto' }}
        >
          Details
        </Button>
      </Paper>
      <Box id={id} hidden={!expanded} sx={{ minWidth: 0 }}>
        {expanded && summary}
      </Box>
    </Box>
  );
}

/** A record's page: loading, then not found (or the failure), or its card beside its tabs. */
export function DetailLayout({ loading, error, loadingLabel, summary, children, folded }: Props) {
  if (loading) {
    // Its own element (key), not the record's: the record then appears as new content below the header its
    // actions have grown, instead of this box moving down (a layout shift).
    return (
      <Box key="loading" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
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
      key="record"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: folded ? 'minmax(0, 1fr)' : { xs: '1fr', md: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {folded ? <FoldedSummary title={folded.title} summary={summary} /> : summary}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
