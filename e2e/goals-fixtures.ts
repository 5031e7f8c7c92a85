import type { APIRequestContext } from '@playwright/test';
import { ROLE_NAMES } from '@school/contract/access';
import { annualPeriodDates, annualPeriodLabel, currentAnnualPeriod } from '@school/contract/plan-periods';
import type { Paged } from '@school/contract/schemas/common';
import type { GoalConfiguration, GoalTimeline } from '@school/contract/schemas/goals/goal-configuration';
import type { Lov } from '@school/contract/schemas/lov';
import type { Role } from '@school/contract/schemas/role';
import { ACCOUNTS, type Account, apiLogin, bearer, expect, newPassword, uniqueEmail } from './fixtures';

/**
 * Goal set-up through the API for the goal specs: roles, configurations, timelines with open windows, periods of the
 * list 'Annual Period' and staff holding a role. Each function does one thing; by default it acts as the demo
 * Administrator. Other goal specs add their helpers here (keep them small and exported).
 */

const tokens = new Map<string, string>();

/** A bearer token of the account (one sign-in per account and worker). */
export async function goalsToken(request: APIRequestContext, account: Account = ACCOUNTS.administrator) {
  const known = tokens.get(account.email);
  if (known) return known;
  const token = await apiLogin(request, account.email, account.password);
  tokens.set(account.email, token);
  return token;
}

type Method = 'get' | 'post' | 'put' | 'patch';

/** One call as the account; fails the test with the answer's text unless it is 200. */
export async function goalsCall<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  data?: unknown,
  account: Account = ACCOUNTS.administrator,
): Promise<T> {
  const response = await request[method](`/api${path}`, { headers: bearer(await goalsToken(request, account)), data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A short token no other test uses. */
export const goalsTag = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/** A list call's records, whether it answers an array or a page. */
const recordsOf = <T>(answer: T[] | Paged<T>) => (Array.isArray(answer) ? answer : answer.content);

/** YYYY-MM-DD of today moved by `days` (UTC, as the server reads windows). */
export function isoDay(days = 0): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** 'DD-MM-YYYY' of an API date, as the screens show it. */
export const shownDate = (date: string) => date.split('-').reverse().join('-');

// Roles

/** A new ACTIVE role without privileges or scope ('Goal Role <tag>'), so a test owns a setter role no one configured. */
export function createRole(request: APIRequestContext, name = `Goal Role ${goalsTag()}`): Promise<Role> {
  return goalsCall<Role>(request, 'post', '/roles', {
    name,
    status: 'ACTIVE',
    isGlobal: false,
    isSchoolApplicable: false,
    isGradesApplicable: false,
    isSubjectApplicable: false,
    privileges: [],
  });
}

/** The role of this exact name (demo roles: 'Coordinator', 'Inspire Us-Core', 'Administrator' …). */
export async function roleByName(request: APIRequestContext, name: string): Promise<Role> {
  const page = await goalsCall<Paged<Role>>(request, 'get', `/roles?searchKey=${encodeURIComponent(name)}&size=100`);
  const role = page.content.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role named ${name}`);
  return role;
}

// Staff

export interface GoalsStaff {
  id: number;
  email: string;
  password: string;
  fullName: string;
  /** The account to sign in with (fixtures' `account` option). */
  account: Account;
}

/** A new staff member of a school (by id), with a password to sign in with. */
export async function createGoalsStaff(
  request: APIRequestContext,
  schoolId: number,
  firstName = 'Goal',
): Promise<GoalsStaff> {
  const lastName = `Setter${goalsTag()}`;
  const email = uniqueEmail(firstName.toLowerCase());
  const password = newPassword();
  const created = await goalsCall<{ id: number }>(request, 'post', '/users', {
    firstName,
    lastName,
    email,
    rawPassword: password,
    designation: 'Teacher',
    school: schoolId,
  });
  const fullName = `${firstName} ${lastName}`;
  return { id: created.id, email, password, fullName, account: { email, password, fullName } };
}

/** Gives a staff member a role (POST /users/{id}/roles/); `roleClassXrefs` for roles limited to grades. */
export function assignRole(request: APIRequestContext, userId: number, roleId: number, roleClassXrefs: unknown[] = []) {
  return goalsCall<unknown>(request, 'post', `/users/${userId}/roles/`, { roleId, roleClassXrefs });
}

/** The id of a school by its code (LWS in the demo data). */
export async function schoolIdByCode(request: APIRequestContext, schoolCode = 'LWS'): Promise<number> {
  const page = await goalsCall<Paged<{ id: number; schoolCode: string }>>(
    request,
    'get',
    `/schools?name=${encodeURIComponent(schoolCode)}&size=50`,
  );
  const school = page.content.find((candidate) => candidate.schoolCode === schoolCode);
  if (!school) throw new Error(`no school ${schoolCode}`);
  return school.id;
}

// Configurations

export interface ConfigurationRoles {
  setter: number;
  reviewers: number[];
  goalApprover: number;
  reviewApprover: number;
}

/** POST /goal-configurations/ (the id form of the spec). */
export function createGoalConfiguration(request: APIRequestContext, roles: ConfigurationRoles) {
  return goalsCall<GoalConfiguration>(request, 'post', '/goal-configurations/', {
    roleId: roles.setter,
    reviewerRoles: roles.reviewers.map((goalReviewerRoleId) => ({ goalReviewerRoleId })),
    goalApproverRoleId: roles.goalApprover,
    reviewApproverRoleId: roles.reviewApprover,
  });
}

export async function goalConfigurations(request: APIRequestContext): Promise<GoalConfiguration[]> {
  return recordsOf(
    await goalsCall<GoalConfiguration[] | Paged<GoalConfiguration>>(request, 'get', '/goal-configurations/'),
  );
}

// Periods and timelines

export async function goalTimelines(request: APIRequestContext): Promise<GoalTimeline[]> {
  return recordsOf(
    await goalsCall<GoalTimeline[] | Paged<GoalTimeline>>(request, 'get', '/goal-timeline-configurations/'),
  );
}

const ANNUAL_PERIOD_LOV = 'Annual Period';

async function annualPeriodList(request: APIRequestContext): Promise<Lov> {
  const page = await goalsCall<Paged<Lov>>(
    request,
    'get',
    `/lov?name=${encodeURIComponent(ANNUAL_PERIOD_LOV)}&size=50`,
  );
  const lov = page.content.find((entry) => entry.name === ANNUAL_PERIOD_LOV);
  if (!lov) throw new Error("the list of values 'Annual Period' is missing");
  return lov;
}

/**
 * A period of the list 'Annual Period' that no timeline uses and no other test will take: a far-future year
 * (2040 to 2098) added to the list for this test (AY57_58, 'A.Y. 2057-2058'). Two workers adding at once: the
 * later PUT is refused as stale and tried again on the new version.
 */
export async function addFreeAnnualPeriod(request: APIRequestContext): Promise<{ value: string; name: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const lov = await annualPeriodList(request);
    const used = new Set(lov.items.map((item) => item.value));
    const year = 2040 + Math.floor(Math.random() * 59);
    const two = (value: number) => String(value % 100).padStart(2, '0');
    const value = `AY${two(year)}_${two(year + 1)}`;
    if (used.has(value)) continue;
    const name = `A.Y. ${year}-${year + 1}`;
    const response = await request.put(`/api/lov/${lov.id}`, {
      headers: bearer(await goalsToken(request)),
      data: {
        name: lov.name,
        description: lov.description ?? '',
        status: lov.status,
        items: [
          ...lov.items.map(({ id, name: itemName, value: itemValue, status }) => ({
            id,
            name: itemName,
            value: itemValue,
            status,
          })),
          { name, value, status: 'ACTIVE' },
        ],
        version: lov.version,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), `PUT /lov/${lov.id}: ${await response.text()}`).toBe(200);
    return { value, name };
  }
  throw new Error("no free period could be added to 'Annual Period'");
}

export interface TimelineDates {
  goalSetupStartDate: string;
  goalSetupEndDate: string;
  goalReviewStartDate: string;
  goalReviewEndDate: string;
  feedbackFrequencies?: {
    frequencyLabel: string;
    selfFeedbackStartDate: string;
    selfFeedbackEndDate: string;
    peerFeedbackStartDate: string;
    peerFeedbackEndDate: string;
  }[];
}

/**
 * Windows that lie within a period (April to March): setup over its first months, review after it, one
 * feedback frequency late in the year. For a period containing today, use openTimelineDates.
 */
export function timelineDatesWithin(period: string): Required<TimelineDates> {
  const bounds = annualPeriodDates(period);
  if (!bounds) throw new Error(`${period} is not an annual period`);
  const year = Number(bounds.start.slice(0, 4));
  return {
    goalSetupStartDate: `${year}-04-01`,
    goalSetupEndDate: `${year}-06-30`,
    goalReviewStartDate: `${year}-07-01`,
    goalReviewEndDate: `${year}-08-31`,
    feedbackFrequencies: [
      {
        frequencyLabel: 'Term 1',
        selfFeedbackStartDate: `${year}-10-01`,
        selfFeedbackEndDate: `${year}-10-15`,
        peerFeedbackStartDate: `${year}-10-16`,
        peerFeedbackEndDate: `${year}-10-31`,
      },
    ],
  };
}

/** Setup and review windows both open today (and for a week or so), within the current period. */
export function openTimelineDates(period: string): TimelineDates {
  const bounds = annualPeriodDates(period);
  if (!bounds) throw new Error(`${period} is not an annual period`);
  const clamp = (date: string) => (date < bounds.start ? bounds.start : date > bounds.end ? bounds.end : date);
  return {
    goalSetupStartDate: clamp(isoDay(-7)),
    goalSetupEndDate: clamp(isoDay(7)),
    goalReviewStartDate: clamp(isoDay(-7)),
    goalReviewEndDate: clamp(isoDay(14)),
  };
}

/** POST /goal-timeline-configurations/ for a period. */
export function createGoalTimeline(request: APIRequestContext, academicCalendar: string, dates: TimelineDates) {
  return goalsCall<GoalTimeline>(request, 'post', '/goal-timeline-configurations/', {
    academicCalendar,
    feedbackFrequencies: [],
    ...dates,
  });
}

// The setter's goal screens (goals-set.spec.ts)

/** The period the Goal Set form offers first: the current one. */
export const SETTER_PERIOD = currentAnnualPeriod();
export const SETTER_PERIOD_LABEL = annualPeriodLabel(SETTER_PERIOD);

/**
 * The demo Teacher role's goal configuration (the demo's, or one made as the demo's: reviewed by Coordinator) and
 * the current period's setup and review windows open today (the demo's, else made or widened). Answers the role.
 */
export async function ensureTeacherGoalSetup(request: APIRequestContext): Promise<Role> {
  const teacher = await roleByName(request, ROLE_NAMES.teacher);
  if (!(await goalConfigurations(request)).some((configuration) => configuration.applicableRole.id === teacher.id)) {
    const roles = {
      setter: teacher.id,
      reviewers: [(await roleByName(request, ROLE_NAMES.coordinator)).id],
      goalApprover: (await roleByName(request, ROLE_NAMES.inspireUsCore)).id,
      reviewApprover: (await roleByName(request, ROLE_NAMES.administrator)).id,
    };
    // Another worker may make it at the same moment: its 409 leaves the same configuration.
    const response = await request.post('/api/goal-configurations/', {
      headers: bearer(await goalsToken(request)),
      data: {
        roleId: roles.setter,
        reviewerRoles: roles.reviewers.map((goalReviewerRoleId) => ({ goalReviewerRoleId })),
        goalApproverRoleId: roles.goalApprover,
        reviewApproverRoleId: roles.reviewApprover,
      },
    });
    expect([200, 409], `POST /goal-configurations/: ${await response.text()}`).toContain(response.status());
  }
  const today = isoDay();
  const open = (start: string, end: string) => start <= today && today <= end;
  const timeline = (await goalTimelines(request)).find((candidate) => candidate.academicCalendar === SETTER_PERIOD);
  if (!timeline) {
    await createGoalTimeline(request, SETTER_PERIOD, openTimelineDates(SETTER_PERIOD));
  } else if (
    !open(timeline.goalSetupStartDate, timeline.goalSetupEndDate) ||
    !open(timeline.goalReviewStartDate, timeline.goalReviewEndDate)
  ) {
    const { id: _id, academicCalendarName: _name, ...kept } = timeline;
    await goalsCall(request, 'put', `/goal-timeline-configurations/${timeline.id}`, {
      ...kept,
      ...openTimelineDates(SETTER_PERIOD),
      feedbackFrequencies: timeline.feedbackFrequencies.map(({ id: _frequencyId, ...frequency }) => frequency),
    });
  }
  return teacher;
}

/** A new teacher of Lakeside (LWS) holding the demo Teacher role, ready to set goals; answers them with a token. */
export async function createGoalTeacher(request: APIRequestContext): Promise<GoalsStaff & { token: string }> {
  const role = await ensureTeacherGoalSetup(request);
  const staff = await createGoalsStaff(request, await schoolIdByCode(request), 'Lina');
  await assignRole(request, staff.id, role.id);
  return { ...staff, token: await apiLogin(request, staff.email, staff.password) };
}
