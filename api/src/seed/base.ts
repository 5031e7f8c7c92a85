import { count, eq, inArray, sql } from 'drizzle-orm';
import { ENTITY_NAMES, PRIVILEGE_TYPES } from '@school/contract';
import type { Database } from '../db/client';
import { lovItems, lovs, privileges, rolePrivileges, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedGoalLibrary } from './goal-library';
import { SEED_LOVS } from './lovs';
import { SEED_ROLES } from './roles';

const SEEDER = 'system';

/** Privileges, default roles, lists of values and the goal library: idempotent, never overwrites what an administrator changed. */
export async function seedReferenceData(db: Database) {
  await db
    .insert(privileges)
    .values(
      ENTITY_NAMES.flatMap((entityName) =>
        PRIVILEGE_TYPES.map((privilegeType) => ({
          name: `${entityName.toUpperCase()}_${privilegeType}`,
          entityName,
          privilegeType,
        })),
      ),
    )
    .onConflictDoNothing();
  const allPrivileges = await db.select().from(privileges);

  for (const seedRole of SEED_ROLES) {
    const [existing] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${seedRole.name})`);
    if (existing) continue;
    const { grants, ...flags } = seedRole;
    const [role] = await db
      .insert(roles)
      .values({ ...flags, createdBy: SEEDER, lastUpdatedBy: SEEDER })
      .returning({ id: roles.id });
    if (!role) throw new Error(`could not create role ${seedRole.name}`);
    const links = allPrivileges
      .filter((privilege) =>
        (grants[privilege.entityName as keyof typeof grants] as readonly string[] | undefined)?.includes(
          privilege.privilegeType,
        ),
      )
      .map((privilege) => ({ roleId: role.id, privilegeId: privilege.id }));
    if (links.length > 0) await db.insert(rolePrivileges).values(links);
  }

  for (const seedLov of SEED_LOVS) {
    const [existing] = await db
      .select({ id: lovs.id })
      .from(lovs)
      .where(sql`lower(${lovs.name}) = lower(${seedLov.name})`);
    if (existing) {
      if (seedLov.topUp) await topUpLovItems(db, existing.id, seedLov.items);
      continue;
    }
    const [lov] = await db
      .insert(lovs)
      .values({ name: seedLov.name, description: seedLov.description, createdBy: SEEDER, lastUpdatedBy: SEEDER })
      .returning({ id: lovs.id });
    if (!lov) throw new Error(`could not create list ${seedLov.name}`);
    await db
      .insert(lovItems)
      .values(seedLov.items.map(([name, value], sortOrder) => ({ lovId: lov.id, name, value, sortOrder })));
  }

  await seedGoalLibrary(db);
}

/** Adds the items a list lacks (matched by value, ignoring case and status), after the ones it has. */
async function topUpLovItems(db: Database, lovId: number, items: [name: string, value: string][]) {
  const held = await db
    .select({ value: lovItems.value, sortOrder: lovItems.sortOrder })
    .from(lovItems)
    .where(eq(lovItems.lovId, lovId));
  const heldValues = new Set(held.map((item) => item.value.toLowerCase()));
  const missing = items.filter(([, value]) => !heldValues.has(value.toLowerCase()));
  if (missing.length === 0) return;
  const next = Math.max(-1, ...held.map((item) => item.sortOrder)) + 1;
  await db
    .insert(lovItems)
    .values(missing.map(([name, value], index) => ({ lovId, name, value, sortOrder: next + index })));
}

export async function roleIdByName(db: Database, name: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`role ${name} is not seeded`);
  return role.id;
}

export async function isDatabaseEmpty(db: Database) {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}

/** The first System Administrator, created on an empty database from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function seedFirstAdministrator(db: Database, email: string, password: string) {
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'System',
      lastName: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      designation: 'System Administrator',
      applicationUserType: 'ADMINISTRATOR',
      createdBy: SEEDER,
      lastUpdatedBy: SEEDER,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create the first administrator');
  await db.insert(userRoles).values({ userId: user.id, roleId: await roleIdByName(db, 'System Administrator') });
  return user.id;
}

export async function assignRoles(db: Database, userId: number, roleNames: string[]) {
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
  await db
    .insert(userRoles)
    .values(found.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
}
