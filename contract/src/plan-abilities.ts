import { hasPrivilege, roleRules } from './access';
import { PLAN_MESSAGES, type PlanLevel } from './plan-messages';
import { PLAN_ENTITY, type PlanActor, type PlanStatus, planStatus } from './workflows/plan-status';

/** A consent as the rules need it: whose it is and whether it is given. */
export interface ConsentState {
  email: string;
  consent: boolean;
}

/** Issue 7 section 3: consents are complete when the list is not empty and every consent is given. */
export function consentsComplete(consents: readonly { consent: boolean }[]): boolean {
  return consents.length > 0 && consents.every((entry) => entry.consent);
}

export interface PlanAbilityUser extends PlanActor {
  email: string;
}

/** A plan as the ability rules need it. */
export interface PlanAbilityRecord {
  level: PlanLevel;
  status: PlanStatus;
  /** Unit and lesson plans: their consents. */
  consents?: readonly ConsentState[];
  /** The annual plan above (or the record itself) is INACTIVE. */
  ancestorInactive?: boolean;
  /** Unit plans: one of its lesson plans is COMPLETED (the unit cannot be deleted then). */
  hasCompletedChild?: boolean;
  /**
   * Unit and lesson plans: the titles of the steps of the stored form that Submit finds incomplete
   * (incompleteStepTitles of contract/plan-forms). Left out, the form is taken as complete.
   */
  incompleteFormSteps?: readonly string[];
}

/** What the user may do with one plan: answered in each detail as `abilities`, enforced by the server. */
export interface PlanAbilities {
  /** Save the plan's own fields (and, for annual and tier plans, their topics and children in the same PUT). */
  update: boolean;
  submit: boolean;
  resume: boolean;
  deactivate: boolean;
  activate: boolean;
  /** Annual plans: copy to another period (CREATE on annualplan). */
  duplicate: boolean;
  /** Unit and lesson plans: DELETE, not COMPLETED, no COMPLETED child. */
  delete: boolean;
  /** Tier plans: add unit plans (CREATE unitplan); unit plans: add lesson plans (CREATE lessonplan, unit COMPLETED). */
  addChildren: boolean;
  /** Tier plans: refresh the consents of its unit plans; unit plans: of its lesson plans. */
  refreshConsents: boolean;
  /** Change any teacher's consent (unit and lesson plans not COMPLETED). */
  consentAll: boolean;
  /** Tick or untick one's own consent (the user is a consent teacher, the plan not COMPLETED). */
  ownConsent: boolean;
  /**
   * Unit and lesson plans: the user signs the plan or holds one of the roles that change plans they do not sign, so
   * its edit controls (Manage, the form's edit, Submit) are theirs; annual and tier plans: always true.
   */
  editContent: boolean;
  /** Why submit is false (the first refusal, as the server answers it), or null when it is true. */
  submitRefusal: string | null;
}

/** A refusal of the server: its status and message. */
export interface PlanRefusal {
  httpStatus: 400 | 403 | 409;
  message: string;
}

const lower = (text: string) => text.trim().toLowerCase();

/** Whether the user holds a consent of the record (matched by email, case-insensitive). */
export function isConsentTeacher(user: { email: string }, consents: readonly ConsentState[] | undefined): boolean {
  const email = lower(user.email);
  return (consents ?? []).some((entry) => lower(entry.email) === email);
}

/** Whether the user may change the consent of `teacherEmail` on the record. */
export function mayChangeConsent(user: PlanAbilityUser, record: PlanAbilityRecord, teacherEmail: string): boolean {
  const abilities = planAbilities(user, record);
  return abilities.consentAll || (abilities.ownConsent && lower(teacherEmail) === lower(user.email));
}

/**
 * A unit or lesson plan is changed and submitted by its consent subject teachers, or by a user
 * holding one of the four privileged roles (roleRules.editUnsignedPlan). Annual and tier plans have no signers.
 */
export function mayEditContent(user: PlanAbilityUser, record: Pick<PlanAbilityRecord, 'level' | 'consents'>): boolean {
  if (record.level !== 'unit' && record.level !== 'lesson') return true;
  return isConsentTeacher(user, record.consents) || roleRules.editUnsignedPlan(user);
}

/** Why the user may not save the plan's own fields (the state machine's 'save', then the signer rule), or null. */
export function planSaveRefusal(user: PlanAbilityUser, record: PlanAbilityRecord): PlanRefusal | null {
  const result = planStatus.apply(record.level, record.status, 'save', user, {
    ancestorInactive: record.ancestorInactive,
  });
  if (!result.ok) return { httpStatus: result.httpStatus, message: result.message };
  if (!mayEditContent(user, record)) return { httpStatus: 403, message: PLAN_MESSAGES.signersOnly(record.level) };
  return null;
}

/**
 * Why the user may not submit the plan, or null: the state machine (state, privilege, completed-plan roles), the
 * signer rule (403), the consents (409), then, for unit and lesson plans, the stored form's completeness (400, the
 * same check as the form's Save and Submit). Every path that completes a plan asks this, and the abilities answer it.
 */
export function planSubmitRefusal(user: PlanAbilityUser, record: PlanAbilityRecord): PlanRefusal | null {
  const context = { ancestorInactive: record.ancestorInactive };
  const machine = planStatus.apply(record.level, record.status, 'submit', user, { ...context, consentsComplete: true });
  if (!machine.ok) return { httpStatus: machine.httpStatus, message: machine.message };
  if (!mayEditContent(user, record)) return { httpStatus: 403, message: PLAN_MESSAGES.signersOnly(record.level) };
  const consents = planStatus.apply(record.level, record.status, 'submit', user, {
    ...context,
    consentsComplete: consentsComplete(record.consents ?? []),
  });
  if (!consents.ok) return { httpStatus: consents.httpStatus, message: consents.message };
  const steps = record.incompleteFormSteps ?? [];
  if (steps.length > 0) return { httpStatus: 400, message: PLAN_MESSAGES.formIncomplete(record.level, steps) };
  return null;
}

/** Computes the abilities of a user on a plan (issue 7 sections 2 and 3; spec 001 sections 5 and 6). */
export function planAbilities(user: PlanAbilityUser, record: PlanAbilityRecord): PlanAbilities {
  const { level, status } = record;
  const context = {
    ancestorInactive: record.ancestorInactive,
    // Stryker disable next-line ArrayDeclaration: equivalent, a list whose one entry gives no consent is as incomplete as an empty one
    consentsComplete: consentsComplete(record.consents ?? []),
  };
  const can = (transition: Parameters<typeof planStatus.can>[2]) =>
    planStatus.can(level, status, transition, user, context);
  const holds = (entity: Parameters<typeof hasPrivilege>[1], type: Parameters<typeof hasPrivilege>[2]) =>
    hasPrivilege(user.privileges, entity, type);
  const live = !record.ancestorInactive && status !== 'INACTIVE';
  const open = live && status !== 'COMPLETED';
  const update = planSaveRefusal(user, record) === null;
  const consentLevel = level === 'unit' || level === 'lesson';
  const submitRefusal = planSubmitRefusal(user, record);

  let addChildren = false;
  if (level === 'annual') addChildren = update;
  if (level === 'tier') addChildren = live && holds('unitplan', 'CREATE');
  if (level === 'unit') addChildren = live && status === 'COMPLETED' && holds('lessonplan', 'CREATE');

  let refreshConsents = false;
  if (level === 'tier') refreshConsents = live && roleRules.refreshTierConsents(user) && holds('unitplan', 'UPDATE');
  if (level === 'unit') {
    refreshConsents = live && roleRules.refreshLessonConsents(user) && holds('lessonplan', 'UPDATE');
  }

  let consentAll = false;
  if (level === 'unit') consentAll = open && roleRules.editAllUnitConsents(user);
  if (level === 'lesson') consentAll = open && roleRules.editAllLessonConsents(user);

  return {
    update,
    submit: submitRefusal === null,
    resume: can('resume'),
    deactivate: can('deactivate'),
    activate: can('activate'),
    duplicate: level === 'annual' && holds(PLAN_ENTITY.annual, 'CREATE'),
    delete:
      consentLevel &&
      live &&
      status !== 'COMPLETED' &&
      !record.hasCompletedChild &&
      holds(PLAN_ENTITY[level], 'DELETE'),
    addChildren,
    refreshConsents,
    consentAll,
    ownConsent: consentLevel && open && isConsentTeacher(user, record.consents),
    editContent: mayEditContent(user, record),
    submitRefusal: submitRefusal?.message ?? null,
  };
}

export const NO_PLAN_ABILITIES: PlanAbilities = {
  update: false,
  submit: false,
  resume: false,
  deactivate: false,
  activate: false,
  duplicate: false,
  delete: false,
  addChildren: false,
  refreshConsents: false,
  consentAll: false,
  ownConsent: false,
  editContent: false,
  submitRefusal: null,
};
