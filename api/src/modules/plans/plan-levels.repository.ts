import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PlanLevel } from '@school/contract';
import type { Database } from '../../db/client';
import { annualPlans, lessonPlans, tierPlans, unitPlans } from '../../db/schema';
import { updateVersioned } from '../../lib/crud';
import { notFound } from '../../lib/http-errors';

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
