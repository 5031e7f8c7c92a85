import { and, asc, count, eq, exists, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { type ListSort, type RecordStatus, ROLE_NAMES, SEARCH_COUNT_LIMIT } from '@school/contract';
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
import { listOrder, versionedWrites } from '../../db/crud-sql';
import { containsPattern, type ListPage, offsetOf, startsWithPattern } from '../../lib/crud';
import { gradeOrder } from '../../lib/grade-order';
import { preparedStatements } from '../../lib/prepared';
import type { SchoolScope } from '../../lib/school-scope';

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

/** What a staff list or lookup is narrowed to. */
export interface StaffFilter {
  scope: SchoolScope;
  searchKey?: string | undefined;
  schoolCode?: string | undefined;
  className?: string | undefined;
  status?: RecordStatus | undefined;
  /** Only staff who teach a subject in some section (Manage Teachers). */
  teaching?: boolean | undefined;
}

/** Which conditions a filter has: one prepared statement per shape. */
interface StaffShape {
  scope: 'all' | 'school' | 'none';
  search: 'none' | 'short' | 'trigram';
  schoolCode: boolean;
  className: boolean;
  status: boolean;
  teaching: boolean;
}

const placeholder = sql.placeholder;

/** A key of three characters or more is served by the trigram index of the search column. */
const TRIGRAM = 3;

function shapeOf(filter: StaffFilter): StaffShape {
  const search = filter.searchKey?.trim() ?? '';
  return {
    scope: filter.scope.all ? 'all' : filter.scope.schoolId === null ? 'none' : 'school',
    search: search === '' ? 'none' : search.length < TRIGRAM ? 'short' : 'trigram',
    schoolCode: Boolean(filter.schoolCode),
    className: Boolean(filter.className),
    status: filter.status !== undefined,
    teaching: filter.teaching === true,
  };
}

/** The placeholders' values; a search is a "contains" pattern (LIKE's wildcards in the key escaped). */
function valuesOf(filter: StaffFilter, page?: { page: number; size: number }) {
  const search = filter.searchKey?.trim() ?? '';
  return {
    schoolId: filter.scope.all ? null : filter.scope.schoolId,
    search: search.length < TRIGRAM ? startsWithPattern(search) : containsPattern(search),
    schoolCode: filter.schoolCode ?? '',
    className: filter.className ?? '',
    status: filter.status ?? '',
    limit: page?.size ?? 0,
    offset: page ? offsetOf(page) : 0,
    countLimit: SEARCH_COUNT_LIMIT + 1,
  };
}

/**
 * A key of three characters or more: case-insensitive "contains" over names (first, last and full), email, mobile
 * and designation, on the lower-cased search column, served by its trigram index. A shorter key has no trigram to
 * look up and would match most of a network by substring ('an'), so it matches the start of the first name, the
 * last name or the email, each served by a prefix index.
 */
function staffSearch(shape: StaffShape): SQL | undefined {
  if (shape.search === 'none') return undefined;
  if (shape.search === 'short') {
    const startsWith = (column: SQL) => sql`${column} like lower(${placeholder('search')})`;
    return sql`(${sql.join(
      [users.firstName, users.lastName, users.email].map((column) => startsWith(sql`lower(${column})`)),
      sql` or `,
    )})`;
  }
  return sql`${users.searchText} like lower(${placeholder('search')})`;
}

function inSchoolWithCode(): SQL {
  return inArray(
    users.schoolId,
    sql`(select ${schools.id} from ${schools} where lower(${schools.schoolCode}) = lower(${placeholder('schoolCode')}))`,
  );
}

/** Teachers of a class (by class name): a subject teacher or the class teacher of one of its sections. */
function teachesClassNamed(db: Database): SQL {
  const sameName = sql`lower(${grades.gradeName}) = lower(${placeholder('className')})`;
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

function staffWhere(db: Database, shape: StaffShape): SQL | undefined {
  return and(
    shape.scope === 'all'
      ? undefined
      : shape.scope === 'none'
        ? sql`false`
        : eq(users.schoolId, placeholder('schoolId')),
    staffSearch(shape),
    shape.schoolCode ? inSchoolWithCode() : undefined,
    shape.className ? teachesClassNamed(db) : undefined,
    shape.status ? eq(users.status, placeholder('status')) : undefined,
    shape.teaching ? teachesASubject(db) : undefined,
  );
}

/** Teaches a subject in some section: the people a plan's consents, and so its Teacher filter, can name. */
function teachesASubject(db: Database): SQL {
  return exists(
    db.select({ one: sql`1` }).from(sectionSubjectTeachers).where(eq(sectionSubjectTeachers.userId, users.id)),
  );
}

/** A search's best plan depends on its key (ten rows match, or ten thousand): planned per call. */
const planPerCall = (shape: StaffShape) => shape.search !== 'none';

/** A page's statement differs by filter shape and by order (`sort`), so both are its key. */
interface StaffPageShape extends StaffShape {
  sort: ListSort;
}

const staffPage = preparedStatements(
  'staff_page',
  (db, shape: StaffPageShape, name) =>
    db
      .select({ user: users, school: schoolSummary })
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(staffWhere(db, shape))
      .orderBy(...listOrder(shape.sort, { byName: staffNameOrder, id: users.id, status: users.status }))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(name),
  { planPerCall },
);

const staffLookupPage = preparedStatements(
  'staff_lookup_page',
  (db, shape: StaffShape, name) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        designation: users.designation,
      })
      .from(users)
      .where(staffWhere(db, shape))
      .orderBy(...staffOrder)
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(name),
  { planPerCall },
);

/**
 * How many staff a filter selects. A search counts no further than SEARCH_COUNT_LIMIT + 1 matches (the subquery
 * stops there), so its cost does not grow with the network; a list without a search counts exactly.
 */
const staffCount = preparedStatements(
  'staff_count',
  (db, shape: StaffShape, name) => {
    if (shape.search === 'none') {
      return db.select({ total: count() }).from(users).where(staffWhere(db, shape)).prepare(name);
    }
    const matches = db
      .select({ id: users.id })
      .from(users)
      .where(staffWhere(db, shape))
      .limit(placeholder('countLimit'))
      .as('matches');
    return db.select({ total: count() }).from(matches).prepare(name);
  },
  { planPerCall },
);

/** A filter's count: exact, or for a search that matches more than SEARCH_COUNT_LIMIT staff, that limit. */
async function countStaff(db: Database, shape: StaffShape, values: ReturnType<typeof valuesOf>) {
  const [row] = await staffCount(db, shape).execute(values);
  const total = row?.total ?? 0;
  return shape.search !== 'none' && total > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true }
    : { total };
}

/** One page of staff with their school, in the page's order (GET /users and its CSV export). */
export function pageOfUsers(db: Database, filter: StaffFilter, page: ListPage) {
  const shape = { ...shapeOf(filter), sort: page.sort ?? 'name' };
  return staffPage(db, shape).execute(valuesOf(filter, page));
}

export async function listUsers(db: Database, filter: StaffFilter, page: ListPage) {
  const [rows, counted] = await Promise.all([
    pageOfUsers(db, filter, page),
    countStaff(db, shapeOf(filter), valuesOf(filter)),
  ]);
  return { rows, ...counted };
}

/** ACTIVE staff for teacher pickers. */
export async function lookupUsers(db: Database, filter: StaffFilter, page: { page: number; size: number }) {
  const shape = shapeOf({ ...filter, status: 'ACTIVE' });
  const values = valuesOf({ ...filter, status: 'ACTIVE' }, page);
  const [rows, counted] = await Promise.all([
    staffLookupPage(db, shape).execute(values),
    countStaff(db, shape, values),
  ]);
  return { rows, ...counted };
}

/**
 * The roles of the given users with their grade and subject scopes, in one query: one row per
 * (role assignment, grade, subject), grade and subject null when the assignment has none.
 */
export function rolesOfUsers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return rolesOfUsersStatement(db, undefined).execute({ userIds });
}

const rolesOfUsersStatement = preparedStatements('staff_roles', (db, _shape: undefined, name) =>
  db
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
    .where(sql`${userRoles.userId} = any(${placeholder('userIds')})`)
    .orderBy(
      asc(roles.name),
      asc(userRoles.id),
      ...gradeOrder(),
      asc(userRoleGrades.id),
      asc(sql`lower(${subjects.subjectName})`),
      asc(subjects.id),
    )
    .prepare(name),
);

/** Teaching assignments (Manage Teachers) of the given users, in one query. */
export function assignmentsOfUsers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return assignmentsOfUsersStatement(db, undefined).execute({ userIds });
}

const assignmentsOfUsersStatement = preparedStatements('staff_assignments', (db, _shape: undefined, name) =>
  db
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
    .where(sql`${sectionSubjectTeachers.userId} = any(${placeholder('userIds')})`)
    .orderBy(
      asc(schools.schoolName),
      ...gradeOrder(),
      asc(sql`lower(${classSections.sectionName})`),
      asc(sql`lower(${subjects.subjectName})`),
      asc(sectionSubjectTeachers.id),
    )
    .prepare(name),
);

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

/** Versioned update and status change of a user. */
export const userWrites = versionedWrites(users);
