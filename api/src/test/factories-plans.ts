import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  annualPlans,
  lessonPlanConsents,
  lessonPlans,
  tierPlans,
  topics,
  unitPlanConsents,
  unitPlans,
  userRoleGradeSubjects,
  userRoleGrades,
  userRoles,
} from '../db/schema';

const unique = () => randomBytes(3).toString('hex').toUpperCase();
const audit = { createdBy: 'test@school.test', lastUpdatedBy: 'test@school.test' };

/** An annual plan row (network-wide unless schoolId is given), AY26_27, April to March. */
export async function createAnnualPlan(db: Database, values: Partial<typeof annualPlans.$inferInsert> = {}) {
  const [row] = await db
    .insert(annualPlans)
    .values({
      name: `Annual ${unique()}`,
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      annualPeriod: 'AY26_27',
      gradeName: 'V',
      subjectName: `Subject ${unique()}`,
      subjectValue: `SUBJECT_${unique()}`,
      ...audit,
      ...values,
    })
    .returning();
  if (!row) throw new Error('annual plan insert returned nothing');
  return row;
}

export async function createTierPlan(
  db: Database,
  annual: { id: number; startDate: string; endDate: string },
  values: Partial<typeof tierPlans.$inferInsert> = {},
) {
  const [row] = await db
    .insert(tierPlans)
    .values({
      annualPlanId: annual.id,
      name: `Tier ${unique()}`,
      value: 'TIER_1',
      startDate: annual.startDate,
      endDate: annual.endDate,
      ...audit,
      ...values,
    })
    .returning();
  if (!row) throw new Error('tier plan insert returned nothing');
  return row;
}

export async function createTopic(db: Database, tierPlanId: number, name = `Topic ${unique()}`, sortOrder = 1) {
  const [row] = await db.insert(topics).values({ tierPlanId, name, sortOrder }).returning();
  if (!row) throw new Error('topic insert returned nothing');
  return row;
}

export async function createUnitPlan(
  db: Database,
  tier: { id: number; annualPlanId: number; startDate: string; endDate: string },
  values: Partial<typeof unitPlans.$inferInsert> = {},
) {
  const [row] = await db
    .insert(unitPlans)
    .values({
      tierPlanId: tier.id,
      annualPlanId: tier.annualPlanId,
      name: `Unit ${unique()}`,
      startDate: tier.startDate,
      endDate: tier.endDate,
      ...audit,
      ...values,
    })
    .returning();
  if (!row) throw new Error('unit plan insert returned nothing');
  return row;
}

export async function createLessonPlan(
  db: Database,
  unit: { id: number; tierPlanId: number; annualPlanId: number; startDate: string; endDate: string },
  schoolId: number,
  values: Partial<typeof lessonPlans.$inferInsert> = {},
) {
  const [row] = await db
    .insert(lessonPlans)
    .values({
      unitPlanId: unit.id,
      tierPlanId: unit.tierPlanId,
      annualPlanId: unit.annualPlanId,
      schoolId,
      name: `Lesson ${unique()}`,
      startDate: unit.startDate,
      endDate: unit.endDate,
      ...audit,
      ...values,
    })
    .returning();
  if (!row) throw new Error('lesson plan insert returned nothing');
  return row;
}

export async function addUnitConsent(
  db: Database,
  unit: { id: number; annualPlanId: number },
  userId: number,
  consent = false,
) {
  await db.insert(unitPlanConsents).values({ unitPlanId: unit.id, annualPlanId: unit.annualPlanId, userId, consent });
}

export async function addLessonConsent(
  db: Database,
  lesson: { id: number; unitPlanId: number; annualPlanId: number },
  userId: number,
  consent = false,
) {
  await db.insert(lessonPlanConsents).values({
    lessonPlanId: lesson.id,
    unitPlanId: lesson.unitPlanId,
    annualPlanId: lesson.annualPlanId,
    userId,
    consent,
  });
}

/** Limits the user's assignment of a role to a class (grade) and, optionally, some of its subjects. */
export async function limitRoleToGrade(db: Database, userId: number, gradeId: number, subjectIds: number[] = []) {
  const assignments = await db.select().from(userRoles).where(eq(userRoles.userId, userId));
  for (const assignment of assignments) {
    const [link] = await db
      .insert(userRoleGrades)
      .values({ userRoleId: assignment.id, gradeId })
      .onConflictDoNothing()
      .returning();
    const linkId =
      link?.id ??
      (
        await db
          .select({ id: userRoleGrades.id })
          .from(userRoleGrades)
          .where(and(eq(userRoleGrades.userRoleId, assignment.id), eq(userRoleGrades.gradeId, gradeId)))
      )[0]?.id;
    if (linkId === undefined) throw new Error('no user role grade');
    if (subjectIds.length > 0) {
      await db
        .insert(userRoleGradeSubjects)
        .values(subjectIds.map((subjectId) => ({ userRoleGradeId: linkId, subjectId })));
    }
  }
}
