import { addDays, isoDateOf } from '@school/contract';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { goalEvidences, lessonPlanConsents, unitPlanConsents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoData } from './demo';

/*
 * The demo's recorded moments lie before the moment of seeding, whatever the time of day: seeded just after
 * midnight (UTC), nothing may read as given or uploaded later that day.
 */

let t: TestApp;
let seededAt: Date;
beforeAll(async () => {
  t = await createTestApp();
  seededAt = new Date(`${isoDateOf(new Date())}T00:30:00Z`);
  // Only Date is faked (timers and the database run as usual), and only while the demo is seeded.
  vi.useFakeTimers({ toFake: ['Date'], now: seededAt });
  try {
    await seedDemoData(t.db, { planYearStartMonth: t.config.PLAN_YEAR_START_MONTH });
  } finally {
    vi.useRealTimers();
  }
});
afterAll(() => t.close());

describe('demo times', () => {
  it('dates every given consent and every evidence before the moment of seeding, on an earlier day', async () => {
    const consents = [
      ...(await t.db
        .select({ on: unitPlanConsents.givenOn })
        .from(unitPlanConsents)
        .where(isNotNull(unitPlanConsents.givenOn))),
      ...(await t.db
        .select({ on: lessonPlanConsents.givenOn })
        .from(lessonPlanConsents)
        .where(isNotNull(lessonPlanConsents.givenOn))),
    ];
    const evidences = await t.db
      .select({ on: goalEvidences.createdOn, updated: goalEvidences.lastUpdatedOn })
      .from(goalEvidences);
    expect(consents.length).toBeGreaterThan(0);
    expect(evidences.length).toBeGreaterThan(0);
    const times = [...consents.map((row) => row.on), ...evidences.flatMap((row) => [row.on, row.updated])];
    const later = times.filter((time) => time === null || time.getTime() > seededAt.getTime());
    expect(later).toEqual([]);
    const consentDays = consents.map((row) => (row.on ? isoDateOf(row.on) : ''));
    expect(consentDays.every((day) => day <= addDays(isoDateOf(seededAt), -1))).toBe(true);
  });
});
