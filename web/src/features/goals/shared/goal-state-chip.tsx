import Chip from '@mui/material/Chip';
import {
  GOAL_REVIEW_STATE_LABELS,
  type GoalReviewState,
  goalReviewStateNumber,
} from '@school/contract/workflows/goal-review';
import {
  GOAL_SETTING_STATE_LABELS,
  type GoalSettingState,
  goalSettingStateNumber,
} from '@school/contract/workflows/goal-setting';

type Colour = 'default' | 'info' | 'warning' | 'success';

/**
 * Colours of the goal states: waiting on the setter (setup, reassessment) amber, waiting on a reviewer blue,
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
  return goalSettingStateNumber(state) >= goalSettingStateNumber('REVIEWED') ? 'success' : 'default';
};

/** A goal setting's state (spec 001 section 4) with the contract's label. */
export function GoalSettingStateChip({ state }: { state: GoalSettingState }) {
  return <StateChip label={GOAL_SETTING_STATE_LABELS[state] ?? state} colour={settingColour(state)} />;
}

const reviewColour = (state: GoalReviewState): Colour => {
  if (state === 'PENDING_REVIEW') return 'info';
  if (state === 'SENT_FOR_REASSESSMENT') return 'warning';
  return goalReviewStateNumber(state) >= goalReviewStateNumber('APPROVED') ? 'success' : 'default';
};

/** A goal review's state (spec 001 section 4) with the contract's label. */
export function GoalReviewStateChip({ state }: { state: GoalReviewState }) {
  return <StateChip label={GOAL_REVIEW_STATE_LABELS[state] ?? state} colour={reviewColour(state)} />;
}
