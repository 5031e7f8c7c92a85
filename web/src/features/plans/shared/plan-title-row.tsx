import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PlanStatusChip, type PlanStatusTone } from './plan-status-chip';

/** A plan card's first line: the plan's name as a heading, any chips of its own, then its status; wraps on phones. */
export function PlanTitleRow({
  id,
  component = 'h2',
  name,
  status,
  tone,
  children,
}: {
  /** The heading's id, when the card is labelled by it. */
  id?: string;
  component?: 'h2' | 'h3';
  name: string;
  status: string;
  tone?: PlanStatusTone;
  /** Chips shown between the name and the status. */
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={id} component={component} variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {children}
      <PlanStatusChip status={status} tone={tone} />
    </Box>
  );
}
