import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privileges, rolePrivileges, roles, userRoles } from '../../db/schema';
import { countRows, filterBy, listOrder, nameSearch, versionedWrites } from '../../db/crud-sql';
import { type NameStatusFilter, offsetOf } from '../../lib/crud';

export type RoleRow = typeof roles.$inferSelect;
export type PrivilegeRow = typeof privileges.$inferSelect;

export async function findRole(db: Database, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function findRoleIdByName(db: Database, name: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`);
  return row?.id ?? null;
}

export async function listRoles(db: Database, page: NameStatusFilter) {
  const where = and(nameSearch(page.name, roles.name), filterBy(roles.status, page.status));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(
        ...listOrder(page.sort, { byName: [asc(sql`lower(${roles.name})`)], id: roles.id, status: roles.status }),
      )
      .limit(page.size)
      .offset(offsetOf(page)),
    countRows(db, roles, where),
  ]);
  return { rows, total };
}

/** Privileges of the given roles (one query), in the form's order: entity, then privilege id. */
export function privilegesOfRoles(db: Database, roleIds: number[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ roleId: rolePrivileges.roleId, privilege: privileges })
    .from(rolePrivileges)
    .innerJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
    .where(inArray(rolePrivileges.roleId, roleIds))
    .orderBy(asc(privileges.entityName), asc(privileges.id));
}

export function allPrivileges(db: Database) {
  return db.select().from(privileges).orderBy(asc(privileges.entityName), asc(privileges.id));
}

/** Privileges whose name or entity contains `name`, by entity. */
export async function listPrivileges(db: Database, page: { page: number; size: number; name?: string }) {
  const where = nameSearch(page.name, privileges.name, privileges.entityName);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(privileges)
      .where(where)
      .orderBy(asc(privileges.entityName), asc(privileges.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    countRows(db, privileges, where),
  ]);
  return { rows, total };
}

/** How many privileges exist: the System Administrator role holds them all. */
export const countPrivileges = (db: Database) => countRows(db, privileges, undefined);

/** Versioned update and status change of a role. */
export const roleWrites = versionedWrites(roles);

export async function insertRole(db: Database, values: typeof roles.$inferInsert) {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

/** Makes the role's privilege set exactly the given one. */
export async function replaceRolePrivileges(db: Database, roleId: number, privilegeIds: number[]) {
  await db.delete(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
  if (privilegeIds.length > 0) {
    await db.insert(rolePrivileges).values(privilegeIds.map((privilegeId) => ({ roleId, privilegeId })));
  }
}

/** Whether the user holds the role (active or not). */
export async function holdsRole(db: Database, userId: number, roleId: number) {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
  return row !== undefined;
}
