import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, SEARCH_COUNT_LIMIT } from '@school/contract';
import { annualPlans, lessonPlans, unitPlans } from '../../db/schema';
import { createLessonPlan } from '../../test/factories-plans';
import { createClass } from '../../test/factories-classes';
import {
  createCurriculum,
  createPlanWorld,
  createUnitThroughApi,
  createUnitWithLesson,
  daysFromToday,
  type PlanWorld,
  fillPlanForm,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: PlanWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
});
afterAll(() => t.close());

/** The PUT body of a lesson as its GET answered it (the screen sends back what it read). */
const asRead = (lesson: Record<string, unknown>) => ({ ...lesson });

const consentBody = (email: string, consent = true) => [{ subjectTeacher: { email }, consent }];

describe('GET /lesson-plan/{id} and GET /lesson-plans', () => {
  it('answers the lesson with its parents, school, sub units, consents and abilities', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    expect(lesson).toMatchObject({
      status: 'ACTIVE',
      type: null,
      unitPlanId: unit.id,
      unitPlan: { id: unit.id, name: unit.name, status: 'COMPLETED' },
      tierPlan: { id: curriculum.tier.id, value: 'TIER_1' },
      annualPlan: { id: curriculum.annual.id },
      school: { id: world.schoolA.id, schoolCode: world.schoolA.schoolCode },
      curriculumContext: { gradeName: 'V', subjectName: curriculum.subjectName, school: { id: world.schoolA.id } },
      subUnits: [{ name: 'Counting', sortOrder: 1 }],
      consentsComplete: false,
      version: 0,
    });
    expect(
      lesson.consents.map((consent: { subjectTeacher: { email: string } }) => consent.subjectTeacher.email).sort(),
    ).toEqual([world.users.teacherA1.email, world.users.teacherA2.email].sort());
    const asTeacher = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.teacherA1 })).json();
    expect(asTeacher.abilities).toMatchObject({
      update: { allowed: true },
      submit: { allowed: false },
      delete: { allowed: false },
      ownConsent: { allowed: true },
      consentAll: { allowed: false },
    });
  });

  it('limits lessons to the user’s school and grades: 404 outside, absent from the list', async () => {
    const curriculum = await createCurriculum(t, world);
    const { lesson } = await createUnitWithLesson(t, world, curriculum);
    // Teacher B1 signs the unit (network-wide) but the lesson is school A's.
    expect((await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.teacherB1 })).statusCode).toBe(404);
    expect((await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.teacherVIA })).statusCode).toBe(404);
    expect((await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.teacherA3 })).statusCode).toBe(200);
    expect((await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.nobody })).statusCode).toBe(403);
    expect((await t.call('GET', '/lesson-plan/999999', { token: world.tokens.admin })).statusCode).toBe(404);

    const query = `subject=${encodeURIComponent(curriculum.subjectName)}`;
    const ofB = await t.call('GET', `/lesson-plans?${query}`, { token: world.tokens.teacherB1 });
    expect(ofB.json().totalElements).toBe(0);
    const ofA = await t.call('GET', `/lesson-plans?${query}`, { token: world.tokens.coordinatorA });
    expect(ofA.json()).toMatchObject({
      totalElements: 1,
      totalPages: 1,
      content: [{ id: lesson.id, consentCount: 2 }],
    });
    const bySchool = await t.call('GET', `/lesson-plans?${query}&schoolCode=${world.schoolB.schoolCode}`, {
      token: world.tokens.admin,
    });
    expect(bySchool.json().totalElements).toBe(0);
    const byTeacher = await t.call('GET', `/lesson-plans?teacher=${world.users.teacherA2.id}&${query}`, {
      token: world.tokens.admin,
    });
    expect(byTeacher.json().totalElements).toBe(1);
    const byStatus = await t.call('GET', `/lesson-plans?${query}&status=COMPLETED`, { token: world.tokens.admin });
    expect(byStatus.json().totalElements).toBe(0);
  });

  it('shows a school-limited user only their school’s lessons of a network-wide unit, in the detail and the counts', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit } = await createUnitWithLesson(t, world, curriculum);
    const added = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [{ name: 'In school B', start: unit.start, end: unit.end, school: world.schoolB.id }] },
    });
    // The answer lists the school of the lesson sent, and counts both schools' lessons.
    expect(added.json()).toMatchObject({ shownSchoolId: world.schoolB.id, lessonPlans: [{ name: 'In school B' }] });
    const schools = await t.call('GET', `/unit-plan/${unit.id}/schools`, { token: world.tokens.admin });
    expect(schools.json().content.map((share: { lessonPlanCount: number }) => share.lessonPlanCount)).toEqual([1, 1]);
    expect(added.json()).toMatchObject({ schoolCount: 2, lessonPlanCount: 2 });
    const ofA = (await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.coordinatorA })).json();
    expect(ofA.lessonPlans.map((lesson: { school: { id: number } }) => lesson.school.id)).toEqual([world.schoolA.id]);
    const listed = await t.call('GET', `/unit-plans?tierPlanId=${curriculum.tier.id}`, {
      token: world.tokens.coordinatorA,
    });
    expect(listed.json().content[0].lessonPlanCount).toBe(1);
    const all = await t.call('GET', `/unit-plans?tierPlanId=${curriculum.tier.id}`, { token: world.tokens.admin });
    expect(all.json().content[0].lessonPlanCount).toBe(2);
    // The lesson of school B is not the coordinator's to change: 400 as a lesson of another plan.
    const schoolBLesson = added.json().lessonPlans.find((lesson: { name: string }) => lesson.name === 'In school B');
    const foreign = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.coordinatorA,
      body: { lessonPlans: [{ ...schoolBLesson, deleted: true }] },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('reads a page with a number of queries that does not grow with the page', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit } = await createUnitWithLesson(t, world, curriculum);
    await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: {
        lessonPlans: ['Two', 'Three', 'Four'].map((name) => ({
          name,
          start: unit.start,
          end: unit.end,
          school: world.schoolA.id,
          subUnits: ['Counting', 'Adding'],
        })),
      },
    });
    const count = async (path: string) =>
      (await t.statementsDuring(() => t.call('GET', path, { token: world.tokens.coordinatorA }))).length;
    const query = `unitPlanId=${unit.id}`;
    expect(await count(`/lesson-plans?${query}&size=1`)).toBe(await count(`/lesson-plans?${query}&size=4`));
    expect(await count(`/unit-plans?tierPlanId=${curriculum.tier.id}&size=1`)).toBe(await count(`/unit-plans?size=20`));
    expect(await count(`/unit-plan/outstanding?size=1`)).toBe(await count(`/unit-plan/outstanding?size=20`));
  });

  it('counts up to SEARCH_COUNT_LIMIT lessons and then says more match', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit } = await createUnitWithLesson(t, world, curriculum);
    const query = `/lesson-plans?unitPlanId=${unit.id}&size=10`;
    const listed = async () => (await t.call('GET', query, { token: world.tokens.admin })).json();
    const [row] = await t.db.select().from(unitPlans).where(eq(unitPlans.id, unit.id));
    if (!row) throw new Error('the unit was just made');
    await t.db.insert(lessonPlans).values(
      Array.from({ length: SEARCH_COUNT_LIMIT - 1 }, (_, index) => ({
        unitPlanId: unit.id,
        tierPlanId: row.tierPlanId,
        annualPlanId: row.annualPlanId,
        schoolId: world.schoolA.id,
        name: `Bulk ${index}`,
        startDate: unit.start,
        endDate: unit.end,
        createdBy: 'test',
        lastUpdatedBy: 'test',
      })),
    );
    expect(await listed()).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalPages: SEARCH_COUNT_LIMIT / 10 });
    expect(await listed()).not.toHaveProperty('totalElementsIsLowerBound');
    await createLessonPlan(t.db, row, world.schoolA.id);
    expect(await listed()).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalElementsIsLowerBound: true });
  });

  it('marks the lessons of a pre-primary class PRECLASS', async () => {
    await createClass(t.db, world.schoolA.id, { gradeName: 'UKG' });
    const curriculum = await createCurriculum(t, world);
    await t.db.update(annualPlans).set({ gradeName: 'UKG' }).where(eq(annualPlans.id, curriculum.annual.id));
    const unit = await createUnitThroughApi(t, world, curriculum);
    // No teacher teaches the subject in UKG: no consents, so the unit is completed directly.
    expect(unit.consents).toEqual([]);
    await t.db.update(unitPlans).set({ status: 'COMPLETED' }).where(eq(unitPlans.id, unit.id));
    const saved = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [{ name: 'Rhymes', start: unit.start, end: unit.end, school: world.schoolA.id }] },
    });
    expect(saved.statusCode).toBe(200);
    const lesson = await t.call('GET', `/lesson-plan/${saved.json().lessonPlans[0].id}`, { token: world.tokens.admin });
    expect(lesson.json()).toMatchObject({ type: 'PRECLASS', consents: [], consentsComplete: false });
  });
});

describe('PUT /lesson-plan/{id}', () => {
  it('changes name, dates and sub units; 409 when stale; 400 for dates outside the unit and a blank name', async () => {
    const { unit, lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    const changed = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { ...asRead(lesson), name: 'Place value', subUnits: [{ name: 'Adding' }, 'Counting'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Place value',
      version: 1,
      subUnits: [{ name: 'Counting' }, { name: 'Adding' }],
      lastUpdatedBy: world.users.teacherA1.email,
    });
    const stale = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { ...asRead(lesson), name: 'Again' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PLAN_MESSAGES.staleVersion);

    const outside = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { ...(changed.json() as object), end: daysFromToday(150) },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({ end: [PLAN_MESSAGES.dateWithin('unit', unit.start, unit.end)] });
    const blank = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { ...(changed.json() as object), name: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fieldErrors)).toEqual(['name']);
    const noVersion = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { name: 'x', start: lesson.start, end: lesson.end },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(Object.keys(noVersion.json().fieldErrors)).toEqual(['version']);
    const unknownSubUnit = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { ...(changed.json() as object), subUnits: ['Nope'] },
    });
    expect(unknownSubUnit.json().fieldErrors).toEqual({ 'subUnits.0': [PLAN_MESSAGES.subUnitNotOfUnit] });
    expect(
      (await t.call('PUT', `/lesson-plan/${lesson.id}`, { token: world.tokens.mentor, body: changed.json() as object }))
        .statusCode,
    ).toBe(403);
  });

  it('takes the teacher’s own consent with the lesson data, in one save', async () => {
    const { lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    const saved = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA2,
      body: { ...lesson, consents: consentBody(world.users.teacherA2.email) },
    });
    expect(saved.statusCode).toBe(200);
    const mine = saved
      .json()
      .consents.find(
        (consent: { subjectTeacher: { email: string } }) =>
          consent.subjectTeacher.email === world.users.teacherA2.email,
      );
    expect(mine).toMatchObject({ consent: true, givenBy: world.users.teacherA2.email });
    expect(saved.json().version).toBe(1);
    const others = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA2,
      body: { ...(saved.json() as object), name: 'Changed too', consents: consentBody(world.users.teacherA1.email) },
    });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(PLAN_MESSAGES.ownConsentOnly);
    // Nothing of the refused save was kept.
    const after = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).json();
    expect(after).toMatchObject({ name: lesson.name, version: 1 });
  });
});

describe('PATCH /lesson-plan/{id}?status= and DELETE /lesson-plan/{id}', () => {
  it('submits with complete consents, keeps a COMPLETED lesson read-only but for the roles allowed to resume completed plans, deletes only open lessons', async () => {
    const { lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    await fillPlanForm(t, 'lesson', lesson.id);
    const early = await t.call('PATCH', `/lesson-plan/${lesson.id}?status=COMPLETED`, {
      token: world.tokens.teacherA1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PLAN_MESSAGES.consentsIncomplete('lesson'));

    await t.call('PUT', `/lesson-plan/${lesson.id}/consents`, {
      token: world.tokens.teacherA1,
      body: consentBody(world.users.teacherA1.email),
    });
    const both = await t.call('PUT', `/lesson-plan/${lesson.id}/consents`, {
      token: world.tokens.teacherA2,
      body: consentBody(world.users.teacherA2.email),
    });
    expect(both.json()).toMatchObject({ consentsComplete: true, version: 2, abilities: { submit: { allowed: true } } });
    const submitted = await t.call('PATCH', `/lesson-plan/${lesson.id}?status=COMPLETED&version=2`, {
      token: world.tokens.teacherA1,
    });
    expect(submitted.statusCode).toBe(200);
    const completed = submitted.json();
    expect(completed).toMatchObject({
      status: 'COMPLETED',
      version: 3,
      abilities: { update: { allowed: false }, delete: { allowed: false } },
    });

    const teacherEdit = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.teacherA1,
      body: { ...completed, name: 'Too late' },
    });
    expect(teacherEdit.statusCode).toBe(403);
    expect(teacherEdit.json().message).toBe(PLAN_MESSAGES.completedReadOnly('lesson'));
    // The Coordinator may change a COMPLETED lesson plan.
    const coordinatorEdit = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.coordinatorA,
      body: { ...completed, name: 'Edited after completion' },
    });
    expect(coordinatorEdit.statusCode).toBe(200);
    expect(coordinatorEdit.json()).toMatchObject({ status: 'COMPLETED', name: 'Edited after completion' });

    const deleteCompleted = await t.call('DELETE', `/lesson-plan/${lesson.id}`, { token: world.tokens.coordinatorA });
    expect(deleteCompleted.statusCode).toBe(409);
    expect(deleteCompleted.json().message).toBe(PLAN_MESSAGES.deleteCompleted('lesson'));
    expect(
      (await t.call('PATCH', `/lesson-plan/${lesson.id}?status=ACTIVE`, { token: world.tokens.teacherA1 })).statusCode,
    ).toBe(403);
    const resumed = await t.call('PATCH', `/lesson-plan/${lesson.id}?status=ACTIVE`, {
      token: world.tokens.coordinatorA,
    });
    expect(resumed.statusCode).toBe(200);
    expect((await t.call('DELETE', `/lesson-plan/${lesson.id}`, { token: world.tokens.teacherA1 })).statusCode).toBe(
      403,
    );
    const staleDelete = await t.call('DELETE', `/lesson-plan/${lesson.id}?version=0`, {
      token: world.tokens.coordinatorA,
    });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await t.call('DELETE', `/lesson-plan/${lesson.id}?version=${resumed.json().version}`, {
      token: world.tokens.coordinatorA,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: PLAN_MESSAGES.deleted });
    expect((await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `/lesson-plan/${lesson.id}?status=COMPLETED`, { token: world.tokens.admin })).statusCode,
    ).toBe(404);
  });

  it('keeps every lesson of an inactive annual plan read-only (409)', async () => {
    const curriculum = await createCurriculum(t, world);
    const { lesson } = await createUnitWithLesson(t, world, curriculum);
    await t.db.update(annualPlans).set({ status: 'INACTIVE' }).where(eq(annualPlans.id, curriculum.annual.id));
    const edit = await t.call('PUT', `/lesson-plan/${lesson.id}`, {
      token: world.tokens.admin,
      body: { ...lesson, name: 'x' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(PLAN_MESSAGES.inactiveReadOnly);
    expect((await t.call('DELETE', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).statusCode).toBe(409);
  });
});
