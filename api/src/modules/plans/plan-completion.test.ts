import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, PLAN_MESSAGES } from '@school/contract';
import { lessonPlans, unitPlans } from '../../db/schema';
import {
  createCurriculum,
  createPlanWorld,
  createUnitThroughApi,
  createUnitWithLesson,
  fillPlanForm,
  type PlanWorld,
  tickAll,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  completeLesson,
  completeUnit,
  expectStatus,
  lessonForm,
  UNIT_REQUIRED,
  unitForm,
} from '../../test/plan-forms-kit';

/*
 * Every path that completes a unit or lesson plan applies the form's Save and Submit check (a plan whose form is empty
 * is refused with 400 naming the steps left), and a plan's content is its signers'.
 */
let t: TestApp;
let world: PlanWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
});
afterAll(() => t.close());

const UNIT_STEPS = [
  'Unit plan summary',
  'Learning objectives',
  'Learning outcomes',
  'Level/s of learning',
  'Assessments',
];
const LESSON_STEPS = [
  'Lesson plan summary',
  'Learning objectives for lesson',
  'Main Content / Core / Introducing New Knowledge',
  'Summarization / Consolidation / Check for Understanding',
];

const statusOf = async (table: typeof unitPlans | typeof lessonPlans, id: number) =>
  (await t.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]?.status;

/** A COMPLETED unit with one lesson whose form is empty and whose consents are all given. */
async function lessonReadyButEmpty() {
  const { unit, lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
  const ticked = await tickAll(t, world, `/lesson-plan/${lesson.id}`);
  return { unit, lesson: ticked };
}

describe('completing a unit or lesson plan needs its form complete, on every path', () => {
  it('PATCH /unit-plan/{id}?status=COMPLETED: 400 naming the steps left, the abilities say why, then 200', async () => {
    const unit = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    const ticked = await tickAll(t, world, `/unit-plan/${unit.id}`);
    const message = PLAN_MESSAGES.formIncomplete('unit', UNIT_STEPS);
    expect(ticked.abilities).toMatchObject({ submit: { allowed: false, reason: message } });

    const refused = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${ticked.version}`, {
      token: world.tokens.admin,
    });
    expectStatus(refused, 400);
    expect(refused.json().message).toBe(message);
    expect(Object.keys(refused.json().fieldErrors).sort()).toEqual([...UNIT_REQUIRED].sort());
    expect(await statusOf(unitPlans, unit.id)).toBe('ACTIVE');
    const listed = await t.call('GET', `/unit-plans?tierPlanId=${unit.tierPlanId}`, { token: world.tokens.admin });
    expect(listed.json().content[0].abilities).toMatchObject({ submit: { allowed: false, reason: message } });

    await fillPlanForm(t, 'unit', unit.id);
    const read = (await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.admin })).json();
    expect(read.abilities).toMatchObject({ submit: { allowed: true, reason: null } });
    const submitted = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${read.version}`, {
      token: world.tokens.admin,
    });
    expectStatus(submitted, 200);
    expect(submitted.json().status).toBe('COMPLETED');
  });

  it('PATCH /lesson-plan/{id}?status=COMPLETED: 400 naming the steps left, then 200 once the form is filled in', async () => {
    const { lesson } = await lessonReadyButEmpty();
    const message = PLAN_MESSAGES.formIncomplete('lesson', LESSON_STEPS);
    expect(lesson.abilities).toMatchObject({ submit: { allowed: false, reason: message } });
    const refused = await t.call('PATCH', `/lesson-plan/${lesson.id}?status=COMPLETED&version=${lesson.version}`, {
      token: world.tokens.teacherA1,
    });
    expectStatus(refused, 400);
    expect(refused.json().message).toBe(message);
    expect(await statusOf(lessonPlans, lesson.id)).toBe('ACTIVE');

    await fillPlanForm(t, 'lesson', lesson.id);
    const submitted = await t.call('PATCH', `/lesson-plan/${lesson.id}?status=COMPLETED&version=${lesson.version}`, {
      token: world.tokens.teacherA1,
    });
    expectStatus(submitted, 200);
    expect(submitted.json()).toMatchObject({
      status: 'COMPLETED',
      abilities: { submit: { reason: expect.any(String) } },
    });
  });

  it('a PRECLASS lesson is judged by its own steps', async () => {
    const { lesson } = await lessonReadyButEmpty();
    await t.db.update(lessonPlans).set({ type: 'PRECLASS' }).where(eq(lessonPlans.id, lesson.id));
    await fillPlanForm(t, 'lesson', lesson.id);
    const regularFilled = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).json();
    expect(regularFilled.abilities.submit.reason).toBe(
      PLAN_MESSAGES.formIncomplete('lesson', [
        'Level/s of learning',
        'Introducing new knowledge',
        'Developing new knowledge',
        'Closure',
      ]),
    );
    await fillPlanForm(t, 'lesson', lesson.id, 'PRECLASS');
    const read = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).json();
    expect(read.abilities).toMatchObject({ submit: { allowed: true, reason: null } });
  });

  it("the forms' Save and Submit: 400 for an empty form, whatever the consents", async () => {
    const { unit, lesson } = await lessonReadyButEmpty();
    const lessonRefused = await t.call('PUT', lessonForm(lesson.id), {
      token: world.tokens.teacherA1,
      body: { version: lesson.version, status: 'COMPLETED' },
    });
    expectStatus(lessonRefused, 400);
    expect(lessonRefused.json().message).toBe(FORM_MESSAGES.incomplete);
    const done = await t.call('PUT', lessonForm(lesson.id), {
      token: world.tokens.teacherA1,
      body: { ...completeLesson, version: lesson.version, status: 'COMPLETED' },
    });
    expectStatus(done, 200);

    const other = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    const ticked = await tickAll(t, world, `/unit-plan/${other.id}`);
    const unitRefused = await t.call('PUT', unitForm(other.id), {
      token: world.tokens.admin,
      body: { version: ticked.version, status: 'COMPLETED' },
    });
    expectStatus(unitRefused, 400);
    expect(await statusOf(unitPlans, other.id)).toBe('ACTIVE');
    const unitDone = await t.call('PUT', unitForm(other.id), {
      token: world.tokens.admin,
      body: { ...completeUnit, version: ticked.version, status: 'COMPLETED' },
    });
    expectStatus(unitDone, 200);
    expect(unit.status).toBe('COMPLETED');
  });

  it('PUT /lesson-plan/{id} with its form keeps the status; submitting an annual plan completes only its tiers', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    await tickAll(t, world, `/lesson-plan/${lesson.id}`);
    const read = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.teacherA1 })).json();
    const saved = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: {
        name: read.name,
        start: read.start,
        end: read.end,
        subUnits: [],
        version: read.version,
        status: 'COMPLETED',
        lessonPlanForm: {},
      },
    });
    expectStatus(saved, 200);
    expect(saved.json().status).toBe('ACTIVE');

    const openUnit = await createUnitThroughApi(t, world, curriculum);
    const annual = await t.call('PATCH', `/annual-plans/${curriculum.annual.id}?status=COMPLETED`, {
      token: world.tokens.admin,
    });
    expectStatus(annual, 200);
    expect(await statusOf(unitPlans, openUnit.id)).toBe('ACTIVE');
    expect(await statusOf(lessonPlans, lesson.id)).toBe('ACTIVE');
    expect(unit.status).toBe('COMPLETED');
  });
});

describe('a teacher who does not sign a plan may not change it', () => {
  it("a non-signer teacher's PUT of another teacher's lesson form, lesson and unit form: 403, the reflection survives", async () => {
    const { unit, lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    const reflection = 'The beads worked; start with pairs next time.';
    const own = await t.call('PUT', lessonForm(lesson.id), {
      token: world.tokens.teacherA1,
      body: { teacherReflection: reflection, version: lesson.version, status: 'ACTIVE' },
    });
    expectStatus(own, 200);
    const version = own.json().version;
    const outsider = world.tokens.teacherA3;

    const asSeen = await t.call('GET', `/lesson-plan/${lesson.id}`, { token: outsider });
    expectStatus(asSeen, 200);
    expect(asSeen.json().abilities).toMatchObject({
      editContent: { allowed: false },
      update: { allowed: false },
      submit: { allowed: false, reason: PLAN_MESSAGES.signersOnly('lesson') },
    });
    const formSeen = await t.call('GET', lessonForm(lesson.id), { token: outsider });
    expect(formSeen.json().abilities).toMatchObject({
      view: { allowed: true },
      update: { allowed: false },
      submit: { allowed: false },
    });

    const wipe = await t.call('PUT', lessonForm(lesson.id), { token: outsider, body: { version, status: 'ACTIVE' } });
    expectStatus(wipe, 403);
    expect(wipe.json().message).toBe(PLAN_MESSAGES.signersOnly('lesson'));
    const rename = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: outsider,
      body: { name: 'Renamed', start: lesson.start, end: lesson.end, subUnits: [], version },
    });
    expectStatus(rename, 403);
    const viaUnit = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: outsider,
      body: {
        lessonPlans: [
          {
            id: lesson.id,
            name: 'Renamed',
            start: lesson.start,
            end: lesson.end,
            school: world.schoolA.id,
            subUnits: [],
          },
        ],
      },
    });
    expectStatus(viaUnit, 403);
    const submit = await t.call('PATCH', `/lesson-plan/${lesson.id}?status=COMPLETED`, { token: outsider });
    expectStatus(submit, 403);
    const unitRead = (await t.call('GET', unitForm(unit.id), { token: outsider })).json();
    expect(unitRead.abilities.update.allowed).toBe(false);
    const unitWipe = await t.call('PUT', unitForm(unit.id), {
      token: outsider,
      body: { version: unitRead.version, status: unitRead.status },
    });
    expect([403, 404]).toContain(unitWipe.statusCode);

    const after = (await t.call('GET', lessonForm(lesson.id), { token: world.tokens.teacherA1 })).json();
    expect(after).toMatchObject({ teacherReflection: reflection, version });
    const unitDetail = (await t.call('GET', `/unit-plan/${unit.id}`, { token: outsider })).json();
    expect(unitDetail.lessonPlans[0].abilities).toMatchObject({ update: { allowed: false } });

    // The signer and a coordinator (a privileged role) still may.
    const signer = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { name: 'Renamed', start: lesson.start, end: lesson.end, subUnits: [], version },
    });
    expectStatus(signer, 200);
    expect(signer.json().abilities).toMatchObject({ editContent: { allowed: true }, update: { allowed: true } });
    const coordinator = await t.call('PUT', lessonForm(lesson.id), {
      token: world.tokens.coordinatorA,
      body: { teacherReflection: reflection, version: signer.json().version, status: 'ACTIVE' },
    });
    expectStatus(coordinator, 200);
    const signerView = (await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.teacherA1 })).json();
    expect(signerView.lessonPlans[0].abilities).toMatchObject({ update: { allowed: true } });
  });
});
