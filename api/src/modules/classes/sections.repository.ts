import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, schools, users } from '../../db/schema';
import { filterBy, listOrder, nameSearch, versionedWrites } from '../../db/crud-sql';
import { offsetOf } from '../../lib/crud';
import { gradeOrder } from '../../lib/grade-order';
import {
  byName,
  type ClassListFilter,
  equalsIgnoringCase,
  schoolAndClassFilters,
  schoolReferenceColumns,
  userReferenceColumns,
} from './class-lookups.repository';

const sectionColumns = {
  section: classSections,
  grade: { id: grades.id, gradeName: grades.gradeName, schoolId: grades.schoolId },
  school: schoolReferenceColumns,
  teacher: userReferenceColumns,
};

function selectSections(db: Database) {
  return db
    .select(sectionColumns)
    .from(classSections)
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .leftJoin(users, eq(users.id, classSections.classTeacherId));
}

/** Sections with class, school and class teacher; ordered by class (grade order), section name, id. */
export async function listSections(db: Database, filter: ClassListFilter) {
  const page = filter;
  const where = and(
    schoolAndClassFilters(filter),
    nameSearch(filter.name, classSections.sectionName, grades.gradeName),
    filterBy(classSections.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    selectSections(db)
      .where(where)
      .orderBy(
        ...listOrder(page.sort, {
          byName: [...gradeOrder(), byName(classSections.sectionName)],
          id: classSections.id,
          status: classSections.status,
        }),
      )
      .limit(page.size)
      .offset(offsetOf(page)),
    db
      .select({ total: count() })
      .from(classSections)
      .innerJoin(grades, eq(grades.id, classSections.gradeId))
      .innerJoin(schools, eq(schools.id, grades.schoolId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findSection(db: Database, id: number) {
  const [row] = await selectSections(db).where(eq(classSections.id, id));
  return row ?? null;
}
export type SectionRow = NonNullable<Awaited<ReturnType<typeof findSection>>>;

/** The section of the class with this name (case-insensitive), other than `exceptId`. */
export async function findSectionIdByName(db: Database, gradeId: number, sectionName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: classSections.id })
    .from(classSections)
    .where(
      and(
        eq(classSections.gradeId, gradeId),
        equalsIgnoringCase(classSections.sectionName, sectionName),
        exceptId === undefined ? undefined : ne(classSections.id, exceptId),
      ),
    );
  return row?.id ?? null;
}

export async function insertSection(db: Database, values: typeof classSections.$inferInsert) {
  const [row] = await db.insert(classSections).values(values).returning();
  if (!row) throw new Error('class section insert returned nothing');
  return row;
}

/** Versioned update and status change of a section. */
export const sectionWrites = versionedWrites(classSections);
