import { hasPrivilege } from '@school/contract/access';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Profile } from '@school/contract/schemas/auth';
import type { Paged } from '@school/contract/schemas/common';
import { http } from '../../lib/http';

/** The plan levels the dashboard cards list. */
export type DashboardPlanLevel = 'unit' | 'lesson';
export type DashboardPlanList = 'outstanding' | 'upcoming';

/** The fields of a unit or lesson plan list item the dashboard shows (contract/src/schemas/plans). */
export interface DashboardPlan {
  id: number;
  name: string;
  status: string;
  start: string;
  end: string;
  curriculumContext: { gradeName: string; subjectName: string };
  /** A lesson plan's school. */
  school?: { schoolCode: string };
}

/** Items a dashboard card shows of each level; the rest are counted. */
export const DASHBOARD_PLAN_COUNT = 5;

const BASE: Record<DashboardPlanLevel, string> = { unit: '/unit-plan', lesson: '/lesson-plan' };

/**
 * GET /unit-plan/outstanding, /unit-plan/upcoming, /lesson-plan/outstanding, /lesson-plan/upcoming (spec 001
 * section 7): the user's own plans whose end has passed and are not completed, or that start in the next 14 days.
 * The key starts with the plan level's path so a plan's save refreshes it.
 */
export const dashboardPlansQuery = (level: DashboardPlanLevel, list: DashboardPlanList) =>
  queryOptions({
    queryKey: [BASE[level], list],
    queryFn: ({ signal }) =>
      http.get<Paged<DashboardPlan>>(`${BASE[level]}/${list}`, {
        query: { page: 0, size: DASHBOARD_PLAN_COUNT },
        signal,
      }),
  });

/** The detail page of a plan. */
export const dashboardPlanPath = (level: DashboardPlanLevel, id: number) => `${BASE[level]}/${id}`;

/**
 * Starts the dashboard's calls for the privileges of the stored profile, while the page's code still loads: on a
 * signed-in user's first screen they would otherwise start only once the layout and the page have rendered.
 * The page's own queries then find them in the cache (or in flight).
 */
export function prefetchDashboardPlans(client: QueryClient, profile: Profile | undefined) {
  if (!profile) return;
  for (const level of ['unit', 'lesson'] as const) {
    if (!hasPrivilege(profile.privileges, `${level}plan`, 'READ')) continue;
    for (const list of ['outstanding', 'upcoming'] as const)
      void client.prefetchQuery(dashboardPlansQuery(level, list));
  }
}
