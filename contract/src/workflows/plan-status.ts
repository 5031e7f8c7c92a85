import { type EntityName, hasPrivilege, type PrivilegeMap, type PrivilegeType, roleRules } from '../access';
import type { Status } from '../constants';
import { PLAN_MESSAGES, type PlanLevel } from '../plan-messages';

/**
 * The status machine of plans (issue 7 section 2, spec 001 sections 4 and 6), written once: the server applies a
 * transition only through `planStatus.apply` (403 or 409 otherwise) and the screens ask `planStatus.can` what to
 * offer, so a button and the server's answer cannot disagree.
 *
 * - save: keeps the status. An ACTIVE plan needs UPDATE; a COMPLETED one also the level's role of 'edit completed';
 *   an INACTIVE annual plan (and everything under it) is read-only until activated.
 * - submit: ACTIVE -> COMPLETED with UPDATE (unit and lesson plans: consents complete). A COMPLETED annual plan
 *   may be submitted again by the roles that edit completed plans (spec 001 section 6).
 * - resume: COMPLETED -> ACTIVE, for the roles that edit completed plans of the level (with UPDATE).
 * - deactivate: annual plans only, ACTIVE -> INACTIVE with DELETE (COMPLETED too, for the roles above).
 * - activate: annual plans only, INACTIVE -> ACTIVE with DELETE.
 */
export const PLAN_STATUSES = ['ACTIVE', 'COMPLETED', 'INACTIVE'] as const satisfies readonly Status[];
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_TRANSITIONS = ['save', 'submit', 'resume', 'deactivate', 'activate'] as const;
export type PlanTransition = (typeof PLAN_TRANSITIONS)[number];

/** Who acts: their privileges and role names (the server's auth context and the web's session both fit). */
export interface PlanActor {
  privileges: PrivilegeMap;
  roleNames: readonly string[];
}

/** What the record's surroundings say, beyond its status. */
export interface PlanTransitionContext {
  /** Unit and lesson plans: the consent list is complete (consentsComplete). Needed by submit. */
  consentsComplete?: boolean;
  /** The annual plan above the record is INACTIVE: the record is read-only. */
  ancestorInactive?: boolean;
}

/** The privilege entity of each level: tier plans are parts of their annual plan. */
export const PLAN_ENTITY: Record<PlanLevel, EntityName> = {
  annual: 'annualplan',
  tier: 'annualplan',
  unit: 'unitplan',
  lesson: 'lessonplan',
};

/** Spec 001 section 6: who may change a COMPLETED plan of each level (and resume it). */
export function mayEditCompleted(level: PlanLevel, actor: PlanActor): boolean {
  if (level === 'annual' || level === 'tier') return roleRules.editCompletedAnnualOrTierPlan(actor);
  if (level === 'unit') return roleRules.editCompletedUnitPlan(actor);
  return roleRules.editCompletedLessonPlan(actor);
}

const holds = (actor: PlanActor, level: PlanLevel, type: PrivilegeType) =>
  hasPrivilege(actor.privileges, PLAN_ENTITY[level], type);

export type PlanTransitionResult = { ok: true; to: PlanStatus } | { ok: false; httpStatus: 403 | 409; message: string };

const refuse = (httpStatus: 403 | 409, message: string): PlanTransitionResult => ({ ok: false, httpStatus, message });

const ACTION_WORDS: Record<PlanTransition, string> = {
  save: 'changed',
  submit: 'submitted',
  resume: 'resumed',
  deactivate: 'deactivated',
  activate: 'activated',
};

/** The target status of a transition from a status, or null when the machine has no such arrow. */
function target(level: PlanLevel, from: PlanStatus, transition: PlanTransition): PlanStatus | null {
  switch (transition) {
    case 'save':
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, target is never asked about an INACTIVE plan but to activate it (applyPlanTransition answers inactiveReadOnly first)
      return from === 'INACTIVE' ? null : from;
    case 'submit':
      if (from === 'ACTIVE') return 'COMPLETED';
      // Stryker disable next-line ConditionalExpression: equivalent, from is COMPLETED here (ACTIVE returned above, INACTIVE refused before target is asked)
      return from === 'COMPLETED' && level === 'annual' ? 'COMPLETED' : null;
    case 'resume':
      return from === 'COMPLETED' ? 'ACTIVE' : null;
    case 'deactivate':
      // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent, target is asked to deactivate only an annual plan that is not INACTIVE (applyPlanTransition refuses the rest first)
      return level === 'annual' && from !== 'INACTIVE' ? 'INACTIVE' : null;
    case 'activate':
      // Stryker disable next-line ConditionalExpression: equivalent, target is asked to activate only an annual plan (applyPlanTransition answers levelHasNoAction first)
      return level === 'annual' && from === 'INACTIVE' ? 'ACTIVE' : null;
  }
}

/** Applies a transition: the new status, or why not (403: the actor lacks a privilege or role; 409: the state). */
export function applyPlanTransition(
  level: PlanLevel,
  from: PlanStatus,
  transition: PlanTransition,
  actor: PlanActor,
  context: PlanTransitionContext = {},
): PlanTransitionResult {
  if ((transition === 'deactivate' || transition === 'activate') && level !== 'annual') {
    return refuse(409, PLAN_MESSAGES.levelHasNoAction(ACTION_WORDS[transition], level));
  }
  if (context.ancestorInactive || (from === 'INACTIVE' && transition !== 'activate')) {
    return refuse(409, PLAN_MESSAGES.inactiveReadOnly);
  }
  const to = target(level, from, transition);
  if (to === null) return refuse(409, PLAN_MESSAGES.notAllowedFrom(ACTION_WORDS[transition], from));
  const privilege: PrivilegeType = transition === 'deactivate' || transition === 'activate' ? 'DELETE' : 'UPDATE';
  if (!holds(actor, level, privilege)) return refuse(403, PLAN_MESSAGES.forbidden);
  if (from === 'COMPLETED' && !mayEditCompleted(level, actor)) {
    return refuse(
      403,
      transition === 'resume' ? PLAN_MESSAGES.resumeNeedsRole(level) : PLAN_MESSAGES.completedReadOnly(level),
    );
  }
  if (transition === 'submit' && (level === 'unit' || level === 'lesson') && context.consentsComplete !== true) {
    return refuse(409, PLAN_MESSAGES.consentsIncomplete(level));
  }
  return { ok: true, to };
}

export const planStatus = {
  apply: applyPlanTransition,
  /** Whether the screen may offer the transition (the server will accept it). */
  can: (
    level: PlanLevel,
    from: PlanStatus,
    transition: PlanTransition,
    actor: PlanActor,
    context?: PlanTransitionContext,
  ) => applyPlanTransition(level, from, transition, actor, context).ok,
};

export const isPlanStatus = (value: string): value is PlanStatus =>
  (PLAN_STATUSES as readonly string[]).includes(value);
