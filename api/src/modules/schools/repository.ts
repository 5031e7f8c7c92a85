import { AFFILIATED_BOARD_LOV } from '@school/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, lovItems, lovs, schools, subjects } from '../../db/schema';
import { countRows, type ListPage, listOrder, offsetOf } from '../../lib/crud';
import { gradeOrder } from '../../lib/grade-order';

export type SchoolRow = typeof schools.$inferSelect;

export async function findSchool(db: Database, id: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row ?? null;
}

/** School codes are unique case-insensitively. */
export async function findSchoolByCode(db: Database, schoolCode: string) {
  const [row] = await db.select().from(schools).where(sql`lower(${schools.schoolCode}) = lower(${schoolCode})`);
  return row ?? null;
}

export async function listSchools(db: Database, where: SQL | undefined, page: ListPage) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(schools)
      .where(where)
      .orderBy(
        ...listOrder(page.sort, {
          byName: [asc(schools.schoolName), asc(schools.campus)],
          id: schools.id,
          status: schools.status,
        }),
      )
      .limit(page.size)
      .offset(offsetOf(page)),
    countRows(db, schools, where),
  ]);
  return { rows, total };
}

export async function insertSchool(db: Database, values: typeof schools.$inferInsert) {
  const [row] = await db.insert(schools).values(values).returning();
  if (!row) throw new Error('school insert returned nothing');
  return row;
}

/** Items of the list of values 'Affiliated Board', every status (names are shown for stored values too). */
export function affiliatedBoardItems(db: Database) {
  return db
    .select({ name: lovItems.name, value: lovItems.value, status: lovItems.status })
    .from(lovItems)
    .innerJoin(lovs, eq(lovs.id, lovItems.lovId))
    .where(and(eq(lovs.name, AFFILIATED_BOARD_LOV), eq(lovs.status, 'ACTIVE')))
    .orderBy(asc(lovItems.sortOrder), asc(lovItems.id));
}

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
