import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClassSchoolReference, ClassUserReference } from '@school/contract';
import type { Database } from '../../db/client';
import { grades, schools, users } from '../../db/schema';

/** Pieces the class, section, subject, teacher and import files of this module share. */

export const schoolReferenceColumns = {
  id: schools.id,
  schoolCode: schools.schoolCode,
  schoolName: schools.schoolName,
  campus: schools.campus,
};

export const userReferenceColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export interface UserReferenceRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export const fullNameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export function toUserReference(row: UserReferenceRow): ClassUserReference;
export function toUserReference(row: UserReferenceRow | null): ClassUserReference | null;
export function toUserReference(row: UserReferenceRow | null): ClassUserReference | null {
  return row ? { id: row.id, email: row.email, fullName: fullNameOf(row) } : null;
}

export const toSchoolReference = (row: ClassSchoolReference): ClassSchoolReference => ({
  id: row.id,
  schoolCode: row.schoolCode,
  schoolName: row.schoolName,
  campus: row.campus,
});

/**
 * Lists sort by name ignoring case, in code-point order ("C"), so that PGlite and PostgreSQL (whose default
 * collations differ) answer the same order; the id then makes it stable.
 */
export const byName = (column: AnyColumn): SQL => sql`lower(${column}) collate "C"`;

/** Case-insensitive equality, the way every name of this module is matched. */
export const equalsIgnoringCase = (column: AnyColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** The optional filters of the class, section and subject lists that name a school or a class. */
export function schoolAndClassFilters(query: { schoolCode?: string; className?: string; gradeId?: number }) {
  return and(
    query.schoolCode ? equalsIgnoringCase(schools.schoolCode, query.schoolCode) : undefined,
    query.className ? equalsIgnoringCase(grades.gradeName, query.className) : undefined,
    query.gradeId === undefined ? undefined : eq(grades.id, query.gradeId),
  );
}

/** A class with its school, the record every section, subject and assignment rule starts from. */
export async function findClassWithSchool(db: Database, id: number) {
  const [row] = await db
    .select({ grade: grades, school: schoolReferenceColumns })
    .from(grades)
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .where(eq(grades.id, id));
  return row ?? null;
}
export type ClassWithSchool = NonNullable<Awaited<ReturnType<typeof findClassWithSchool>>>;

/** Of the given users, those who are ACTIVE staff of the school: the only ones who may teach there. */
export async function activeStaffOfSchool(db: Database, schoolId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select(userReferenceColumns)
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.schoolId, schoolId), eq(users.status, 'ACTIVE')));
}
