import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { TierPlanUpdateInput } from '@school/contract/schemas/plans/tier-plan';
import { detailQuery } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { PLAN_PATHS } from './annual-plans';

/** GET /tier-plan/{id}: the path of a tier plan's detail, also the first part of its query key. */
export const TIER_PLAN_PATH = '/tier-plan';

export const tierPlanDetailQuery = (id: number | string) => detailQuery('/api/tier-plan/{id}', id);

function useRefreshPlans() {
  const client = useQueryClient();
  return () => {
    for (const key of PLAN_PATHS) void client.invalidateQueries({ queryKey: [key] });
  };
}

/**
 * PUT /tier-plan/{id}: name, tier, dates, topics and unitPlans (new without id, changed with id, removed with
 * deleted: true) in one transaction; answers the tier plan. The caller toasts (the message depends on what changed).
 */
export function useSaveTierPlan(id: number) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: TierPlanUpdateInput) =>
      http.form('put', '/api/tier-plan/{id}', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}

/** GET /tier-plan/refresh-consents/{id}: every unit plan's consents from today's teacher assignments. */
export function useRefreshUnitConsents(id: number) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: () => http.get('/api/tier-plan/refresh-consents/{id}', { params: { path: { id } } }),
    onSuccess: () => {
      notify.success(PLAN_MESSAGES.tierConsentsRefreshed);
      refresh();
    },
  });
}
