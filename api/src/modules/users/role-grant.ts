import {
  appliesToEverySchool,
  type EntityName,
  hasPrivilege,
  type PrivilegeType,
  STAFF_MESSAGES,
} from '@school/contract';
import type { Database } from '../../db/client';
import { activePrivilegesOf } from '../auth/auth.repository';
import type { AuthContext } from '../auth/auth-context';

type GrantedPrivilege = { entityName: string; privilegeType: string };

/**
 * Why the signed-in user may not give (or take away) this role, or null when they may. Two rules keep
 * role assignment from widening anyone's access: a school-limited user deals only in roles limited to
 * a school (a global role would let the assignee see every school), and nobody hands out a role
 * carrying privileges they do not hold themselves.
 */
export function grantProblem(
  role: { isGlobal: boolean; isSchoolApplicable: boolean },
  rolePrivileges: readonly GrantedPrivilege[],
  auth: AuthContext,
): string | null {
  if (auth.limitedToSchool && appliesToEverySchool(role)) return STAFF_MESSAGES.roleOutsideSchool;
  const beyond = rolePrivileges.some(
    (privilege) =>
      !hasPrivilege(auth.privileges, privilege.entityName as EntityName, privilege.privilegeType as PrivilegeType),
  );
  return beyond ? STAFF_MESSAGES.roleBeyondOwnPrivileges : null;
}

/** The active privileges of each of the given roles. */
export async function privilegesOfRoles(db: Database, roleIds: number[]) {
  const byRole = new Map<number, GrantedPrivilege[]>();
  await Promise.all(
    [...new Set(roleIds)].map(async (roleId) => byRole.set(roleId, await activePrivilegesOf(db, [roleId]))),
  );
  return byRole;
}
