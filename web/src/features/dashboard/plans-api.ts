import { http } from '../../lib/http';
import { PATHS } from '../../lib/routes';

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

const BASE = { unit: '/unit-plan', lesson: '/lesson-plan' } as const satisfies Record<DashboardPlanLevel, string>;

/** The page's paths: '/' opens the dashboard too. */
export const DASHBOARD_PATHS = ['/', PATHS.dashboard] as const;

const planListPath = (level: DashboardPlanLevel, list: DashboardPlanList) => `/api${BASE[level]}/${list}` as const;
const PLAN_LIST_QUERY = { page: 0, size: DASHBOARD_PLAN_COUNT };

/**
 * GET /unit-plan/outstanding, /unit-plan/upcoming, /lesson-plan/outstanding, /lesson-plan/upcoming:
 * the user's own plans whose end has passed and are not completed, or that start in the next 14 days.
 * The key starts with the plan level's path so a plan's save refreshes it.
 */
export const dashboardPlansQuery = (level: DashboardPlanLevel, list: DashboardPlanList) => ({
  queryKey: [BASE[level], list],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.page<DashboardPlan>(planListPath(level, list), PLAN_LIST_QUERY, signal),
});

/** The detail page of a plan. */
export const dashboardPlanPath = (level: DashboardPlanLevel, id: number) => `${BASE[level]}/${id}`;
