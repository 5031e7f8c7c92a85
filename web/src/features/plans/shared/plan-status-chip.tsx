import Chip from '@mui/material/Chip';
import { STATUS_LABELS, type Status } from '@school/contract/constants';

/**
 * Where the chip stands: 'list' for plan cards of lists, headers and dashboards (spec 001 section 4, first
 * reading: ACTIVE green, others amber); 'lesson' for the lesson cards of a unit plan (ACTIVE green, others red).
 */
export type PlanStatusTone = 'list' | 'lesson';

/** A plan's status (ACTIVE, COMPLETED, INACTIVE) as a coloured chip with its label. */
export function PlanStatusChip({ status, tone = 'list' }: { status: string; tone?: PlanStatusTone }) {
  const known = status in STATUS_LABELS ? (status as Status) : undefined;
  const active = status === 'ACTIVE';
  return (
    <Chip
      size="small"
      label={known ? STATUS_LABELS[known] : status}
      color={active ? 'success' : tone === 'lesson' ? 'error' : 'warning'}
      variant="filled"
    />
  );
}
