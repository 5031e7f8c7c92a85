import Chip from '@mui/material/Chip';
import { GOAL_FEEDBACK_STATE_LABELS, type GoalFeedbackState } from '@school/contract/workflows/goal-feedback';

type Colour = 'warning' | 'info' | 'success';

/** Waiting on its author (self or peer) amber, waiting on a reviewer blue, accepted or completed green. */
const COLOURS: Record<GoalFeedbackState, Colour> = {
  SUBMIT_SELF_FEEDBACK: 'warning',
  SELF_REASSESSMENT_REQUIRED: 'warning',
  SELF_FEEDBACK_SUBMITTED: 'info',
  SUBMIT_PEER_FEEDBACK: 'warning',
  PEER_REASSESSMENT_REQUIRED: 'warning',
  PEER_FEEDBACK_SUBMITTED: 'info',
  FEEDBACK_COMPLETED: 'success',
};

/** A feedback's state with the contract's label; outlined in the dark shade (WCAG AA). */
export function FeedbackStateChip({ state }: { state: GoalFeedbackState }) {
  const colour = COLOURS[state];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      label={GOAL_FEEDBACK_STATE_LABELS[state]}
      sx={{ color: `${colour}.dark`, borderColor: `${colour}.dark` }}
    />
  );
}
