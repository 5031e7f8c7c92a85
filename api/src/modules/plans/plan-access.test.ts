import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { annualPlans, lessonPlans, unitPlans, users } from '../../db/schema';
import { createClass, createSubject } from '../../test/factories-classes';
import { createSchool, createUser } from '../../test/factories';
import {
  addLessonConsent,
  addUnitConsent,
  createAnnualPlan,
  createLessonPlan,
  createTierPlan,
  createUnitPlan,
  limitRoleToGrade,
} from '../../test/factories-plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  annualPlanVisible,
  gradeLimitsOf,
  lessonPlanVisible,
  mayPlanFor,
  type PlanScope,
  planScopeOf,
  unitPlanVisible,
} from './plan-access';
import type { AuthContext } from '../auth/auth-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The auth context plan-access reads (the rest is not used). */
async function authOf(userId: number, limitedToSchool: boolean): Promise<AuthContext> {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('no user');
  return {
    userId,
    email: user.email,
    schoolId: user.schoolId,
    limitedToSchool,
  } as AuthContext; // Only the fields planScopeOf reads.
}

async function visibleAnnual(scope: PlanScope) {
  const rows = await t.db.select({ id: annualPlans.id }).from(annualPlans).where(annualPlanVisible(scope));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
async function visibleUnits(scope: PlanScope) {
  const rows = await t.db
    .select({ id: unitPlans.id })
    .from(unitPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
    .where(unitPlanVisible(scope));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
async function visibleLessons(scope: PlanScope) {
  const rows = await t.db
    .select({ id: lessonPlans.id })
    .from(lessonPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .where(lessonPlanVisible(scope));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('grade limits of a user', () => {
  it('are none when one role assignment has no grades; else the union, every subject when a grade chose none', () => {
    expect(gradeLimitsOf([])).toBeNull();
    expect(
      gradeLimitsOf([
        { userRoleId: 1, userRoleGradeId: 10, gradeName: 'V', subjectName: null },
        { userRoleId: 2, userRoleGradeId: null, gradeName: null, subjectName: null },
      ]),
    ).toBeNull();
    expect(
      gradeLimitsOf([
        { userRoleId: 1, userRoleGradeId: 10, gradeName: 'V', subjectName: 'Maths' },
        { userRoleId: 1, userRoleGradeId: 10, gradeName: 'V', subjectName: 'English' },
        { userRoleId: 1, userRoleGradeId: 11, gradeName: 'VI', subjectName: null },
        { userRoleId: 2, userRoleGradeId: 12, gradeName: 'vi', subjectName: 'Science' },
      ]),
    ).toEqual([
      { gradeName: 'v', subjectNames: ['english', 'maths'] },
      { gradeName: 'vi', subjectNames: null },
    ]);
  });
});

describe('which plans a user sees', () => {
  it('applies the school, grade, subject and consent rules to annual, unit and lesson plans', async () => {
    const schoolA = await createSchool(t.db);
    const schoolB = await createSchool(t.db);
    const classVA = await createClass(t.db, schoolA.id, { gradeName: 'V' });
    const mathsVA = await createSubject(t.db, classVA.id, { subjectName: 'Maths' });
    await createClass(t.db, schoolA.id, { gradeName: 'VII' });
    await createClass(t.db, schoolB.id, { gradeName: 'IX' });

    const networkV = await createAnnualPlan(t.db, { gradeName: 'v', subjectName: 'Maths' });
    const networkVEnglish = await createAnnualPlan(t.db, { gradeName: 'V', subjectName: 'English' });
    const networkIX = await createAnnualPlan(t.db, { gradeName: 'IX', subjectName: 'Maths' });
    const viiOfA = await createAnnualPlan(t.db, { gradeName: 'VII', subjectName: 'Maths', schoolId: schoolA.id });
    const viiOfB = await createAnnualPlan(t.db, { gradeName: 'VII', subjectName: 'Maths', schoolId: schoolB.id });

    const tierV = await createTierPlan(t.db, networkV);
    const unitV = await createUnitPlan(t.db, tierV);
    const lessonVA = await createLessonPlan(t.db, unitV, schoolA.id);
    const lessonVB = await createLessonPlan(t.db, unitV, schoolB.id);
    const tierIX = await createTierPlan(t.db, networkIX);
    const unitIX = await createUnitPlan(t.db, tierIX);
    const lessonIXB = await createLessonPlan(t.db, unitIX, schoolB.id);

    const admin = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const adminScope = await planScopeOf(t.db, await authOf(admin.id, false));
    const all = await visibleAnnual(adminScope);
    expect(all).toEqual(expect.arrayContaining([networkV.id, networkIX.id, viiOfA.id, viiOfB.id]));

    // A teacher of school A: network-wide plans of V and VII (not IX), VII of A, lessons of A only.
    const teacher = await createUser(t.db, { roles: [ROLE_NAMES.teacher], schoolId: schoolA.id });
    const teacherScope = await planScopeOf(t.db, await authOf(teacher.id, true));
    expect(await visibleAnnual(teacherScope)).toEqual([networkV.id, networkVEnglish.id, viiOfA.id]);
    expect(await visibleUnits(teacherScope)).toEqual([unitV.id]);
    expect(await visibleLessons(teacherScope)).toEqual([lessonVA.id]);

    // Consent on a lesson of school B under class IX: that lesson, its unit and its annual plan become visible.
    await addLessonConsent(t.db, lessonIXB, teacher.id);
    expect(await visibleAnnual(teacherScope)).toEqual([networkV.id, networkVEnglish.id, networkIX.id, viiOfA.id]);
    expect(await visibleUnits(teacherScope)).toEqual([unitV.id, unitIX.id]);
    expect(await visibleLessons(teacherScope)).toEqual([lessonVA.id, lessonIXB.id]);

    // Limited to class V, subject Maths: only the Maths plan of V (and consent plans).
    const limited = await createUser(t.db, { roles: [ROLE_NAMES.coordinator], schoolId: schoolA.id });
    await limitRoleToGrade(t.db, limited.id, classVA.id, [mathsVA.id]);
    const limitedScope = await planScopeOf(t.db, await authOf(limited.id, true));
    expect(limitedScope.grades).toEqual([{ gradeName: 'v', subjectNames: ['maths'] }]);
    expect(await visibleAnnual(limitedScope)).toEqual([networkV.id]);
    await addUnitConsent(t.db, unitIX, limited.id);
    expect(await visibleAnnual(limitedScope)).toEqual([networkV.id, networkIX.id]);
    expect(await visibleUnits(limitedScope)).toEqual([unitV.id, unitIX.id]);
    expect(await visibleLessons(limitedScope)).toEqual([lessonVA.id]);
    expect(lessonVB.id).toBeGreaterThan(0);

    // A user of no school sees nothing but consent plans.
    const nobody = await createUser(t.db, { roles: [ROLE_NAMES.teacher] });
    expect(await visibleAnnual(await planScopeOf(t.db, await authOf(nobody.id, true)))).toEqual([]);

    // Before a plan exists: may this user plan for it?
    const plan = (schoolId: number | null, gradeName: string, subjectName = 'Maths') => ({
      schoolId,
      gradeName,
      subjectName,
    });
    expect(await mayPlanFor(t.db, teacherScope, plan(null, 'v'))).toBe(true);
    expect(await mayPlanFor(t.db, teacherScope, plan(null, 'IX'))).toBe(false);
    expect(await mayPlanFor(t.db, teacherScope, plan(schoolB.id, 'VII'))).toBe(false);
    expect(await mayPlanFor(t.db, limitedScope, plan(null, 'V', 'English'))).toBe(false);
    expect(await mayPlanFor(t.db, adminScope, plan(schoolB.id, 'VII'))).toBe(true);
  });
});
