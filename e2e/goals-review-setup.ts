import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Goal, GoalSetting } from '@school/contract/schemas/goals/goal-setting';
import { type Account, apiLogin, bearer, expect } from './fixtures';
import {
  assignRole,
  createGoalConfiguration,
  createGoalTimeline,
  createGoalsStaff,
  goalTimelines,
  goalsCall,
  goalsTag,
  openTimelineDates,
} from './goals-fixtures';

/**
 * Set-up of the goal review specs through the API, with the helpers of goals-fixtures.ts: a setter role reviewed by a
 * reviewer role of their own, a configuration, the period's timeline open today, a school of their own with a teacher
 * holding the setter role and two staff holding the reviewer role. Each test owns its records, so the reviewers' lists
 * hold only this test's goal settings.
 */

/** The one period whose windows can be open today: a window lies within its period, and today is in AY26_27. */
export const LOOP_PERIOD = 'AY26_27';
export const LOOP_PERIOD_LABEL = 'A.Y. 2026-2027';

export interface Person extends Account {
  id: number;
  token: string;
}

export interface GoalLoop {
  schoolName: string;
  setterRole: { id: number; name: string };
  reviewerRole: { id: number; name: string };
  setter: Person;
  reviewer: Person;
  /** A second holder of the reviewer role, to decide first. */
  otherReviewer: Person;
}

/** The server's date (UTC, docs/decisions/goals.md). */
export const today = () => new Date().toISOString().slice(0, 10);

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
  params?: Record<string, string | number>,
): Promise<T> {
  const response = await request[method](`/api${path}`, { headers: bearer(token), data, params });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Answers the status and body of a call expected to fail. */
export async function callStatus(
  request: APIRequestContext,
  token: string,
  method: 'put' | 'patch' | 'post' | 'delete',
  path: string,
  data?: unknown,
  params?: Record<string, string | number>,
): Promise<{ status: number; message: string }> {
  const response = await request[method](`/api${path}`, { headers: bearer(token), data, params });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status(), message: body.message ?? '' };
}

/** The timeline of LOOP_PERIOD with its setup and review windows open today: the demo's, or made (or widened). */
async function ensureOpenTimeline(request: APIRequestContext) {
  const existing = (await goalTimelines(request)).find((timeline) => timeline.academicCalendar === LOOP_PERIOD);
  const day = today();
  const open = (start: string, end: string) => start <= day && day <= end;
  if (!existing) {
    await createGoalTimeline(request, LOOP_PERIOD, openTimelineDates(LOOP_PERIOD));
    return;
  }
  if (
    open(existing.goalSetupStartDate, existing.goalSetupEndDate) &&
    open(existing.goalReviewStartDate, existing.goalReviewEndDate)
  ) {
    return;
  }
  await goalsCall(request, 'put', `/goal-timeline-configurations/${existing.id}`, {
    academicCalendar: LOOP_PERIOD,
    ...openTimelineDates(LOOP_PERIOD),
    feedbackFrequencies: existing.feedbackFrequencies.map(({ id: _id, ...frequency }) => frequency),
    version: existing.version,
  });
}

/** A role of every school holding these privileges. */
function createRoleWith(request: APIRequestContext, name: string, privileges: [entityName: string, type: string][]) {
  return goalsCall<{ id: number; name: string }>(request, 'post', '/roles', {
    name,
    isSchoolApplicable: true,
    privileges: privileges.map(([entityName, privilegeType]) => ({ entityName, privilegeType })),
  });
}

async function createPerson(request: APIRequestContext, schoolId: number, firstName: string, roleId: number) {
  const staff = await createGoalsStaff(request, schoolId, firstName);
  await assignRole(request, staff.id, roleId);
  const person: Person = {
    ...staff.account,
    id: staff.id,
    token: await apiLogin(request, staff.email, staff.password),
  };
  return person;
}

/** Everything the review loop needs, made by the Administrator. */
export async function setUpGoalLoop(request: APIRequestContext): Promise<GoalLoop> {
  const tag = goalsTag();
  const setterRole = await createRoleWith(request, `Goal Setter ${tag}`, [
    ['goalsetting', 'CREATE'],
    ['goalsetting', 'UPDATE'],
    ['goalsettingform', 'CREATE'],
    ['goalsettingform', 'UPDATE'],
    ['goalsettingform', 'DELETE'],
  ]);
  const reviewerRole = await createRoleWith(request, `Goal Reviewer ${tag}`, [
    ['goalsetting', 'READ'],
    ['goalsettingreview', 'UPDATE'],
  ]);
  await createGoalConfiguration(request, {
    setter: setterRole.id,
    reviewers: [reviewerRole.id],
    goalApprover: reviewerRole.id,
    reviewApprover: reviewerRole.id,
  });
  await ensureOpenTimeline(request);
  const schoolName = `Goals School ${tag}`;
  const school = await goalsCall<{ id: number }>(request, 'post', '/schools', {
    schoolName,
    campus: 'East',
    schoolCode: `GL-${tag}`.toUpperCase(),
    affiliatedBoard: 'CBSE',
  });
  return {
    schoolName,
    setterRole: { id: setterRole.id, name: setterRole.name },
    reviewerRole: { id: reviewerRole.id, name: reviewerRole.name },
    setter: await createPerson(request, school.id, 'Tara', setterRole.id),
    reviewer: await createPerson(request, school.id, 'Vikram', reviewerRole.id),
    otherReviewer: await createPerson(request, school.id, 'Nisha', reviewerRole.id),
  };
}

/* ---------- The setter's steps through the API (where the test is about the reviewer) ---------- */

export const setterApi = (request: APIRequestContext, setter: Person) => ({
  createSetting: (roleId: number) =>
    call<GoalSetting>(request, setter.token, 'post', '/goal-setting-form', { role: roleId, annualPeriod: LOOP_PERIOD }),
  getSetting: (id: number) => call<GoalSetting>(request, setter.token, 'get', `/goal-setting-form/${id}`),
  addGoal: (goalSettingFormId: number, goalDetails: string, weightage: number) =>
    call<Goal>(request, setter.token, 'post', '/goal', {
      goalSettingFormId,
      goalDetails,
      weightage,
      measurementUnit: 'Sessions',
      evidence: '-',
    }),
  updateGoal: (goal: Goal, changes: Partial<Pick<Goal, 'goalDetails' | 'weightage'>>) =>
    call<Goal>(request, setter.token, 'put', `/goal/${goal.id}`, {
      goalDetails: changes.goalDetails ?? goal.goalDetails,
      weightage: changes.weightage ?? goal.weightage,
      measurementUnit: goal.measurementUnit,
      evidence: goal.evidence,
      version: goal.version,
    }),
  async submit(id: number) {
    const setting = await call<GoalSetting>(request, setter.token, 'get', `/goal-setting-form/${id}`);
    return call<GoalSetting>(request, setter.token, 'patch', `/goal-setting-form/${id}`, undefined, {
      status: 'SENT_FOR_REVIEW',
      version: setting.version,
    });
  },
});

/** A goal setting sent for review, with two goals weighing 60 and 40. */
export async function sentForReview(request: APIRequestContext, loop: GoalLoop) {
  const api = setterApi(request, loop.setter);
  const setting = await api.createSetting(loop.setterRole.id);
  await api.addGoal(setting.id, 'Run 6 peer observation sessions with feedback notes', 60);
  await api.addGoal(setting.id, 'Raise the class average in unit tests by 10%', 40);
  return api.submit(setting.id);
}

/** The reviews of a reviewer (GET /goal-setting-review). */
export async function reviewsOf(request: APIRequestContext, reviewer: Person) {
  const page = await call<{ content: { id: number; reviewedFor: { id: number }; reviewState: string }[] }>(
    request,
    reviewer.token,
    'get',
    '/goal-setting-review',
    undefined,
    { page: 0, size: 50 },
  );
  return page.content;
}

/** Signs this page in as the person before the app loads (the token the app keeps in local storage). */
export async function signInAs(page: Page, person: Person) {
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), person.token);
}

/** A page of its own signed in as this person (a context of its own, so two people can work side by side). */
export async function pageOf(browser: Browser, baseURL: string, person: Person): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signInAs(page, person);
  return page;
}
