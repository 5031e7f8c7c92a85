import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { GoalSettingCreateInput } from '@school/contract/schemas/goals/goal-setting';
import { listQuery } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';

export type { GoalSetting, GoalSettingListItem } from '@school/contract/schemas/goals/goal-setting';

/** The API path of goal settings, also the first part of every goal setting query key. */
export const GOAL_SETTING_PATH = '/goal-setting-form';
/** The reviewer's queries (engineer G5's screens) start with this key: a submission changes them. */
const GOAL_REVIEW_KEY = '/goal-setting-review';

/** GET /goal-setting-form: the signed-in user's own goal settings (paged; filters annualPeriod, goalSettingState). */
export const goalSettingListQuery = (params: Record<string, string | number | undefined>) =>
  listQuery('/api/goal-setting-form', params);

/** GET /goal-setting-form/{id}: the setting with its goals, weights total, windows, comments and abilities. */
export const goalSettingQuery = (id: number | string) =>
  queryOptions({
    queryKey: [GOAL_SETTING_PATH, 'detail', String(id)],
    queryFn: ({ signal }) => http.get('/api/goal-setting-form/{id}', { params: { path: { id: Number(id) } }, signal }),
  });

/** POST /goal-setting-form {role, annualPeriod}: 400 roleNotYours / roleNotConfigured, 409 for a second one. */
export function useCreateGoalSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalSettingCreateInput) => http.form('post', '/api/goal-setting-form', { body }),
    onSuccess: () => {
      notify.success(MESSAGES.valueAdded);
      void client.invalidateQueries({ queryKey: [GOAL_SETTING_PATH] });
    },
  });
}

/**
 * PATCH /goal-setting-form/{id}?status=SENT_FOR_REVIEW&version=: Submit For Review. The answer replaces the
 * setting at once (locked goals, new state); the lists of both sides are read again.
 */
export function useSubmitGoalSetting(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      http.patch('/api/goal-setting-form/{id}', {
        params: { path: { id }, query: { status: 'SENT_FOR_REVIEW', version } },
        // Submit For Review changes the state only: no learnings (the document's body is nullable).
        body: null,
      }),
    // Refused (weights, window, a change meanwhile): the screen shows the setting as it is now.
    onError: () => client.invalidateQueries({ queryKey: goalSettingQuery(id).queryKey }),
    onSuccess: (saved) => {
      notify.success(GOAL_MESSAGES.sentForReview);
      if (saved && typeof saved === 'object') client.setQueryData(goalSettingQuery(id).queryKey, saved);
      for (const key of [GOAL_SETTING_PATH, GOAL_REVIEW_KEY]) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
