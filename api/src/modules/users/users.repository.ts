import { and, asc, count, eq, exists, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../../db/client';
import {
  classSections,
  grades,
  roles,
  schools,
  sectionSubjectTeachers,
  subjects,
  userRoleGradeSubjects,
  userRoleGrades,
  userRoles,
  users,
} from '../../db/schema';
import { type ListPage, listOrder, offsetOf } from '../../lib/crud';
import { gradeOrder } from '../../lib/grade-order';

export type UserRow = typeof users.$inferSelect;
export type SchoolSummary = { id: number; schoolCode: string; schoolName: string; campus: string };
export type UserWithSchool = { user: UserRow; school: SchoolSummary | null };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const schoolSummary = {
  id: schools.id,
  schoolCode: schools.schoolCode,
  schoolName: schools.schoolName,
  campus: schools.campus,
};

/** Stable order of every staff list: first name, last name, then id. */
const staffNameOrder = [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)];
const staffOrder = [...staffNameOrder, asc(users.id)];

export async function findUser(db: Database, id: number): Promise<UserWithSchool | null> {
  const [row] = await db
    .select({ user: users, school: schoolSummary })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return row ?? null;
}

/** Users whose lower-cased email is among the given ones (for the import). */
export function findUsersByEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map(normaliseEmail)));
}

/** Case-insensitive "contains" over names (first, last and full), email, mobile and designation. */
export function staffSearch(searchKey: string | undefined): SQL | undefined {
  const text = searchKey?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const fields = [
    users.firstName,
    users.lastName,
    sql`(${users.firstName} || ' ' || ${users.lastName})`,
    users.email,
    users.mobile,
    users.designation,
  ];
  return sql`(${sql.join(
    fields.map((field) => sql`${field} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export function inSchoolWithCode(schoolCode: string): SQL {
  return inArray(
    users.schoolId,
    sql`(select ${schools.id} from ${schools} where lower(${schools.schoolCode}) = lower(${schoolCode}))`,
  );
}

/** Teachers of a class (by class name): a subject teacher or the class teacher of one of its sections. */
export function teachesClassNamed(db: Database, className: string): SQL {
  const sameName = sql`lower(${grades.gradeName}) = lower(${className})`;
  const subjectTeacher = db
    .select({ one: sql`1` })
    .from(sectionSubjectTeachers)
    .innerJoin(classSections, eq(classSections.id, sectionSubjectTeachers.sectionId))
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .where(and(eq(sectionSubjectTeachers.userId, users.id), sameName));
  const classTeacher = db
    .select({ one: sql`1` })
    .from(classSections)
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .where(and(eq(classSections.classTeacherId, users.id), sameName));
  return sql`(${exists(subjectTeacher)} or ${exists(classTeacher)})`;
}

/** One page of staff with their school, in the page's order (GET /users and its CSV export). */
export function pageOfUsers(db: Database, where: SQL | undefined, page: ListPage) {
  return db
    .select({ user: users, school: schoolSummary })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(where)
    .orderBy(...listOrder(page.sort, { byName: staffNameOrder, id: users.id, status: users.status }))
    .limit(page.size)
    .offset(offsetOf(page));
}

export async function listUsers(db: Database, where: SQL | undefined, page: ListPage) {
  const [rows, [total]] = await Promise.all([
    pageOfUsers(db, where, page),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function lookupUsers(db: Database, where: SQL | undefined, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(where)
      .orderBy(...staffOrder)
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * The roles of the given users with their grade and subject scopes, in one query: one row per
 * (role assignment, grade, subject), grade and subject null when the assignment has none.
 */
export function rolesOfUsers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userRoleId: userRoles.id,
      userId: userRoles.userId,
      roleId: userRoles.roleId,
      roleName: roles.name,
      xrefId: userRoleGrades.id,
      gradeId: grades.id,
      gradeName: grades.gradeName,
      subjectId: subjects.id,
      subjectName: subjects.subjectName,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(userRoleGrades, eq(userRoleGrades.userRoleId, userRoles.id))
    .leftJoin(grades, eq(grades.id, userRoleGrades.gradeId))
    .leftJoin(userRoleGradeSubjects, eq(userRoleGradeSubjects.userRoleGradeId, userRoleGrades.id))
    .leftJoin(subjects, eq(subjects.id, userRoleGradeSubjects.subjectId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(
      asc(roles.name),
      asc(userRoles.id),
      ...gradeOrder(),
      asc(userRoleGrades.id),
      asc(sql`lower(${subjects.subjectName})`),
      asc(subjects.id),
    );
}

/** Teaching assignments (Manage Teachers) of the given users, in one query. */
export function assignmentsOfUsers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sectionSubjectTeachers.id,
      userId: sectionSubjectTeachers.userId,
      schoolName: schools.schoolName,
      schoolCode: schools.schoolCode,
      gradeId: grades.id,
      gradeName: grades.gradeName,
      sectionId: classSections.id,
      sectionName: classSections.sectionName,
      subjectId: subjects.id,
      subjectName: subjects.subjectName,
    })
    .from(sectionSubjectTeachers)
    .innerJoin(classSections, eq(classSections.id, sectionSubjectTeachers.sectionId))
    .innerJoin(subjects, eq(subjects.id, sectionSubjectTeachers.subjectId))
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .where(inArray(sectionSubjectTeachers.userId, userIds))
    .orderBy(
      asc(schools.schoolName),
      ...gradeOrder(),
      asc(sql`lower(${classSections.sectionName})`),
      asc(sql`lower(${subjects.subjectName})`),
      asc(sectionSubjectTeachers.id),
    );
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function findSchool(db: Database, id: number) {
  const [row] = await db.select(schoolSummary).from(schools).where(eq(schools.id, id));
  return row ?? null;
}

export async function schoolsOfIds(db: Database, ids: number[]): Promise<SchoolSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select(schoolSummary)
    .from(schools)
    .where(inArray(schools.id, [...new Set(ids)]));
}

export function schoolsByCodes(db: Database, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select(schoolSummary)
    .from(schools)
    .where(
      inArray(
        sql`lower(${schools.schoolCode})`,
        codes.map((code) => code.toLowerCase()),
      ),
    );
}

/** After a move to another school, role scopes keep only the grades of the new school. */
export async function dropGradeScopesOutsideSchool(db: Database, userId: number, schoolId: number | null) {
  const ofUser = sql`${userRoleGrades.userRoleId} in (select ${userRoles.id} from ${userRoles} where ${userRoles.userId} = ${userId})`;
  const outside =
    schoolId === null
      ? sql`true`
      : sql`${userRoleGrades.gradeId} not in (select ${grades.id} from ${grades} where ${grades.schoolId} = ${schoolId})`;
  await db.delete(userRoleGrades).where(and(ofUser, outside));
}

/** First key of the advisory lock that serialises the changes which could leave no System Administrator. */
const SYSTEM_ADMINISTRATOR_LOCK = [6002, 0] as const;

/**
 * Until the transaction ends, nobody else may deactivate a user or take a role away while checking that a
 * System Administrator remains: checked one at a time, two administrators removing each other leave one.
 */
export async function lockSystemAdministrators(db: Database) {
  const [namespace, key] = SYSTEM_ADMINISTRATOR_LOCK;
  await db.execute(sql`select pg_advisory_xact_lock(${namespace}, ${key})`);
}

/** Whether the user is the only ACTIVE user holding the System Administrator role. */
export async function isLastSystemAdministrator(db: Database, userId: number) {
  const holders = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.name, ROLE_NAMES.systemAdministrator), eq(users.status, 'ACTIVE')));
  return holders.length === 1 && holders[0]?.userId === userId;
}

/** Whether the user holds (in any status) a role that applies to every school: global or not school-applicable. */
export async function holdsRoleForEverySchool(db: Database, userId: number) {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), or(roles.isGlobal, not(roles.isSchoolApplicable))))
    .limit(1);
  return row !== undefined;
}
