import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { addLessonConsent, addUnitConsent, createLessonPlan, createUnitPlan } from '../../test/factories-plans';
import {
  createCurriculum,
  createPlanWorld,
  daysFromToday,
  type PlanWorld,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isTeacherView } from './outstanding.service';

let t: TestApp;
let world: PlanWorld;
let plans: Awaited<ReturnType<typeof createDashboardPlans>>;

/**
 * Unit plans (and one lesson plan each, in school A) of one curriculum: overdue and open, overdue but COMPLETED,
 * starting in 5 days, starting in 30 days; teacher A1 signs all of them; and an overdue unit of another tier
 * (TIER_2) that nobody signs; an overdue unit of an INACTIVE annual plan signed by A1.
 */
async function createDashboardPlans() {
  const curriculum = await createCurriculum(t, world, {
    annual: { start: daysFromToday(-200), end: daysFromToday(200) },
    tier: { start: daysFromToday(-100), end: daysFromToday(100), value: 'TIER_1' },
  });
  const tier = curriculum.tier;
  const unit = async (name: string, start: number, end: number, status: 'ACTIVE' | 'COMPLETED' = 'ACTIVE') => {
    const row = await createUnitPlan(t.db, tier, {
      name,
      startDate: daysFromToday(start),
      endDate: daysFromToday(end),
      status,
    });
    await addUnitConsent(t.db, row, world.users.teacherA1.id);
    const lesson = await createLessonPlan(t.db, row, world.schoolA.id, {
      name: `${name} lesson`,
      startDate: row.startDate,
      endDate: row.endDate,
      status,
    });
    await addLessonConsent(t.db, lesson, world.users.teacherA1.id);
    return { unit: row, lesson };
  };
  const overdue = await unit('Overdue', -30, -5);
  const overdueDone = await unit('Overdue done', -30, -5, 'COMPLETED');
  const soon = await unit('Soon', 5, 20);
  const later = await unit('Later', 30, 60);
  const otherTier = await createCurriculum(t, world, {
    tier: { start: daysFromToday(-100), end: daysFromToday(100), value: 'TIER_2' },
  });
  const unsigned = await createUnitPlan(t.db, otherTier.tier, {
    name: 'Unsigned overdue',
    startDate: daysFromToday(-30),
    endDate: daysFromToday(-1),
  });
  const inactive = await createCurriculum(t, world, { annualStatus: 'INACTIVE' });
  const inactiveUnit = await createUnitPlan(t.db, inactive.tier, {
    name: 'Inactive overdue',
    startDate: daysFromToday(-30),
    endDate: daysFromToday(-1),
  });
  await addUnitConsent(t.db, inactiveUnit, world.users.teacherA1.id);
  return { curriculum, otherTier, overdue, overdueDone, soon, later, unsigned, inactiveUnit };
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
  plans = await createDashboardPlans();
});
afterAll(() => t.close());

const namesOf = (response: { json(): { content: { name: string }[] } }) =>
  response.json().content.map((plan) => plan.name);

describe('GET /unit-plan/outstanding and /unit-plan/upcoming', () => {
  it('gives a teacher the plans they sign whose end has passed and that are not COMPLETED', async () => {
    const response = await t.call('GET', '/unit-plan/outstanding', { token: world.tokens.teacherA1 });
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Overdue']);
    expect(response.json()).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(response.json().content[0]).toMatchObject({ id: plans.overdue.unit.id, tierPlan: { value: 'TIER_1' } });
    // Teacher A2 signs nothing here.
    expect(namesOf(await t.call('GET', '/unit-plan/outstanding', { token: world.tokens.teacherA2 }))).toEqual([]);
  });

  it('gives others what they see, filtered by role, annualPeriod and tierPlanValue', async () => {
    const all = await t.call('GET', '/unit-plan/outstanding?annualPeriod=AY26_27&size=100', {
      token: world.tokens.coordinatorA,
    });
    expect(namesOf(all)).toEqual(expect.arrayContaining(['Overdue', 'Unsigned overdue']));
    expect(namesOf(all)).not.toContain('Overdue done');
    expect(namesOf(all)).not.toContain('Inactive overdue');
    // Longest overdue first.
    expect(namesOf(all).indexOf('Overdue')).toBeLessThan(namesOf(all).indexOf('Unsigned overdue'));

    const tierTwo = await t.call('GET', '/unit-plan/outstanding?tierPlanValue=tier_2', {
      token: world.tokens.coordinatorA,
    });
    expect(namesOf(tierTwo)).toEqual(['Unsigned overdue']);
    const otherYear = await t.call('GET', '/unit-plan/outstanding?annualPeriod=AY25_26', {
      token: world.tokens.coordinatorA,
    });
    expect(namesOf(otherYear)).toEqual([]);
    const asTeacher = await t.call('GET', '/unit-plan/outstanding?role=TEACHER', { token: world.tokens.coordinatorA });
    expect(namesOf(asTeacher)).toEqual([]);
    const asCoordinator = await t.call('GET', '/unit-plan/outstanding?role=COORDINATOR&tierPlanValue=TIER_1', {
      token: world.tokens.teacherA2,
    });
    expect(namesOf(asCoordinator)).toEqual(['Overdue']);
    // Limited to class VI: nothing of class V.
    expect(
      namesOf(await t.call('GET', '/unit-plan/outstanding?role=COORDINATOR', { token: world.tokens.teacherVIA })),
    ).toEqual([]);
    expect((await t.call('GET', '/unit-plan/outstanding', { token: world.tokens.nobody })).statusCode).toBe(403);
    expect((await t.call('GET', '/unit-plan/outstanding?size=1000', { token: world.tokens.admin })).statusCode).toBe(
      400,
    );
  });

  it('lists the plans starting in the next 14 days, soonest first', async () => {
    const response = await t.call('GET', '/unit-plan/upcoming', { token: world.tokens.teacherA1 });
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Soon']);
    const page = await t.call('GET', '/unit-plan/upcoming?size=1&page=1', { token: world.tokens.teacherA1 });
    expect(page.json()).toMatchObject({ content: [], totalElements: 1, totalPages: 1 });
  });
});

describe('GET /lesson-plan/outstanding and /lesson-plan/upcoming', () => {
  it('answers the lessons the same way, limited to the lesson’s school', async () => {
    expect(namesOf(await t.call('GET', '/lesson-plan/outstanding', { token: world.tokens.teacherA1 }))).toEqual([
      'Overdue lesson',
    ]);
    expect(namesOf(await t.call('GET', '/lesson-plan/upcoming', { token: world.tokens.teacherA1 }))).toEqual([
      'Soon lesson',
    ]);
    const coordinator = await t.call('GET', `/lesson-plan/upcoming?role=COORDINATOR`, {
      token: world.tokens.coordinatorA,
    });
    expect(namesOf(coordinator)).toEqual(['Soon lesson']);
    // School B's teacher does not see school A's lessons.
    expect(
      namesOf(await t.call('GET', '/lesson-plan/upcoming?role=COORDINATOR', { token: world.tokens.teacherB1 })),
    ).toEqual([]);
    expect((await t.call('GET', '/lesson-plan/outstanding', { token: world.tokens.nobody })).statusCode).toBe(403);
  });
});

describe('isTeacherView', () => {
  it('follows the role asked for, else whether the user is only a teacher', () => {
    expect(isTeacherView({ role: 'teacher' }, { roleNames: [ROLE_NAMES.coordinator] })).toBe(true);
    expect(isTeacherView({ role: 'COORDINATOR' }, { roleNames: [ROLE_NAMES.teacher] })).toBe(false);
    expect(isTeacherView({}, { roleNames: [ROLE_NAMES.teacher] })).toBe(true);
    expect(isTeacherView({}, { roleNames: [ROLE_NAMES.teacher, ROLE_NAMES.coordinator] })).toBe(false);
    expect(isTeacherView({}, { roleNames: [ROLE_NAMES.administrator] })).toBe(false);
  });
});
