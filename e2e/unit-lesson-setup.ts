import type { APIRequestContext } from '@playwright/test';
import { ROLE_NAMES } from '@school/contract/access';
import { annualPeriodStartYear, currentAnnualPeriod } from '@school/contract/plan-periods';
import type { SectionTeacherAssignment } from '@school/contract/schemas/class-section';
import type { Paged } from '@school/contract/schemas/common';
import type { ClassSummary } from '@school/contract/schemas/grade';
import type { AnnualPlanDetail, LessonPlanDetail, UnitPlanDetail } from '@school/contract/schemas/plans/index';
import { type Account, ACCOUNTS, apiLogin, bearer, expect, newPassword, uniqueEmail } from './fixtures';

/**
 * Set-up of the unit and lesson plan specs through the API: a subject of its own on the demo class V of Lakeside (LWS),
 * two new teachers assigned to it in sections A and B (so they, and only they, are the consent teachers), and an annual
 * plan with one tier and one unit plan of that class and subject in the current period.
 */

const token = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

export interface PlanTeacher extends Account {
  id: number;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Calls the API with a token; expects `status` (200 unless told). */
export async function callApi<T>(
  request: APIRequestContext,
  authToken: string,
  method: Method,
  path: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const response = await request[method](`/api${path}`, { headers: bearer(authToken), data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(status);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface UnitSetup {
  adminToken: string;
  schoolId: number;
  subjectName: string;
  teachers: [PlanTeacher, PlanTeacher];
  unit: UnitPlanDetail;
  /** Dates inside the unit, for lessons. */
  lessonDates: { start: string; end: string };
}

/** A new teacher of a school (the Teacher role, no class limits), signed up through the API. */
export async function createTeacher(
  request: APIRequestContext,
  adminToken: string,
  schoolId: number,
  firstName: string,
) {
  const password = newPassword();
  const lastName = `Plan${token()}`;
  const email = uniqueEmail(firstName.toLowerCase());
  const created = await callApi<{ id: number }>(request, adminToken, 'post', '/users', {
    firstName,
    lastName,
    email,
    rawPassword: password,
    designation: 'Teacher',
    school: schoolId,
  });
  const roles = await callApi<Paged<{ id: number; name: string }>>(
    request,
    adminToken,
    'get',
    `/roles?name=${encodeURIComponent(ROLE_NAMES.teacher)}&size=50`,
  );
  const role = roles.content.find((entry) => entry.name === ROLE_NAMES.teacher);
  if (!role) throw new Error('no Teacher role');
  await callApi(request, adminToken, 'post', `/users/${created.id}/roles`, { roleId: role.id, roleClassXrefs: [] });
  return { id: created.id, email, password, fullName: `${firstName} ${lastName}` };
}

/** Adds one teacher for one subject to a section, keeping the section's other assignments. */
async function assign(
  request: APIRequestContext,
  adminToken: string,
  sectionId: number,
  subjectId: number,
  userId: number,
) {
  const existing = await callApi<SectionTeacherAssignment[]>(
    request,
    adminToken,
    'get',
    `/teacher/subjects?sectionId=${sectionId}`,
  );
  const rows = existing.map((row) => ({ subjectId: row.subject.id, userId: row.applicationUser.id }));
  await callApi(request, adminToken, 'post', `/teacher/subjects/${sectionId}`, [...rows, { subjectId, userId }]);
}

/**
 * A unit plan of class V (or `gradeName`, a class of LWS) and a subject of its own, with two consent teachers;
 * `completed` gives both consents and submits it (lessons are added to a COMPLETED unit).
 */
export async function createUnitSetup(
  request: APIRequestContext,
  { completed = true, gradeName = 'V' } = {},
): Promise<UnitSetup> {
  const adminToken = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const schools = await callApi<Paged<{ id: number; schoolCode: string }>>(
    request,
    adminToken,
    'get',
    '/schools?name=LWS&size=50',
  );
  const school = schools.content.find((entry) => entry.schoolCode === 'LWS');
  if (!school) throw new Error('no demo school LWS');
  const classes = await callApi<Paged<ClassSummary>>(request, adminToken, 'get', '/classes?schoolCode=LWS&size=100');
  const grade = classes.content.find((entry) => entry.gradeName === gradeName);
  if (!grade) throw new Error(`no class ${gradeName} at LWS`);

  const tag = token();
  const subjectName = `Astronomy ${tag}`;
  const subject = await callApi<{ id: number }>(request, adminToken, 'post', `/classes/${grade.id}/subjects`, {
    subjectName,
    subjectValue: `AST${tag}`,
    subjectType: 'OPTIONAL',
  });
  // A section of its own: Manage Teachers replaces a section's whole list, so two set-ups writing to a shared
  // section at once (parallel workers) could each drop the other's teacher.
  const section = await callApi<{ id: number }>(request, adminToken, 'post', `/classes/${grade.id}/class-sections`, {
    sectionName: `P${tag}`,
  });
  const first = await createTeacher(request, adminToken, school.id, 'Tara');
  const second = await createTeacher(request, adminToken, school.id, 'Omar');
  await assign(request, adminToken, section.id, subject.id, first.id);
  await assign(request, adminToken, section.id, subject.id, second.id);

  const period = currentAnnualPeriod();
  const year = annualPeriodStartYear(period) ?? new Date().getFullYear();
  const annual = await callApi<AnnualPlanDetail>(request, adminToken, 'post', '/annual-plans', {
    name: `Astronomy plan ${tag}`,
    start: `${year}-04-01`,
    end: `${year + 1}-03-31`,
    curriculumContext: { gradeName, annualPeriod: period, subject: { id: subject.id, subject: subjectName } },
    tierPlans: [
      {
        name: 'Tier 1',
        value: 'TIER_1',
        start: `${year}-04-01`,
        end: `${year}-12-31`,
        topics: [{ name: 'The night sky', sortOrder: 1, subTopics: [{ name: 'Constellations', sortOrder: 1 }] }],
      },
    ],
  });
  const tier = annual.tierPlans[0];
  if (!tier) throw new Error('the annual plan answered no tier');
  let unit = await callApi<UnitPlanDetail>(request, adminToken, 'post', '/unit-plan', {
    tierPlanId: tier.id,
    name: `Stars and planets ${tag}`,
    start: `${year}-11-01`,
    end: `${year}-12-31`,
    subUnits: [
      { name: 'Stars', sortOrder: 1 },
      { name: 'Planets', sortOrder: 2 },
      { name: 'Moons', sortOrder: 3 },
    ],
    topics: [],
  });
  if (unit.consents.length === 0) {
    await callApi(request, adminToken, 'get', `/tier-plan/refresh-consents/${tier.id}`);
    unit = await callApi<UnitPlanDetail>(request, adminToken, 'get', `/unit-plan/${unit.id}`);
  }
  if (completed) {
    // Submit needs the form complete (the required fields of its steps), whichever path completes the plan.
    await fillPlanForm(request, adminToken, 'unit', unit.id);
    await callApi(
      request,
      adminToken,
      'put',
      `/unit-plan/${unit.id}/consents`,
      unit.consents.map((consent) => ({ subjectTeacher: { email: consent.subjectTeacher.email }, consent: true })),
    );
    unit = await callApi<UnitPlanDetail>(request, adminToken, 'get', `/unit-plan/${unit.id}`);
    unit = await callApi<UnitPlanDetail>(
      request,
      adminToken,
      'patch',
      `/unit-plan/${unit.id}?status=COMPLETED&version=${unit.version}`,
    );
  }
  return {
    adminToken,
    schoolId: school.id,
    subjectName,
    teachers: [first, second],
    unit,
    lessonDates: { start: `${year}-12-01`, end: `${year}-12-05` },
  };
}

/** What Submit needs of each form: the required fields of the steps (contract plan-forms); a regular lesson's. */
export const COMPLETE_FORMS = {
  unit: {
    periods: 6,
    learningObjectiveForm: { conceptObjective: 'The solar system' },
    learningOutcomes: [{ name: 'Names the planets in order' }],
    levelOfLeaningForm: { levelOfLearningInput1: 'Name the planets' },
    assessmentForm: { formativeAssessments: [{ name: 'Quiz', value: 'QUIZ' }] },
  },
  lesson: {
    periods: 2,
    learningObjectiveForm: { conceptObjective: 'Stars shine by their own light' },
    mainContents: [{ sequenceOfTla: 1, time: '10 min', studentActivity: 'Draw the night sky' }],
    summarization: 'Recap with the class',
  },
} as const;

/** Saves a complete form on a plan (status kept ACTIVE) through its form's PUT, `extra` fields added. */
export async function fillPlanForm(
  request: APIRequestContext,
  token: string,
  level: 'unit' | 'lesson',
  planId: number,
  extra: Record<string, unknown> = {},
) {
  const path = `/${level}-plan/${planId}/${level}-plan-form`;
  const current = await callApi<{ version: number }>(request, token, 'get', path);
  await callApi(request, token, 'put', path, {
    ...COMPLETE_FORMS[level],
    ...extra,
    status: 'ACTIVE',
    version: current.version,
  });
}

/** Adds a lesson plan to the (COMPLETED) unit through PUT /unit-plan/{id}/lesson-plans; answers its detail. */
export async function addLesson(request: APIRequestContext, setup: UnitSetup, name: string) {
  const unit = await callApi<UnitPlanDetail>(
    request,
    setup.adminToken,
    'put',
    `/unit-plan/${setup.unit.id}/lesson-plans`,
    {
      lessonPlans: [{ name, ...setup.lessonDates, school: { id: setup.schoolId }, subUnits: ['Stars'] }],
    },
  );
  const lesson = unit.lessonPlans.find((entry) => entry.name === name);
  if (!lesson) throw new Error(`the unit answered no lesson ${name}`);
  return callApi<LessonPlanDetail>(request, setup.adminToken, 'get', `/lesson-plan/${lesson.id}`);
}
