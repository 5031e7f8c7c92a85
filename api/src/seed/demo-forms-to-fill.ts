import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { addDays } from '@school/contract';
import type { Database } from '../db/client';
import {
  annualPlans,
  lessonPlanConsents,
  lessonPlans,
  unitLearningOutcomes,
  unitPlanConsents,
  unitPlans,
  users,
} from '../db/schema';

/*
 * Each demo role finds a plan form to fill and submit. teacher1: an ACTIVE regular lesson plan with an empty form whose
 * only consent is theirs (they fill it, give their consent and submit; the pre-primary UKG English lessons are theirs
 * alone already). The coordinator: an ACTIVE unit plan of their classes with every consent given and an empty form.
 * Runs after the demo plans; a handful of statements.
 */

export const DEMO_TEACHER = 'teacher1@school.test';
export const DEMO_COORDINATOR = 'coordinator@school.test';

/** The role limits of the demo accounts (roleClassXrefs): class name -> subject names (none: every subject). */
export const DEMO_SCOPES: Record<string, Record<string, string[]>> = {
  [DEMO_TEACHER]: { V: ['English', 'Mathematics'], VI: ['English'], UKG: ['English'] },
  [DEMO_COORDINATOR]: { IV: [], V: [], VI: [] },
};

interface Where {
  period: string;
  today: string;
  lakesideId: number;
}

/** teacher1's lesson: current before upcoming, then the first seeded; the other teachers' consents removed. */
async function lessonForTheTeacher(db: Database, { period, today, lakesideId }: Where) {
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_TEACHER));
  if (!teacher) return;
  const [lesson] = await db
    .select({ id: lessonPlans.id })
    .from(lessonPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .innerJoin(
      lessonPlanConsents,
      and(eq(lessonPlanConsents.lessonPlanId, lessonPlans.id), eq(lessonPlanConsents.userId, teacher.id)),
    )
    .where(
      and(
        eq(annualPlans.annualPeriod, period),
        eq(annualPlans.status, 'ACTIVE'),
        eq(lessonPlans.status, 'ACTIVE'),
        eq(lessonPlans.schoolId, lakesideId),
        isNull(lessonPlans.type),
        isNull(lessonPlans.form),
      ),
    )
    .orderBy(sql`${lessonPlans.startDate} > ${today}`, asc(lessonPlans.id))
    .limit(1);
  if (!lesson) return;
  await db
    .delete(lessonPlanConsents)
    .where(and(eq(lessonPlanConsents.lessonPlanId, lesson.id), ne(lessonPlanConsents.userId, teacher.id)));
  await db
    .update(lessonPlanConsents)
    .set({ consent: false, givenBy: null, givenOn: null })
    .where(eq(lessonPlanConsents.lessonPlanId, lesson.id));
}

/** The coordinator's unit: empty forms first, then those not yet ended, earliest first; its consents all given. */
async function unitForTheCoordinator(db: Database, { period, today, lakesideId }: Where) {
  const classes = Object.keys(DEMO_SCOPES[DEMO_COORDINATOR] ?? {});
  const [unit] = await db
    .select({ id: unitPlans.id, filled: sql<boolean>`${unitPlans.form} is not null` })
    .from(unitPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
    .where(
      and(
        eq(annualPlans.annualPeriod, period),
        eq(annualPlans.status, 'ACTIVE'),
        inArray(annualPlans.gradeName, classes),
        or(isNull(annualPlans.schoolId), eq(annualPlans.schoolId, lakesideId)),
        eq(unitPlans.status, 'ACTIVE'),
        sql`exists (select 1 from ${unitPlanConsents} where ${unitPlanConsents.unitPlanId} = ${unitPlans.id})`,
      ),
    )
    .orderBy(sql`${unitPlans.form} is not null`, sql`${unitPlans.endDate} < ${today}`, asc(unitPlans.startDate))
    .limit(1);
  if (!unit) return;
  if (unit.filled) {
    await db
      .update(unitPlans)
      .set({ form: null, formUpdatedBy: null, formUpdatedOn: null, reflectionBy: null, reflectionOn: null })
      .where(eq(unitPlans.id, unit.id));
    await db.delete(unitLearningOutcomes).where(eq(unitLearningOutcomes.unitPlanId, unit.id));
  }
  await db
    .update(unitPlanConsents)
    .set({
      consent: true,
      givenBy: sql`(select ${users.email} from ${users} where ${users.id} = ${unitPlanConsents.userId})`,
      // Yesterday: a consent of today's morning could lie after the moment of seeding.
      givenOn: new Date(`${addDays(today, -1)}T08:30:00Z`),
    })
    .where(and(eq(unitPlanConsents.unitPlanId, unit.id), eq(unitPlanConsents.consent, false)));
}

/** Leaves the demo teacher a lesson and the demo coordinator a unit plan to fill and submit. */
export async function leaveFormsToFill(db: Database, where: Where) {
  await lessonForTheTeacher(db, where);
  await unitForTheCoordinator(db, where);
}
