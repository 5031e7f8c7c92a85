import { and, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  annualPeriodDates,
  consentsComplete,
  currentAnnualPeriod,
  DEFAULT_PRE_PRIMARY_CLASSES,
  isoDateOf,
  lessonPlanFormSteps,
  lessonPlanFormValues,
  missingOnSubmit,
  submissionDateErrors,
  TIER_PLAN_LOV,
  UNIT_PLAN_FORM_STEPS,
  unitPlanFormValues,
} from '@school/contract';
import {
  annualPlans,
  classSections,
  grades,
  lessonPlanConsents,
  lessonPlanLearningOutcomes,
  lessonPlans,
  lovItems,
  lovs,
  subjects,
  tierPlans,
  unitLearningOutcomes,
  unitPlanConsents,
  unitPlans,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo';
import { DEMO_COORDINATOR, DEMO_SCOPES, DEMO_TEACHER } from './demo-forms-to-fill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

const today = isoDateOf(new Date());

describe('demo plans', () => {
  it("names every tier after its item of the list 'Tier Plan', as the wizard and the Tier Plan filter offer it", async () => {
    const items = await t.db
      .select({ name: lovItems.name, value: lovItems.value })
      .from(lovItems)
      .innerJoin(lovs, eq(lovs.id, lovItems.lovId))
      .where(eq(lovs.name, TIER_PLAN_LOV));
    const nameOf = new Map(items.map((item) => [item.value, item.name]));
    const tiers = await t.db.select({ name: tierPlans.name, value: tierPlans.value }).from(tierPlans);
    expect(tiers.length).toBeGreaterThan(0);
    for (const tier of tiers) expect(tier.name).toBe(nameOf.get(tier.value));
  });

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

const userIdOf = async (email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} missing`);
  return user.id;
};

/** Active lesson plans with an empty form whose only consent is the teacher's (not yet given). */
async function emptyLessonsOnlyFor(teacherId: number) {
  const lessons = await t.db
    .select({ id: lessonPlans.id, type: lessonPlans.type })
    .from(lessonPlans)
    .where(and(eq(lessonPlans.status, 'ACTIVE'), sql`${lessonPlans.form} is null`));
  const consents = await t.db
    .select()
    .from(lessonPlanConsents)
    .where(
      inArray(
        lessonPlanConsents.lessonPlanId,
        lessons.map((lesson) => lesson.id),
      ),
    );
  return lessons.filter((lesson) => {
    const mine = consents.filter((consent) => consent.lessonPlanId === lesson.id);
    return mine.length === 1 && mine[0]?.userId === teacherId && mine[0]?.consent === false;
  });
}

describe('demo plan forms', () => {
  it('has the pre-primary classes at Lakeside, and their lessons are PRECLASS', async () => {
    const preprimary = await t.db
      .select({ id: grades.id })
      .from(grades)
      .where(inArray(grades.gradeName, [...DEFAULT_PRE_PRIMARY_CLASSES]));
    expect(preprimary).toHaveLength(DEFAULT_PRE_PRIMARY_CLASSES.length);
    const ids = preprimary.map((grade) => grade.id);
    expect(await t.db.select().from(subjects).where(inArray(subjects.gradeId, ids))).toHaveLength(9);
    expect(await t.db.select().from(classSections).where(inArray(classSections.gradeId, ids))).toHaveLength(6);
    const lessons = await t.db
      .select({ type: lessonPlans.type, gradeName: annualPlans.gradeName, status: lessonPlans.status })
      .from(lessonPlans)
      .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId));
    const preclass = lessons.filter((lesson) =>
      (DEFAULT_PRE_PRIMARY_CLASSES as readonly string[]).includes(lesson.gradeName),
    );
    expect(preclass.length).toBeGreaterThan(0);
    expect(preclass.every((lesson) => lesson.type === 'PRECLASS')).toBe(true);
    expect(lessons.filter((lesson) => lesson.type === 'PRECLASS')).toHaveLength(preclass.length);
    const [completedUnit] = await t.db
      .select({ id: unitPlans.id })
      .from(unitPlans)
      .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
      .where(and(eq(annualPlans.gradeName, 'UKG'), eq(unitPlans.status, 'COMPLETED'), isNotNull(unitPlans.form)));
    expect(completedUnit).toBeDefined();
  });

  it('stores forms that the contract accepts, complete when the plan is COMPLETED, outcomes in their tables', async () => {
    const units = await t.db.select().from(unitPlans).where(isNotNull(unitPlans.form));
    const outcomes = await t.db.select().from(unitLearningOutcomes);
    expect(units.length).toBeGreaterThan(10);
    expect(units.some((unit) => unit.status === 'ACTIVE')).toBe(true);
    for (const unit of units) {
      const mine = outcomes.filter((outcome) => outcome.unitPlanId === unit.id);
      const values = unitPlanFormValues.parse({ ...unit.form, learningOutcomes: mine });
      expect(unit.formUpdatedBy).toBeTruthy();
      if (unit.status !== 'COMPLETED') continue;
      expect(missingOnSubmit(UNIT_PLAN_FORM_STEPS, values), `unit ${unit.name}`).toEqual({});
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(unit.reflectionBy && unit.reflectionOn).toBeTruthy();
    }
    const lessons = await t.db.select().from(lessonPlans).where(isNotNull(lessonPlans.form));
    const chosen = await t.db.select().from(lessonPlanLearningOutcomes);
    expect(lessons.some((lesson) => lesson.type === 'PRECLASS')).toBe(true);
    expect(lessons.some((lesson) => lesson.status === 'ACTIVE')).toBe(true);
    for (const lesson of lessons) {
      const mine = chosen.filter((row) => row.lessonPlanId === lesson.id);
      const unitOutcomes = outcomes.filter((outcome) => outcome.unitPlanId === lesson.unitPlanId);
      for (const row of mine) expect(unitOutcomes.map((outcome) => outcome.id)).toContain(row.learningOutcomeId);
      const values = lessonPlanFormValues.parse({ ...lesson.form, learningOutcomes: mine });
      expect(submissionDateErrors(values, { start: lesson.startDate, end: lesson.endDate })).toEqual({});
      if (lesson.status !== 'COMPLETED') continue;
      const type = lesson.type === 'PRECLASS' ? 'PRECLASS' : null;
      expect(missingOnSubmit(lessonPlanFormSteps(type), values), `lesson ${lesson.name}`).toEqual({});
    }
    expect(chosen.length).toBeGreaterThan(0);
    // A line of Hindi, so the PDFs show their Devanagari font.
    expect(units.some((unit) => /[\u0900-\u097F]/.test(JSON.stringify(unit.form)))).toBe(true);
  });

  it('leaves teacher1 an empty regular and pre-primary lesson plan that only they sign, which they can open', async () => {
    const teacherId = await userIdOf(DEMO_TEACHER);
    const lessons = await emptyLessonsOnlyFor(teacherId);
    const regular = lessons.find((lesson) => lesson.type === null);
    const preclass = lessons.find((lesson) => lesson.type === 'PRECLASS');
    expect(regular).toBeDefined();
    expect(preclass).toBeDefined();
    const token = await t.login(DEMO_TEACHER, DEMO_PASSWORD);
    for (const lesson of [regular, preclass]) {
      const response = await t.call('GET', `/lesson-plan/${lesson?.id}`, { token });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(Object.keys(DEMO_SCOPES[DEMO_TEACHER] ?? {})).toContain('UKG');
  });

  it('leaves the coordinator an active unit plan of their classes with every consent given and an empty form', async () => {
    const classes = Object.keys(DEMO_SCOPES[DEMO_COORDINATOR] ?? {});
    const units = await t.db
      .select({ id: unitPlans.id })
      .from(unitPlans)
      .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
      .where(
        and(
          eq(unitPlans.status, 'ACTIVE'),
          sql`${unitPlans.form} is null`,
          inArray(annualPlans.gradeName, classes),
          eq(annualPlans.status, 'ACTIVE'),
        ),
      );
    const consents = await t.db
      .select()
      .from(unitPlanConsents)
      .where(
        inArray(
          unitPlanConsents.unitPlanId,
          units.map((unit) => unit.id),
        ),
      );
    const ready = units.find((unit) => consentsComplete(consents.filter((consent) => consent.unitPlanId === unit.id)));
    expect(ready).toBeDefined();
    const given = consents.filter((consent) => consent.unitPlanId === ready?.id);
    expect(given.every((consent) => consent.givenBy && consent.givenOn)).toBe(true);
    const token = await t.login(DEMO_COORDINATOR, DEMO_PASSWORD);
    const response = await t.call('GET', `/unit-plan/${ready?.id}`, { token });
    expect(response.statusCode, response.body).toBe(200);
  });
});
