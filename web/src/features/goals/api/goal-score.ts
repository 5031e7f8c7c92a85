import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { FinalReviewInput, GoalYearStepInput } from '@school/contract/schemas/goals/goal-year';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { GOAL_REVIEWS_PATH } from './goal-reviews';

/** The setter's goal settings: the score lives under them, and a step changes their state. */
const GOAL_SETTINGS_PATH = '/goal-setting-form';

/** GET /goal-setting-form/{id}/score: the year's score, the final review and its steps. */
export const goalScoreQuery = (goalSettingFormId: number) =>
  queryOptions({
    queryKey: [GOAL_SETTINGS_PATH, 'score', String(goalSettingFormId)],
    queryFn: ({ signal }) =>
      http.get('/api/goal-setting-form/{id}/score', { params: { path: { id: goalSettingFormId } }, signal }),
  });

/** Reloads the score and what a step changes (the setting's and the review's states and versions). */
export function useReloadGoalScore() {
  const client = useQueryClient();
  return () => {
    for (const key of [GOAL_SETTINGS_PATH, GOAL_REVIEWS_PATH]) void client.invalidateQueries({ queryKey: [key] });
  };
}

/** PUT /goal-setting-review/{id}/final-review: the reviewer writes (or rewrites) the final review. */
export function useWriteFinalReview(goalReviewId: number) {
  const reload = useReloadGoalScore();
  return useMutation({
    mutationFn: (body: FinalReviewInput) =>
      http.form('put', '/api/goal-setting-review/{id}/final-review', { params: { path: { id: goalReviewId } }, body }),
    onSuccess: () => {
      notify.success(GOAL_YEAR_MESSAGES.finalReviewSaved);
      reload();
    },
  });
}

export type GoalYearStepName = 'sign-off' | 'close';

const STEP_DONE: Record<GoalYearStepName, string> = {
  'sign-off': GOAL_YEAR_MESSAGES.signedOff,
  close: GOAL_YEAR_MESSAGES.closed,
};

/** PATCH /goal-setting-review/{id}/sign-off (goal approver) or /close (review approver). */
export function useGoalYearStep(goalReviewId: number, step: GoalYearStepName) {
  const reload = useReloadGoalScore();
  return useMutation({
    mutationFn: (body: GoalYearStepInput) =>
      http.form('patch', `/api/goal-setting-review/{id}/${step}`, { params: { path: { id: goalReviewId } }, body }),
    onSuccess: () => {
      notify.success(STEP_DONE[step]);
      reload();
    },
  });
}
