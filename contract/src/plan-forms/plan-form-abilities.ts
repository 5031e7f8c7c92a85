import { type EntityName, hasPrivilege, roleRules } from '../access';
import { type ConsentState, consentsComplete, mayEditContent, type PlanAbilityUser } from '../plan-abilities';
import { type PlanActor, type PlanStatus, planStatus } from '../workflows/plan-status';

export type FormLevel = 'unit' | 'lesson';

/** The privilege entity of each form (spec 001 section 3). */
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
  view: boolean;
  /** Save the form (Save Draft, Save & Next, Save): its signers, or the roles of roleRules.editUnsignedPlan. */
  update: boolean;
  /** Save and Submit: the form saved with status COMPLETED (the plan's submit rule; consents complete). */
  submit: boolean;
}

/** Spec 001 section 6: who may still change a form once its plan is COMPLETED. */
export function mayEditCompletedForm(level: FormLevel, actor: PlanActor): boolean {
  return level === 'unit' ? roleRules.editCompletedUnitPlanForm(actor) : roleRules.editCompletedLessonPlanForm(actor);
}

/**
 * Issue 8 section 1: a form is read-only when its plan is COMPLETED (except for the roles of spec 001 section 6),
 * INACTIVE or under an INACTIVE annual plan, or when the user lacks UPDATE on unitplanform / lessonplanform. It is
 * also read-only for a user who neither signs the plan nor holds a privileged role (mayEditContent).
 */
export function planFormAbilities(user: PlanAbilityUser, record: PlanFormRecord): PlanFormAbilities {
  const entity = PLAN_FORM_ENTITY[record.level];
  const view = hasPrivilege(user.privileges, entity, 'READ');
  const live = !record.ancestorInactive && record.status !== 'INACTIVE';
  const update =
    view &&
    live &&
    hasPrivilege(user.privileges, entity, 'UPDATE') &&
    mayEditContent(user, record) &&
    (record.status !== 'COMPLETED' || mayEditCompletedForm(record.level, user));
  const submit =
    update &&
    // Stryker disable next-line ConditionalExpression: equivalent, planStatus allows submitting a unit or lesson plan only from ACTIVE (no arrow from COMPLETED below annual, INACTIVE is read-only)
    record.status === 'ACTIVE' &&
    planStatus.can(record.level, record.status, 'submit', user, {
      consentsComplete: consentsComplete(record.consents),
      ancestorInactive: record.ancestorInactive,
    });
  return { view, update, submit };
}
