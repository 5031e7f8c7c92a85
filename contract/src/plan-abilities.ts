import { type Ability, abilitiesOfRefusals, type Refusal } from './ability';
import { type EntityName, hasPrivilege, type PrivilegeType, roleRules } from './access';
import { PLAN_MESSAGES, type PlanLevel } from './plan-messages';
import {
  PLAN_ENTITY,
  type PlanActor,
  type PlanStatus,
  type PlanTransition,
  type PlanTransitionResult,
  planStatus,
} from './workflows/plan-status';

/** A consent as the rules need it: whose it is and whether it is given. */
export interface ConsentState {
  email: string;
  consent: boolean;
}

/** Consents are complete when the list is not empty and every consent is given. */
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

/** The abilities of a plan, by name: answered in each detail as `abilities`, enforced by the server. */
export const PLAN_ABILITY_NAMES = [
  /** Save the plan's own fields (and, for annual and tier plans, their topics and children in the same PUT). */
  'update',
  /** The state machine, the signer rule, the consents, then the stored form's completeness. */
  'submit',
  'resume',
  'deactivate',
  'activate',
  /** Annual plans: copy to another period (CREATE on annualplan). */
  'duplicate',
  /** Unit and lesson plans: DELETE, not COMPLETED, no COMPLETED child. */
  'delete',
  /** Tier plans: add unit plans (CREATE unitplan); unit plans: add lesson plans (CREATE lessonplan, unit COMPLETED). */
  'addChildren',
  /** Tier plans: refresh the consents of its unit plans; unit plans: of its lesson plans. */
  'refreshConsents',
  /** Change any teacher's consent (unit and lesson plans not COMPLETED). */
  'consentAll',
  /** Tick or untick one's own consent (the user is a consent teacher, the plan not COMPLETED). */
  'ownConsent',
  /**
   * Unit and lesson plans: the user signs the plan or holds one of the roles that change plans they do not sign, so
   * its edit controls (Manage, the form's edit, Submit) are theirs; annual and tier plans: always allowed.
   */
  'editContent',
] as const;
export type PlanAbilityName = (typeof PLAN_ABILITY_NAMES)[number];

/** What the user may do with one plan, each ability with the server's reason when refused. */
export type PlanAbilities = Record<PlanAbilityName, Ability>;

/** Why the server refuses each ability (null: allowed), with the status it answers. */
export type PlanRefusals = Record<PlanAbilityName, PlanRefusal | null>;

/** A refusal of the server: its status and message. */
export type PlanRefusal = Refusal;

const lower = (text: string) => text.trim().toLowerCase();

/** Whether the user holds a consent of the record (matched by email, case-insensitive). */
export function isConsentTeacher(user: { email: string }, consents: readonly ConsentState[] | undefined): boolean {
  const email = lower(user.email);
  return (consents ?? []).some((entry) => lower(entry.email) === email);
}

/** Whether the user may change the consent of `teacherEmail` on the record. */
export function mayChangeConsent(user: PlanAbilityUser, record: PlanAbilityRecord, teacherEmail: string): boolean {
  const abilities = planAbilities(user, record);
  return abilities.consentAll.allowed || (abilities.ownConsent.allowed && lower(teacherEmail) === lower(user.email));
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

const forbidden: PlanRefusal = { httpStatus: 403, message: PLAN_MESSAGES.forbidden };
const stateRefusal = (message: string): PlanRefusal => ({ httpStatus: 409, message });
const machineRefusal = (result: PlanTransitionResult): PlanRefusal | null =>
  result.ok ? null : { httpStatus: result.httpStatus, message: result.message };
const first = (...checks: (PlanRefusal | false)[]): PlanRefusal | null =>
  checks.find((check): check is PlanRefusal => check !== false) ?? null;

/**
 * Why the server refuses each ability of a user on a plan:
 * the order of each list is the order the server answers in, so an ability's reason is the refusal it would give.
 */
export function planRefusals(user: PlanAbilityUser, record: PlanAbilityRecord): PlanRefusals {
  const { level, status } = record;
  const context = {
    ancestorInactive: record.ancestorInactive,
    // Stryker disable next-line ArrayDeclaration: equivalent, a list whose one entry gives no consent is as incomplete as an empty one
    consentsComplete: consentsComplete(record.consents ?? []),
  };
  const transition = (name: PlanTransition) => machineRefusal(planStatus.apply(level, status, name, user, context));
  const lacks = (entity: EntityName, type: PrivilegeType) => !hasPrivilege(user.privileges, entity, type);
  const live = !record.ancestorInactive && status !== 'INACTIVE';
  const inactive = !live && stateRefusal(PLAN_MESSAGES.inactiveReadOnly);
  const completed = status === 'COMPLETED' && stateRefusal(PLAN_MESSAGES.completedReadOnly(level));
  const consentLevel = level === 'unit' || level === 'lesson';
  const noSuchAction = (action: string) => stateRefusal(PLAN_MESSAGES.levelHasNoAction(action, level));
  const update = planSaveRefusal(user, record);

  let addChildren: PlanRefusal | null = noSuchAction('given plans of its own');
  if (level === 'annual') addChildren = update;
  if (level === 'tier') addChildren = first(lacks('unitplan', 'CREATE') && forbidden, inactive);
  if (level === 'unit') {
    addChildren = first(
      lacks('lessonplan', 'CREATE') && forbidden,
      inactive,
      status !== 'COMPLETED' && stateRefusal(PLAN_MESSAGES.addLessonNeedsCompletedUnit),
    );
  }

  let refreshConsents: PlanRefusal | null = noSuchAction('given plans of its own');
  if (level === 'tier') {
    refreshConsents = first(
      inactive,
      (!roleRules.refreshTierConsents(user) || lacks('unitplan', 'UPDATE')) && forbidden,
    );
  }
  if (level === 'unit') {
    refreshConsents = first(
      inactive,
      (!roleRules.refreshLessonConsents(user) || lacks('lessonplan', 'UPDATE')) && forbidden,
    );
  }

  let consentAll: PlanRefusal | null = noSuchAction('given consents');
  if (level === 'unit') consentAll = first(inactive, completed, !roleRules.editAllUnitConsents(user) && forbidden);
  if (level === 'lesson') consentAll = first(inactive, completed, !roleRules.editAllLessonConsents(user) && forbidden);

  return {
    update,
    submit: planSubmitRefusal(user, record),
    resume: transition('resume'),
    deactivate: transition('deactivate'),
    activate: transition('activate'),
    duplicate: first(
      level !== 'annual' && noSuchAction('duplicated'),
      lacks(PLAN_ENTITY.annual, 'CREATE') && forbidden,
    ),
    delete: consentLevel
      ? first(
          lacks(PLAN_ENTITY[level], 'DELETE') && forbidden,
          inactive,
          (status === 'COMPLETED' || record.hasCompletedChild === true) &&
            stateRefusal(PLAN_MESSAGES.deleteCompleted(level)),
        )
      : noSuchAction('deleted'),
    addChildren,
    refreshConsents,
    consentAll,
    ownConsent: consentLevel
      ? first(
          inactive,
          completed,
          !isConsentTeacher(user, record.consents) && { httpStatus: 403, message: PLAN_MESSAGES.notConsentTeacher },
        )
      : noSuchAction('given consents'),
    editContent: mayEditContent(user, record) ? null : { httpStatus: 403, message: PLAN_MESSAGES.signersOnly(level) },
  };
}

/** The abilities of a user on a plan, as every plan detail answers them. */
export function planAbilities(user: PlanAbilityUser, record: PlanAbilityRecord): PlanAbilities {
  return abilitiesOfRefusals(planRefusals(user, record));
}
