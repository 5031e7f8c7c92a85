import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { observationRegisters, observations } from '../../db/schema';
import { countRows, filterBy, listOrder, nameSearch, versionedWrites } from '../../db/crud-sql';
import { type NameStatusFilter, offsetOf } from '../../lib/crud';

export type RegisterRow = typeof observationRegisters.$inferSelect;
export type ObservationRow = typeof observations.$inferSelect;
export type ObservationValues = Pick<
  typeof observations.$inferInsert,
  'name' | 'tags' | 'learningOutcomes' | 'sortOrder'
>;

export async function findRegister(db: Database, id: number) {
  const [row] = await db.select().from(observationRegisters).where(eq(observationRegisters.id, id));
  return row ?? null;
}

export async function findRegisterIdByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: observationRegisters.id })
    .from(observationRegisters)
    .where(sql`lower(${observationRegisters.name}) = lower(${name})`);
  return row?.id ?? null;
}

export async function listRegisters(db: Database, page: NameStatusFilter) {
  const where = and(
    nameSearch(page.name, observationRegisters.name),
    filterBy(observationRegisters.status, page.status),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(observationRegisters)
      .where(where)
      .orderBy(
        ...listOrder(page.sort, {
          byName: [asc(observationRegisters.name)],
          id: observationRegisters.id,
          status: observationRegisters.status,
        }),
      )
      .limit(page.size)
      .offset(offsetOf(page)),
    countRows(db, observationRegisters, where),
  ]);
  return { rows, total };
}

/** Observations of the given entries, by sortOrder then id. */
export async function observationsOf(db: Database, registerIds: number[]) {
  if (registerIds.length === 0) return [];
  return db
    .select()
    .from(observations)
    .where(inArray(observations.registerId, registerIds))
    .orderBy(asc(observations.sortOrder), asc(observations.id));
}

export async function insertRegister(db: Database, values: typeof observationRegisters.$inferInsert) {
  const [row] = await db.insert(observationRegisters).values(values).returning({ id: observationRegisters.id });
  if (!row) throw new Error('observation registry insert returned nothing');
  return row.id;
}

export async function insertObservations(db: Database, registerId: number, rows: ObservationValues[]) {
  if (rows.length > 0) await db.insert(observations).values(rows.map((row) => ({ ...row, registerId })));
}

export async function updateObservation(db: Database, registerId: number, id: number, values: ObservationValues) {
  await db
    .update(observations)
    .set(values)
    .where(and(eq(observations.registerId, registerId), eq(observations.id, id)));
}

/** Removes the entry's observations that are not in `keptIds`. */
export async function deleteObservationsExcept(db: Database, registerId: number, keptIds: number[]) {
  await db
    .delete(observations)
    .where(
      and(
        eq(observations.registerId, registerId),
        keptIds.length > 0 ? notInArray(observations.id, keptIds) : undefined,
      ),
    );
}

/** Versioned update and status change of an observation register. */
export const registerWrites = versionedWrites(observationRegisters);
