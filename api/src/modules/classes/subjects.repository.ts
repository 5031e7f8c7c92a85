import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, schools, sectionSubjectTeachers, subjects } from '../../db/schema';
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
} from './class-lookups.repository';
import { selectAssignments } from './teachers.repository';

const subjectOfClass = { table: subjects, id: subjects.id, parentId: subjects.gradeId };

const subjectColumns = {
  subject: subjects,
  grade: gradeReferenceColumns,
  school: schoolReferenceColumns,
};

function selectSubjects(db: Database) {
  return db
    .select(subjectColumns)
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .innerJoin(schools, eq(schools.id, grades.schoolId));
}

/** Subjects with class and school; ordered by subject name, class (grade order), id. */
export function listSubjects(db: Database, filter: ClassListFilter) {
  const columns = {
    searched: [subjects.subjectName, subjects.subjectValue],
    byName: [byName(subjects.subjectName), ...gradeOrder()],
    id: subjects.id,
    status: subjects.status,
  };
  return listClassRecords(filter, columns, selectSubjects(db).$dynamic(), (where) =>
    countClassChildren(db, subjectOfClass, where),
  );
}

export async function findSubject(db: Database, id: number) {
  const [row] = await selectSubjects(db).where(eq(subjects.id, id));
  return row ?? null;
}
export type SubjectRow = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

/** The teachers assigned to the given subjects, with their section; ordered by section, then teacher. */
export function teachersOfSubjects(db: Database, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return selectAssignments(
    db,
    inArray(sectionSubjectTeachers.subjectId, subjectIds),
    byName(classSections.sectionName),
  );
}

/** A subject of the class whose name or value equals the given one (case-insensitive), other than `exceptId`. */
export function findClashingSubject(
  db: Database,
  gradeId: number,
  column: 'subjectName' | 'subjectValue',
  value: string,
  exceptId?: number,
) {
  return findNamedChildId(db, subjectOfClass, gradeId, subjects[column], value, exceptId);
}

export async function insertSubject(db: Database, values: typeof subjects.$inferInsert) {
  const [row] = await db.insert(subjects).values(values).returning();
  if (!row) throw new Error('subject insert returned nothing');
  return row;
}

/** Versioned update and status change of a subject. */
export const subjectWrites = versionedWrites(subjects);
