import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@school/contract';
import { lessonPlans } from '../../db/schema';
import {
  createCurriculum,
  createPlanWorld,
  createUnitWithLesson,
  type PlanWorld,
  tickAll,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeLesson, completeUnit, expectStatus, formCalls, lessonForm, unitForm } from '../../test/plan-forms-kit';

/** The lesson plan form and the teacher reflections. */
let t: TestApp;
let world: PlanWorld;
let put: ReturnType<typeof formCalls>['put'];
let signInWithPrivileges: ReturnType<typeof formCalls>['signInWithPrivileges'];

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
  ({ put, signInWithPrivileges } = formCalls(t, world));
});
afterAll(() => t.close());

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
      abilities: { view: { allowed: true }, update: { allowed: true }, submit: { allowed: false } },
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

  it('reads and saves a lesson form in a number of statements that does not grow with the form', async () => {
    const small = await lessonWithOutcomes();
    const large = await lessonWithOutcomes();
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        sequenceOfTla: index,
        tlmList: [{ name: `TLM ${index}` }, { name: 'Chart' }],
      }));
    const statements = async (target: typeof small, count: number) => {
      const saved = await t.statementsDuring(() =>
        put(lessonForm(target.lesson.id), world.tokens.teacherA1, {
          version: target.form.version,
          mainContents: rows(count),
          learningOutcomes: target.outcomes.slice(0, count).map((outcome) => ({ learningOutcomeId: outcome.id })),
        }),
      );
      const read = await t.statementsDuring(() =>
        t.call('GET', lessonForm(target.lesson.id), { token: world.tokens.teacherA1 }),
      );
      return [saved.length, read.length];
    };
    expect(await statements(large, 50)).toEqual(await statements(small, 1));
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
    const token = await signInWithPrivileges({ lessonplan: ['READ', 'UPDATE'], lessonplanform: ['READ'] });
    expect((await t.call('GET', lessonForm(lesson.id), { token })).json().abilities.update.allowed).toBe(false);
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
