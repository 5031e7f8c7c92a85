import {
  appliesToEverySchool,
  type EntityName,
  isSystemAdministratorRole,
  normaliseRoleFlags,
  normaliseRolePrivileges,
  type PrivilegeKey,
  type PrivilegeType,
  type privilegeListQuery,
  type RecordStatus,
  ROLE_MESSAGES,
  ROLE_NAMES,
  type Role,
  type RoleScopeFlags,
  type roleInput,
  type roleUpdateInput,
  type roleListQuery,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, childrenOf, createdByActor, idsOf, toPage } from '../../lib/crud';
import { badRequest, duplicate, type FieldErrors, fieldError, forbidden, notFound } from '../../lib/http-errors';
import * as repo from './roles.repository';
import type { AuthContext } from '../auth/auth-context';

type RoleInput = z.output<typeof roleInput>;
type RoleUpdate = z.output<typeof roleUpdateInput>;

const BUILT_IN_NAMES = new Set<string>(Object.values(ROLE_NAMES).map((name) => name.toLowerCase()));
const keyOf = (privilege: PrivilegeKey | repo.PrivilegeRow) => `${privilege.entityName}:${privilege.privilegeType}`;

function privilegeOf(row: repo.PrivilegeRow) {
  return {
    id: row.id,
    name: row.name,
    entityName: row.entityName,
    privilegeType: row.privilegeType,
    status: row.status,
  };
}

function toResponse(row: repo.RoleRow, granted: repo.PrivilegeRow[]): Role {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isGlobal: row.isGlobal,
    isSchoolApplicable: row.isSchoolApplicable,
    isGradesApplicable: row.isGradesApplicable,
    isSubjectApplicable: row.isSubjectApplicable,
    rolePrivilegeXrefs: granted.map((privilege) => ({ privilege: privilegeOf(privilege) })),
    ...auditOf(row),
  };
}

/**
 * Roles are shared by every school: no school scope applies. What a role allows is read per request
 * (auth loadAccess), so a saved change applies to its holders on their next call.
 */
export function createRoleService({ db }: AppDeps) {
  async function get(id: number) {
    const row = await repo.findRole(db, id);
    if (!row) throw notFound();
    const granted = await repo.privilegesOfRoles(db, [id]);
    return toResponse(
      row,
      granted.map((link) => link.privilege),
    );
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findRoleIdByName(db, name);
    if (existing !== null && existing !== exceptId) throw duplicate('name', ROLE_MESSAGES.duplicateName);
  }

  /**
   * The privilege ids the input asks for, with the READ that Create, Update or Delete implies;
   * undefined when the input names no privilege set (a PUT then keeps the stored one).
   */
  async function privilegeIdsOf(input: RoleInput): Promise<number[] | undefined> {
    if (input.privileges === undefined && input.rolePrivilegeXrefs === undefined) return undefined;
    const all = await repo.allPrivileges(db);
    const fieldErrors: FieldErrors = {};
    // `privileges` wins when both are sent: a form that spreads the loaded role into its body still
    // carries the old rolePrivilegeXrefs, which must not bring back what the user unticked.
    const asked: PrivilegeKey[] = [...(input.privileges ?? [])];
    if (input.privileges === undefined) {
      input.rolePrivilegeXrefs?.forEach(({ privilege }, index) => {
        if (privilege.id !== undefined) {
          const found = all.find((candidate) => candidate.id === privilege.id);
          if (found) {
            asked.push({
              entityName: found.entityName as EntityName,
              privilegeType: found.privilegeType as PrivilegeType,
            });
          } else fieldErrors[`rolePrivilegeXrefs.${index}.privilege.id`] = [ROLE_MESSAGES.unknownPrivilege];
        } else if (privilege.entityName && privilege.privilegeType) {
          asked.push({ entityName: privilege.entityName, privilegeType: privilege.privilegeType });
        }
      });
    }
    const byKey = new Map(all.map((privilege) => [keyOf(privilege), privilege.id]));
    const ids: number[] = [];
    for (const key of normaliseRolePrivileges(asked)) {
      const id = byKey.get(keyOf(key));
      if (id === undefined) fieldErrors.privileges = [`${ROLE_MESSAGES.unknownPrivilege} (${keyOf(key)})`];
      else ids.push(id);
    }
    if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
    return ids;
  }

  /**
   * A user who sees only their school may not widen anyone's reach: no role for every school (before or after
   * the change), and no role they hold themselves, or they could lift their own limits.
   */
  async function assertMayEdit(auth: AuthContext, role: repo.RoleRow | null, flags: RoleScopeFlags | null) {
    if (!auth.limitedToSchool) return;
    if ((role && appliesToEverySchool(role)) || (flags && appliesToEverySchool(flags))) {
      throw forbidden(ROLE_MESSAGES.roleForEverySchool);
    }
    if (role && (await repo.holdsRole(db, auth.userId, role.id))) throw forbidden(ROLE_MESSAGES.ownRole);
  }

  const flagsOf = (input: RoleInput) =>
    normaliseRoleFlags({
      isGlobal: input.isGlobal,
      isSchoolApplicable: input.isSchoolApplicable,
      isGradesApplicable: input.isGradesApplicable,
      isSubjectApplicable: input.isSubjectApplicable,
    });

  return {
    get,

    async list(query: z.output<typeof roleListQuery>) {
      const { rows, total } = await repo.listRoles(db, { ...query, name: query.searchKey ?? query.name });
      const grantedTo = childrenOf(await repo.privilegesOfRoles(db, idsOf(rows)), (link) => link.roleId);
      return toPage(
        query,
        total,
        rows.map((row) =>
          toResponse(
            row,
            grantedTo(row.id).map((link) => link.privilege),
          ),
        ),
      );
    },

    async create(input: RoleInput, auth: AuthContext) {
      await assertMayEdit(auth, null, flagsOf(input));
      await assertNameFree(input.name);
      const privilegeIds = (await privilegeIdsOf(input)) ?? [];
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertRole(tx, {
          name: input.name,
          status: input.status,
          ...flagsOf(input),
          ...createdByActor(auth.email),
        });
        await repo.replaceRolePrivileges(tx, row.id, privilegeIds);
        return row.id;
      });
      return get(id);
    },

    /** Saves the name, the flags and (when given) the privilege set together. Status changes only by PATCH. */
    async update(id: number, input: RoleUpdate, auth: AuthContext) {
      const existing = await repo.findRole(db, id);
      if (!existing) throw notFound();
      await assertMayEdit(auth, existing, flagsOf(input));
      if (BUILT_IN_NAMES.has(existing.name.toLowerCase()) && input.name !== existing.name) {
        throw fieldError('name', ROLE_MESSAGES.builtInName);
      }
      await assertNameFree(input.name, id);
      const privilegeIds = await privilegeIdsOf(input);
      if (isSystemAdministratorRole(existing.name)) {
        const keepsEverything = privilegeIds === undefined || privilegeIds.length === (await repo.countPrivileges(db));
        if (!keepsEverything || !input.isGlobal)
          throw fieldError('privileges', ROLE_MESSAGES.systemAdministratorLocked);
      }
      const version = input.version;
      await db.transaction(async (tx) => {
        await repo.roleWrites.update(tx, id, version, { name: input.name, ...flagsOf(input) }, auth.email);
        if (privilegeIds !== undefined) await repo.replaceRolePrivileges(tx, id, privilegeIds);
      });
      return get(id);
    },

    async changeStatus(id: number, status: RecordStatus, version: number | undefined, auth: AuthContext) {
      const existing = await repo.findRole(db, id);
      if (!existing) throw notFound();
      await assertMayEdit(auth, existing, null);
      if (isSystemAdministratorRole(existing.name) && status !== 'ACTIVE') {
        throw fieldError('status', ROLE_MESSAGES.systemAdministratorLocked);
      }
      await repo.roleWrites.changeStatus(db, id, status, version, auth.email);
      return get(id);
    },

    async listPrivileges(query: z.output<typeof privilegeListQuery>) {
      const { rows, total } = await repo.listPrivileges(db, query);
      return toPage(query, total, rows.map(privilegeOf));
    },
  };
}
