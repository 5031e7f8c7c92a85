import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, schools, subjects, users } from '../../db/schema';
import { versionedWrites } from '../../db/crud-sql';
import { gradeOrder } from '../../lib/grade-order';
import { preparedStatements } from '../../lib/prepared';
import {
  byName,
  type ClassListFilter,
  findNamedChildId,
  listClassRecords,
  schoolReferenceColumns,
  userReferenceColumns,
} from './class-lookups.repository';

export type GradeRow = typeof grades.$inferSelect;

const activeSectionCount =
  sql<number>`(select count(*) from ${classSections} where ${classSections.gradeId} = ${grades.id} and ${classSections.status} = 'ACTIVE')`.mapWith(
    Number,
  );
const activeSubjectCount =
  sql<number>`(select count(*) from ${subjects} where ${subjects.gradeId} = ${grades.id} and ${subjects.status} = 'ACTIVE')`.mapWith(
    Number,
  );

const classSummaryColumns = {
  grade: grades,
  school: schoolReferenceColumns,
  sectionCount: activeSectionCount,
  subjectCount: activeSubjectCount,
};

/** Classes with their school and counts. Ordered by grade, then id. */
export function listClasses(db: Database, filter: ClassListFilter) {
  const columns = { searched: [grades.gradeName], byName: gradeOrder(), id: grades.id, status: grades.status };
  const select = db.select(classSummaryColumns).from(grades).innerJoin(schools, eq(schools.id, grades.schoolId));
  return listClassRecords(filter, columns, select.$dynamic(), async (where) => {
    const [row] = await db
      .select({ total: count() })
      .from(grades)
      .innerJoin(schools, eq(schools.id, grades.schoolId))
      .where(where);
    return row?.total ?? 0;
  });
}

const classSummary = preparedStatements('class_summary', (db, _shape: undefined, name) =>
  db
    .select(classSummaryColumns)
    .from(grades)
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .where(eq(grades.id, sql.placeholder('id')))
    .prepare(name),
);

export async function findClassSummary(db: Database, id: number) {
  const [row] = await classSummary(db, undefined).execute({ id });
  return row ?? null;
}
export type ClassSummaryRow = NonNullable<Awaited<ReturnType<typeof findClassSummary>>>;

/** Sections of a class with their class teacher, ordered by name. */
export function sectionsOfClass(db: Database, gradeId: number) {
  return sectionsOfClassStatement(db, undefined).execute({ gradeId });
}

const sectionsOfClassStatement = preparedStatements('class_sections_of_class', (db, _shape: undefined, name) =>
  db
    .select({ section: classSections, teacher: userReferenceColumns })
    .from(classSections)
    .leftJoin(users, eq(users.id, classSections.classTeacherId))
    .where(eq(classSections.gradeId, sql.placeholder('gradeId')))
    .orderBy(byName(classSections.sectionName), asc(classSections.id))
    .prepare(name),
);

/** Subjects of a class, ordered by name. */
export function subjectsOfClass(db: Database, gradeId: number) {
  return subjectsOfClassStatement(db, undefined).execute({ gradeId });
}

const subjectsOfClassStatement = preparedStatements('class_subjects_of_class', (db, _shape: undefined, name) =>
  db
    .select()
    .from(subjects)
    .where(eq(subjects.gradeId, sql.placeholder('gradeId')))
    .orderBy(byName(subjects.subjectName), asc(subjects.id))
    .prepare(name),
);

export async function findSchoolById(db: Database, id: number) {
  const [row] = await db.select(schoolReferenceColumns).from(schools).where(eq(schools.id, id));
  return row ?? null;
}

/** The class of the school with this name (case-insensitive), other than `exceptId`. */
export function findClassIdByName(db: Database, schoolId: number, gradeName: string, exceptId?: number) {
  const classOfSchool = { table: grades, id: grades.id, parentId: grades.schoolId };
  return findNamedChildId(db, classOfSchool, schoolId, grades.gradeName, gradeName, exceptId);
}

export async function insertClass(db: Database, values: typeof grades.$inferInsert) {
  const [row] = await db.insert(grades).values(values).returning();
  if (!row) throw new Error('class insert returned nothing');
  return row;
}

/** Versioned update and status change of a class. */
export const classWrites = versionedWrites(grades);
