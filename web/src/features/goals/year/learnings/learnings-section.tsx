import type { GoalReview, GoalSetting } from '@school/contract/schemas/goals/goal-setting';

// SCAFFOLD: replaced by its owner in this change (issue 10).
export function LearningsSection(_props: { setting?: GoalSetting; review?: GoalReview }) {
  return null;
}
