import { hasPrivilege, roleRules } from './access';
import type { PlanLevel } from './plan-messages';
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
  // Stryker disable next-line StringLiteral: equivalent, a transition the machine does not know meets the same checks as save (INACTIVE read-only, UPDATE, the completed-plan role) and no others
  const update = can('save');
  const consentLevel = level === 'unit' || level === 'lesson';

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
    submit: can('submit'),
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
};
