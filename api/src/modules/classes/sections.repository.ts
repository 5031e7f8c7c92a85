import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, schools, users } from '../../db/schema';
import { versionedWrites } from '../../db/crud-sql';
import { gradeOrder } from '../../lib/grade-order';
import {
  byName,
  type ClassListFilter,
  countClassChildren,
  findNamedChildId,
  gradeReferenceColumns,
  listClassRecords,
  schoolReferenceColumns,
  userReferenceColumns,
} from './class-lookups.repository';

const sectionOfClass = { table: classSections, id: classSections.id, parentId: classSections.gradeId };

const sectionColumns = {
  section: classSections,
  grade: gradeReferenceColumns,
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
export function listSections(db: Database, filter: ClassListFilter) {
  const columns = {
    searched: [classSections.sectionName, grades.gradeName],
    byName: [...gradeOrder(), byName(classSections.sectionName)],
    id: classSections.id,
    status: classSections.status,
  };
  return listClassRecords(filter, columns, selectSections(db).$dynamic(), (where) =>
    countClassChildren(db, sectionOfClass, where),
  );
}

export async function findSection(db: Database, id: number) {
  const [row] = await selectSections(db).where(eq(classSections.id, id));
  return row ?? null;
}
export type SectionRow = NonNullable<Awaited<ReturnType<typeof findSection>>>;

/** The section of the class with this name (case-insensitive), other than `exceptId`. */
export function findSectionIdByName(db: Database, gradeId: number, sectionName: string, exceptId?: number) {
  return findNamedChildId(db, sectionOfClass, gradeId, classSections.sectionName, sectionName, exceptId);
}

export async function insertSection(db: Database, values: typeof classSections.$inferInsert) {
  const [row] = await db.insert(classSections).values(values).returning();
  if (!row) throw new Error('class section insert returned nothing');
  return row;
}

/** Versioned update and status change of a section. */
export const sectionWrites = versionedWrites(classSections);
