import {
  ALL_LESSON_PLAN_FORM_STEPS,
  type FormStep,
  lessonPlanFormSteps,
  type PlanStatus,
  submissionDateErrors,
  UNIT_PLAN_FORM_STEPS,
  valueAt,
} from '@school/contract';
import type { Database } from '../../db/client';
import { type FieldErrors, notFound, staleVersion } from '../../lib/http-errors';
import { consentsOf } from './consents.repository';
import * as repo from './plan-forms.repository';
import {
  assertMaySubmit,
  type FormPlanState,
  formSaveOf,
  lessonOutcomeIds,
  statusAfter,
  submittedValuesOf,
  unitOutcomeErrors,
} from './plan-forms-rules';
import { reflectionChange, storedFormOf } from './plan-forms-values';
import { throwFieldErrors } from './unit-lesson-rows';
import type { AuthContext } from '../auth/auth-context';

/*
 * A form save inside the caller's transaction: the plan's row locked, its consents read, the rules of
 * plan-forms-rules.ts applied, the learning outcomes written; answers the columns the caller writes with the version
 * check (updateVersioned), together with its own. A bounded number of statements whatever the form's size.
 */

/** The status a PUT asks for; 'keep' saves without changing it (PUT /lesson-plan/{id} with lessonPlanForm). */
export type FormTarget = 'ACTIVE' | 'COMPLETED' | 'keep';

/** The columns a form save writes on its plan. */
export interface FormSaveColumns {
  status: PlanStatus;
  form: Record<string, unknown>;
  formUpdatedBy: string;
  formUpdatedOn: Date;
  reflectionBy?: string | null;
  reflectionOn?: Date | null;
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockFormOf>>>;

function saveKind(auth: AuthContext, plan: FormPlanState, target: FormTarget) {
  const wanted = target === 'keep' ? (plan.status === 'COMPLETED' ? 'COMPLETED' : 'ACTIVE') : target;
  return formSaveOf(auth, plan, wanted);
}

function columnsOf(
  steps: readonly FormStep[],
  values: unknown,
  locked: Locked,
  status: PlanStatus,
  auth: AuthContext,
): FormSaveColumns {
  const form = storedFormOf(steps, values);
  const now = new Date();
  return {
    status,
    form,
    formUpdatedBy: auth.email,
    formUpdatedOn: now,
    ...reflectionChange(locked.form, form, auth.email, now),
  };
}

/** A form's plan locked for the transaction and the save its target asks for; a refused save answers before a stale version. */
async function lockedFormSave(
  tx: Database,
  auth: AuthContext,
  level: 'unit' | 'lesson',
  id: number,
  target: FormTarget,
  expectedVersion: number | undefined,
) {
  const locked = await repo.lockFormOf(tx, level, id);
  if (!locked) throw notFound();
  const plan: FormPlanState = {
    level,
    status: locked.status,
    annualStatus: locked.annualStatus,
    consents: await consentsOf(tx, level, [id]),
  };
  const save = saveKind(auth, plan, target);
  if (expectedVersion !== undefined && expectedVersion !== locked.version) throw staleVersion();
  return { locked, plan, save };
}

/** The rows of a validated list (the route's schema checked their shapes). */
const listAt = <T>(values: unknown, path: string): T[] => {
  const list = valueAt(values, path);
  return Array.isArray(list) ? (list as T[]) : [];
};

/** A unit plan's form: its learning outcomes saved as nested children (missing ones go). */
export async function saveUnitForm(
  tx: Database,
  auth: AuthContext,
  id: number,
  values: Record<string, unknown>,
  target: FormTarget,
  expectedVersion: number | undefined,
): Promise<FormSaveColumns> {
  const { locked, plan, save } = await lockedFormSave(tx, auth, 'unit', id, target, expectedVersion);
  const outcomes = listAt<{ id?: number; name: string }>(values, 'learningOutcomes');
  const existing = await repo.outcomesOfUnit(tx, id);
  throwFieldErrors(
    unitOutcomeErrors(
      existing.map((outcome) => outcome.id),
      outcomes,
    ),
  );
  if (save === 'submit') {
    assertMaySubmit(auth, plan, UNIT_PLAN_FORM_STEPS, submittedValuesOf(UNIT_PLAN_FORM_STEPS, values, outcomes));
  }
  await repo.replaceUnitOutcomes(tx, id, outcomes);
  return columnsOf(UNIT_PLAN_FORM_STEPS, values, locked, statusAfter(save, plan.status), auth);
}

/** What a lesson's form rules need beyond its row: its type and unit, and its dates when the same PUT changes them. */
export interface LessonFormContext {
  type: 'PRECLASS' | null;
  unitPlanId: number;
  dates?: { start: string; end: string };
}

/** A lesson plan's form: its steps by type, its outcomes among its unit's, submission dates inside its dates. */
export async function saveLessonForm(
  tx: Database,
  auth: AuthContext,
  id: number,
  values: Record<string, unknown>,
  target: FormTarget,
  expectedVersion: number | undefined,
  context: LessonFormContext,
): Promise<FormSaveColumns> {
  const { locked, plan, save } = await lockedFormSave(tx, auth, 'lesson', id, target, expectedVersion);
  const steps = lessonPlanFormSteps(context.type);
  const fieldErrors: FieldErrors = {};
  const unitOutcomes = await repo.outcomesOfUnit(tx, context.unitPlanId);
  const outcomeIds = lessonOutcomeIds(
    unitOutcomes.map((outcome) => outcome.id),
    listAt<{ learningOutcomeId: number }>(values, 'learningOutcomes'),
    fieldErrors,
  );
  Object.assign(fieldErrors, submissionDateErrors(values, context.dates ?? locked));
  throwFieldErrors(fieldErrors);
  if (save === 'submit') {
    const chosen = outcomeIds.map((learningOutcomeId) => ({ learningOutcomeId }));
    assertMaySubmit(auth, plan, steps, submittedValuesOf(steps, values, chosen));
  }
  await repo.replaceLessonOutcomes(tx, id, outcomeIds);
  // A lesson keeps the fields of both variants: a class moved in or out of PRE_PRIMARY_CLASSES loses nothing typed.
  return columnsOf(ALL_LESSON_PLAN_FORM_STEPS, values, locked, statusAfter(save, plan.status), auth);
}
