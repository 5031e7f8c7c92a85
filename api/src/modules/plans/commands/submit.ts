import { eq } from 'drizzle-orm';
import { consentsComplete, type PlanStatus, planStatus } from '@school/contract';
import type { Database } from '../../../db/client';
import { annualPlans, lessonPlans, unitPlans } from '../../../db/schema';
import { updateVersioned } from '../../../lib/crud';
import { notFound } from '../../../lib/http-errors';
import type { AuthContext } from '../../../plugins/access';
import { consentsOf } from '../consents.repository';
import { abilityUserOf } from '../plan-shared';
import { refusal } from '../unit-lesson-rows';

/*
 * Submit and Resume of a unit or lesson plan (PATCH …?status=COMPLETED|ACTIVE), in one transaction: the plan row is
 * locked, its consents read, the contract's state machine applied (submit needs complete consents), and the status
 * written with the version check. A consent given meanwhile waits for the lock, so a submit never completes a plan
 * whose consents changed under it. The caller has checked that the user sees the plan.
 */

/** The plan, locked for the rest of the transaction, with the status of its annual plan. */
export async function lockPlan(tx: Database, level: 'unit' | 'lesson', id: number) {
  const table = level === 'unit' ? unitPlans : lessonPlans;
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
  return { plan, table };
}

/** The transition a status query asks for: COMPLETED is Submit, ACTIVE is Resume, INACTIVE (refused) Deactivate. */
export const transitionTo = (status: PlanStatus) =>
  status === 'COMPLETED' ? 'submit' : status === 'ACTIVE' ? 'resume' : 'deactivate';

export async function submitOrResume(
  db: Database,
  level: 'unit' | 'lesson',
  id: number,
  status: PlanStatus,
  version: number | undefined,
  auth: AuthContext,
) {
  await db.transaction(async (tx) => {
    const { plan, table } = await lockPlan(tx, level, id);
    const consents = await consentsOf(tx, level, [id]);
    const result = planStatus.apply(level, plan.status, transitionTo(status), abilityUserOf(auth), {
      consentsComplete: consentsComplete(consents),
      ancestorInactive: plan.annualStatus === 'INACTIVE',
    });
    if (!result.ok) throw refusal(result.httpStatus, result.message);
    await updateVersioned(tx, table, id, version, { status: result.to }, auth.email);
  });
}
