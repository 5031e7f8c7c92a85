import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, sectionSubjectTeachers, subjects, users } from '../../db/schema';
import { byName, userReferenceColumns } from './class-lookups.repository';

/** A section with the school of its class, for the scope check of Manage Teachers. */
export async function findSectionWithSchool(db: Database, sectionId: number) {
  const [row] = await db
    .select({ id: classSections.id, gradeId: classSections.gradeId, schoolId: grades.schoolId })
    .from(classSections)
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .where(eq(classSections.id, sectionId));
  return row ?? null;
}

/**
 * Section-subject-teacher assignments with their subject, teacher and section, those `where` selects, ordered by
 * `first` and then by teacher.
 */
export function selectAssignments(db: Database, where: SQL, first: SQL) {
  return db
    .select({
      id: sectionSubjectTeachers.id,
      subject: { id: subjects.id, subjectName: subjects.subjectName },
      user: userReferenceColumns,
      section: { id: classSections.id, section: classSections.sectionName },
    })
    .from(sectionSubjectTeachers)
    .innerJoin(subjects, eq(subjects.id, sectionSubjectTeachers.subjectId))
    .innerJoin(users, eq(users.id, sectionSubjectTeachers.userId))
    .innerJoin(classSections, eq(classSections.id, sectionSubjectTeachers.sectionId))
    .where(where)
    .orderBy(first, byName(users.firstName), byName(users.lastName), asc(sectionSubjectTeachers.id));
}

/** The section's assignments, ordered by subject name, then teacher. */
export function assignmentsOfSection(db: Database, sectionId: number) {
  return selectAssignments(db, eq(sectionSubjectTeachers.sectionId, sectionId), byName(subjects.subjectName));
}

export function subjectIdsOfClass(db: Database, gradeId: number) {
  return db.select({ id: subjects.id }).from(subjects).where(eq(subjects.gradeId, gradeId));
}

/** Replaces the section's assignments with the given ones (call inside a transaction). */
export async function replaceAssignments(
  db: Database,
  sectionId: number,
  assignments: { subjectId: number; userId: number }[],
) {
  await db.delete(sectionSubjectTeachers).where(eq(sectionSubjectTeachers.sectionId, sectionId));
  if (assignments.length > 0) {
    await db.insert(sectionSubjectTeachers).values(assignments.map((assignment) => ({ sectionId, ...assignment })));
  }
}
