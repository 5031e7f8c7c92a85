import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { type EntityName, type PrivilegeType, ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import { privileges, rolePrivileges, roles, schools, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'Test@Pass2026';
let passwordHash: Promise<string> | null = null;
const unique = () => randomBytes(4).toString('hex');

export async function createSchool(db: Database, values: Partial<typeof schools.$inferInsert> = {}) {
  const code = `S${unique()}`.toUpperCase();
  const [school] = await db
    .insert(schools)
    .values({ schoolName: `School ${code}`, campus: 'Main', schoolCode: code, ...values })
    .returning();
  if (!school) throw new Error('school insert returned nothing');
  return school;
}

/** A user holding the named roles (seeded role names), signed in with TEST_PASSWORD. */
export async function createUser(
  db: Database,
  options: {
    roles?: string[];
    schoolId?: number | null;
    email?: string;
    values?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${unique()}@test.school`;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User ${unique()}`,
      email,
      passwordHash: await passwordHash,
      schoolId: options.schoolId ?? null,
      ...options.values,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const roleNames = options.roles ?? [ROLE_NAMES.teacher];
  if (roleNames.length > 0) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
    await db.insert(userRoles).values(found.map((role) => ({ userId: user.id, roleId: role.id })));
  }
  return user;
}

/** A role with exactly the given grants, for tests that need an unusual mix. */
export async function createRole(
  db: Database,
  grants: Partial<Record<EntityName, PrivilegeType[]>>,
  flags: Partial<typeof roles.$inferInsert> = {},
) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Role ${unique()}`, ...flags })
    .returning();
  if (!role) throw new Error('role insert returned nothing');
  const all = await db.select().from(privileges);
  const links = all
    .filter((privilege) =>
      grants[privilege.entityName as EntityName]?.includes(privilege.privilegeType as PrivilegeType),
    )
    .map((privilege) => ({ roleId: role.id, privilegeId: privilege.id }));
  if (links.length > 0) await db.insert(rolePrivileges).values(links);
  return role;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}
