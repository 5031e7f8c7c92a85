import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYearStarts,
  ANNUAL_PERIOD_FIRST_YEAR,
  annualPeriodItem,
  currentAcademicYearStart,
} from '@school/contract';
import { lovItems, lovs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedReferenceData } from './base';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function periodItems() {
  return t.db
    .select({ id: lovItems.id, value: lovItems.value, status: lovItems.status })
    .from(lovItems)
    .innerJoin(lovs, eq(lovs.id, lovItems.lovId))
    .where(sql`lower(${lovs.name}) = 'annual period'`)
    .orderBy(lovItems.sortOrder);
}

describe('the Annual Period list of values', () => {
  it('runs from AY21_22 to the year after the current one, computed from today', async () => {
    const expected = academicYearStarts(ANNUAL_PERIOD_FIRST_YEAR).map((year) => annualPeriodItem(year)[1]);
    expect((await periodItems()).map((item) => item.value)).toEqual(expected);
    expect(expected.at(-1)).toBe(annualPeriodItem(currentAcademicYearStart() + 1)[1]);
  });

  it('gains a missing period at the next start, and keeps one an administrator deactivated', async () => {
    const items = await periodItems();
    const [first, last] = [items[0], items.at(-1)];
    if (!first || !last) throw new Error('the list has no periods');
    await t.db.delete(lovItems).where(eq(lovItems.id, last.id));
    await t.db.update(lovItems).set({ status: 'INACTIVE' }).where(eq(lovItems.id, first.id));
    await seedReferenceData(t.db);
    const after = await periodItems();
    expect(after.map((item) => item.value)).toEqual(items.map((item) => item.value));
    expect(after[0]).toMatchObject({ id: first.id, status: 'INACTIVE' });
    await seedReferenceData(t.db);
    expect(await periodItems()).toHaveLength(items.length);
  });
});
