import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { goalSettingQuery } from './goal-settings';

export interface Learnings {
  strength: string;
  weakness: string;
  learningRequired: string;
}

/**
 * Save Learnings: PATCH /goal-setting-form/{id}?version= without a status, body {strength, weakness,
 * learningRequired}. The answer replaces the setting; a refusal (stale version, a state that no longer allows it)
 * reads the setting again while the screen keeps what was typed.
 */
export function useSaveLearnings(settingId: number) {
  const client = useQueryClient();
  const key = goalSettingQuery(settingId).queryKey;
  return useMutation({
    mutationFn: ({ learnings, version }: { learnings: Learnings; version: number }) =>
      http.patch('/api/goal-setting-form/{id}', {
        params: { path: { id: settingId }, query: { version } },
        body: learnings,
      }),
    onSuccess: (saved) => {
      notify.success(GOAL_YEAR_MESSAGES.learningsSaved);
      client.setQueryData(key, saved);
    },
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
}
