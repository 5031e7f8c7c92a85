import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import type { GoalInput } from '@school/contract/schemas/goals/goal-setting';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { GOAL_SETTING_PATH } from './goal-settings';

export type { Goal, GoalInput } from '@school/contract/schemas/goals/goal-setting';

/** The API path of goals (POST /goal, PUT /goal/{id}, DELETE /goal/{id}). */
export const GOAL_PATH = '/goal';

/** What a goal's save sends: a new goal without id, a change with its id and version. */
export type GoalSave = { id?: undefined; body: GoalInput } | { id: number; body: GoalInput & { version: number } };

/** A goal's change changes its setting (goals, weights total, abilities) and the list's counts: both are read again. */
function useRefreshSetting() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [GOAL_SETTING_PATH] });
}

/** POST /goal or PUT /goal/{id} (with its version). */
export function useSaveGoal() {
  const refresh = useRefreshSetting();
  return useMutation({
    mutationFn: (save: GoalSave) =>
      save.id === undefined
        ? http.form('post', '/api/goal', { body: save.body })
        : http.form('put', '/api/goal/{id}', { params: { path: { id: save.id } }, body: save.body }),
    onSuccess: async (_goal, save) => {
      notify.success(save.id === undefined ? MESSAGES.valueAdded : MESSAGES.updated);
      await refresh();
    },
  });
}

/** DELETE /goal/{id}. */
export function useDeleteGoal() {
  const refresh = useRefreshSetting();
  return useMutation({
    mutationFn: (id: number) => http.delete('/api/goal/{id}', { params: { path: { id } } }),
    onSuccess: async () => {
      notify.success(MESSAGES.deleted);
      await refresh();
    },
  });
}
