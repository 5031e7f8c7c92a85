import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { grades, roles, subjects, userRoleGradeSubjects, userRoleGrades, userRoles, users } from '../../db/schema';

export type RoleSummary = Pick<
  typeof roles.$inferSelect,
  'id' | 'name' | 'status' | 'isGlobal' | 'isSchoolApplicable' | 'isGradesApplicable' | 'isSubjectApplicable'
>;

const roleSummary = {
  id: roles.id,
  name: roles.name,
  status: roles.status,
  isGlobal: roles.isGlobal,
  isSchoolApplicable: roles.isSchoolApplicable,
  isGradesApplicable: roles.isGradesApplicable,
  isSubjectApplicable: roles.isSubjectApplicable,
};

export async function findRole(db: Database, id: number): Promise<RoleSummary | null> {
  const [row] = await db.select(roleSummary).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** Every role (a short table), for resolving role names in an import. */
export function allRoles(db: Database): Promise<RoleSummary[]> {
  return db.select(roleSummary).from(roles).orderBy(asc(roles.name));
}

export async function findUserRole(db: Database, userId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
  return row ?? null;
}

/** The role ids each of the given users holds. */
export function roleIdsOfUsers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
}

export async function insertUserRole(db: Database, userId: number, roleId: number) {
  const [row] = await db.insert(userRoles).values({ userId, roleId }).returning({ id: userRoles.id });
  if (!row) throw new Error('user role insert returned nothing');
  return row.id;
}

export async function deleteUserRole(db: Database, userRoleId: number) {
  await db.delete(userRoles).where(eq(userRoles.id, userRoleId));
}

export function gradesOfSchool(db: Database, schoolId: number) {
  return db.select({ id: grades.id, gradeName: grades.gradeName }).from(grades).where(eq(grades.schoolId, schoolId));
}

export function subjectsOfGrades(db: Database, gradeIds: number[]) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: subjects.id, gradeId: subjects.gradeId, subjectName: subjects.subjectName })
    .from(subjects)
    .where(inArray(subjects.gradeId, gradeIds));
}

/** Replaces the grade and subject scope of one role assignment. */
export async function replaceScopes(
  db: Database,
  userRoleId: number,
  scopes: { gradeId: number; subjectIds: number[] }[],
) {
  await db.delete(userRoleGrades).where(eq(userRoleGrades.userRoleId, userRoleId));
  for (const scope of scopes) {
    const [grade] = await db
      .insert(userRoleGrades)
      .values({ userRoleId, gradeId: scope.gradeId })
      .returning({ id: userRoleGrades.id });
    if (!grade) throw new Error('user role grade insert returned nothing');
    if (scope.subjectIds.length > 0) {
      await db
        .insert(userRoleGradeSubjects)
        .values(scope.subjectIds.map((subjectId) => ({ userRoleGradeId: grade.id, subjectId })));
    }
  }
}

/** Role changes are changes of the staff record: the audit columns say who made the last one. */
export async function touchUser(db: Database, userId: number, actor: string) {
  await db.update(users).set({ lastUpdatedBy: actor, lastUpdatedOn: sql`now()` }).where(eq(users.id, userId));
}
