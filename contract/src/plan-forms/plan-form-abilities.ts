import { type Ability, abilitiesOfRefusals, type Refusal } from '../ability';
import { type EntityName, hasPrivilege, roleRules } from '../access';
import { PLAN_LEVEL_LABELS, PLAN_MESSAGES } from '../plan-messages';
import { FORM_MESSAGES } from './form-steps';
import { type ConsentState, consentsComplete, mayEditContent, type PlanAbilityUser } from '../plan-abilities';
import { type PlanActor, type PlanStatus, planStatus } from '../workflows/plan-status';

export type FormLevel = 'unit' | 'lesson';

/** The privilege entity of each form. */
export const PLAN_FORM_ENTITY: Record<FormLevel, EntityName> = { unit: 'unitplanform', lesson: 'lessonplanform' };

/** The plan a form belongs to, as the rules need it. */
export interface PlanFormRecord {
  level: FormLevel;
  status: PlanStatus;
  /** Its consents: whose they are (the signer rule) and whether each is given (Submit). */
  consents: readonly ConsentState[];
  /** The annual plan above is INACTIVE: everything below is read-only. */
  ancestorInactive: boolean;
}

/** What the user may do with a plan's form: answered with the form as `abilities`, enforced by the server. */
export interface PlanFormAbilities {
  /** READ on the form entity. */
  view: Ability;
  /** Save the form (Save Draft, Save & Next, Save): its signers, or the roles of roleRules.editUnsignedPlan. */
  update: Ability;
  /** Save and Submit: the form saved with status COMPLETED (the plan's submit rule; consents complete). */
  submit: Ability;
}

/** Why the server refuses each ability on a form (null: allowed), with the status it answers. */
export type PlanFormRefusals = Record<keyof PlanFormAbilities, Refusal | null>;

/** Spec 001 section 6: who may still change a form once its plan is COMPLETED. */
export function mayEditCompletedForm(level: FormLevel, actor: PlanActor): boolean {
  return level === 'unit' ? roleRules.editCompletedUnitPlanForm(actor) : roleRules.editCompletedLessonPlanForm(actor);
}

const forbidden: Refusal = { httpStatus: 403, message: PLAN_MESSAGES.forbidden };

/**
 * A form is read-only when its plan is COMPLETED (except for the completed-plan roles),
 * INACTIVE or under an INACTIVE annual plan, or when the user lacks UPDATE on unitplanform / lessonplanform. It is
 * also read-only for a user who neither signs the plan nor holds a privileged role (mayEditContent). Each refusal
 * comes in the order the server checks a save: privilege, the inactive annual plan, signers, the completed plan.
 */
export function planFormRefusals(user: PlanAbilityUser, record: PlanFormRecord): PlanFormRefusals {
  const entity = PLAN_FORM_ENTITY[record.level];
  const view = hasPrivilege(user.privileges, entity, 'READ') ? null : forbidden;
  const live = !record.ancestorInactive && record.status !== 'INACTIVE';
  let update: Refusal | null = view;
  if (update === null && !hasPrivilege(user.privileges, entity, 'UPDATE')) update = forbidden;
  if (update === null && !live) update = { httpStatus: 409, message: PLAN_MESSAGES.inactiveReadOnly };
  if (update === null && !mayEditContent(user, record)) {
    update = { httpStatus: 403, message: PLAN_MESSAGES.signersOnly(record.level) };
  }
  if (update === null && record.status === 'COMPLETED' && !mayEditCompletedForm(record.level, user)) {
    update = { httpStatus: 403, message: PLAN_MESSAGES.completedReadOnly(record.level) };
  }
  return { view, update, submit: update ?? formSubmitRefusal(user, record) };
}

/** Save and Submit for a user who may save: the consents first (as the form says), a submitted plan, the machine. */
function formSubmitRefusal(user: PlanAbilityUser, record: PlanFormRecord): Refusal | null {
  if (!consentsComplete(record.consents)) {
    return { httpStatus: 409, message: PLAN_MESSAGES.consentsIncomplete(record.level) };
  }
  if (record.status === 'COMPLETED') {
    return { httpStatus: 409, message: FORM_MESSAGES.alreadyCompleted(PLAN_LEVEL_LABELS[record.level]) };
  }
  const machine = planStatus.apply(record.level, record.status, 'submit', user, {
    consentsComplete: true,
    ancestorInactive: record.ancestorInactive,
  });
  return machine.ok ? null : { httpStatus: machine.httpStatus, message: machine.message };
}

/** The abilities of a user on a plan's form, as the form's answer carries them. */
export function planFormAbilities(user: PlanAbilityUser, record: PlanFormRecord): PlanFormAbilities {
  return abilitiesOfRefusals(planFormRefusals(user, record));
}
