import { ENTITY_NAMES, type EntityName, PRIVILEGE_TYPES, type PrivilegeType } from '@school/contract/access';
import { PAGE_SIZES } from '@school/contract/constants';
import {
  normaliseRolePrivileges,
  type Privilege,
  type PrivilegeKey,
  type Role,
  type RoleInput,
} from '@school/contract/schemas/role';
import { listQuery, recordStatusOf, useSaveEntity, useStatusChange } from '../../lib/crud';

/** The API path of roles; also the base of their query keys. */
export const ROLES_PATH = '/roles';

/** GET /privileges, 100 to a page: loaded when the roles screen opens. */
export const privilegesQuery = listQuery('/api/privileges', { page: 0, size: PAGE_SIZES.privileges });

/**
 * POST /roles or PUT /roles/{id}. A saved role changes what its holders may do, the signed-in user
 * included: their profile ('auth' queries) is reloaded too.
 */
export function useSaveRole() {
  return useSaveEntity({ create: '/api/roles', update: '/api/roles/{id}' }, { alsoInvalidate: ['auth'] });
}

/** PATCH /roles/{id}?status&version. */
export function useRoleStatusChange() {
  return useStatusChange('/api/roles/{id}', ['auth']);
}

const isEntityName = (name: string): name is EntityName => (ENTITY_NAMES as readonly string[]).includes(name);
const isPrivilegeType = (type: string): type is PrivilegeType => (PRIVILEGE_TYPES as readonly string[]).includes(type);

/** The privileges a role holds, as the form's {entityName, privilegeType} pairs. */
export function privilegeKeysOf(
  privileges: readonly Pick<Privilege, 'entityName' | 'privilegeType'>[],
): PrivilegeKey[] {
  const keys: PrivilegeKey[] = [];
  for (const { entityName, privilegeType } of privileges) {
    if (isEntityName(entityName) && isPrivilegeType(privilegeType)) keys.push({ entityName, privilegeType });
  }
  return normaliseRolePrivileges(keys);
}

/** The form's values for a role being edited, or a new role (no scope, no privilege). */
export function roleFormValues(role?: Role): RoleInput {
  if (!role) {
    return {
      name: '',
      status: 'ACTIVE',
      isGlobal: false,
      isSchoolApplicable: false,
      isGradesApplicable: false,
      isSubjectApplicable: false,
      privileges: [],
    };
  }
  return {
    name: role.name,
    status: recordStatusOf(role.status),
    isGlobal: role.isGlobal,
    isSchoolApplicable: role.isSchoolApplicable,
    isGradesApplicable: role.isGradesApplicable,
    isSubjectApplicable: role.isSubjectApplicable,
    privileges: privilegeKeysOf(role.rolePrivilegeXrefs.map((xref) => xref.privilege)),
    version: role.version,
  };
}

/** The scope flags of a role as short labels for its card. */
export function scopeLabelsOf(
  role: Pick<Role, 'isGlobal' | 'isSchoolApplicable' | 'isGradesApplicable' | 'isSubjectApplicable'>,
) {
  return [
    role.isGlobal && 'Global',
    role.isSchoolApplicable && 'School',
    role.isGradesApplicable && 'Grades',
    role.isSubjectApplicable && 'Subject',
  ].filter((label): label is string => label !== false);
}
