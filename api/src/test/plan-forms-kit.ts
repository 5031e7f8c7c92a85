import { expect } from 'vitest';
import { createRole, createUser, TEST_PASSWORD } from './factories';
import type { PlanWorld } from './factories-unit-lesson-plans';
import { createCurriculum, createUnitThroughApi } from './factories-unit-lesson-plans';
import type { TestApp } from './test-app';

/* What the plan form tests share (plan-forms.test.ts, plan-forms-lesson.test.ts): paths, complete forms, calls. */

export const unitForm = (id: number) => `/unit-plan/${id}/unit-plan-form`;
export const lessonForm = (id: number) => `/lesson-plan/${id}/lesson-plan-form`;

/** What Save and Submit needs of a unit form (the `required` fields of contract UNIT_PLAN_FORM_STEPS). */
export const completeUnit = {
  periods: 6,
  learningObjectiveForm: { conceptObjective: 'Place value' },
  learningOutcomes: [{ name: 'Reads numbers to 1000' }, { name: 'Compares numbers' }],
  levelOfLeaningForm: { levelOfLearningInput1: 'Count to 100' },
  assessmentForm: { formativeAssessments: [{ name: 'Quiz', value: 'QUIZ' }] },
};
export const UNIT_REQUIRED = [
  'periods',
  'learningObjectiveForm.conceptObjective',
  'learningOutcomes',
  'levelOfLeaningForm.levelOfLearningInput1',
  'assessmentForm.formativeAssessments',
];

/** What Save and Submit needs of a regular lesson form. */
export const completeLesson = {
  periods: 2,
  learningObjectiveForm: { conceptObjective: 'Tens and ones' },
  mainContents: [{ sequenceOfTla: 1, time: '10 min', studentActivity: 'Count beads' }],
  summarization: 'Recap with the class',
};

type Call = Awaited<ReturnType<TestApp['call']>>;
export const expectStatus = (response: Call, status: number) => expect(response.statusCode, response.body).toBe(status);

/** The calls of the tests, on one test app and plan world. */
export function formCalls(t: TestApp, world: PlanWorld) {
  const put = (path: string, token: string, body: Record<string, unknown>) => t.call('PUT', path, { token, body });

  /** An ACTIVE unit plan (consents of teachers A1, A2 and B1, none given) and its form as the admin reads it. */
  async function activeUnit() {
    const curriculum = await createCurriculum(t, world);
    const unit = await createUnitThroughApi(t, world, curriculum);
    const form = (await t.call('GET', unitForm(unit.id), { token: world.tokens.admin })).json();
    return { curriculum, unit, form };
  }

  /** A new user of school A holding a new school role with these privileges, signed in: their token. */
  async function signInWithPrivileges(privileges: Parameters<typeof createRole>[1]) {
    const role = await createRole(t.db, privileges, { isSchoolApplicable: true });
    const user = await createUser(t.db, { schoolId: world.schoolA.id, roles: [role.name] });
    return t.login(user.email, TEST_PASSWORD);
  }
  return { put, activeUnit, signInWithPrivileges };
}
