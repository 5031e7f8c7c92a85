import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { grades, schools, subjects } from '../../db/schema';

export { TIER_PLAN_LOV } from '@school/contract';

/** A subject with its class and school (the wizard's choice). */
export async function findSubjectWithClass(db: Database, subjectId: number) {
  const [row] = await db
    .select({
      id: subjects.id,
      subjectName: subjects.subjectName,
      subjectValue: subjects.subjectValue,
      gradeId: grades.id,
      gradeName: grades.gradeName,
      schoolId: grades.schoolId,
    })
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .where(eq(subjects.id, subjectId));
  return row ?? null;
}

/** The subject of a class name in a school, by subject name (case-insensitive). */
export async function findSubjectOfSchoolClass(db: Database, schoolId: number, gradeName: string, subjectName: string) {
  const [row] = await db
    .select({ id: subjects.id, subjectName: subjects.subjectName, subjectValue: subjects.subjectValue })
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .where(
      and(
        eq(grades.schoolId, schoolId),
        sql`lower(${grades.gradeName}) = ${gradeName.trim().toLowerCase()}`,
        sql`lower(${subjects.subjectName}) = ${subjectName.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findSchoolRow(db: Database, schoolId: number) {
  const [row] = await db
    .select({ id: schools.id, schoolCode: schools.schoolCode, schoolName: schools.schoolName, campus: schools.campus })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return row ?? null;
}
