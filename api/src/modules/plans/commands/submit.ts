import { type PlanStatus, planStatus, planSubmitRefusal } from '@school/contract';
import type { Database } from '../../../db/client';
import { consentsOf } from '../consents.repository';
import { storedFormsOf } from '../plan-forms.repository';
import { lockPlan, updatePlanVersioned } from '../plan-levels.repository';
import { incompleteStepsOfStored, missingOfStored } from '../plan-forms-rules';
import { abilityUserOf } from '../plan-shared';
import { consentStates, planRefusalError, refusal } from '../unit-lesson-rows';
import type { AuthContext } from '../../auth/auth-context';

/*
 * Submit and Resume of a unit or lesson plan (PATCH …?status=COMPLETED|ACTIVE), in one transaction: the plan row is
 * locked, its consents read, the contract's rules applied (Resume: the state machine; Submit: planSubmitRefusal, the
 * state machine, the signers, complete consents and the stored form complete by the check of the form's own Save and
 * Submit, 400 naming the steps left), and the status written with the version check. A consent given or a form saved
 * meanwhile waits for the lock, so a submit never completes a plan that changed under it. The caller has checked
 * that the user sees the plan.
 */

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
    const plan = await lockPlan(tx, level, id);
    const consents = await consentsOf(tx, level, [id]);
    const ancestorInactive = plan.annualStatus === 'INACTIVE';
    const transition = transitionTo(status);
    if (transition === 'submit') {
      const [stored] = await storedFormsOf(tx, level, [id]);
      const refused = planSubmitRefusal(abilityUserOf(auth), {
        level,
        status: plan.status,
        consents: consentStates(consents),
        ancestorInactive,
        incompleteFormSteps: incompleteStepsOfStored(level, stored),
      });
      if (refused) throw planRefusalError(refused, stored ? missingOfStored(level, stored) : {});
    }
    const result = planStatus.apply(level, plan.status, transition, abilityUserOf(auth), {
      // Submit's consents were judged above (planSubmitRefusal); Resume does not ask about them.
      consentsComplete: true,
      ancestorInactive,
    });
    if (!result.ok) throw refusal(result.httpStatus, result.message);
    await updatePlanVersioned(tx, level, id, version, { status: result.to }, auth.email);
  });
}
