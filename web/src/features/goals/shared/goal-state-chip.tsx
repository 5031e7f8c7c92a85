import Chip from '@mui/material/Chip';
import { GOAL_REVIEW_STATE_LABELS, type GoalReviewState } from '@school/contract/workflows/goal-review';
import {
  GOAL_SETTING_STATE_LABELS,
  type GoalSettingState,
  goalSettingOrder,
} from '@school/contract/workflows/goal-setting';

type Colour = 'default' | 'info' | 'warning' | 'success';

/**
 * Colours of the goal setting states: waiting on the setter (setup, reassessment) amber, waiting on a reviewer blue,
 * reviewed or approved and later green. Outlined chips use the dark shade (the plain ones fail WCAG AA on white).
 */
function StateChip({ label, colour }: { label: string; colour: Colour }) {
  return (
    <Chip
      size="small"
      label={label}
      color={colour}
      variant="outlined"
      sx={colour === 'default' ? undefined : { color: `${colour}.dark`, borderColor: `${colour}.dark` }}
    />
  );
}

const settingColour = (state: GoalSettingState): Colour => {
  if (state === 'GOAL_SETUP' || state === 'REASSESSMENT_REQUIRED') return 'warning';
  if (state === 'SENT_FOR_REVIEW') return 'info';
  return goalSettingOrder.isAtLeast(state, 'REVIEWED') ? 'success' : 'default';
};

/** A goal setting's state with the contract's label. */
export function GoalSettingStateChip({ state }: { state: GoalSettingState }) {
  return <StateChip label={GOAL_SETTING_STATE_LABELS[state] ?? state} colour={settingColour(state)} />;
}

/**
 * A review's colours are the reviewer's: waiting on the reviewer amber, back with the setter blue, decided green
 * (the colours the review screens have always shown).
 */
const REVIEW_COLOURS: Record<GoalReviewState, Colour> = {
  PENDING_REVIEW: 'warning',
  SENT_FOR_REASSESSMENT: 'info',
  APPROVED: 'success',
  SELF_REVIEW_COMPLETED: 'success',
  PEER_REVIEW_COMPLETED: 'success',
  FINAL_REVIEW_COMPLETED: 'success',
};

/** A goal review's state with the contract's label. */
export function GoalReviewStateChip({ state }: { state: GoalReviewState }) {
  return <StateChip label={GOAL_REVIEW_STATE_LABELS[state]} colour={REVIEW_COLOURS[state]} />;
}
