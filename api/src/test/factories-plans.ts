import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ROLE_NAMES } from '@school/contract';
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
import { createRole, createSchool, createUser, TEST_PASSWORD } from './factories';
import { assignTeacher, createClass, createSection, createSubject } from './factories-classes';

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

/**
 * Two schools, each with classes V and VII (Maths, English) and a section A, and the people plan tests sign in as:
 * a global Administrator; a Coordinator and two Teachers of school A; a Teacher of school B; a Coordinator of
 * school A limited to class V, Maths; a user with no plan privilege (a role granting only class READ).
 */
export async function createPlanWorld(t: {
  db: Database;
  login: (email: string, password: string) => Promise<string>;
}) {
  const schoolA = await createSchool(t.db);
  const schoolB = await createSchool(t.db);
  async function classOf(schoolId: number, gradeName: string) {
    const grade = await createClass(t.db, schoolId, { gradeName });
    const maths = await createSubject(t.db, grade.id, { subjectName: 'Maths', subjectValue: 'MATHS' });
    const english = await createSubject(t.db, grade.id, { subjectName: 'English', subjectValue: 'ENGLISH' });
    const section = await createSection(t.db, grade.id, { sectionName: 'A' });
    return { grade, maths, english, section };
  }
  const vA = await classOf(schoolA.id, 'V');
  const viiA = await classOf(schoolA.id, 'VII');
  const vB = await classOf(schoolB.id, 'V');
  const viiB = await classOf(schoolB.id, 'VII');
  const person = async (roles: string[], schoolId: number | null) => {
    const user = await createUser(t.db, { roles, schoolId });
    return { user, token: await t.login(user.email, TEST_PASSWORD) };
  };
  const admin = await person([ROLE_NAMES.administrator], null);
  const coordinator = await person([ROLE_NAMES.coordinator], schoolA.id);
  const teacherA = await person([ROLE_NAMES.teacher], schoolA.id);
  const teacherA2 = await person([ROLE_NAMES.teacher], schoolA.id);
  const teacherB = await person([ROLE_NAMES.teacher], schoolB.id);
  const limited = await person([ROLE_NAMES.coordinator], schoolA.id);
  await limitRoleToGrade(t.db, limited.user.id, vA.grade.id, [vA.maths.id]);
  const noPlanRole = await createRole(t.db, { class: ['READ'] }, { isGlobal: true });
  const outsider = await createUser(t.db, { roles: [noPlanRole.name] });
  const noPrivilege = { user: outsider, token: await t.login(outsider.email, TEST_PASSWORD) };
  await assignTeacher(t.db, vA.section.id, vA.maths.id, teacherA.user.id);
  await assignTeacher(t.db, vA.section.id, vA.maths.id, teacherA2.user.id);
  await assignTeacher(t.db, vB.section.id, vB.maths.id, teacherB.user.id);
  return {
    schoolA,
    schoolB,
    vA,
    viiA,
    vB,
    viiB,
    admin,
    coordinator,
    teacherA,
    teacherA2,
    teacherB,
    limited,
    noPrivilege,
  };
}
export type PlanWorld = Awaited<ReturnType<typeof createPlanWorld>>;

/** A POST /annual-plans body: network-wide class V Maths of AY26_27 with three tiers of one topic each. */
export function annualPlanBody(subjectId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `Maths V ${unique()}`,
    start: '2026-04-01',
    end: '2027-03-31',
    curriculumContext: { gradeName: 'V', annualPeriod: 'AY26_27', subject: { id: subjectId } },
    tierPlans: [
      { name: 'Term 1', value: 'TIER_1', start: '2026-04-01', end: '2026-07-31', topics: [topicBody('Numbers', 1)] },
      { name: 'Term 2', value: 'TIER_2', start: '2026-08-01', end: '2026-11-30', topics: [topicBody('Fractions', 1)] },
      { name: 'Term 3', value: 'TIER_3', start: '2026-12-01', end: '2027-03-31', topics: [topicBody('Geometry', 1)] },
    ],
    ...overrides,
  };
}

export const topicBody = (name: string, sortOrder: number) => ({
  name,
  sortOrder,
  subTopics: [
    { name: `${name} basics`, sortOrder: 1 },
    { name: `${name} practice`, sortOrder: 2 },
  ],
});
