import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { type PlanFact, PlanFacts } from './plan-facts';
import type { PlanStatusTone } from './plan-status-chip';
import { PlanTitleRow } from './plan-title-row';

export type PlanHeaderDetail = PlanFact;

interface Props {
  /** The plan's name. */
  name: string;
  status: string;
  statusTone?: PlanStatusTone;
  /** Label: value pairs (school, class, subject, start, end, created by…), in order. */
  details: PlanHeaderDetail[];
  /** Buttons of the header (Download, Submit…). */
  actions?: ReactNode;
  /** The name's heading level: h2 in a page (its h1 is the page title), h3 inside a dialog's content. */
  headingLevel?: 'h2' | 'h3';
  /** Paper of its own (a page's summary) or flat (inside a dialog). */
  variant?: 'outlined' | 'flat';
}

/** The header of a plan: its name and status, its details as a list, and its actions; wraps down to 360 px. */
export function PlanHeader({
  name,
  status,
  statusTone,
  details,
  actions,
  headingLevel = 'h2',
  variant = 'outlined',
}: Props) {
  const body = (
    <>
      <PlanTitleRow component={headingLevel} name={name} status={status} tone={statusTone} />
      <Box sx={{ mt: 1.5 }}>
        <PlanFacts facts={details} columns={2} />
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>{actions}</Box>}
    </>
  );
  if (variant === 'flat') return <Box>{body}</Box>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {body}
    </Paper>
  );
}
