import { hasPrivilege } from '@school/contract/access';
import type { Profile } from '@school/contract/schemas/auth';
import { EARLY_CALL_MAX_AGE_MS, rememberEarlyCalls } from '../../lib/early-calls';
import type { Page } from '../../lib/api-types';
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

const LEVELS = ['unit', 'lesson'] as const satisfies readonly DashboardPlanLevel[];
const LISTS = ['outstanding', 'upcoming'] as const satisfies readonly DashboardPlanList[];

/** The page's paths: '/' opens the dashboard too. */
export const DASHBOARD_PATHS = ['/', PATHS.dashboard] as const;

const planListPath = (level: DashboardPlanLevel, list: DashboardPlanList) => `/api${BASE[level]}/${list}` as const;
const PLAN_LIST_QUERY = { page: 0, size: DASHBOARD_PLAN_COUNT };

function fetchPlans(level: DashboardPlanLevel, list: DashboardPlanList, signal?: AbortSignal) {
  return http.page<DashboardPlan>(planListPath(level, list), PLAN_LIST_QUERY, signal);
}

/**
 * Calls started before the page's code had loaded (startDashboardPlanCalls), each handed to the first query; one not
 * taken in time (the page did not open, or the live profile disallowed the query) is dropped.
 */
const started = new Map<string, { call: Promise<Page<DashboardPlan>>; at: number }>();
/**
 * GET /unit-plan/outstanding, /unit-plan/upcoming, /lesson-plan/outstanding, /lesson-plan/upcoming:
 * the user's own plans whose end has passed and are not completed, or that start in the next 14 days.
 * The key starts with the plan level's path so a plan's save refreshes it. The first query takes the call already
 * under way, if one was started; every later one calls anew.
 */
export const dashboardPlansQuery = (level: DashboardPlanLevel, list: DashboardPlanList) => ({
  queryKey: [BASE[level], list],
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    const key = `${level}/${list}`;
    const early = started.get(key);
    started.delete(key);
    const fresh = early && Date.now() - early.at < EARLY_CALL_MAX_AGE_MS;
    return fresh ? early.call : fetchPlans(level, list, signal);
  },
});

/** The detail page of a plan. */
export const dashboardPlanPath = (level: DashboardPlanLevel, id: number) => `${BASE[level]}/${id}`;

/** The dashboard's calls for the plan levels the user may read. */
function planCalls(readable: Record<DashboardPlanLevel, boolean>) {
  return LEVELS.filter((level) => readable[level]).flatMap((level) => LISTS.map((list) => ({ level, list })));
}

/**
 * Writes the calls the dashboard makes for these privileges, so that index.html's start script sends them on the
 * next start at the dashboard, while the main script is still on its way (lib/early-calls.ts).
 */
export function rememberDashboardPlanCalls(readable: Record<DashboardPlanLevel, boolean>) {
  const urls = planCalls(readable).map(({ level, list }) => http.url(planListPath(level, list), PLAN_LIST_QUERY));
  rememberEarlyCalls(DASHBOARD_PATHS, urls);
}

/**
 * Starts the dashboard's calls for the privileges of the stored profile as the app starts: on a signed-in user's
 * first screen they would otherwise wait for the query library's, the layout's and the page's code, and for the
 * main thread to render the shell. Plain calls, so nothing here loads the query library; a call index.html's start
 * script already sent is taken over by the HTTP client.
 */
export function startDashboardPlanCalls(profile: Profile | undefined) {
  if (!profile) return;
  const readable = {
    unit: hasPrivilege(profile.privileges, 'unitplan', 'READ'),
    lesson: hasPrivilege(profile.privileges, 'lessonplan', 'READ'),
  };
  for (const { level, list } of planCalls(readable)) {
    const call = fetchPlans(level, list);
    // Its failure is the query's to show once it takes the call; until then it is not an unhandled rejection.
    call.catch(() => undefined);
    started.set(`${level}/${list}`, { call, at: Date.now() });
  }
}
