import { type EntityName, hasPrivilege, type PrivilegeMap, type PrivilegeType, roleRules } from '../access';
import type { Status } from '../constants';
import { PLAN_MESSAGES, type PlanLevel } from '../plan-messages';
import {
  defineWorkflow,
  type Guard,
  type Target,
  type TransitionDef,
  type WorkflowResult,
  workflowRefusal,
} from './define-workflow';

/**
 * The status machines of plans, one per level, written with defineWorkflow like the goal
 * machines: the server applies a transition only through `planStatus.apply` (403 or 409 otherwise) and the abilities
 * ask the same machines, so a button and the server's answer cannot disagree. Refusals come in this order: an
 * action the level lacks, the inactive annual plan, the state, the privilege, the completed-plan roles, the consents.
 *
 * - save: keeps the status. An ACTIVE plan needs UPDATE; a COMPLETED one also the level's role of 'edit completed';
 *   an INACTIVE annual plan (and everything under it) is read-only until activated.
 * - submit: ACTIVE -> COMPLETED with UPDATE (unit and lesson plans: consents complete). A COMPLETED annual plan
 *   may be submitted again by the roles that edit completed plans.
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

export type PlanTransitionResult = WorkflowResult<PlanStatus>;

const ACTION_WORDS: Record<PlanTransition, string> = {
  save: 'changed',
  submit: 'submitted',
  resume: 'resumed',
  deactivate: 'deactivated',
  activate: 'activated',
};

/** Every plan transition is the planner's: the guards judge the user (privileges and roles) from the context. */
const PLANNER = 'planner';
type Planner = typeof PLANNER;

/** What a plan machine's guards read: the user and the record's surroundings. */
interface PlanMachineContext extends PlanTransitionContext {
  user: PlanActor;
}
type PlanGuard = Guard<PlanStatus, Planner, PlanMachineContext>;

/** The user holds the privilege on the level's entity (UPDATE to change or submit, DELETE to (de)activate). */
const holding =
  (level: PlanLevel, type: PrivilegeType): PlanGuard =>
  ({ context }) =>
    holds(context.user, level, type) ? null : workflowRefusal(403, PLAN_MESSAGES.forbidden);

/** A COMPLETED plan is changed (and resumed) only by the completed-plan roles of its level. */
const completedRoles =
  (level: PlanLevel): PlanGuard =>
  ({ from, transition, context }) => {
    if (from !== 'COMPLETED' || mayEditCompleted(level, context.user)) return null;
    return workflowRefusal(
      403,
      transition === 'resume' ? PLAN_MESSAGES.resumeNeedsRole(level) : PLAN_MESSAGES.completedReadOnly(level),
    );
  };

/** Unit and lesson plans are submitted once every subject teacher has consented. */
const consentsGiven =
  (level: PlanLevel): PlanGuard =>
  ({ context }) =>
    context.consentsComplete === true ? null : workflowRefusal(409, PLAN_MESSAGES.consentsIncomplete(level));

/** An INACTIVE annual plan, and everything under it, is read-only until it is activated. */
const inactiveReadOnly: Guard<PlanStatus, Planner, PlanMachineContext, PlanTransition> = ({
  from,
  transition,
  context,
}) =>
  context.ancestorInactive || (from === 'INACTIVE' && transition !== 'activate')
    ? workflowRefusal(409, PLAN_MESSAGES.inactiveReadOnly)
    : null;

const keep = (from: PlanStatus) => from;

const planMessages = {
  notFrom: (transition: PlanTransition, from: PlanStatus) =>
    PLAN_MESSAGES.notAllowedFrom(ACTION_WORDS[transition], from),
  // Stryker disable next-line all: unreachable, every plan transition is the planner's
  notBy: () => PLAN_MESSAGES.forbidden,
};

/** The transitions every level has: save (keeps the status), submit and resume. */
function changeTransitions(level: PlanLevel) {
  const update = [holding(level, 'UPDATE'), completedRoles(level)];
  const consentLevel = level === 'unit' || level === 'lesson';
  return {
    save: { from: ['ACTIVE', 'COMPLETED'], to: keep, by: PLANNER, guards: update },
    submit: {
      // A COMPLETED annual plan may be submitted again by the roles that edit completed plans.
      from: level === 'annual' ? ['ACTIVE', 'COMPLETED'] : ['ACTIVE'],
      to: 'COMPLETED',
      by: PLANNER,
      guards: consentLevel ? [...update, consentsGiven(level)] : update,
    },
    resume: { from: ['COMPLETED'], to: 'ACTIVE', by: PLANNER, guards: update },
  } satisfies Record<string, TransitionDef<PlanStatus, Planner, PlanMachineContext, Target<PlanStatus>>>;
}

type ChildTransition = keyof ReturnType<typeof changeTransitions>;
const childMachine = (level: PlanLevel) =>
  defineWorkflow<PlanStatus, Planner, ChildTransition, PlanMachineContext, Target<PlanStatus>>(
    PLAN_STATUSES,
    changeTransitions(level),
    planMessages,
    { before: inactiveReadOnly },
  );

/** The four plan machines: an annual plan also deactivates and activates (DELETE on annualplan). */
export const PLAN_MACHINES = {
  annual: defineWorkflow<PlanStatus, Planner, PlanTransition, PlanMachineContext, Target<PlanStatus>>(
    PLAN_STATUSES,
    {
      ...changeTransitions('annual'),
      deactivate: {
        from: ['ACTIVE', 'COMPLETED'],
        to: 'INACTIVE',
        by: PLANNER,
        guards: [holding('annual', 'DELETE'), completedRoles('annual')],
      },
      activate: { from: ['INACTIVE'], to: 'ACTIVE', by: PLANNER, guards: [holding('annual', 'DELETE')] },
    },
    planMessages,
    { before: inactiveReadOnly },
  ),
  tier: childMachine('tier'),
  unit: childMachine('unit'),
  lesson: childMachine('lesson'),
};

const isChildTransition = (transition: PlanTransition): transition is ChildTransition =>
  transition !== 'deactivate' && transition !== 'activate';

/** Applies a transition: the new status, or why not (403: the actor lacks a privilege or role; 409: the state). */
export function applyPlanTransition(
  level: PlanLevel,
  from: PlanStatus,
  transition: PlanTransition,
  actor: PlanActor,
  context: PlanTransitionContext = {},
): PlanTransitionResult {
  const machineContext = { ...context, user: actor };
  if (level === 'annual') return PLAN_MACHINES.annual.apply(from, transition, PLANNER, machineContext);
  if (!isChildTransition(transition)) {
    return workflowRefusal(409, PLAN_MESSAGES.levelHasNoAction(ACTION_WORDS[transition], level));
  }
  return PLAN_MACHINES[level].apply(from, transition, PLANNER, machineContext);
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
