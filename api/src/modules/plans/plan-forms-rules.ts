import {
  type ConsentState,
  FORM_MESSAGES,
  type FormLevel,
  type FormStep,
  hasPrivilege,
  incompleteStepTitles,
  lessonPlanFormSteps,
  mayEditContent,
  missingOnSubmit,
  PLAN_FORM_ENTITY,
  PLAN_MESSAGES,
  type PlanFormAbilities,
  type PlanStatus,
  planFormRefusals,
  abilitiesOfRefusals,
  planStatus,
  planSubmitRefusal,
  UNIT_PLAN_FORM_STEPS,
} from '@school/contract';
import { nestedErrors } from '../../lib/nested';
import { badRequest, type FieldErrors, forbidden } from '../../lib/http-errors';
import type { StoredFormRow } from './plan-forms.repository';
import { formValuesOf } from './plan-forms-values';
import { abilityUserOf } from './plan-shared';
import { consentStates, planRefusalError, refusal } from './unit-lesson-rows';
import type { AuthContext } from '../auth/auth-context';

/*
 * The rules of a form save, as the contract writes them: planFormAbilities says who may save,
 * the plan status machine (contract/workflows/plan-status.ts) says what a status change needs. The server refuses
 * what the abilities refuse: 403 for a privilege or role, 409 for the state.
 */

/** The plan as a form's rules see it. */
export interface FormPlanState {
  level: FormLevel;
  status: PlanStatus;
  annualStatus: PlanStatus;
  consents: readonly ConsentState[];
}

export const formAbilitiesOf = (auth: AuthContext, plan: FormPlanState): PlanFormAbilities =>
  abilitiesOfRefusals(formRefusalsOf(auth, plan));

export function formRefusalsOf(auth: AuthContext, plan: FormPlanState) {
  return planFormRefusals(abilityUserOf(auth), {
    level: plan.level,
    status: plan.status,
    consents: consentStates(plan.consents),
    ancestorInactive: plan.annualStatus === 'INACTIVE',
  });
}

/** READ on unitplanform / lessonplanform is needed to see a form (the route checks it too). */
export function assertMayView(auth: AuthContext, level: FormLevel) {
  if (!hasPrivilege(auth.privileges, PLAN_FORM_ENTITY[level], 'READ')) throw forbidden();
}

/** What a PUT with a status does to the plan: keep it (save), Save and Submit, or Resume. */
export type FormSave = 'save' | 'submit' | 'resume';

/**
 * The kind of save a PUT asks for, refused (403/409) when the user may not make it. Submit's own checks (the form
 * complete, the consents complete) come later: `assertMaySubmit`.
 */
export function formSaveOf(auth: AuthContext, plan: FormPlanState, target: 'ACTIVE' | 'COMPLETED'): FormSave {
  const entity = PLAN_FORM_ENTITY[plan.level];
  if (!hasPrivilege(auth.privileges, entity, 'READ') || !hasPrivilege(auth.privileges, entity, 'UPDATE')) {
    throw forbidden();
  }
  if (plan.annualStatus === 'INACTIVE' || plan.status === 'INACTIVE') {
    throw refusal(409, PLAN_MESSAGES.inactiveReadOnly);
  }
  // The form is its signers' (or a privileged role's) to save, submit or resume.
  if (!mayEditContent(abilityUserOf(auth), { level: plan.level, consents: consentStates(plan.consents) })) {
    throw refusal(403, PLAN_MESSAGES.signersOnly(plan.level));
  }
  if (plan.status === 'ACTIVE' && target === 'COMPLETED') return 'submit';
  if (plan.status === 'COMPLETED' && target === 'ACTIVE') {
    const result = planStatus.apply(plan.level, 'COMPLETED', 'resume', abilityUserOf(auth), {
      ancestorInactive: false,
    });
    if (!result.ok) throw refusal(result.httpStatus, result.message);
    return 'resume';
  }
  // The same status: a save, which a COMPLETED plan allows only the roles.
  const refusedSave = formRefusalsOf(auth, plan).update;
  if (refusedSave) throw planRefusalError(refusedSave);
  return 'save';
}

/**
 * The values Submit's check reads: the steps' fields of the form (formValuesOf) with the learning outcomes, which
 * live in tables of their own. The form's Save and Submit and every other path that completes a plan read a form
 * through this one function, so they cannot judge the same form differently.
 */
export function submittedValuesOf(
  steps: readonly FormStep[],
  values: unknown,
  learningOutcomes: readonly unknown[],
): Record<string, unknown> {
  return { ...formValuesOf(steps, values), learningOutcomes };
}

/** A stored plan's learning outcomes in the shape its form sends them (a unit's rows, a lesson's choices). */
const storedOutcomes = (level: FormLevel, ids: readonly number[]) =>
  level === 'unit' ? ids.map((id) => ({ id })) : ids.map((learningOutcomeId) => ({ learningOutcomeId }));

/** The steps of a plan's form (a lesson's by its type). */
export const formStepsOf = (level: FormLevel, type: 'PRECLASS' | null) =>
  level === 'unit' ? UNIT_PLAN_FORM_STEPS : lessonPlanFormSteps(type);

/** The required fields a stored form leaves blank, by path (missingOnSubmit, Save and Submit's check). */
export function missingOfStored(level: FormLevel, stored: StoredFormRow): Record<string, string[]> {
  const steps = formStepsOf(level, stored.type);
  return missingOnSubmit(steps, submittedValuesOf(steps, stored.form, storedOutcomes(level, stored.outcomeIds)));
}

/** The titles of the steps of a stored form that Submit finds incomplete (for abilities and refusals). */
export function incompleteStepsOfStored(level: FormLevel, stored: StoredFormRow | undefined): string[] {
  // A plan whose form row is not found has no form at all: every step with a required field is incomplete.
  const row = stored ?? { id: 0, form: {}, type: null, outcomeIds: [] };
  const steps = formStepsOf(level, row.type);
  return incompleteStepTitles(steps, submittedValuesOf(steps, row.form, storedOutcomes(level, row.outcomeIds)));
}

/**
 * Save and Submit: every required field of the form's steps filled (400 naming each), then the plan's submit rule
 * (state machine, signers, consents: planSubmitRefusal).
 */
export function assertMaySubmit(auth: AuthContext, plan: FormPlanState, steps: readonly FormStep[], values: unknown) {
  const missing = missingOnSubmit(steps, values);
  if (Object.keys(missing).length > 0) throw badRequest(missing, FORM_MESSAGES.incomplete);
  const refused = planSubmitRefusal(abilityUserOf(auth), {
    level: plan.level,
    status: plan.status,
    consents: consentStates(plan.consents),
    ancestorInactive: plan.annualStatus === 'INACTIVE',
  });
  if (refused) throw planRefusalError(refused);
}

/** The status a save leaves the plan in. */
export const statusAfter = (save: FormSave, status: PlanStatus): PlanStatus =>
  save === 'submit' ? 'COMPLETED' : save === 'resume' ? 'ACTIVE' : status;

/** A unit's outcomes: ids must be the unit's own, each named once (nested children, lib/nested.ts). */
export function unitOutcomeErrors(existingIds: Iterable<number>, outcomes: readonly { id?: number }[]): FieldErrors {
  return nestedErrors(existingIds, outcomes, 'learningOutcomes');
}

/** A lesson's outcomes: ids of its unit's outcomes only (400 on learningOutcomes); answers them without repeats. */
export function lessonOutcomeIds(
  unitOutcomeIds: Iterable<number>,
  chosen: readonly { learningOutcomeId: number }[],
  fieldErrors: FieldErrors,
): number[] {
  const ofUnit = new Set(unitOutcomeIds);
  const ids = [...new Set(chosen.map((choice) => choice.learningOutcomeId))];
  if (ids.some((id) => !ofUnit.has(id))) fieldErrors.learningOutcomes = [FORM_MESSAGES.outcomeNotInUnit];
  return ids;
}
