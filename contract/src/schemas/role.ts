import { z } from 'zod';
import { ENTITY_NAMES, type EntityName, PRIVILEGE_TYPES, type PrivilegeType } from '../access';
import { PAGE_SIZES } from '../constants';
import {
  auditFields,
  filterText,
  idSchema,
  pageQuery,
  pageSizeOf,
  recordStatusSchema,
  requiredText,
  requiredVersion,
  versionSchema,
} from './common';
import { sortedPageQuery } from './sorted-page-query';

export const ROLE_MESSAGES = {
  duplicateName: 'A role with this name already exists.',
  unknownPrivilege: 'This privilege does not exist.',
  builtInName: "A built-in role keeps its name: the product's rules refer to it.",
  roleForEverySchool:
    'Only a user who sees every school may create, change or deactivate a role that applies to every school.',
  ownRole: 'You see only your school, so you cannot change or deactivate a role you hold yourself.',
  systemAdministratorLocked:
    'The System Administrator role stays active and keeps every privilege, so the product can always be administered.',
} as const;

/** One privilege as the Role Privileges form ticks it: an entity and a type. */
export interface PrivilegeKey {
  entityName: EntityName;
  privilegeType: PrivilegeType;
}

const entityOrder = (entity: EntityName) => ENTITY_NAMES.indexOf(entity);
const typeOrder = (type: PrivilegeType) => PRIVILEGE_TYPES.indexOf(type);

/**
 * Spec 000 section 4: Create, Update or Delete on an entity implies Read on it. Returns the set with
 * the implied READs added, without duplicates, in the form's order (entity, then READ..DELETE).
 */
export function normaliseRolePrivileges(privileges: readonly PrivilegeKey[]): PrivilegeKey[] {
  const keys = new Map<string, PrivilegeKey>();
  const add = (entityName: EntityName, privilegeType: PrivilegeType) =>
    keys.set(`${entityName}:${privilegeType}`, { entityName, privilegeType });
  for (const { entityName, privilegeType } of privileges) {
    add(entityName, privilegeType);
    if (privilegeType !== 'READ') add(entityName, 'READ');
  }
  return [...keys.values()].sort(
    (a, b) =>
      entityOrder(a.entityName) - entityOrder(b.entityName) || typeOrder(a.privilegeType) - typeOrder(b.privilegeType),
  );
}

/**
 * The form's checkbox rule: ticking Create, Update or Delete also ticks Read; unticking Read unticks the
 * entity's Create, Update and Delete too, since they rest on it (the server would add Read back for them);
 * unticking any other removes only that one.
 */
export function toggleRolePrivilege(
  privileges: readonly PrivilegeKey[],
  entityName: EntityName,
  privilegeType: PrivilegeType,
  checked: boolean,
): PrivilegeKey[] {
  const removesAll = !checked && privilegeType === 'READ';
  const others = privileges.filter(
    (privilege) => privilege.entityName !== entityName || (!removesAll && privilege.privilegeType !== privilegeType),
  );
  return checked ? normaliseRolePrivileges([...others, { entityName, privilegeType }]) : others;
}

export interface RoleFlags {
  isGlobal: boolean;
  isSchoolApplicable: boolean;
  isGradesApplicable: boolean;
  isSubjectApplicable: boolean;
}

/** Spec 000 section 4: a global role has no school, grade or subject scope. */
export function normaliseRoleFlags<T extends RoleFlags>(flags: T): T {
  if (!flags.isGlobal) return flags;
  return { ...flags, isSchoolApplicable: false, isGradesApplicable: false, isSubjectApplicable: false };
}

export const privilegeKeySchema = z.object({
  entityName: z.enum(ENTITY_NAMES),
  privilegeType: z.enum(PRIVILEGE_TYPES),
});

/** A privilege inside rolePrivilegeXrefs as the original client sends it: by id or by entity and type. */
const rolePrivilegeXrefInput = z.object({
  privilege: z
    .object({
      id: idSchema.optional(),
      entityName: z.enum(ENTITY_NAMES).optional(),
      privilegeType: z.enum(PRIVILEGE_TYPES).optional(),
    })
    .refine(
      (privilege) => privilege.id !== undefined || (privilege.entityName && privilege.privilegeType),
      'Give the privilege id, or its entityName and privilegeType',
    ),
});

const flag = z.boolean().default(false);

/**
 * POST /roles and PUT /roles/{id}. The privilege set is `privileges` ({entityName, privilegeType}
 * pairs); rolePrivilegeXrefs (the response's shape, by privilege id or pair) is read only when
 * `privileges` is absent. Neither given on PUT keeps the stored set; an empty list clears it.
 * Status changes only through PATCH /roles/{id}?status.
 */
export const roleInput = z.object({
  name: requiredText(100),
  status: recordStatusSchema.default('ACTIVE'),
  isGlobal: flag,
  isSchoolApplicable: flag,
  isGradesApplicable: flag,
  isSubjectApplicable: flag,
  privileges: z.array(privilegeKeySchema).max(500).optional(),
  rolePrivilegeXrefs: z.array(rolePrivilegeXrefInput).max(500).optional(),
  version: versionSchema.optional(),
});
export type RoleInput = z.input<typeof roleInput>;
/** PUT /roles/{id}: the same with the version read. */
export const roleUpdateInput = roleInput.extend({ version: requiredVersion });

export const privilegeResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  entityName: z.string(),
  privilegeType: z.string(),
  status: z.string(),
});
export type Privilege = z.infer<typeof privilegeResponse>;

export const roleResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  isGlobal: z.boolean(),
  isSchoolApplicable: z.boolean(),
  isGradesApplicable: z.boolean(),
  isSubjectApplicable: z.boolean(),
  rolePrivilegeXrefs: z.array(z.object({ privilege: privilegeResponse })),
  ...auditFields,
});
export type Role = z.infer<typeof roleResponse>;

/** GET /roles: searchKey (the client's parameter) or name. */
export const roleListQuery = sortedPageQuery.extend({
  searchKey: filterText(200),
  status: recordStatusSchema.optional(),
});

/** GET /privileges: the form loads them all, 100 to a page. */
export const privilegeListQuery = pageQuery.extend({
  size: pageSizeOf(PAGE_SIZES.privileges),
});
