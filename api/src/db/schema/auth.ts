import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, parentId } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: parentId('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    lastSeenOn: timestamp('last_seen_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    revokedOn: timestamp('revoked_on', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Sign-in attempts that prove a password, per account (normalised email, existing or not) and client address.
 * A row is written before the password is checked, so parallel attempts cannot all be checked; it stays a
 * failure unless the password was right. One success row per account and address marks the owner's address.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    attemptedOn: timestamp('attempted_on', { withTimezone: true }).notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull().default(false),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedOn),
    index('login_attempts_attempted_on_idx').on(table.attemptedOn),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: parentId('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
  usedOn: timestamp('used_on', { withTimezone: true }),
});

/** Mail waiting to be sent, or kept when no SMTP server is configured. */
export const outbox = pgTable('outbox', {
  id: id(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  sentOn: timestamp('sent_on', { withTimezone: true }),
});

/**
 * One row whose version goes up when a write commits that changes what a session resolves to (a logout, a
 * password change, a deactivation, a role or privilege change): database triggers bump it (migration
 * speed_auth_epoch), and every instance's session cache is valid only while the version it read is current.
 */
export const authEpoch = pgTable('auth_epoch', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that last bumped it, so a transaction with many such writes bumps it once. */
  bumpedBy: bigint('bumped_by', { mode: 'number' }),
});
