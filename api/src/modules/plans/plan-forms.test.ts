import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_LOVS, FORM_MESSAGES } from '@school/contract';
import { lessonPlans, unitPlans } from '../../db/schema';
import { createRole, createUser, TEST_PASSWORD } from '../../test/factories';
import {
  createCurriculum,
  createPlanWorld,
  createUnitThroughApi,
  createUnitWithLesson,
  type PlanWorld,
  tickAll,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: PlanWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
});
afterAll(() => t.close());

const unitForm = (id: number) => `/unit-plan/${id}/unit-plan-form`;
const lessonForm = (id: number) => `/lesson-plan/${id}/lesson-plan-form`;

/** What Save and Submit needs of a unit form (the `required` fields of contract UNIT_PLAN_FORM_STEPS). */
const completeUnit = {
  periods: 6,
  learningObjectiveForm: { conceptObjective: 'Place value' },
  learningOutcomes: [{ name: 'Reads numbers to 1000' }, { name: 'Compares numbers' }],
  levelOfLeaningForm: { levelOfLearningInput1: 'Count to 100' },
  assessmentForm: { formativeAssessments: [{ name: 'Quiz', value: 'QUIZ' }] },
};
const UNIT_REQUIRED = [
  'periods',
  'learningObjectiveForm.conceptObjective',
  'learningOutcomes',
  'levelOfLeaningForm.levelOfLearningInput1',
  'assessmentForm.formativeAssessments',
];

/** What Save and Submit needs of a regular lesson form. */
const completeLesson = {
  periods: 2,
  learningObjectiveForm: { conceptObjective: 'Tens and ones' },
  mainContents: [{ sequenceOfTla: 1, time: '10 min', studentActivity: 'Count beads' }],
  summarization: 'Recap with the class',
};

type Call = Awaited<ReturnType<TestApp['call']>>;
const expectStatus = (response: Call, status: number) => expect(response.statusCode, response.body).toBe(status);

async function put(path: string, token: string, body: Record<string, unknown>) {
  return t.call('PUT', path, { token, body });
}

/** An ACTIVE unit plan (consents of teachers A1, A2 and B1, none given) and its form as the admin reads it. */
async function activeUnit() {
  const curriculum = await createCurriculum(t, world);
  const unit = await createUnitThroughApi(t, world, curriculum);
  const form = (await t.call('GET', unitForm(unit.id), { token: world.tokens.admin })).json();
  return { curriculum, unit, form };
}

describe('GET and PUT /unit-plan/{id}/unit-plan-form', () => {
  it('answers an empty form with every field, the plan and the abilities', async () => {
    const { unit, form } = await activeUnit();
    expect(form).toMatchObject({
      unitPlanId: unit.id,
      name: unit.name,
      status: 'ACTIVE',
      version: unit.version,
      periods: null,
      tlmList: [],
      learningOutcomes: [],
      learningObjectiveForm: { conceptObjective: null, vocabularyObjective: { studentVocabulary: null } },
      assessmentForm: { formativeAssessments: [] },
      teacherReflection: null,
      consentsComplete: false,
      abilities: { view: true, update: true, submit: false },
      formUpdatedBy: null,
      formUpdatedOn: null,
    });
    expect(form.consents).toHaveLength(3);
    const asTeacher = (await t.call('GET', unitForm(unit.id), { token: world.tokens.teacherA1 })).json();
    // A teacher edits the unit form but may not submit a unit plan (READ on unitplan only).
    expect(asTeacher.abilities).toEqual({ view: true, update: true, submit: false });
  });

  it('saves a partial draft, replaces the whole form on each PUT, bumps the version and refuses a stale one', async () => {
    const { unit, form } = await activeUnit();
    const draft = await put(unitForm(unit.id), world.tokens.teacherA1, {
      version: form.version,
      periods: '4',
      tlmList: [{ name: 'Abacus', reference: 'Shelf 2' }],
      learningObjectiveForm: { conceptObjective: '  Place value  ', vocabularyObjective: { studentVocabulary: '' } },
    });
    expectStatus(draft, 200);
    expect(draft.json()).toMatchObject({
      status: 'ACTIVE',
      version: form.version + 1,
      periods: 4,
      tlmList: [{ name: 'Abacus', reference: 'Shelf 2' }],
      learningObjectiveForm: { conceptObjective: 'Place value', vocabularyObjective: { studentVocabulary: null } },
      formUpdatedBy: world.users.teacherA1.email,
      formUpdatedByName: `${world.users.teacherA1.firstName} ${world.users.teacherA1.lastName}`,
    });
    const [stored] = await t.db.select().from(unitPlans).where(eq(unitPlans.id, unit.id));
    expect(stored?.lastUpdatedBy).toBe(world.users.teacherA1.email);
    expect(stored?.form).not.toHaveProperty('learningOutcomes');
    expect(stored?.form).not.toHaveProperty('version');
    expect(stored?.form).toHaveProperty('periods', 4);

    const stale = await put(unitForm(unit.id), world.tokens.teacherA1, { version: form.version, periods: 5 });
    expectStatus(stale, 409);
    const replaced = await put(unitForm(unit.id), world.tokens.teacherA1, { version: form.version + 1, periods: 5 });
    expect(replaced.json()).toMatchObject({
      periods: 5,
      tlmList: [],
      learningObjectiveForm: { conceptObjective: null },
    });
    // The plan's own detail moves with the version.
    expect((await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.admin })).json().version).toBe(
      form.version + 2,
    );
  });

  it('saves learning outcomes as nested rows: ids change, new ones are added, missing ones go', async () => {
    const { unit, form } = await activeUnit();
    const first = (
      await put(unitForm(unit.id), world.tokens.admin, {
        version: form.version,
        learningOutcomes: [{ name: 'One' }, { name: 'Two' }, { name: 'Three' }],
      })
    ).json();
    const [one, two] = first.learningOutcomes;
    expect(first.learningOutcomes.map((outcome: { name: string }) => outcome.name)).toEqual(['One', 'Two', 'Three']);
    const second = await put(unitForm(unit.id), world.tokens.admin, {
      version: first.version,
      learningOutcomes: [{ id: two.id, name: 'Two again' }, { name: 'Four' }, { id: one.id, name: 'One' }],
    });
    expectStatus(second, 200);
    expect(second.json().learningOutcomes).toEqual([
      { id: two.id, name: 'Two again' },
      { id: expect.any(Number), name: 'Four' },
      { id: one.id, name: 'One' },
    ]);

    const other = await activeUnit();
    const foreign = await put(unitForm(other.unit.id), world.tokens.admin, {
      version: other.form.version,
      learningOutcomes: [{ id: one.id, name: 'Not mine' }],
    });
    expectStatus(foreign, 400);
    expect(foreign.json().fieldErrors).toHaveProperty(['learningOutcomes.0.id']);
  });

  it('submits only a complete form with complete consents, then is read-only but for the roles of section 6', async () => {
    const { unit, form } = await activeUnit();
    const empty = await put(unitForm(unit.id), world.tokens.coordinatorA, {
      version: form.version,
      status: 'COMPLETED',
    });
    expectStatus(empty, 400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual([...UNIT_REQUIRED].sort());
    expect(empty.json().message).toBe(FORM_MESSAGES.incomplete);

    const partial = await put(unitForm(unit.id), world.tokens.coordinatorA, {
      ...completeUnit,
      periods: null,
      version: form.version,
      status: 'COMPLETED',
    });
    expect(Object.keys(partial.json().fieldErrors)).toEqual(['periods']);

    const noConsents = await put(unitForm(unit.id), world.tokens.coordinatorA, {
      ...completeUnit,
      version: form.version,
      status: 'COMPLETED',
    });
    expectStatus(noConsents, 409);
    // A teacher may not submit a unit plan at all.
    const byTeacher = await put(unitForm(unit.id), world.tokens.teacherA1, {
      ...completeUnit,
      version: form.version,
      status: 'COMPLETED',
    });
    expectStatus(byTeacher, 403);

    const ticked = await tickAll(t, world, `/unit-plan/${unit.id}`);
    const submitted = await put(unitForm(unit.id), world.tokens.coordinatorA, {
      ...completeUnit,
      version: ticked.version,
      status: 'COMPLETED',
    });
    expectStatus(submitted, 200);
    const done = submitted.json();
    expect(done).toMatchObject({ status: 'COMPLETED', consentsComplete: true, periods: 6 });
    expect(done.abilities).toEqual({ view: true, update: false, submit: false });

    for (const token of [world.tokens.teacherA1, world.tokens.coordinatorA]) {
      const refused = await put(unitForm(unit.id), token, {
        ...completeUnit,
        version: done.version,
        status: 'COMPLETED',
      });
      expectStatus(refused, 403);
    }
    let version = done.version;
    for (const token of [world.tokens.admin, world.tokens.core]) {
      const saved = await put(unitForm(unit.id), token, {
        ...completeUnit,
        learningOutcomes: done.learningOutcomes,
        periods: 7,
        version,
        status: 'COMPLETED',
      });
      expectStatus(saved, 200);
      expect(saved.json()).toMatchObject({ status: 'COMPLETED', periods: 7 });
      version = saved.json().version;
    }
    // Resume through the same PUT: the plan status machine's rule (a coordinator may not resume a unit plan).
    const resumeByCoordinator = await put(unitForm(unit.id), world.tokens.coordinatorA, {
      ...completeUnit,
      version,
      status: 'ACTIVE',
    });
    expectStatus(resumeByCoordinator, 403);
    const resumed = await put(unitForm(unit.id), world.tokens.admin, { ...completeUnit, version, status: 'ACTIVE' });
    expectStatus(resumed, 200);
    expect(resumed.json().status).toBe('ACTIVE');
  });

  it('answers 403 without READ or UPDATE on the form entity and 404 for a plan the user may not see', async () => {
    const { unit, form } = await activeUnit();
    const readOnlyRole = await createRole(
      t.db,
      { unitplan: ['READ', 'UPDATE'], unitplanform: ['READ'], lessonplan: ['READ'], lessonplanform: ['READ'] },
      { isSchoolApplicable: true },
    );
    const reader = await createUser(t.db, { schoolId: world.schoolA.id, roles: [readOnlyRole.name] });
    const token = await t.login(reader.email, TEST_PASSWORD);
    const read = await t.call('GET', unitForm(unit.id), { token });
    expectStatus(read, 200);
    expect(read.json().abilities).toEqual({ view: true, update: false, submit: false });
    expectStatus(await put(unitForm(unit.id), token, { version: form.version, periods: 1 }), 403);
    expectStatus(await t.call('GET', unitForm(unit.id), { token: world.tokens.nobody }), 403);
    expectStatus(await t.call('GET', unitForm(unit.id)), 401);
    expectStatus(await t.call('GET', unitForm(999_999), { token: world.tokens.admin }), 404);
    // Teacher VI of school A sees no plan of class V.
    expectStatus(await t.call('GET', unitForm(unit.id), { token: world.tokens.teacherVIA }), 404);
    expectStatus(await put(unitForm(unit.id), world.tokens.teacherVIA, { version: form.version }), 404);
  });

  it('accepts the spec’s PUT /unit-plan/{id}/unitplan-form', async () => {
    const { unit, form } = await activeUnit();
    const saved = await put(`/unit-plan/${unit.id}/unitplan-form`, world.tokens.admin, {
      version: form.version,
      possibleMisconceptions: 'Zero is nothing',
    });
    expectStatus(saved, 200);
    expect(saved.json().possibleMisconceptions).toBe('Zero is nothing');
  });

  it('refuses bad input with 400, never 500', async () => {
    const { unit, form } = await activeUnit();
    const bodies: Record<string, unknown>[] = [
      { periods: 1e20 },
      { periods: -1 },
      { periods: 'many' },
      { periods: 1.5 },
      { possibleMisconceptions: 'a\u0000b' },
      { possibleMisconceptions: 'x'.repeat(6000) },
      { learningOutcomes: 'one' },
      { learningOutcomes: [{ id: 2 ** 40, name: 'Big' }] },
      { learningOutcomes: [{ name: '' }] },
      { learningOutcomes: Array.from({ length: 51 }, (_, index) => ({ name: `O${index}` })) },
      { tlmList: [{ name: ['not text'] }] },
      { assessmentForm: { formativeAssessments: [{ name: 'Quiz' }] } },
      { status: 'INACTIVE' },
      { version: 'one' },
      { version: undefined },
      { learningObjectiveForm: 'flat' },
    ];
    for (const body of bodies) {
      const response = await put(unitForm(unit.id), world.tokens.admin, { version: form.version, ...body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('saves in a number of statements that does not grow with the form', async () => {
    const small = await activeUnit();
    const large = await activeUnit();
    const outcomes = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Outcome ${index}` }));
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `TLM ${index}` }));
    const statements = async (target: typeof small, count: number) =>
      (
        await t.statementsDuring(() =>
          put(unitForm(target.unit.id), world.tokens.admin, {
            version: target.form.version,
            learningOutcomes: outcomes(count),
            tlmList: rows(count),
          }),
        )
      ).length;
    expect(await statements(large, 50)).toBe(await statements(small, 2));
  });
});

describe('GET and PUT /lesson-plan/{id}/lesson-plan-form', () => {
  /** A lesson (school A, ACTIVE) of a COMPLETED unit whose form lists two learning outcomes. */
  async function lessonWithOutcomes() {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    const unitRead = (await t.call('GET', unitForm(unit.id), { token: world.tokens.admin })).json();
    const saved = await put(unitForm(unit.id), world.tokens.admin, {
      ...completeUnit,
      tlmList: [{ name: 'Number chart', reference: 'Room 4' }],
      version: unitRead.version,
      status: 'COMPLETED',
    });
    expectStatus(saved, 200);
    const form = (await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherA1 })).json();
    return { unit, lesson, form, outcomes: saved.json().learningOutcomes as { id: number; name: string }[] };
  }

  it('answers the lesson’s form with its unit’s learning outcomes and teaching learning material', async () => {
    const { unit, lesson, form, outcomes } = await lessonWithOutcomes();
    expect(form).toMatchObject({
      lessonPlanId: lesson.id,
      unitPlanId: unit.id,
      type: null,
      status: 'ACTIVE',
      version: lesson.version,
      learningOutcomes: [],
      unitLearningOutcomes: outcomes,
      unitTlmList: [{ name: 'Number chart', reference: 'Room 4' }],
      mainContents: [],
      intoductionActivities: [],
      closureInput: null,
      abilities: { view: true, update: true, submit: false },
    });
  });

  it('keeps learning outcomes to the unit’s and submission dates to the lesson’s', async () => {
    const { lesson, form, outcomes } = await lessonWithOutcomes();
    const [first, second] = outcomes;
    const chosen = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      version: form.version,
      learningOutcomes: [{ learningOutcomeId: second?.id }, { learningOutcomeId: first?.id }],
      intoductionActivities: ['Story telling', { name: 'Demonstration' }],
      differentiatedTeachingStrategy: [
        { name: 'Peer tutoring', value: 'PEER_TUTORING', reference: 'https://x.test/a' },
      ],
      assessmentSubmissionDate: lesson.start,
    });
    expectStatus(chosen, 200);
    expect(chosen.json()).toMatchObject({
      learningOutcomes: [{ learningOutcomeId: first?.id }, { learningOutcomeId: second?.id }],
      intoductionActivities: ['Story telling', 'Demonstration'],
      differentiatedTeachingStrategy: [{ name: 'Peer tutoring', reference: 'https://x.test/a' }],
      assessmentSubmissionDate: lesson.start,
    });

    const other = await lessonWithOutcomes();
    const foreign = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      version: chosen.json().version,
      learningOutcomes: [{ learningOutcomeId: other.outcomes[0]?.id }],
    });
    expectStatus(foreign, 400);
    expect(foreign.json().fieldErrors).toEqual({ learningOutcomes: [FORM_MESSAGES.outcomeNotInUnit] });

    const late = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      version: chosen.json().version,
      assignmentSubmissionDate: '2099-01-01',
    });
    expectStatus(late, 400);
    expect(Object.keys(late.json().fieldErrors)).toEqual(['assignmentSubmissionDate']);
    const badUrl = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      version: chosen.json().version,
      differentiatedTeachingStrategy: [{ name: 'Peer tutoring', value: 'PEER_TUTORING', reference: 'javascript:x' }],
    });
    expectStatus(badUrl, 400);
  });

  it('submits a complete lesson form once consents are given; COMPLETED stays editable by a coordinator only', async () => {
    const { lesson, form } = await lessonWithOutcomes();
    const empty = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      version: form.version,
      status: 'COMPLETED',
    });
    expectStatus(empty, 400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(
      ['learningObjectiveForm.conceptObjective', 'mainContents', 'periods', 'summarization'].sort(),
    );
    const blankRow = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      ...completeLesson,
      mainContents: [{ time: ' ' }],
      version: form.version,
      status: 'COMPLETED',
    });
    expect(Object.keys(blankRow.json().fieldErrors)).toEqual(['mainContents']);
    const noConsents = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      ...completeLesson,
      version: form.version,
      status: 'COMPLETED',
    });
    expectStatus(noConsents, 409);

    const ticked = await tickAll(t, world, `/lesson-plan/${lesson.id}`);
    const submitted = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      ...completeLesson,
      version: ticked.version,
      status: 'COMPLETED',
    });
    expectStatus(submitted, 200);
    expect(submitted.json()).toMatchObject({
      status: 'COMPLETED',
      mainContents: [
        {
          sequenceOfTla: 1,
          time: '10 min',
          introductionActivity: null,
          tlmList: [],
          studentActivity: 'Count beads',
        },
      ],
    });
    const version = submitted.json().version;
    const byTeacher = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      ...completeLesson,
      version,
      status: 'COMPLETED',
    });
    expectStatus(byTeacher, 403);
    const byCoordinator = await put(lessonForm(lesson.id), world.tokens.coordinatorA, {
      ...completeLesson,
      summarization: 'Recap, then a quiz',
      version,
      status: 'COMPLETED',
    });
    expectStatus(byCoordinator, 200);
    expect(byCoordinator.json()).toMatchObject({ status: 'COMPLETED', summarization: 'Recap, then a quiz' });
  });

  it('checks a PRECLASS lesson with its 9 steps', async () => {
    const { lesson, form } = await lessonWithOutcomes();
    await t.db.update(lessonPlans).set({ type: 'PRECLASS' }).where(eq(lessonPlans.id, lesson.id));
    const read = (await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherA1 })).json();
    expect(read.type).toBe('PRECLASS');
    await tickAll(t, world, `/lesson-plan/${lesson.id}`);
    const version = (await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherA1 })).json().version;
    const preclass = {
      periods: 1,
      learningObjectiveForm: { conceptObjective: 'Colours' },
      levelOfLeaningForm: { levelOfLearningInput1: 'Name three colours' },
      introNewKnowledgeInput: 'Show a rainbow',
      developNewKnowledgeInput: 'Sort crayons',
    };
    const missing = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      ...preclass,
      version,
      status: 'COMPLETED',
    });
    expectStatus(missing, 400);
    expect(missing.json().fieldErrors).toEqual({ closureInput: [FORM_MESSAGES.required] });
    const done = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      ...preclass,
      closureInput: 'Sing the colour song',
      version,
      status: 'COMPLETED',
    });
    expectStatus(done, 200);
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      closureInput: 'Sing the colour song',
      version: form.version + 2,
    });
  });

  it('refuses bad lesson input with 400, never 500', async () => {
    const { lesson, form } = await lessonWithOutcomes();
    const bodies: Record<string, unknown>[] = [
      { mainContents: [{ sequenceOfTla: 99_999_999_999 }] },
      { mainContents: [{ sequenceOfTla: '1a' }] },
      { mainContents: [{ tlmList: [{ name: 'a\u0000' }] }] },
      { mainContents: 'rows' },
      { learningOutcomes: [{ learningOutcomeId: 2 ** 31 }] },
      { learningOutcomes: [{ learningOutcomeId: 'one' }] },
      { intoductionActivities: [''] },
      { assessmentSubmissionDate: '2026-02-30' },
      { assessmentSubmissionDate: 20260101 },
      { closureInput: { text: 'nested' } },
      { periods: Number.MAX_SAFE_INTEGER + 2 },
    ];
    for (const body of bodies) {
      const response = await put(lessonForm(lesson.id), world.tokens.teacherA1, { version: form.version, ...body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const huge = await t.call('PUT', lessonForm(lesson.id), {
      token: world.tokens.teacherA1,
      body: { version: form.version, summarization: 'x'.repeat(2_000_000) },
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('answers 404 for another school’s lesson and 403 without UPDATE on lessonplanform', async () => {
    const { lesson, form } = await lessonWithOutcomes();
    expectStatus(await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherB1 }), 404);
    expectStatus(await put(lessonForm(lesson.id), world.tokens.teacherB1, { version: form.version }), 404);
    const role = await createRole(
      t.db,
      { lessonplan: ['READ', 'UPDATE'], lessonplanform: ['READ'] },
      { isSchoolApplicable: true },
    );
    const reader = await createUser(t.db, { schoolId: world.schoolA.id, roles: [role.name] });
    const token = await t.login(reader.email, TEST_PASSWORD);
    expect((await t.call('GET', lessonForm(lesson.id), { token })).json().abilities.update).toBe(false);
    expectStatus(await put(lessonForm(lesson.id), token, { version: form.version, periods: 1 }), 403);
    // PUT /lesson-plan/{id} with a form needs the same privilege.
    const detail = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).json();
    const body = {
      name: detail.name,
      start: detail.start,
      end: detail.end,
      subUnits: ['Counting'],
      version: detail.version,
      lessonPlanForm: { periods: 1 },
    };
    expectStatus(await put(`/lesson-plan/${lesson.id}`, token, body), 403);
  });

  it('saves form values sent with PUT /lesson-plan/{id} by the same rules, in one version step', async () => {
    const { lesson, outcomes } = await lessonWithOutcomes();
    const detail = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).json();
    const body = {
      name: `${detail.name} renamed`,
      start: detail.start,
      end: detail.end,
      subUnits: ['Counting'],
      version: detail.version,
    };
    const refused = await put(`/lesson-plan/${lesson.id}`, world.tokens.teacherA1, {
      ...body,
      lessonPlanForm: { learningOutcomes: [{ learningOutcomeId: 999_999 }] },
    });
    expectStatus(refused, 400);
    expect(refused.json().fieldErrors).toHaveProperty('learningOutcomes');
    const saved = await put(`/lesson-plan/${lesson.id}`, world.tokens.teacherA1, {
      ...body,
      lessonPlanForm: { periods: 3, learningOutcomes: [{ learningOutcomeId: outcomes[0]?.id }] },
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({ name: body.name, version: detail.version + 1 });
    const form = (await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherA1 })).json();
    expect(form).toMatchObject({
      periods: 3,
      learningOutcomes: [{ learningOutcomeId: outcomes[0]?.id }],
      formUpdatedBy: world.users.teacherA1.email,
    });
    // Only the form: still a change, still one version step.
    const formOnly = await put(`/lesson-plan/${lesson.id}`, world.tokens.teacherA1, {
      ...body,
      version: detail.version + 1,
      lessonPlanForm: { periods: 4 },
    });
    expect(formOnly.json().version).toBe(detail.version + 2);
  });
});

describe('teacher reflections', () => {
  it('lists the unit’s and its lessons’ reflections, newest first, with author and date', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    const lessonRead = (await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherA1 })).json();
    const byTeacher = await put(lessonForm(lesson.id), world.tokens.teacherA1, {
      version: lessonRead.version,
      teacherReflection: 'Beads helped',
    });
    expectStatus(byTeacher, 200);
    // Someone else saving the form without changing the reflection keeps its author.
    const byCoordinator = await put(lessonForm(lesson.id), world.tokens.coordinatorA, {
      version: byTeacher.json().version,
      periods: 2,
      teacherReflection: 'Beads helped',
    });
    expectStatus(byCoordinator, 200);
    const unitRead = (await t.call('GET', unitForm(unit.id), { token: world.tokens.admin })).json();
    await put(unitForm(unit.id), world.tokens.admin, {
      ...completeUnit,
      version: unitRead.version,
      status: 'COMPLETED',
      teacherReflection: 'A good unit',
    });

    const ofUnit = await t.call('GET', `/unit-plan/${unit.id}/teacher-reflections`, { token: world.tokens.teacherA1 });
    expectStatus(ofUnit, 200);
    const content = ofUnit.json().content;
    expect(content).toMatchObject([
      {
        level: 'unit',
        planId: unit.id,
        planName: unit.name,
        reflection: 'A good unit',
        author: world.users.admin.email,
      },
      {
        level: 'lesson',
        planId: lesson.id,
        reflection: 'Beads helped',
        author: world.users.teacherA1.email,
        authorName: `${world.users.teacherA1.firstName} ${world.users.teacherA1.lastName}`,
      },
    ]);
    expect(content[0].date >= content[1].date).toBe(true);
    expect(Number.isNaN(Date.parse(content[1].date))).toBe(false);

    const ofLesson = await t.call('GET', `/lesson-plan/${lesson.id}/teacher-reflections`, {
      token: world.tokens.coordinatorA,
    });
    expect(ofLesson.json().content).toMatchObject([{ level: 'lesson', planId: lesson.id, reflection: 'Beads helped' }]);
    // Teacher B1 signs the unit but not the lesson of school A: only the unit's reflection.
    const ofB = await t.call('GET', `/unit-plan/${unit.id}/teacher-reflections`, { token: world.tokens.teacherB1 });
    expect(ofB.json().content.map((item: { level: string }) => item.level)).toEqual(['unit']);
    expectStatus(
      await t.call('GET', `/lesson-plan/${lesson.id}/teacher-reflections`, { token: world.tokens.teacherB1 }),
      404,
    );
    expectStatus(await t.call('GET', `/unit-plan/${unit.id}/teacher-reflections`, { token: world.tokens.nobody }), 403);
  });
});

describe('GET /plan-form-options and the plan settings', () => {
  it('answers each list of values of the forms, sorted by name ignoring case, to a teacher', async () => {
    const response = await t.call('GET', '/plan-form-options', { token: world.tokens.teacherA1 });
    expectStatus(response, 200);
    const options = response.json();
    expect(Object.keys(options).sort()).toEqual([...FORM_LOVS].sort());
    for (const lov of FORM_LOVS) {
      const names = options[lov].map((item: { name: string }) => item.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    }
    expect(options['Formative Assessment']).toContainEqual({ name: 'Quiz', value: 'QUIZ' });
    expectStatus(await t.call('GET', '/plan-form-options', { token: world.tokens.nobody }), 403);
    expectStatus(await t.call('GET', '/plan-form-options'), 401);
  });

  it('answers the pre-primary classes with the plan settings', async () => {
    const settings = (await t.call('GET', '/plan-settings', { token: world.tokens.teacherA1 })).json();
    expect(settings.preprimaryClasses).toEqual(['Nursery', 'LKG', 'UKG']);
  });

  it('keeps the plan lists and details off the form column', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    const paths = [
      `/unit-plan/${unit.id}`,
      `/lesson-plan/${lesson.id}`,
      `/unit-plans?tierPlanId=${curriculum.tier.id}`,
      `/lesson-plans?unitPlanId=${unit.id}`,
      `/tier-plan/${curriculum.tier.id}`,
    ];
    for (const path of paths) {
      const statements = await t.statementsDuring(async () =>
        expectStatus(await t.call('GET', path, { token: world.tokens.admin }), 200),
      );
      expect(
        statements.filter((statement) => statement.includes('"form"')),
        path,
      ).toEqual([]);
    }
  });
});
