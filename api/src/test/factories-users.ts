import type { TestApp } from './test-app';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLE_NAMES, type StaffCreateInput } from '@school/contract';
import type { Database } from '../db/client';
import { createRole, createSchool } from './factories';
import { classSections, grades, roles, sectionSubjectTeachers, sessions, subjects } from '../db/schema';

const unique = () => randomBytes(4).toString('hex');

/** A valid POST /users payload; the email is unique unless given. */
export function staffPayload(overrides: Partial<StaffCreateInput> = {}): StaffCreateInput {
  return {
    firstName: 'Anita',
    lastName: `Rao ${unique()}`,
    email: `staff-${unique()}@test.school`,
    rawPassword: 'Staff#Pass2026',
    mobile: '+91 98765 43210',
    designation: 'Teacher',
    currentAddress: '1 School Road',
    permanentAddress: '2 Home Street',
    experienceInMonths: 24,
    onboardingDate: '2024-06-01',
    ...overrides,
  };
}

export async function createGrade(db: Database, schoolId: number, gradeName = `Grade ${unique()}`) {
  const [grade] = await db.insert(grades).values({ schoolId, gradeName }).returning();
  if (!grade) throw new Error('grade insert returned nothing');
  return grade;
}

export async function createSection(
  db: Database,
  gradeId: number,
  sectionName = 'A',
  classTeacherId: number | null = null,
) {
  const [section] = await db.insert(classSections).values({ gradeId, sectionName, classTeacherId }).returning();
  if (!section) throw new Error('section insert returned nothing');
  return section;
}

export async function createSubject(db: Database, gradeId: number, subjectName = `Subject ${unique()}`) {
  const [subject] = await db
    .insert(subjects)
    .values({ gradeId, subjectName, subjectValue: subjectName.toUpperCase().replaceAll(' ', '_') })
    .returning();
  if (!subject) throw new Error('subject insert returned nothing');
  return subject;
}

/** Manage Teachers: the user teaches the subject in the section. */
export async function assignTeacher(db: Database, sectionId: number, subjectId: number, userId: number) {
  await db.insert(sectionSubjectTeachers).values({ sectionId, subjectId, userId });
}

export async function roleIdByName(db: Database, name: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`no role named ${name}`);
  return role.id;
}

export async function liveSessionCount(db: Database, userId: number) {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.filter((session) => session.revokedOn === null).length;
}

/**
 * Two schools and the users the staff tests sign in as: a network-wide Administrator, a Coordinator and a
 * Teacher of school A, and a school-limited staff manager of school A holding every privilege on user.
 */
export async function createStaffWorld(t: TestApp) {
  const schoolA = await createSchool(t.db);
  const schoolB = await createSchool(t.db);
  const managerRole = await createRole(
    t.db,
    { user: ['READ', 'CREATE', 'UPDATE', 'DELETE'] },
    { isSchoolApplicable: true, isGradesApplicable: true },
  );
  return {
    schoolA,
    schoolB,
    admin: await t.signIn({ roles: [ROLE_NAMES.administrator] }),
    coordinatorA: await t.signIn({ roles: [ROLE_NAMES.coordinator], schoolId: schoolA.id }),
    teacherA: await t.signIn({ roles: [ROLE_NAMES.teacher], schoolId: schoolA.id }),
    managerA: await t.signIn({ roles: [managerRole.name], schoolId: schoolA.id }),
  };
}
