import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import { sortGradeNames } from '@school/contract/grade-order';
import { detailQuery, listQuery } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { currentAnnualPeriod } from '@school/contract/plan-periods';
import type { AnnualPlanCreateInput, AnnualPlanUpdateInput } from '@school/contract/schemas/plans/annual-plan';
import {
  DEFAULT_PRE_PRIMARY_CLASSES,
  DEFAULT_SCHOOL_SPECIFIC_CLASSES,
  type PlanSettings,
} from '@school/contract/schemas/plans/plan-list-query';

/** The API path of annual plans, also the first part of every annual plan query key. */
export const ANNUAL_PLANS_PATH = '/annual-plans';
/** Tier, unit and lesson plans hang on an annual plan: a change to it refreshes their queries too. */
export const PLAN_PATHS = ['/annual-plans', '/tier-plan', '/tier-plans', '/unit-plan', '/unit-plans', '/lesson-plans'];

export const annualPlanDetailQuery = (id: number | string) => detailQuery('/api/annual-plans/{id}', id);

function useRefreshPlans() {
  const client = useQueryClient();
  return () => {
    for (const key of PLAN_PATHS) void client.invalidateQueries({ queryKey: [key] });
  };
}

/** POST /annual-plans: the plan with its tiers, topics and sub topics, as the wizard holds it. */
export function useCreateAnnualPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: AnnualPlanCreateInput) => http.form('post', '/api/annual-plans', { body }),
    onSuccess: refresh,
  });
}

/** PUT /annual-plans/{id} with the version read (period, class and subject stay). */
export function useUpdateAnnualPlan(id: number) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: AnnualPlanUpdateInput) =>
      http.form('put', '/api/annual-plans/{id}', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}

export type AnnualPlanStatusChange = 'ACTIVE' | 'COMPLETED' | 'INACTIVE';

/** PATCH /annual-plans/{id}?status=&version=: Submit (COMPLETED), Deactivate (INACTIVE), Activate (ACTIVE). */
export function useAnnualPlanStatus(id: number) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ status, version }: { status: AnnualPlanStatusChange; version: number }) =>
      http.patch('/api/annual-plans/{id}', { params: { path: { id }, query: { status, version } } }),
    onSuccess: (_plan, { status }) => {
      notify.success(STATUS_CHANGED[status]);
      refresh();
    },
  });
}

const STATUS_CHANGED: Record<AnnualPlanStatusChange, string> = {
  COMPLETED: PLAN_MESSAGES.submitted,
  INACTIVE: PLAN_MESSAGES.deactivated,
  ACTIVE: PLAN_MESSAGES.activated,
};

/** PATCH /annual-plans/duplicate/{id}?annualPeriod=: a new ACTIVE plan in that period; answers it. */
export function useDuplicateAnnualPlan(id: number) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (annualPeriod: string) =>
      http.patch('/api/annual-plans/duplicate/{id}', { params: { path: { id }, query: { annualPeriod } } }),
    onSuccess: () => {
      notify.success(PLAN_MESSAGES.duplicated);
      refresh();
    },
  });
}

/* ---------- Lookups of the wizard ---------- */

/** GET /plan-settings: the classes with a School selector and the current period (a default until it answers). */
export const planSettingsQuery = queryOptions({
  queryKey: ['/plan-settings'],
  queryFn: ({ signal }) => http.get('/api/plan-settings', { signal }),
  staleTime: 5 * 60_000,
  // A failure keeps the defaults below: a screen mounted after it does not ask again (nor reset it to pending).
  retryOnMount: false,
});

export function usePlanSettings(): PlanSettings {
  const { data } = useQuery(planSettingsQuery);
  return (
    data ?? {
      schoolSpecificClasses: [...DEFAULT_SCHOOL_SPECIFIC_CLASSES],
      yearStartMonth: 4,
      currentAnnualPeriod: currentAnnualPeriod(),
      preprimaryClasses: [...DEFAULT_PRE_PRIMARY_CLASSES],
    }
  );
}

export interface LovChoice {
  name: string;
  value: string;
}

/** The ACTIVE items of a list of values, by its exact name (GET /lov?name=…). */
export const lovItemsQuery = (lovName: string) =>
  queryOptions({
    queryKey: ['/lov', 'lookup', lovName],
    queryFn: async ({ signal }): Promise<LovChoice[]> => {
      const page = await http.get('/api/lov', {
        params: { query: { name: lovName, page: 0, size: PAGE_SIZES.lovLookup } },
        signal,
      });
      // The name search matches parts of names: keep the list whose name is exactly the one wanted.
      const lov = page.content.find((entry) => entry.name.toLowerCase() === lovName.toLowerCase());
      return (lov?.items ?? [])
        .filter((item) => item.status === 'ACTIVE')
        .map((item) => ({ name: item.name, value: item.value }));
    },
    staleTime: 5 * 60_000,
  });

export const ANNUAL_PERIOD_LOV = 'Annual Period';
export { TIER_PLAN_LOV } from '@school/contract/plan-messages';

/** The class names of the network (distinct, in class order): GET /classes, one large page. */
export function useClassNames(): string[] {
  const { data } = useQuery({
    ...listQuery('/api/classes', { page: 0, size: PAGE_SIZES.max, status: 'ACTIVE' }),
    staleTime: 60_000,
  });
  const names = new Map<string, string>();
  for (const grade of data?.content ?? []) names.set(grade.gradeName.trim().toLowerCase(), grade.gradeName.trim());
  return sortGradeNames([...names.values()]);
}

export interface SubjectChoice {
  id: number;
  subjectName: string;
  subjectValue: string;
}

/**
 * The subjects of a class name, one per name (GET /subjects?className=…): across the network, or of one school for
 * a school-specific class.
 */
export function useSubjectsOfClassName(
  className: string,
  schoolCode?: string,
): { choices: SubjectChoice[]; isPending: boolean } {
  const { data, isPending } = useQuery({
    ...listQuery('/api/subjects', { page: 0, size: PAGE_SIZES.max, className, schoolCode, status: 'ACTIVE' }),
    enabled: className !== '' && schoolCode !== '',
    staleTime: 60_000,
  });
  const byName = new Map<string, SubjectChoice>();
  for (const subject of data?.content ?? []) {
    if (subject.className.trim().toLowerCase() !== className.trim().toLowerCase()) continue;
    const key = subject.subjectName.trim().toLowerCase();
    if (!byName.has(key)) {
      byName.set(key, { id: subject.id, subjectName: subject.subjectName, subjectValue: subject.subjectValue });
    }
  }
  const choices = [...byName.values()].sort((a, b) => a.subjectName.localeCompare(b.subjectName));
  return { choices, isPending: className !== '' && isPending };
}
