import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, UNIT_LESSON_MESSAGES } from '@school/contract';
import { lessonPlanConsents, sectionSubjectTeachers, unitPlanConsents, users } from '../../db/schema';
import { assignTeacher } from '../../test/factories-classes';
import {
  type Curriculum,
  consentsOfEverySchool,
  createCurriculum,
  createPlanWorld,
  createUnitThroughApi,
  createUnitWithLesson,
  type PlanWorld,
  fillPlanForm,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshTierPlanConsents } from './commands/refresh-consents';

let t: TestApp;
let world: PlanWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
});
afterAll(() => t.close());

const change = (email: string, consent = true) => ({ subjectTeacher: { email }, consent });
type Consent = { consent: boolean; givenBy: string | null; givenOn: string | null; subjectTeacher: { email: string } };
const consentOf = (detail: { consents: Consent[] }, email: string) =>
  detail.consents.find((consent) => consent.subjectTeacher.email === email);
const consentMap = (detail: { consents: Consent[] }) =>
  Object.fromEntries(detail.consents.map((consent) => [consent.subjectTeacher.email, consent.consent]));
/** A unit plan's consents in every school (its detail lists one school's when it spans several). */
const unitConsents = async (id: number, token = world.tokens.admin) => ({
  consents: (await consentsOfEverySchool(t, token, `/unit-plan/${id}`)) as Consent[],
});

describe('PUT /unit-plan/{id}/consents', () => {
  it('lets a teacher tick and untick only their own consent, recording who and when', async () => {
    const unit = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    const { teacherA1, teacherA2 } = world.users;
    const ticked = await t.call('PUT', `/unit-plan/${unit.id}/consents?version=${unit.version}`, {
      token: world.tokens.teacherA1,
      body: [change(teacherA1.email.toUpperCase())],
    });
    expect(ticked.statusCode).toBe(200);
    const mine = consentOf(ticked.json(), teacherA1.email);
    expect(mine).toMatchObject({ consent: true, givenBy: teacherA1.email, givenByName: `Asha ${teacherA1.lastName}` });
    expect(Date.parse(mine?.givenOn ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(ticked.json().version).toBe(unit.version + 1);

    const others = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.teacherA1,
      body: [change(teacherA2.email)],
    });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(PLAN_MESSAGES.ownConsentOnly);

    // The whole list sent back as read, with only the teacher's own tick changed, is accepted.
    const sentBack = ticked
      .json()
      .consents.map((consent: Consent) =>
        change(
          consent.subjectTeacher.email,
          consent.subjectTeacher.email === teacherA1.email ? false : consent.consent,
        ),
      );
    const unticked = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.teacherA1,
      body: sentBack,
    });
    expect(unticked.statusCode).toBe(200);
    expect(consentOf(unticked.json(), teacherA1.email)).toMatchObject({ consent: false, givenBy: null, givenOn: null });

    const stale = await t.call('PUT', `/unit-plan/${unit.id}/consents?version=${unit.version}`, {
      token: world.tokens.teacherA2,
      body: [change(teacherA2.email)],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PLAN_MESSAGES.staleVersion);
  });

  it('refuses a user who is not a consent teacher (403), an email not in the list (400), a completed plan (409)', async () => {
    const curriculum = await createCurriculum(t, world);
    const unit = await createUnitThroughApi(t, world, curriculum);
    // Teacher A3 sees the unit (school A has class V) but does not sign it.
    const outsider = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.teacherA3,
      body: [change(world.users.teacherA1.email)],
    });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(PLAN_MESSAGES.notConsentTeacher);
    const unknown = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.admin,
      body: [change(world.users.teacherA3.email)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ '0.subjectTeacher.email': [UNIT_LESSON_MESSAGES.notInConsentList] });
    expect(
      (await t.call('PUT', `/unit-plan/${unit.id}/consents`, { token: world.tokens.admin, body: [{ consent: true }] }))
        .statusCode,
    ).toBe(400);
    // The Coordinator may not change other teachers' unit consents (only Inspire Us-Core, Administrator, System
    // Administrator); the Inspire Us-Core may.
    const coordinator = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.coordinatorA,
      body: [change(world.users.teacherA1.email)],
    });
    expect(coordinator.statusCode).toBe(403);
    const all = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.core,
      body: (await unitConsents(unit.id)).consents.map((consent) => change(consent.subjectTeacher.email)),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ consentsComplete: true });
    expect(consentOf(await unitConsents(unit.id), world.users.teacherB1.email)?.givenBy).toBe(world.users.core.email);

    await fillPlanForm(t, 'unit', unit.id);
    await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED`, { token: world.tokens.admin });
    const locked = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.teacherA1,
      body: [change(world.users.teacherA1.email, false)],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(UNIT_LESSON_MESSAGES.consentsLocked);
    // Unchanged consents are no change, even on a completed plan.
    const same = await t.call('PUT', `/unit-plan/${unit.id}/consents`, {
      token: world.tokens.teacherA1,
      body: [change(world.users.teacherA1.email, true)],
    });
    expect(same.statusCode).toBe(200);

    const ofSchoolB = await createUnitThroughApi(
      t,
      world,
      await createCurriculum(t, world, { schoolId: world.schoolB.id }),
    );
    const hidden = await t.call('PUT', `/unit-plan/${ofSchoolB.id}/consents`, {
      token: world.tokens.teacherA1,
      body: [change(world.users.teacherA1.email)],
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('consents of a new unit plan', () => {
  it('are filled when the unit is added through PUT /tier-plan/{id} too', async () => {
    const curriculum = await createCurriculum(t, world);
    const { tier } = curriculum;
    const saved = await t.call('PUT', `/tier-plan/${tier.id}`, {
      token: world.tokens.admin,
      body: {
        name: tier.name,
        start: tier.startDate,
        end: tier.endDate,
        version: tier.version,
        unitPlans: [{ name: 'From the tier card', start: tier.startDate, end: tier.endDate }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const unitId = saved.json().unitPlans[0].id;
    expect(Object.keys(consentMap(await unitConsents(unitId))).sort()).toEqual(
      [world.users.teacherA1.email, world.users.teacherA2.email, world.users.teacherB1.email].sort(),
    );
  });
});

describe('PUT /lesson-plan/{id}/consents', () => {
  it('lets Inspire Us-Mentors and Coordinators change any lesson consent, a teacher only their own', async () => {
    const { lesson } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    const { teacherA1, teacherA2 } = world.users;
    const others = await t.call('PUT', `/lesson-plan/${lesson.id}/consents`, {
      token: world.tokens.teacherA2,
      body: [change(teacherA1.email)],
    });
    expect(others.statusCode).toBe(403);
    const mentor = await t.call('PUT', `/lesson-plan/${lesson.id}/consents?version=0`, {
      token: world.tokens.mentor,
      body: [change(teacherA1.email)],
    });
    expect(mentor.statusCode).toBe(200);
    expect(consentOf(mentor.json(), teacherA1.email)).toMatchObject({
      consent: true,
      givenBy: world.users.mentor.email,
    });
    const coordinator = await t.call('PUT', `/lesson-plan/${lesson.id}/consents?version=1`, {
      token: world.tokens.coordinatorA,
      body: [change(teacherA2.email)],
    });
    expect(coordinator.statusCode).toBe(200);
    expect(coordinator.json()).toMatchObject({ consentsComplete: true, version: 2 });
    expect(
      (await t.call('PUT', `/lesson-plan/${lesson.id}/consents`, { token: world.tokens.nobody, body: [] })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', '/lesson-plan/999999/consents', { token: world.tokens.admin, body: [] })).statusCode,
    ).toBe(404);
  });
});

/** Moves teacher A2 out of the subject and teacher A3 in (Manage Teachers), in school A. */
async function reassign(curriculum: Curriculum) {
  await t.db
    .delete(sectionSubjectTeachers)
    .where(
      and(
        eq(sectionSubjectTeachers.subjectId, curriculum.subjectA.id),
        eq(sectionSubjectTeachers.userId, world.users.teacherA2.id),
      ),
    );
  await assignTeacher(t.db, world.sectionA.id, curriculum.subjectA.id, world.users.teacherA3.id);
}

describe('GET /tier-plan/refresh-consents/{id}', () => {
  it('keeps the ticks of teachers still assigned, adds new ones unticked and removes the others, for every unit', async () => {
    const curriculum = await createCurriculum(t, world);
    const first = await createUnitThroughApi(t, world, curriculum);
    const second = await createUnitThroughApi(t, world, curriculum);
    const { teacherA1, teacherA2, teacherA3, teacherB1 } = world.users;
    await t.call('PUT', `/unit-plan/${first.id}/consents`, {
      token: world.tokens.admin,
      body: [change(teacherA1.email), change(teacherA2.email)],
    });
    await reassign(curriculum);

    const refused = await t.call('GET', `/tier-plan/refresh-consents/${curriculum.tier.id}`, {
      token: world.tokens.coordinatorA,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.call('GET', `/tier-plan/refresh-consents/${curriculum.tier.id}`, { token: world.tokens.teacherA1 }))
        .statusCode,
    ).toBe(403);
    const refreshed = await t.call('GET', `/tier-plan/refresh-consents/${curriculum.tier.id}`, {
      token: world.tokens.core,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ message: PLAN_MESSAGES.tierConsentsRefreshed });

    const firstAfter = await unitConsents(first.id);
    expect(consentMap(firstAfter)).toEqual({
      [teacherA1.email]: true,
      [teacherA3.email]: false,
      [teacherB1.email]: false,
    });
    expect(consentOf(firstAfter, teacherA1.email)?.givenBy).toBe(world.users.admin.email);
    const secondAfter = await unitConsents(second.id);
    expect(consentMap(secondAfter)).toEqual({
      [teacherA1.email]: false,
      [teacherA3.email]: false,
      [teacherB1.email]: false,
    });
    // An inactive teacher leaves the list at the next refresh.
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, teacherB1.id));
    await refreshTierPlanConsents(t.db, curriculum.tier.id, curriculum.annual);
    const rows = await t.db.select().from(unitPlanConsents).where(eq(unitPlanConsents.unitPlanId, first.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([teacherA1.id, teacherA3.id].sort());
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, teacherB1.id));
  });

  it('answers 404 for a tier the user may not see and 409 under an inactive annual plan', async () => {
    const ofSchoolB = await createCurriculum(t, world, { schoolId: world.schoolB.id });
    expect((await t.call('GET', '/tier-plan/refresh-consents/999999', { token: world.tokens.admin })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/tier-plan/refresh-consents/${ofSchoolB.tier.id}`, { token: world.tokens.admin }))
        .statusCode,
    ).toBe(200);
    const inactive = await createCurriculum(t, world, { annualStatus: 'INACTIVE' });
    const refused = await t.call('GET', `/tier-plan/refresh-consents/${inactive.tier.id}`, {
      token: world.tokens.admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLAN_MESSAGES.inactiveReadOnly);
  });
});

describe('GET /unit-plan/refresh-consents/{id}', () => {
  it('refreshes every lesson of the unit from its school’s teachers; a Coordinator may, a teacher may not', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    const { teacherA1, teacherA2, teacherA3 } = world.users;
    await t.call('PUT', `/lesson-plan/${lesson.id}/consents`, {
      token: world.tokens.admin,
      body: [change(teacherA1.email), change(teacherA2.email)],
    });
    const inSchoolB = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [{ name: 'In school B', start: unit.start, end: unit.end, school: world.schoolB.id }] },
    });
    const lessonB = inSchoolB.json().lessonPlans.find((row: { name: string }) => row.name === 'In school B');
    await reassign(curriculum);
    // Teacher B1 leaves the subject in school B.
    await t.db
      .delete(sectionSubjectTeachers)
      .where(
        and(
          eq(sectionSubjectTeachers.subjectId, curriculum.subjectB.id),
          eq(sectionSubjectTeachers.userId, world.users.teacherB1.id),
        ),
      );
    expect(
      (await t.call('GET', `/unit-plan/refresh-consents/${unit.id}`, { token: world.tokens.teacherA1 })).statusCode,
    ).toBe(403);
    const refreshed = await t.call('GET', `/unit-plan/refresh-consents/${unit.id}`, {
      token: world.tokens.coordinatorA,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ message: PLAN_MESSAGES.unitConsentsRefreshed });
    const after = (await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).json();
    expect(consentMap(after)).toEqual({ [teacherA1.email]: true, [teacherA3.email]: false });
    const rows = await t.db.select().from(lessonPlanConsents).where(eq(lessonPlanConsents.lessonPlanId, lesson.id));
    expect(rows.every((row) => row.unitPlanId === unit.id && row.annualPlanId === curriculum.annual.id)).toBe(true);
    // School A's coordinator refreshed only school A's lessons; the administrator refreshes them all.
    const lessonBKept = (await t.call('GET', `/lesson-plan/${lessonB.id}`, { token: world.tokens.admin })).json();
    expect(consentMap(lessonBKept)).toEqual({ [world.users.teacherB1.email]: false });
    await t.call('GET', `/unit-plan/refresh-consents/${unit.id}`, { token: world.tokens.admin });
    const lessonBAfter = (await t.call('GET', `/lesson-plan/${lessonB.id}`, { token: world.tokens.admin })).json();
    expect(lessonBAfter.consents).toEqual([]);
    // The unit's own consents are not touched by the lesson refresh.
    const unitAfter = await unitConsents(unit.id);
    expect(Object.keys(consentMap(unitAfter))).toContain(teacherA2.email);

    const ofSchoolB = await createUnitWithLesson(
      t,
      world,
      await createCurriculum(t, world, { schoolId: world.schoolB.id }),
      world.schoolB.id,
    );
    expect(
      (await t.call('GET', `/unit-plan/refresh-consents/${ofSchoolB.unit.id}`, { token: world.tokens.coordinatorA }))
        .statusCode,
    ).toBe(404);
  });
});
