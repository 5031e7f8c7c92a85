import { type AnyColumn, and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { RecordStatus } from '@school/contract';
import type { Database } from '../../db/client';
import { filterBy, listOrder, nameSearch } from '../../db/crud-sql';
import { grades, schools, users } from '../../db/schema';
import { type ListPage, offsetOf } from '../../lib/crud';
import { type SchoolScope, schoolCondition } from '../../lib/school-scope';

/** Queries the class, section, subject, teacher and import files of this module share. */

/** The class a section or subject belongs to; its school decides who may see the record. */
export const gradeReferenceColumns = { id: grades.id, gradeName: grades.gradeName, schoolId: grades.schoolId };

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

/**
 * Lists sort by name ignoring case, in code-point order ("C"), so that PGlite and PostgreSQL (whose default
 * collations differ) answer the same order; the id then makes it stable.
 */
export const byName = (column: AnyColumn): SQL => sql`lower(${column}) collate "C"`;

/** Case-insensitive equality, the way every name of this module is matched. */
export const equalsIgnoringCase = (column: AnyColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** What the class, section and subject lists may be filtered by; `scope` limits them to the schools the user sees. */
export interface ClassListFilter extends ListPage {
  scope: SchoolScope;
  name?: string;
  status?: RecordStatus;
  schoolCode?: string;
  schoolId?: number;
  className?: string;
  gradeId?: number;
}

/** The conditions of a class list filter that name a school or a class (the school scope included). */
export function schoolAndClassFilters(filter: ClassListFilter) {
  return and(
    schoolCondition(filter.scope, grades.schoolId),
    filter.schoolCode ? equalsIgnoringCase(schools.schoolCode, filter.schoolCode) : undefined,
    filter.schoolId === undefined ? undefined : eq(grades.schoolId, filter.schoolId),
    filter.className ? equalsIgnoringCase(grades.gradeName, filter.className) : undefined,
    filter.gradeId === undefined ? undefined : eq(grades.id, filter.gradeId),
  );
}

/** What a class, section or subject list searches (contains), orders (`byName` as the natural order) and filters by. */
export interface ClassListColumns {
  searched: AnyColumn[];
  byName: SQL[];
  id: AnyColumn;
  status: AnyColumn;
}

/**
 * A page of a class, section or subject list: `select` (classes, sections or subjects joined with their class and
 * school, as `.$dynamic()`) under the filter's conditions in the list's order, and `countOf` those conditions.
 */
export async function listClassRecords<T extends PgSelect>(
  filter: ClassListFilter,
  columns: ClassListColumns,
  select: T,
  countOf: (where: SQL | undefined) => Promise<number>,
) {
  const where = and(
    schoolAndClassFilters(filter),
    nameSearch(filter.name, ...columns.searched),
    filterBy(columns.status, filter.status),
  );
  const [rows, total] = await Promise.all([
    select
      .where(where)
      .orderBy(...listOrder(filter.sort, columns))
      .limit(filter.size)
      .offset(offsetOf(filter)),
    countOf(where),
  ]);
  return { rows, total };
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

/** A table of records named within a parent: classes in a school, sections and subjects in a class. */
export interface NamedChild {
  table: PgTable;
  id: AnyColumn;
  parentId: AnyColumn;
}

/** The record of the parent whose `column` equals `value` ignoring case, other than `exceptId`; null when none. */
export async function findNamedChildId(
  db: Database,
  child: NamedChild,
  parentId: number,
  column: AnyColumn,
  value: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: sql<number>`${child.id}`.mapWith(Number) })
    .from(child.table)
    .where(
      and(
        eq(child.parentId, parentId),
        equalsIgnoringCase(column, value),
        exceptId === undefined ? undefined : ne(child.id, exceptId),
      ),
    );
  return row?.id ?? null;
}

/** How many records of a class's child table (sections, subjects) the list's condition selects. */
export async function countClassChildren(db: Database, child: NamedChild, where: SQL | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(child.table)
    .innerJoin(grades, eq(grades.id, child.parentId))
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .where(where);
  return row?.total ?? 0;
}
