import { and, eq, gt, lt, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** First key of the advisory locks that serialise the sign-in attempts of one account. */
const ATTEMPT_LOCK_NAMESPACE = 6001;

export interface AttemptRow {
  address: string;
  attemptedOn: Date;
  succeeded: boolean;
}

export type Reservation = { attemptId: number } | { waitSeconds: number };

/**
 * Under a lock on the account, reads its attempts since `since` (and the success rows of this address) and
 * records a new attempt unless `decide` answers a wait. Checking and recording in one locked transaction is
 * what keeps parallel attempts from all being let through: the same code on PGlite and PostgreSQL.
 */
export function reserveAttempt(
  db: Database,
  key: { email: string; address: string },
  now: Date,
  since: Date,
  decide: (rows: AttemptRow[]) => number | null,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_NAMESPACE}, hashtext(${key.email}))`);
    const rows = await tx
      .select({
        address: loginAttempts.address,
        attemptedOn: loginAttempts.attemptedOn,
        succeeded: loginAttempts.succeeded,
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, key.email),
          or(
            gt(loginAttempts.attemptedOn, since),
            and(loginAttempts.succeeded, eq(loginAttempts.address, key.address)),
          ),
        ),
      );
    const waitSeconds = decide(rows);
    if (waitSeconds !== null) return { waitSeconds };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ...key, attemptedOn: now })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt insert returned nothing');
    return { attemptId: row.id };
  });
}

/**
 * The attempt proved the password: it becomes the address's one success row, and the address's earlier
 * rows go. Rows reserved after it (a parallel burst) stay failures.
 */
export async function markSucceeded(db: Database, attemptId: number, key: { email: string; address: string }) {
  await db
    .delete(loginAttempts)
    .where(
      and(eq(loginAttempts.email, key.email), eq(loginAttempts.address, key.address), lt(loginAttempts.id, attemptId)),
    );
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** Forgets the account's failed attempts from every address (a completed password reset). */
export async function clearFailures(db: Database, email: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), not(loginAttempts.succeeded)));
}

/** Deletes failures older than `failuresBefore` and success rows older than `successesBefore`. */
export async function purgeAttempts(db: Database, failuresBefore: Date, successesBefore: Date) {
  await db
    .delete(loginAttempts)
    .where(
      or(
        and(not(loginAttempts.succeeded), lt(loginAttempts.attemptedOn, failuresBefore)),
        lt(loginAttempts.attemptedOn, successesBefore),
      ),
    );
}
