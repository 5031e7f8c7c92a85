import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, annualPeriodDates, currentAnnualPeriod, isoDateOf } from '@school/contract';
import { annualPlans, lessonPlanConsents, lessonPlans, unitPlanConsents, unitPlans, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

const today = isoDateOf(new Date());

describe('demo plans', () => {
  it('seeds plans of the current period for both schools, one school-specific VII, and one of the previous period', async () => {
    const plans = await t.db.select().from(annualPlans);
    const current = plans.filter((plan) => plan.annualPeriod === currentAnnualPeriod());
    expect(current.length).toBeGreaterThanOrEqual(6);
    expect(current.some((plan) => plan.gradeName === 'VII' && plan.schoolId !== null)).toBe(true);
    expect(current.some((plan) => plan.status === 'COMPLETED')).toBe(true);
    expect(plans.filter((plan) => plan.annualPeriod !== currentAnnualPeriod())).toHaveLength(1);
  });

  it('has outstanding and upcoming units and lessons, and consents partly given', async () => {
    const outstandingUnits = await t.db
      .select({ id: unitPlans.id })
      .from(unitPlans)
      .where(and(lt(unitPlans.endDate, today), sql`${unitPlans.status} <> 'COMPLETED'`));
    const upcomingUnits = await t.db
      .select({ id: unitPlans.id })
      .from(unitPlans)
      .where(and(gte(unitPlans.startDate, today), lte(unitPlans.startDate, addDays(today, 14))));
    const upcomingLessons = await t.db
      .select({ id: lessonPlans.id })
      .from(lessonPlans)
      .where(and(gte(lessonPlans.startDate, today), lte(lessonPlans.startDate, addDays(today, 14))));
    // A unit has ended once the year is two months old (the first units end then).
    const periodStart = annualPeriodDates(currentAnnualPeriod())?.start ?? today;
    if (addDays(periodStart, 61) < today) expect(outstandingUnits.length).toBeGreaterThan(0);
    expect(upcomingUnits.length).toBeGreaterThan(0);
    expect(upcomingLessons.length).toBeGreaterThan(0);
    for (const email of ['teacher1@school.test', 'teacher2@school.test']) {
      const [teacher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!teacher) throw new Error(`${email} missing`);
      const unitConsents = await t.db.select().from(unitPlanConsents).where(eq(unitPlanConsents.userId, teacher.id));
      const lessonConsents = await t.db
        .select()
        .from(lessonPlanConsents)
        .where(eq(lessonPlanConsents.userId, teacher.id));
      expect(unitConsents.length, email).toBeGreaterThan(0);
      expect(
        lessonConsents.some((consent) => !consent.consent),
        email,
      ).toBe(true);
    }
  });

  it('gives every demo role something to see', async () => {
    for (const person of DEMO_USERS) {
      const token = await t.login(person.email, DEMO_PASSWORD);
      const annual = await t.call('GET', '/annual-plans?size=100', { token });
      expect(annual.statusCode, person.email).toBe(200);
      expect(annual.json().totalElements, person.email).toBeGreaterThan(0);
      const tiers = await t.call('GET', '/tier-plans', { token });
      expect(tiers.json().totalElements, person.email).toBeGreaterThan(0);
    }
  });
});
