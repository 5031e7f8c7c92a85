import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RecordStatus } from '@school/contract';
import type { Database } from '../../db/client';
import { lovItems, lovs } from '../../db/schema';
import { countRows, filterBy, listOrder, nameSearch, versionedWrites } from '../../db/crud-sql';
import { type NameStatusFilter, offsetOf } from '../../lib/crud';

export type LovRow = typeof lovs.$inferSelect;
export type LovItemRow = typeof lovItems.$inferSelect;

export async function findLov(db: Database, id: number) {
  const [row] = await db.select().from(lovs).where(eq(lovs.id, id));
  return row ?? null;
}

export async function findLovIdByName(db: Database, name: string) {
  const [row] = await db.select({ id: lovs.id }).from(lovs).where(sql`lower(${lovs.name}) = lower(${name})`);
  return row?.id ?? null;
}

export async function listLovs(db: Database, page: NameStatusFilter) {
  const where = and(nameSearch(page.name, lovs.name), filterBy(lovs.status, page.status));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(lovs)
      .where(where)
      .orderBy(...listOrder(page.sort, { byName: [asc(lovs.name)], id: lovs.id, status: lovs.status }))
      .limit(page.size)
      .offset(offsetOf(page)),
    countRows(db, lovs, where),
  ]);
  return { rows, total };
}

/** Items of the given lists, in their order. */
export async function itemsOf(db: Database, lovIds: number[]) {
  if (lovIds.length === 0) return [];
  return db
    .select()
    .from(lovItems)
    .where(inArray(lovItems.lovId, lovIds))
    .orderBy(asc(lovItems.sortOrder), asc(lovItems.id));
}

/** Versioned update and status change of a list of values. */
export const lovWrites = versionedWrites(lovs);

export async function insertLov(db: Database, values: typeof lovs.$inferInsert) {
  const [row] = await db.insert(lovs).values(values).returning();
  if (!row) throw new Error('list of values insert returned nothing');
  return row;
}

export async function insertItems(db: Database, items: (typeof lovItems.$inferInsert)[]) {
  if (items.length > 0) await db.insert(lovItems).values(items);
}

export async function setItemStatus(db: Database, lovId: number, itemId: number, status: RecordStatus) {
  await db
    .update(lovItems)
    .set({ status })
    .where(and(eq(lovItems.lovId, lovId), eq(lovItems.id, itemId)));
}

export const ANNUAL_PERIOD_LOV = 'Annual Period';

export interface LovChoice {
  value: string;
  name: string;
}

/** The ACTIVE items of a list of values by lower-cased value (one query). */
export async function lovChoices(db: Database, lovName: string): Promise<Map<string, LovChoice>> {
  const rows = await db
    .select({ value: lovItems.value, name: lovItems.name })
    .from(lovItems)
    .innerJoin(lovs, eq(lovs.id, lovItems.lovId))
    .where(and(sql`lower(${lovs.name}) = ${lovName.toLowerCase()}`, eq(lovItems.status, 'ACTIVE')));
  return new Map(rows.map((row) => [row.value.toLowerCase(), row]));
}
