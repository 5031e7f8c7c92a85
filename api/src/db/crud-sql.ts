import { and, type AnyColumn, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ListSort, RecordStatus } from '@school/contract';
import { containsPattern } from '../lib/crud';
import { notFound, staleVersion } from '../lib/http-errors';
import type { Database } from './client';

/** The SQL every list and every editable record shares: repositories use it, services pass plain filters. */

/** Case-insensitive "contains" search on one or more columns; undefined when the search is blank. */
export function nameSearch(search: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const conditions = columns.map((column) => sql`${column} ilike ${pattern}`);
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The ORDER BY of a list for its `sort`: `name` is the list's natural order (`byName`, e.g. grade order for
 * classes), `status` groups by status (ACTIVE, COMPLETED, INACTIVE) and then by name, `newest` is the most
 * recently created first. Ids are allocated in creation order, so `newest` is the id descending, served by the
 * primary key with no index of its own; the id also ends every order, so pages never overlap.
 */
export function listOrder(
  sort: ListSort | undefined,
  columns: { byName: SQL[]; id: AnyColumn; status: AnyColumn },
): SQL[] {
  if (sort === 'newest') return [desc(columns.id)];
  if (sort === 'status') return [asc(columns.status), ...columns.byName, asc(columns.id)];
  return [...columns.byName, asc(columns.id)];
}

export async function countRows(db: Database, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** A table with the audit and version columns every editable record has. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  status: PgColumn;
  lastUpdatedBy: PgColumn;
  lastUpdatedOn: PgColumn;
};

/**
 * Updates one record if its version is still the one the user saw (optimistic concurrency), bumping
 * the version and the audit columns. No row changed means stale (409) when the record exists, else 404.
 * `expectedVersion` undefined skips the check (the original client's status toggle sends none).
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Database,
  table: T,
  id: number,
  expectedVersion: number | undefined,
  values: PgUpdateSetSource<T>,
  actor: string,
) {
  const audit = { version: sql`${table.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() };
  const updated = await db
    .update(table)
    // The audit columns exist on every VersionedTable, which TypeScript cannot see through the generic.
    .set({ ...values, ...audit } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), expectedVersion === undefined ? undefined : eq(table.version, expectedVersion)))
    .returning({ id: table.id });
  if (updated.length === 1) return;
  const versioned: VersionedTable = table;
  const [exists] = await db.select({ id: versioned.id }).from(versioned).where(eq(versioned.id, id));
  throw exists ? staleVersion() : notFound();
}

/** PATCH {path}/{id}?status=ACTIVE|INACTIVE: the shared status change, after the caller checked visibility. */
export function changeStatus<T extends VersionedTable>(
  db: Database,
  table: T,
  id: number,
  status: RecordStatus,
  expectedVersion: number | undefined,
  actor: string,
) {
  return updateVersioned(db, table, id, expectedVersion, { status } as PgUpdateSetSource<T>, actor);
}

/**
 * The versioned writes of one table, for its repository to export: a service updates or changes the status of a
 * record without naming the table.
 */
export function versionedWrites<T extends VersionedTable>(table: T) {
  return {
    update: (
      db: Database,
      id: number,
      expectedVersion: number | undefined,
      values: PgUpdateSetSource<T>,
      actor: string,
    ) => updateVersioned(db, table, id, expectedVersion, values, actor),
    changeStatus: (
      db: Database,
      id: number,
      status: RecordStatus,
      expectedVersion: number | undefined,
      actor: string,
    ) => changeStatus(db, table, id, status, expectedVersion, actor),
  };
}

/** A filter of a list: `column = value` when the user chose a value, no condition otherwise. */
export function filterBy(column: AnyColumn, value: string | number | undefined | null): SQL | undefined {
  return value === undefined || value === null || value === '' ? undefined : eq(column, value);
}
