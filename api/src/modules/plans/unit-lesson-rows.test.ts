import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { annualPlans, lessonPlans, unitPlanConsents, unitPlans } from '../../db/schema';
import { addDays, lessonTypeOf, tablesNamedIn } from './unit-lesson-rows';

describe('tablesNamedIn', () => {
  it('names the plan tables a condition uses, so a count joins only those', () => {
    expect(tablesNamedIn(undefined)).toEqual(new Set());
    expect(tablesNamedIn(eq(lessonPlans.schoolId, 1))).toEqual(new Set());
    expect(tablesNamedIn(sql`${eq(annualPlans.gradeName, 'V')} and ${eq(unitPlans.id, 2)}`)).toEqual(
      new Set(['annual_plans', 'unit_plans']),
    );
    // A consent table's name is not a plan table's.
    expect(tablesNamedIn(sql`${unitPlanConsents.unitPlanId} = 1`)).toEqual(new Set());
    // A subquery over another name for annual_plans (the lesson rule's) needs no join.
    const visible = alias(annualPlans, 'visible');
    expect(
      tablesNamedIn(sql`${lessonPlans.annualPlanId} in (select ${visible.id} from ${annualPlans} ${visible})`),
    ).toEqual(new Set());
  });
});

describe('lessonTypeOf and addDays', () => {
  it('marks pre-primary classes PRECLASS and moves dates by whole days', () => {
    expect(['Nursery', 'lkg', ' UKG '].map((name) => lessonTypeOf(name))).toEqual(['PRECLASS', 'PRECLASS', 'PRECLASS']);
    expect(['I', 'V', 'Other'].map((name) => lessonTypeOf(name))).toEqual([null, null, null]);
    // The setting PRE_PRIMARY_CLASSES decides, not the grade order.
    expect(lessonTypeOf('Playgroup', ['Playgroup'])).toBe('PRECLASS');
    expect(lessonTypeOf('LKG', ['Playgroup'])).toBeNull();
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
