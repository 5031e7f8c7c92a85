import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_LOVS, FORM_MESSAGES } from '@school/contract';
import { annualPlans, unitPlans } from '../../db/schema';
import {
  createCurriculum,
  createPlanWorld,
  createUnitWithLesson,
  type PlanWorld,
  tickAll,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeUnit, expectStatus, formCalls, UNIT_REQUIRED, unitForm } from '../../test/plan-forms-kit';

/** The unit plan form, the form options and settings; lesson forms: plan-forms-lesson.test.ts. */
let t: TestApp;
let world: PlanWorld;
let put: ReturnType<typeof formCalls>['put'];
let activeUnit: ReturnType<typeof formCalls>['activeUnit'];
let signInWithPrivileges: ReturnType<typeof formCalls>['signInWithPrivileges'];

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
  ({ put, activeUnit, signInWithPrivileges } = formCalls(t, world));
});
afterAll(() => t.close());

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
      abilities: { view: { allowed: true }, update: { allowed: true }, submit: { allowed: false } },
      formUpdatedBy: null,
      formUpdatedOn: null,
    });
    // A network-wide plan: the form lists the consents of the school its detail lists.
    const detail = (await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.admin })).json();
    expect(detail.shownSchoolId).not.toBeNull();
    expect(form.consents).toEqual(detail.consents);
    const asTeacher = (await t.call('GET', unitForm(unit.id), { token: world.tokens.teacherA1 })).json();
    expect(
      asTeacher.consents.map((consent: { subjectTeacher: { email: string } }) => consent.subjectTeacher.email).sort(),
    ).toEqual([world.users.teacherA1.email, world.users.teacherA2.email].sort());
    // A teacher edits the unit form but may not submit a unit plan (READ on unitplan only).
    expect(asTeacher.abilities).toMatchObject({
      view: { allowed: true },
      update: { allowed: true },
      submit: { allowed: false },
    });
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

  it('submits only a complete form with complete consents, then is read-only but for the roles allowed to resume completed plans', async () => {
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
    expect(done.abilities).toMatchObject({
      view: { allowed: true },
      update: { allowed: false },
      submit: { allowed: false },
    });

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
    const token = await signInWithPrivileges({
      unitplan: ['READ', 'UPDATE'],
      unitplanform: ['READ'],
      lessonplan: ['READ'],
      lessonplanform: ['READ'],
    });
    const read = await t.call('GET', unitForm(unit.id), { token });
    expectStatus(read, 200);
    expect(read.json().abilities).toMatchObject({
      view: { allowed: true },
      update: { allowed: false },
      submit: { allowed: false },
    });
    expectStatus(await put(unitForm(unit.id), token, { version: form.version, periods: 1 }), 403);
    expectStatus(await t.call('GET', unitForm(unit.id), { token: world.tokens.nobody }), 403);
    expectStatus(await t.call('GET', unitForm(unit.id)), 401);
    expectStatus(await t.call('GET', unitForm(999_999), { token: world.tokens.admin }), 404);
    // Teacher VI of school A sees no plan of class V.
    expectStatus(await t.call('GET', unitForm(unit.id), { token: world.tokens.teacherVIA }), 404);
    expectStatus(await put(unitForm(unit.id), world.tokens.teacherVIA, { version: form.version }), 404);
  });

  it('keeps the form read-only under an INACTIVE annual plan (409)', async () => {
    const { curriculum, unit, form } = await activeUnit();
    await t.db.update(annualPlans).set({ status: 'INACTIVE' }).where(eq(annualPlans.id, curriculum.annual.id));
    const read = (await t.call('GET', unitForm(unit.id), { token: world.tokens.admin })).json();
    expect(read.abilities).toMatchObject({
      view: { allowed: true },
      update: { allowed: false },
      submit: { allowed: false },
    });
    expectStatus(await put(unitForm(unit.id), world.tokens.admin, { version: form.version, periods: 1 }), 409);
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
    // READ on either form is enough (the route declares both; its Access line says so).
    for (const entity of ['unitplanform', 'lessonplanform'] as const) {
      const token = await signInWithPrivileges({ [entity]: ['READ'] });
      expectStatus(await t.call('GET', '/plan-form-options', { token }), 200);
    }
  });

  it('answers the pre-primary classes with the plan settings', async () => {
    const settings = (await t.call('GET', '/plan-settings', { token: world.tokens.teacherA1 })).json();
    expect(settings.preprimaryClasses).toEqual(['Nursery', 'LKG', 'UKG']);
  });

  it('keeps the plan lists and details off the form column, but for the fields Submit requires', async () => {
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
      // Submit's check (the abilities) reads the required fields only ("form" #> '{path}'), never the whole column.
      expect(
        statements.filter((statement) => /"form"(?!\s*#>)/.test(statement)),
        path,
      ).toEqual([]);
    }
  });
});
