import { queryOptions, useQuery } from '@tanstack/react-query';
import { annualPeriodItems } from '@school/contract/academic-years';
import { PAGE_SIZES } from '@school/contract/constants';
import { DEFAULT_PLAN_YEAR_START_MONTH } from '@school/contract/plan-periods';
import type { GoalTimelineInput } from '@school/contract/schemas/goals/goal-configuration';
import { useSaveEntity } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { usePrivileges } from '../../../lib/privileges';
import { recordsOf } from './goal-configurations';

export type { GoalTimeline } from '@school/contract/schemas/goals/goal-configuration';

/** The API path of goal timelines, also the first part of their query keys. */
export const GOAL_TIMELINES_PATH = '/goal-timeline-configurations';

/** GET /goal-timeline-configurations/: every timeline (one per annual period), newest period first. */
export const goalTimelinesQuery = queryOptions({
  queryKey: [GOAL_TIMELINES_PATH, 'all'],
  queryFn: async ({ signal }) => {
    const answer = await http.get('/api/goal-timeline-configurations', { signal });
    return recordsOf(answer).sort((a, b) => b.academicCalendar.localeCompare(a.academicCalendar));
  },
});

/** The body of PUT /goal-timeline-configurations/{id}: the timeline with the version read. */
export type GoalTimelineBody = GoalTimelineInput & { version?: number };

/**
 * POST /goal-timeline-configurations/ or PUT /goal-timeline-configurations/{id} (how a window is extended): 400
 * with the timeline's field errors, 409 for a second timeline of a period. The goal screens show the windows, so
 * their queries are refreshed too.
 */
export function useSaveGoalTimeline() {
  return useSaveEntity(
    { create: '/api/goal-timeline-configurations', update: '/api/goal-timeline-configurations/{id}' },
    {
      alsoInvalidate: ['/goal-setting-form', '/goal-setting-review'],
    },
  );
}

export interface PeriodChoice {
  value: string;
  label: string;
}

const ANNUAL_PERIOD_LOV = 'Annual Period';

/**
 * The Annual Period choices: the ACTIVE items of the list of values 'Annual Period' (READ on lov), newest first.
 * Without READ on lov, or while it loads, the periods the product offers by default (the same items the seed puts
 * in that list).
 */
export function useAnnualPeriodChoices(): PeriodChoice[] {
  const { can } = usePrivileges();
  const mayReadLov = can('lov', 'READ');
  const { data } = useQuery({
    queryKey: ['/lov', 'lookup', ANNUAL_PERIOD_LOV, 'goal-timelines'],
    queryFn: async ({ signal }) => {
      const page = await http.get('/api/lov', {
        params: { query: { name: ANNUAL_PERIOD_LOV, page: 0, size: PAGE_SIZES.lovLookup } },
        signal,
      });
      // The name search matches parts of names: keep the list whose name is exactly the one wanted.
      const lov = page.content.find((entry) => entry.name.toLowerCase() === ANNUAL_PERIOD_LOV.toLowerCase());
      return (lov?.items ?? [])
        .filter((item) => item.status === 'ACTIVE')
        .map((item) => ({ value: item.value, label: item.name }));
    },
    enabled: mayReadLov,
    staleTime: 60_000,
  });
  const choices = data ?? annualPeriodItems().map(([label, value]) => ({ value, label }));
  return [...choices].sort((a, b) => b.value.localeCompare(a.value));
}

/** The month a plan year starts in (GET /plan-settings), which bounds a timeline's dates. */
export function usePlanYearStartMonth(): number {
  const { data } = useQuery({
    queryKey: ['/plan-settings', 'year-start-month'],
    queryFn: ({ signal }) => http.get('/api/plan-settings', { signal }),
    staleTime: 5 * 60_000,
    retryOnMount: false,
  });
  return data?.yearStartMonth ?? DEFAULT_PLAN_YEAR_START_MONTH;
}
