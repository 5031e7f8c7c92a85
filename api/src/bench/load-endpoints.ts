import type { PlanBenchIds } from './plan-calls';

/*
 * What `npm run bench:load` measures: the calls behind the screens a teacher, a coordinator and an administrator
 * use. Names are known before the dataset's ids are (the plans' dataset is built only if a plan call is selected).
 */

export type BenchUser = 'admin' | 'teacher' | 'coordinator';

/** A form save: one plan per connection slot, each saved with its current version (saves of one plan would conflict). */
export interface FormSave {
  /** The plans' ids; the path is `${pathOf(id)}`. */
  ids: number[];
  pathOf: (id: number) => string;
  /** The body of a plan's save at a version (the whole form, as a teacher would send it). */
  bodyOf: (id: number, version: number) => string;
}

export interface Endpoint {
  name: string;
  path: string;
  /** The same call with another page size: its statement count must be the same. */
  otherPageSize?: string;
  /** Who calls it (default: the global Administrator). */
  user?: BenchUser;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Needs the academic plans' dataset. */
  plans?: boolean;
  /** Needs the goal year's dataset. */
  goals?: boolean;
  /** A PUT of a form, rather than a GET of `path`. */
  save?: FormSave;
}

export interface EndpointContext {
  classId: number;
  /** The bench teacher's goal setting. */
  goalSettingId: number;
  plan: PlanBenchIds;
  /** The lesson plans the form save cycles through, and its body. */
  lessonSave: Omit<FormSave, 'pathOf'>;
}

const paged = (path: string, query = '') => {
  const tail = query ? `&${query}` : '';
  return { path: `${path}?page=0&size=10${tail}`, otherPageSize: `${path}?page=0&size=50${tail}` };
};

function baseEndpoints({ classId }: EndpointContext): Endpoint[] {
  return [
    { name: 'GET /health', path: '/api/health' },
    { name: 'GET /auth/me', path: '/api/auth/me' },
    { name: 'GET /schools', ...paged('/api/schools') },
    { name: 'GET /classes/{id}', path: `/api/classes/${classId}` },
    { name: 'GET /users', ...paged('/api/users') },
    { name: 'GET /users?searchKey=last1', ...paged('/api/users', 'searchKey=last1') },
    { name: 'GET /users?searchKey=last3-17', ...paged('/api/users', 'searchKey=last3-17') },
  ];
}

/** The annual, unit and lesson plan lists, as a teacher and as the global user, with and without filters. */
function planLists({ plan }: EndpointContext): Endpoint[] {
  const filter = `annualPeriod=AY26_27&gradeName=${encodeURIComponent(plan.gradeName)}&subject=${encodeURIComponent(plan.subjectName)}`;
  const levels = [
    ['annual', '/api/annual-plans', filter],
    ['unit', '/api/unit-plans', filter],
    ['lesson', '/api/lesson-plans', `${filter}&schoolCode=B3`],
  ] as const;
  return levels.flatMap(([level, path, levelFilter]) =>
    (['admin', 'teacher'] as const).flatMap((user) => {
      const who = user === 'admin' ? 'global' : 'teacher';
      return [
        { name: `GET ${level} plans (${who})`, ...paged(path), user, plans: true },
        { name: `GET ${level} plans, filtered (${who})`, ...paged(path, levelFilter), user, plans: true },
      ];
    }),
  );
}

function planDetails(context: EndpointContext): Endpoint[] {
  const { plan, lessonSave } = context;
  return [
    { name: 'GET /unit-plan/{id} (global)', path: `/api/unit-plan/${plan.unit}`, plans: true },
    { name: 'GET /unit-plan/{id} (teacher)', path: `/api/unit-plan/${plan.unit}`, user: 'teacher', plans: true },
    { name: 'GET /lesson-plan/{id} (teacher)', path: `/api/lesson-plan/${plan.lesson}`, user: 'teacher', plans: true },
    { name: 'GET /annual-plans/{id}', path: `/api/annual-plans/${plan.annual}`, plans: true },
    {
      name: 'GET lesson plan form (teacher)',
      path: `/api/lesson-plan/${plan.lesson}/lesson-plan-form`,
      user: 'teacher',
      plans: true,
    },
    {
      name: 'PUT lesson plan form',
      path: `/api/lesson-plan/${lessonSave.ids[0] ?? 0}/lesson-plan-form`,
      plans: true,
      save: { ...lessonSave, pathOf: (id) => `/api/lesson-plan/${id}/lesson-plan-form` },
    },
  ];
}

/** The teacher's goal setting, the coordinator's review list and the teacher's peer requests. */
function goalCalls({ goalSettingId }: EndpointContext): Endpoint[] {
  return [
    {
      name: 'GET /goal-setting-form/{id} (teacher)',
      path: `/api/goal-setting-form/${goalSettingId}`,
      user: 'teacher',
      goals: true,
    },
    {
      name: 'GET /goal-setting-review (coordinator)',
      ...paged('/api/goal-setting-review'),
      user: 'coordinator',
      goals: true,
    },
    {
      name: 'GET /goal-feedback/peer-requests (teacher)',
      ...paged('/api/goal-feedback/peer-requests'),
      user: 'teacher',
      goals: true,
    },
  ];
}

/** The three PDFs, 10 made at once (the forms filled as plan-pdf-bench.ts fills them). */
function pdfs({ plan }: EndpointContext): Endpoint[] {
  return [
    { name: 'GET lesson plan PDF', path: `/api/lesson-plan/${plan.lesson}/pdf`, connections: 10, plans: true },
    { name: 'GET unit plan PDF', path: `/api/unit-plan/${plan.unit}/pdf`, connections: 10, plans: true },
    { name: 'GET annual plan PDF', path: `/api/annual-plans/${plan.annual}/pdf`, connections: 10, plans: true },
  ];
}

export function benchEndpoints(context: EndpointContext): Endpoint[] {
  return [
    ...baseEndpoints(context),
    ...planLists(context),
    ...planDetails(context),
    ...goalCalls(context),
    ...pdfs(context),
  ];
}

/** The endpoints' names and needs before any id is known. */
export const ENDPOINT_SHAPES = benchEndpoints({
  classId: 0,
  goalSettingId: 0,
  plan: { lesson: 0, unit: 0, tier: 0, annual: 0, gradeName: '', subjectName: '' },
  lessonSave: { ids: [], bodyOf: () => '' },
});
