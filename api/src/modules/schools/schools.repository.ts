import { AFFILIATED_BOARD_LOV, type ListSort, type RecordStatus } from '@school/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, lovItems, lovs, schools, subjects } from '../../db/schema';
import { listOrder, versionedWrites } from '../../db/crud-sql';
import { containsPattern, type ListPage, offsetOf } from '../../lib/crud';
import { gradeOrder } from '../../lib/grade-order';
import { preparedStatements } from '../../lib/prepared';
import type { SchoolScope } from '../../lib/school-scope';
import { rowsAndTotal } from '../../db/rows-and-total';

export type SchoolRow = typeof schools.$inferSelect;

export async function findSchool(db: Database, id: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row ?? null;
}

/** Versioned update and status change of a school. */
export const schoolWrites = versionedWrites(schools);

/** School codes are unique case-insensitively. */
export async function findSchoolByCode(db: Database, schoolCode: string) {
  const [row] = await db.select().from(schools).where(sql`lower(${schools.schoolCode}) = lower(${schoolCode})`);
  return row ?? null;
}

/** What the schools list is narrowed to. */
export interface SchoolFilter {
  scope: SchoolScope;
  name?: string | undefined;
  status?: RecordStatus | undefined;
}

/** Which conditions a filter has: one prepared statement per shape. */
interface SchoolShape {
  scope: 'all' | 'school' | 'none';
  name: boolean;
  status: boolean;
}

const placeholder = sql.placeholder;

function schoolWhere(shape: SchoolShape) {
  const pattern = placeholder('name');
  return and(
    shape.scope === 'all' ? undefined : shape.scope === 'none' ? sql`false` : eq(schools.id, placeholder('schoolId')),
    shape.name
      ? or(ilike(schools.schoolName, pattern), ilike(schools.campus, pattern), ilike(schools.schoolCode, pattern))
      : undefined,
    shape.status ? eq(schools.status, placeholder('status')) : undefined,
  );
}

/** A page's statement differs by filter shape and by order (`sort`), so both are its key. */
interface SchoolPageShape extends SchoolShape {
  sort: ListSort;
}

const schoolPage = preparedStatements('school_page', (db, shape: SchoolPageShape, name) =>
  db
    .select()
    .from(schools)
    .where(schoolWhere(shape))
    .orderBy(
      ...listOrder(shape.sort, {
        byName: [asc(schools.schoolName), asc(schools.campus)],
        id: schools.id,
        status: schools.status,
      }),
    )
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(name),
);

const schoolCount = preparedStatements('school_count', (db, shape: SchoolShape, name) =>
  db.select({ total: count() }).from(schools).where(schoolWhere(shape)).prepare(name),
);

export async function listSchools(db: Database, filter: SchoolFilter, page: ListPage) {
  const name = filter.name?.trim() ?? '';
  const shape: SchoolShape = {
    scope: filter.scope.all ? 'all' : filter.scope.schoolId === null ? 'none' : 'school',
    name: name !== '',
    status: filter.status !== undefined,
  };
  const values = {
    schoolId: filter.scope.all ? null : filter.scope.schoolId,
    name: containsPattern(name),
    status: filter.status ?? '',
    limit: page.size,
    offset: offsetOf(page),
  };
  return rowsAndTotal(
    schoolPage(db, { ...shape, sort: page.sort ?? 'name' }).execute(values),
    schoolCount(db, shape).execute(values),
  );
}

export async function insertSchool(db: Database, values: typeof schools.$inferInsert) {
  const [row] = await db.insert(schools).values(values).returning();
  if (!row) throw new Error('school insert returned nothing');
  return row;
}

/** Items of the list of values 'Affiliated Board', every status (names are shown for stored values too). */
export function affiliatedBoardItems(db: Database) {
  return boardItems(db, undefined).execute();
}

const boardItems = preparedStatements('affiliated_board_items', (db, _shape: undefined, name) =>
  db
    .select({ name: lovItems.name, value: lovItems.value, status: lovItems.status })
    .from(lovItems)
    .innerJoin(lovs, eq(lovs.id, lovItems.lovId))
    .where(and(eq(lovs.name, AFFILIATED_BOARD_LOV), eq(lovs.status, 'ACTIVE')))
    .orderBy(asc(lovItems.sortOrder), asc(lovItems.id))
    .prepare(name),
);

/** The Classes tab of the school detail: every class with its ACTIVE section and subject counts. */
export function classSummaries(db: Database, schoolId: number) {
  return db
    .select({
      id: grades.id,
      gradeName: grades.gradeName,
      status: grades.status,
      sectionCount:
        sql<number>`count(distinct ${classSections.id}) filter (where ${classSections.status} = 'ACTIVE')`.mapWith(
          Number,
        ),
      subjectCount: sql<number>`count(distinct ${subjects.id}) filter (where ${subjects.status} = 'ACTIVE')`.mapWith(
        Number,
      ),
    })
    .from(grades)
    .leftJoin(classSections, eq(classSections.gradeId, grades.id))
    .leftJoin(subjects, eq(subjects.gradeId, grades.id))
    .where(eq(grades.schoolId, schoolId))
    .groupBy(grades.id)
    .orderBy(...gradeOrder(), asc(grades.id));
}
