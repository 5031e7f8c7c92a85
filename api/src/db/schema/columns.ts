import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { STATUSES } from '@school/contract/constants';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A row's parent: required, and the row is deleted with it. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A CHECK that a text column holds one of the contract's values: the column's type says it, and the database
 * refuses anything else too (a hand-made row, a future bug).
 */
export const inList = (name: string, column: string, values: readonly string[]) =>
  check(name, sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`));

/** The status of an administered record (with its CHECK, `inList(\`<table>_status_check\`, 'status', STATUSES)`). */
export const status = () => text('status', { enum: STATUSES }).notNull().default('ACTIVE');

/** Optimistic concurrency and audit columns on every editable record. */
export const auditColumns = () => ({
  version: integer('version').notNull().default(0),
  createdBy: text('created_by'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  lastUpdatedBy: text('last_updated_by'),
  lastUpdatedOn: timestamp('last_updated_on', { withTimezone: true }).notNull().defaultNow(),
});
