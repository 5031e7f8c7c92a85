import Chip from '@mui/material/Chip';
import {
  LESSON_CARD_STATUS_COLOURS,
  PLAN_STATUS_COLOURS,
  PLAN_STATUS_LABELS,
  type PlanStatusColour,
} from '@school/contract/plan-messages';
import type { Status } from '@school/contract/constants';

/**
 * Where the chip stands: 'list' for plan cards of lists, headers and dashboards (spec 001 section 4, first
 * reading: ACTIVE green, others amber); 'lesson' for the lesson cards of a unit plan (ACTIVE green, others red).
 */
export type PlanStatusTone = 'list' | 'lesson';

const COLOURS: Record<PlanStatusTone, Record<Status, PlanStatusColour>> = {
  list: PLAN_STATUS_COLOURS,
  lesson: LESSON_CARD_STATUS_COLOURS,
};

/** A plan's status (ACTIVE, COMPLETED, INACTIVE) as a coloured chip with its label. */
export function PlanStatusChip({ status, tone = 'list' }: { status: string; tone?: PlanStatusTone }) {
  const known = status in PLAN_STATUS_LABELS ? (status as Status) : undefined;
  return (
    <Chip
      size="small"
      label={known ? PLAN_STATUS_LABELS[known] : status}
      color={known ? COLOURS[tone][known] : 'default'}
      variant="filled"
    />
  );
}
