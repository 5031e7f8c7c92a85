import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../lib/prepared';
import {
  classSections,
  grades,
  lessonPlanConsents,
  schools,
  sectionSubjectTeachers,
  subjects,
  unitPlanConsents,
  users,
} from '../../db/schema';

/*
 * Consents of unit and lesson plans: who the subject teachers are (today's Manage Teachers assignments), the lists
 * themselves, and their changes. Two tables of one shape; `ConsentTable` names the one a caller works on.
 */

/** Where a plan's subject teachers teach: the class name and subject of its annual plan, in some schools. */
export interface TeacherSource {
  gradeName: string;
  subjectName: string;
  subjectValue: string;
  /** The schools the plan covers: null for every school (a network-wide unit plan). */
  schoolId: number | null;
}

export interface SubjectTeacher {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The ACTIVE users assigned (Manage Teachers) to the plan's subject in an ACTIVE section of an ACTIVE class of that
 * name, in the ACTIVE schools the plan covers. The subject matches by name or value, the class by name, ignoring
 * case and surrounding spaces (classes and subjects are rows of each school; plans name them across the network).
 */
export function subjectTeachers(db: Database, source: TeacherSource): Promise<SubjectTeacher[]> {
  return db
    .selectDistinct({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(sectionSubjectTeachers)
    .innerJoin(subjects, eq(subjects.id, sectionSubjectTeachers.subjectId))
    .innerJoin(classSections, eq(classSections.id, sectionSubjectTeachers.sectionId))
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .innerJoin(users, eq(users.id, sectionSubjectTeachers.userId))
    .where(
      and(
        sql`lower(btrim(${grades.gradeName})) = lower(btrim(${source.gradeName}))`,
        sql`(lower(btrim(${subjects.subjectName})) = lower(btrim(${source.subjectName})) or lower(btrim(${subjects.subjectValue})) = lower(btrim(${source.subjectValue})))`,
        source.schoolId === null ? undefined : eq(grades.schoolId, source.schoolId),
        eq(subjects.gradeId, grades.id),
        eq(users.status, 'ACTIVE'),
        eq(classSections.status, 'ACTIVE'),
        eq(grades.status, 'ACTIVE'),
        eq(subjects.status, 'ACTIVE'),
        eq(schools.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(users.id));
}

export type ConsentTable = typeof unitPlanConsents | typeof lessonPlanConsents;
type ConsentKind = 'unit' | 'lesson';

const tableOf = (kind: ConsentKind): ConsentTable => (kind === 'unit' ? unitPlanConsents : lessonPlanConsents);
const planColumnOf = (kind: ConsentKind) =>
  kind === 'unit' ? unitPlanConsents.unitPlanId : lessonPlanConsents.lessonPlanId;

/** A consent row with its teacher, as details answer it. */
export interface ConsentRow {
  id: number;
  planId: number;
  userId: number;
  consent: boolean;
  givenBy: string | null;
  givenOn: Date | null;
  email: string;
  firstName: string;
  lastName: string;
}

/** The consents of some plans, each list in teacher name order; with schoolId, those of that school's teachers. */
export function consentsOf(
  db: Database,
  kind: ConsentKind,
  planIds: number[],
  schoolId: number | null = null,
): Promise<ConsentRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return consentsOfStatement(db, { kind, ofSchool: schoolId !== null }).execute({ planIds, schoolId });
}

const consentsOfStatement = preparedStatements(
  'plan_consents',
  (db, shape: { kind: ConsentKind; ofSchool: boolean }, name) => {
    const table = tableOf(shape.kind);
    const planColumn = planColumnOf(shape.kind);
    const ofSchool = shape.ofSchool ? sql` and ${users.schoolId} = ${sql.placeholder('schoolId')}` : sql``;
    return db
      .select({
        id: table.id,
        planId: planColumn,
        userId: table.userId,
        consent: table.consent,
        givenBy: table.givenBy,
        givenOn: table.givenOn,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(sql`${planColumn} = any(${sql.placeholder('planIds')})${ofSchool}`)
      .orderBy(sql`lower(${users.firstName}) collate "C"`, sql`lower(${users.lastName}) collate "C"`, asc(table.id))
      .prepare(name);
  },
);

/** How many consents a plan has, how many are given, and the user's own tick (null when they hold none). */
export interface ConsentSummary {
  planId: number;
  count: number;
  given: number;
  own: boolean | null;
}

/**
 * The consent counts of some plans, aggregated by the database (a network-wide plan has thousands of consents;
 * a list prints only how many are given), with the user's own tick for the abilities.
 */
export function consentSummariesOf(
  db: Database,
  kind: ConsentKind,
  planIds: number[],
  userId: number,
): Promise<ConsentSummary[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return consentSummariesStatement(db, { kind }).execute({ planIds, userId });
}

const consentSummariesStatement = preparedStatements(
  'plan_consent_summaries',
  (db, { kind }: { kind: ConsentKind }, name) => {
    const table = tableOf(kind);
    const planColumn = planColumnOf(kind);
    return db
      .select({
        planId: planColumn,
        count: sql<number>`count(*)::int`,
        given: sql<number>`(count(*) filter (where ${table.consent}))::int`,
        own: sql<
          boolean | null
        >`bool_or(${table.consent}) filter (where ${table.userId} = ${sql.placeholder('userId')})`,
      })
      .from(table)
      .where(sql`${planColumn} = any(${sql.placeholder('planIds')})`)
      .groupBy(planColumn)
      .prepare(name);
  },
);

/** Where a consent row hangs: its plan and the plans above it (columns the visibility rule reads). */
type UnitConsentOwner = { unitPlanId: number; annualPlanId: number };
type LessonConsentOwner = { lessonPlanId: number; unitPlanId: number; annualPlanId: number };

/**
 * Brings a unit plan's consent list to the given teachers: a teacher still listed keeps their row (and tick), a new
 * one is added unticked, one no longer listed is removed. Call inside a transaction.
 */
export async function syncUnitConsents(db: Database, owner: UnitConsentOwner, teacherIds: number[]) {
  await removeOthers(db, 'unit', owner.unitPlanId, teacherIds);
  if (teacherIds.length > 0) {
    await db
      .insert(unitPlanConsents)
      .values(teacherIds.map((userId) => ({ ...owner, userId })))
      .onConflictDoNothing({ target: [unitPlanConsents.unitPlanId, unitPlanConsents.userId] });
  }
}

/** The same for a lesson plan. */
export async function syncLessonConsents(db: Database, owner: LessonConsentOwner, teacherIds: number[]) {
  await removeOthers(db, 'lesson', owner.lessonPlanId, teacherIds);
  if (teacherIds.length > 0) {
    await db
      .insert(lessonPlanConsents)
      .values(teacherIds.map((userId) => ({ ...owner, userId })))
      .onConflictDoNothing({ target: [lessonPlanConsents.lessonPlanId, lessonPlanConsents.userId] });
  }
}

async function removeOthers(db: Database, kind: ConsentKind, planId: number, keepUserIds: number[]) {
  const table = tableOf(kind);
  const others: SQL | undefined = keepUserIds.length > 0 ? notInArray(table.userId, keepUserIds) : undefined;
  await db.delete(table).where(and(eq(planColumnOf(kind), planId), others));
}

/** Sets the tick of some teachers of one plan; a given tick records who and when, an untick clears them. */
export async function setConsents(
  db: Database,
  kind: ConsentKind,
  planId: number,
  changes: { userId: number; consent: boolean }[],
  actor: string,
) {
  const table = tableOf(kind);
  const now = new Date();
  for (const change of changes) {
    await db
      .update(table)
      .set(
        change.consent
          ? { consent: true, givenBy: actor, givenOn: now }
          : { consent: false, givenBy: null, givenOn: null },
      )
      .where(
        and(
          eq(planColumnOf(kind), planId),
          eq(table.userId, change.userId),
          // A tick already given keeps who gave it and when.
          sql`${table.consent} is distinct from ${change.consent}`,
        ),
      );
  }
}
