import { and, count, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type PlanLevel, SEARCH_COUNT_LIMIT } from '@school/contract';
import type { Database } from '../../db/client';
import { annualPlans, lessonPlans, tierPlans, unitPlans } from '../../db/schema';
import { updateVersioned } from '../../lib/crud';
import { notFound } from '../../lib/http-errors';
import { tablesNamedIn } from './unit-lesson-rows';

/** The table of each plan level: the services name a level, only repositories touch its table. */
export const PLAN_TABLES = {
  annual: annualPlans,
  tier: tierPlans,
  unit: unitPlans,
  lesson: lessonPlans,
} as const;

type PlanTable<L extends PlanLevel> = (typeof PLAN_TABLES)[L];

/** The versioned update of a plan row (audit columns and version bump included); 409 when the version is stale. */
export function updatePlanVersioned<L extends PlanLevel>(
  db: Database,
  level: L,
  id: number,
  expectedVersion: number | undefined,
  values: PgUpdateSetSource<PlanTable<L>>,
  actor: string,
) {
  return updateVersioned(db, PLAN_TABLES[level], id, expectedVersion, values, actor);
}

/** A unit or lesson plan, locked for the rest of the transaction, with the status of its annual plan. */
export async function lockPlan(tx: Database, level: 'unit' | 'lesson', id: number) {
  const [plan] =
    level === 'unit'
      ? await tx
          .select({ status: unitPlans.status, annualStatus: annualPlans.status })
          .from(unitPlans)
          .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
          .where(eq(unitPlans.id, id))
          .for('update', { of: unitPlans })
      : await tx
          .select({ status: lessonPlans.status, annualStatus: annualPlans.status })
          .from(lessonPlans)
          .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
          .where(eq(lessonPlans.id, id))
          .for('update', { of: lessonPlans });
  if (!plan) throw notFound();
  return plan;
}

/**
 * Deletes a unit or lesson plan unless it is COMPLETED, its version moved on or (a unit plan) one of its lessons is
 * COMPLETED; a unit's lessons, sub units and consents cascade. Answers whether it was deleted.
 */
export async function deletePlanIfOpen(
  db: Database,
  level: 'unit' | 'lesson',
  id: number,
  version: number | undefined,
) {
  const table = PLAN_TABLES[level];
  const deleted = await db
    .delete(table)
    .where(
      and(
        eq(table.id, id),
        sql`${table.status} <> 'COMPLETED'`,
        version === undefined ? undefined : eq(table.version, version),
        level === 'unit'
          ? sql`not exists (select 1 from lesson_plans l where l.unit_plan_id = ${unitPlans.id} and l.status = 'COMPLETED')`
          : undefined,
      ),
    )
    .returning({ id: table.id });
  return deleted.length === 1;
}

/** A plan level's table, and a child level's table with its column naming the parent. */
interface ParentAndChild {
  parent: typeof tierPlans | typeof unitPlans;
  child: typeof unitPlans | typeof lessonPlans;
  parentId: AnyPgColumn;
}

/** The parents among `parentIds` holding a child plan whose dates leave the parent's. */
export async function parentsWithChildrenOutside(
  tx: Database,
  { parent, child, parentId }: ParentAndChild,
  parentIds: number[],
) {
  if (parentIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: parent.id })
    .from(child)
    .innerJoin(parent, eq(parent.id, parentId))
    .where(
      and(
        inArray(parent.id, parentIds),
        or(sql`${child.startDate} < ${parent.startDate}`, sql`${child.endDate} > ${parent.endDate}`),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The count of a unit or lesson list, which stops at SEARCH_COUNT_LIMIT + 1 matches (toCappedPage says "more"), so
 * a network-wide list does not count millions of lessons on every page. The joins (on foreign keys that are never
 * null, so they never drop a row) only where the conditions name the table, as a count pays for each join.
 */
export function countSignedPlans(db: Database, level: 'unit' | 'lesson', where: SQL | undefined) {
  // The cap is written as a literal, not sent as a parameter: the generic plan of a prepared statement does not know a
  // parameter's value, and planned a teacher's capped unit count as a sequential scan (20 ms instead of 1).
  const cap = sql.raw(String(SEARCH_COUNT_LIMIT + 1));
  return db.select({ total: count() }).from(sql`(${signedPlanIds(db, level, where)} limit ${cap}) as matches`);
}

/**
 * The ids of one page of a unit or lesson list, sorted and cut before the plans above them are joined for display
 * (sorting a school's thousands of lessons joined to their unit, tier and school would cost three lookups each).
 * `order` names only the level's own table.
 */
export function pageOfSignedPlanIds(
  db: Database,
  level: 'unit' | 'lesson',
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return signedPlanIds(db, level, where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** The ids of the unit or lesson plans matching `where`, joined only with the tables its conditions name. */
function signedPlanIds(db: Database, level: 'unit' | 'lesson', where: SQL | undefined) {
  const used = tablesNamedIn(where);
  const table = PLAN_TABLES[level];
  let query = db.select({ id: table.id }).from(table).$dynamic();
  if (level === 'lesson' && used.has('unit_plans')) {
    query = query.innerJoin(unitPlans, eq(unitPlans.id, lessonPlans.unitPlanId));
  }
  if (used.has('tier_plans')) query = query.innerJoin(tierPlans, eq(tierPlans.id, table.tierPlanId));
  if (used.has('annual_plans')) query = query.innerJoin(annualPlans, eq(annualPlans.id, table.annualPlanId));
  return query.where(where);
}
