import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, passwordResetTokens, privileges, rolePrivileges, sessions, users } from '../../db/schema';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** ACTIVE privileges of the given roles. */
export function activePrivilegesOf(db: Database, roleIds: number[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ entityName: privileges.entityName, privilegeType: privileges.privilegeType })
    .from(rolePrivileges)
    .innerJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
    .where(and(inArray(rolePrivileges.roleId, roleIds), eq(privileges.status, 'ACTIVE')));
}

export async function createSession(db: Database, userId: number, tokenHash: string, expiresOn: Date) {
  const [session] = await db.insert(sessions).values({ userId, tokenHash, expiresOn }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return session.id;
}

/** Ends every session of the user, except the one that made the change when given. */
export async function revokeUserSessions(db: Database, userId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedOn: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedOn),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

export async function setPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  passwordChangeRequired: boolean,
  actor: string,
) {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangeRequired,
      passwordChangedOn: new Date(),
      lastUpdatedBy: actor,
      lastUpdatedOn: new Date(),
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, userId));
}

export async function createResetToken(db: Database, userId: number, tokenHash: string, expiresOn: Date) {
  // A new link replaces any earlier one that was not used.
  await db
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedOn)));
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresOn });
}

/** How many reset links the user was sent since the given time. */
export async function resetTokensSince(db: Database, userId: number, since: Date) {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdOn, since)));
  return rows.length;
}

export async function findUsableResetToken(db: Database, tokenHash: string) {
  const [token] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedOn),
        gt(passwordResetTokens.expiresOn, new Date()),
      ),
    );
  return token ?? null;
}

/** Marks the token used; false when another request used it first. */
export async function consumeResetToken(db: Database, tokenId: number) {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedOn: new Date() })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedOn)))
    .returning({ id: passwordResetTokens.id });
  return used.length === 1;
}

/** Inserts the user unless the email is taken (in any case): true when inserted. */
export async function insertUserIfNew(db: Database, values: typeof users.$inferInsert) {
  const inserted = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return inserted.length === 1;
}

/** How many mails with this subject went to the recipient since the given time. */
export async function mailsSince(db: Database, recipient: string, subject: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.subject, subject), gt(outbox.createdOn, since)));
  return row?.total ?? 0;
}
