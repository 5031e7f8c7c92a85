import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    lastSeenOn: timestamp('last_seen_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    revokedOn: timestamp('revoked_on', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    failedOn: timestamp('failed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_idx').on(table.email, table.failedOn)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
