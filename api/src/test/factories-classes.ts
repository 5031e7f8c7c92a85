import { randomBytes } from 'node:crypto';
import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import { classSections, grades, sectionSubjectTeachers, subjects } from '../db/schema';
import { createRole, createSchool, createUser, TEST_PASSWORD } from './factories';
import type { TestApp } from './test-app';

const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** A class (grade) of the school. */
export async function createClass(db: Database, schoolId: number, values: Partial<typeof grades.$inferInsert> = {}) {
  const [row] = await db
    .insert(grades)
    .values({ schoolId, gradeName: `Class ${unique()}`, createdBy: 'test', lastUpdatedBy: 'test', ...values })
    .returning();
  if (!row) throw new Error('class insert returned nothing');
  return row;
}

export async function createSection(
  db: Database,
  gradeId: number,
  values: Partial<typeof classSections.$inferInsert> = {},
) {
  const [row] = await db
    .insert(classSections)
    .values({ gradeId, sectionName: `S${unique()}`, createdBy: 'test', lastUpdatedBy: 'test', ...values })
    .returning();
  if (!row) throw new Error('class section insert returned nothing');
  return row;
}

export async function createSubject(db: Database, gradeId: number, values: Partial<typeof subjects.$inferInsert> = {}) {
  const name = `Subject ${unique()}`;
  const [row] = await db
    .insert(subjects)
    .values({
      gradeId,
      subjectName: name,
      subjectValue: name.toUpperCase().replace(/\s+/g, '_'),
      createdBy: 'test',
      lastUpdatedBy: 'test',
      ...values,
    })
    .returning();
  if (!row) throw new Error('subject insert returned nothing');
  return row;
}

/** Assigns a teacher to a subject in a section (Manage Teachers). */
export async function assignTeacher(db: Database, sectionId: number, subjectId: number, userId: number) {
  const [row] = await db.insert(sectionSubjectTeachers).values({ sectionId, subjectId, userId }).returning();
  if (!row) throw new Error('assignment insert returned nothing');
  return row;
}

/**
 * Two schools and the people the class tests sign in as: a global Administrator; a Coordinator and a Teacher of
 * school A (school-limited); a school-limited writer of school A holding every class, section and subject
 * privilege (to prove writes stop at the school); and a user holding no privilege at all.
 */
export async function createClassWorld(t: TestApp) {
  const schoolA = await createSchool(t.db);
  const schoolB = await createSchool(t.db);
  const signIn = async (roles: string[], schoolId: number | null) =>
    t.login((await createUser(t.db, { roles, schoolId })).email, TEST_PASSWORD);
  const writerRole = await createRole(
    t.db,
    {
      class: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
      classsection: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
      subject: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
    },
    { isSchoolApplicable: true },
  );
  const nobodyRole = await createRole(t.db, {}, { isSchoolApplicable: true });
  return {
    schoolA,
    schoolB,
    admin: await signIn([ROLE_NAMES.administrator], null),
    coordinatorA: await signIn([ROLE_NAMES.coordinator], schoolA.id),
    teacherA: await signIn([ROLE_NAMES.teacher], schoolA.id),
    writerA: await signIn([writerRole.name], schoolA.id),
    nobody: await signIn([nobodyRole.name], schoolA.id),
  };
}
