import { MESSAGES, ROLE_NAMES, STAFF_MESSAGES, type userRoleInput } from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest, duplicate, type FieldErrors, fieldError, notFound } from '../../lib/http-errors';
import { grantProblem, privilegesOfRoles } from './role-grant';
import * as repo from './user-roles.repository';
import { isLastSystemAdministrator, lockSystemAdministrators } from './users.repository';
import { findChangeableUser } from './staff-access';
import { loadStaff } from './users.service';
import type { AuthContext } from '../auth/auth-context';

type UserRoleInput = z.output<typeof userRoleInput>;
type ClassXrefInput = UserRoleInput['roleClassXrefs'][number];
type Scope = { gradeId: number; subjectIds: number[] };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createUserRoleService({ db }: AppDeps) {
  async function assertMayGrant(role: repo.RoleSummary, auth: AuthContext) {
    const privileges = (await privilegesOfRoles(db, [role.id])).get(role.id) ?? [];
    const problem = grantProblem(role, privileges, auth);
    if (problem) throw fieldError('roleId', problem);
  }

  /**
   * Turns roleClassXrefs into grade ids and subject ids: grades only for a role with
   * isGradesApplicable, subjects only with isSubjectApplicable, every grade of the user's school and
   * every subject of its grade. All problems are answered together, each on its item.
   */
  async function resolveScopes(role: repo.RoleSummary, xrefs: ClassXrefInput[], schoolId: number | null) {
    if (xrefs.length === 0) return [];
    if (!role.isGradesApplicable) throw fieldError('roleClassXrefs', MESSAGES.noGrades);
    if (schoolId === null) throw fieldError('roleClassXrefs', STAFF_MESSAGES.userWithoutSchool);
    const schoolGrades = await repo.gradesOfSchool(db, schoolId);
    const fieldErrors: FieldErrors = {};
    const seenGradeIds = new Set<number>();
    const chosen = xrefs.map((xref, index) => {
      const ref = xref.className;
      const grade =
        ref.id !== undefined
          ? schoolGrades.find((candidate) => candidate.id === ref.id)
          : schoolGrades.find((candidate) => sameText(candidate.gradeName, ref.className ?? ''));
      if (!grade) {
        fieldErrors[`roleClassXrefs.${index}.className`] = [
          STAFF_MESSAGES.classNotInSchool(ref.className || `Class #${ref.id}`),
        ];
      } else if (seenGradeIds.has(grade.id)) {
        fieldErrors[`roleClassXrefs.${index}.className`] = [STAFF_MESSAGES.duplicateClass];
      } else seenGradeIds.add(grade.id);
      if (xref.subjects.length > 0 && !role.isSubjectApplicable) {
        fieldErrors[`roleClassXrefs.${index}.subjects`] = [STAFF_MESSAGES.noSubjects];
      }
      return grade;
    });
    // Every subject of the school: a subject of another class of the school can then be named in the error.
    const schoolSubjects = await repo.subjectsOfGrades(
      db,
      schoolGrades.map((grade) => grade.id),
    );
    const scopes: Scope[] = [];
    xrefs.forEach((xref, index) => {
      const grade = chosen[index];
      if (!grade || !role.isSubjectApplicable) {
        if (grade) scopes.push({ gradeId: grade.id, subjectIds: [] });
        return;
      }
      const subjectIds = new Set<number>();
      xref.subjects.forEach((ref, subjectIndex) => {
        const subject = schoolSubjects.find(
          (candidate) =>
            candidate.gradeId === grade.id &&
            (ref.id !== undefined ? candidate.id === ref.id : sameText(candidate.subjectName, ref.subjectName ?? '')),
        );
        if (subject) subjectIds.add(subject.id);
        else {
          fieldErrors[`roleClassXrefs.${index}.subjects.${subjectIndex}`] = [
            STAFF_MESSAGES.subjectNotInClass(
              ref.subjectName ||
                schoolSubjects.find((candidate) => candidate.id === ref.id)?.subjectName ||
                `Subject #${ref.id}`,
              grade.gradeName,
            ),
          ];
        }
      });
      scopes.push({ gradeId: grade.id, subjectIds: [...subjectIds] });
    });
    if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
    return scopes;
  }

  async function loadRole(roleId: number) {
    const role = await repo.findRole(db, roleId);
    if (!role) throw fieldError('roleId', STAFF_MESSAGES.unknownRole);
    return role;
  }

  return {
    /** POST /users/{id}/roles/: adds a role the user does not hold yet, with its scope. */
    async add(userId: number, input: UserRoleInput, auth: AuthContext) {
      const { user } = await findChangeableUser(db, userId, auth);
      const role = await loadRole(input.roleId);
      if (await repo.findUserRole(db, userId, role.id)) throw duplicate('roleId', STAFF_MESSAGES.roleAlreadyHeld);
      if (role.status !== 'ACTIVE') throw fieldError('roleId', STAFF_MESSAGES.inactiveRole);
      await assertMayGrant(role, auth);
      const scopes = await resolveScopes(role, input.roleClassXrefs, user.schoolId);
      await db.transaction(async (tx) => {
        const userRoleId = await repo.insertUserRole(tx, userId, role.id);
        await repo.replaceScopes(tx, userRoleId, scopes);
        await repo.touchUser(tx, userId, auth.email);
      });
      return loadStaff(db, userId);
    },

    /** PUT /users/{id}/roles/: replaces the grade and subject scope of a role the user holds. */
    async replace(userId: number, input: UserRoleInput, auth: AuthContext) {
      const { user } = await findChangeableUser(db, userId, auth);
      const role = await loadRole(input.roleId);
      const held = await repo.findUserRole(db, userId, role.id);
      if (!held) throw notFound(STAFF_MESSAGES.roleNotHeld);
      await assertMayGrant(role, auth);
      const scopes = await resolveScopes(role, input.roleClassXrefs, user.schoolId);
      await db.transaction(async (tx) => {
        await repo.replaceScopes(tx, held.id, scopes);
        await repo.touchUser(tx, userId, auth.email);
      });
      return loadStaff(db, userId);
    },

    /** DELETE /users/{id}/roles/{roleId}: takes the role (and its scope) away. */
    async remove(userId: number, roleId: number, auth: AuthContext) {
      await findChangeableUser(db, userId, auth);
      const held = await repo.findUserRole(db, userId, roleId);
      const role = held ? await repo.findRole(db, roleId) : null;
      if (!held || !role) throw notFound(STAFF_MESSAGES.roleNotHeld);
      await assertMayGrant(role, auth);
      await db.transaction(async (tx) => {
        if (role.name === ROLE_NAMES.systemAdministrator) {
          await lockSystemAdministrators(tx);
          if (await isLastSystemAdministrator(tx, userId)) {
            throw fieldError('roleId', STAFF_MESSAGES.lastSystemAdministrator);
          }
        }
        await repo.deleteUserRole(tx, held.id);
        await repo.touchUser(tx, userId, auth.email);
      });
      return loadStaff(db, userId);
    },
  };
}
