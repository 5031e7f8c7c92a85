import Chip from '@mui/material/Chip';
import { GOAL_REVIEW_STATE_LABELS, type GoalReviewState } from '@school/contract/workflows/goal-review';

type Colour = 'warning' | 'info' | 'success';

/** Waiting on the reviewer amber, back with the setter blue, decided green. */
const COLOURS: Record<GoalReviewState, Colour> = {
  PENDING_REVIEW: 'warning',
  SENT_FOR_REASSESSMENT: 'info',
  APPROVED: 'success',
  SELF_REVIEW_COMPLETED: 'success',
  PEER_REVIEW_COMPLETED: 'success',
  FINAL_REVIEW_COMPLETED: 'success',
};

/**
 * A goal review's state with its label (spec 001 section 4). Outlined in the dark shade of its colour: the plain
 * shades on white fail the contrast of WCAG AA (as the status chips do).
 */
export function ReviewStateChip({ state }: { state: GoalReviewState }) {
  const colour = COLOURS[state];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      label={GOAL_REVIEW_STATE_LABELS[state]}
      sx={{ color: `${colour}.dark`, borderColor: `${colour}.dark` }}
    />
  );
}
