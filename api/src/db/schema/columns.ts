import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const status = () => text('status').notNull().default('ACTIVE');

/** Optimistic concurrency and audit columns on every editable record. */
export const auditColumns = () => ({
  version: integer('version').notNull().default(0),
  createdBy: text('created_by'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  lastUpdatedBy: text('last_updated_by'),
  lastUpdatedOn: timestamp('last_updated_on', { withTimezone: true }).notNull().defaultNow(),
});
