import { type Ability, abilitiesOfRefusals, abilityOf, type Refusal } from '../ability';
import { hasPrivilege, type PrivilegeMap } from '../access';
import { MESSAGES } from '../constants';
import { goalReview, type GoalReviewState, reviewerMayDecide, reviewFeedbackOpen } from '../workflows/goal-review';
import { goalSetting, type GoalSettingState, goalsEditable } from '../workflows/goal-setting';
import { GOAL_MESSAGES, submitGoalsProblem } from './goal-rules';

/*
 * What the signed-in user may do with a goal setting or a goal review (architecture guide, 'Abilities travel with
 * the record'). The server answers each detail with these and enforces the same rules on every write; the screens
 * render from them, so a button's state and the server's answer cannot disagree.
 */

/** An open or closed window, as goalWindowStatus gives it. */
interface WindowState {
  open: boolean;
  message: string;
}

export interface GoalSettingAbilityInput {
  /** The signed-in user set these goals. */
  isSetter: boolean;
  privileges: PrivilegeMap;
  state: GoalSettingState;
  setupWindow: WindowState;
  goals: readonly { weightage: number | null | undefined; goalDetails: string }[];
}

export interface GoalSettingAbilities {
  /** Change goals: the setter, with UPDATE on goalsetting, the goals not sent or approved, the setup window open. */
  editGoals: Ability;
  /** Send the goals for review: who, privilege, state, window, then the weights. */
  submitForReview: Ability;
}

/**
 * A refusal of a goal ability with its status; `stateMoved` marks a refusal by the record's state, which a write
 * meets only when someone else moved the record after the screen was drawn (the screen does not offer it otherwise).
 */
export interface GoalRefusal extends Refusal {
  stateMoved: boolean;
}

const goalRefusal = (httpStatus: 403 | 409, message: string, stateMoved = false): GoalRefusal => ({
  httpStatus,
  message,
  stateMoved,
});
const noPrivilege = goalRefusal(403, MESSAGES.forbidden);

/** The refusals behind GoalSettingAbilities (null: allowed), in the order the server answers them. */
export function goalSettingRefusals(
  input: GoalSettingAbilityInput,
): Record<keyof GoalSettingAbilities, GoalRefusal | null> {
  return { editGoals: editGoalsRefusal(input), submitForReview: submitRefusalOf(input) };
}

/** What the signed-in user may do with a goal setting, as its detail answers it. */
export function goalSettingAbilitiesOf(input: GoalSettingAbilityInput): GoalSettingAbilities {
  return abilitiesOfRefusals(goalSettingRefusals(input));
}

/** Why the user may not change the goals now, or null; the goal writes ask it with the setting locked. */
export function editGoalsRefusal(
  input: Pick<GoalSettingAbilityInput, 'isSetter' | 'privileges' | 'state' | 'setupWindow'>,
): GoalRefusal | null {
  // The state and the window come first: they hold for everyone, so a viewer reads why nobody may edit now.
  if (!goalsEditable(input.state)) return goalRefusal(409, GOAL_MESSAGES.goalsLocked, true);
  if (!input.setupWindow.open) return goalRefusal(409, input.setupWindow.message);
  if (!input.isSetter || !hasPrivilege(input.privileges, 'goalsetting', 'UPDATE')) {
    return goalRefusal(403, GOAL_MESSAGES.viewOnlyGoals);
  }
  return null;
}

function submitRefusalOf(input: GoalSettingAbilityInput): GoalRefusal | null {
  // Only the setter submits: anyone else gets the machine's 'only the staff member who set these goals'.
  const transition = goalSetting.apply(
    input.state,
    'submitForReview',
    input.isSetter
      ? 'setter'
      : // Stryker disable next-line StringLiteral: 'reviewer' stands for anyone but the setter; any other actor gets the same 403 and message.
        'reviewer',
  );
  if (!transition.ok && !input.isSetter) return goalRefusal(transition.httpStatus, transition.message);
  if (!hasPrivilege(input.privileges, 'goalsettingform', 'UPDATE')) return noPrivilege;
  if (!transition.ok) return goalRefusal(transition.httpStatus, transition.message, true);
  if (!input.setupWindow.open) return goalRefusal(409, input.setupWindow.message);
  const problem = submitGoalsProblem(input.goals);
  return problem === null ? null : goalRefusal(409, problem);
}

export interface GoalReviewAbilityInput {
  /** The signed-in user is one of the setter's reviewers (goal-access on the server). */
  isReviewer: boolean;
  privileges: PrivilegeMap;
  state: GoalReviewState;
  reviewWindow: WindowState;
}

export interface GoalReviewAbilities {
  /** Send back or approve: who, privilege, state, window. */
  decide: Ability;
}

/** The refusal behind GoalReviewAbilities.decide (null: allowed), in the order the server answers it. */
export function decideRefusalOf(input: GoalReviewAbilityInput): GoalRefusal | null {
  if (!input.isReviewer) return goalRefusal(403, GOAL_MESSAGES.notReviewer);
  if (!hasPrivilege(input.privileges, 'goalsettingreview', 'UPDATE')) return noPrivilege;
  if (!reviewerMayDecide(input.state)) {
    // Said as where the review stands: with the setter again, or approved (the machine's message reads as an error).
    if (input.state === 'SENT_FOR_REASSESSMENT') return goalRefusal(409, GOAL_MESSAGES.awaitingResubmission, true);
    // Stryker disable next-line ConditionalExpression: every state left here (not pending, not sent back) is APPROVED or later, so 'true' is equivalent (this also silences the killed 'false').
    if (reviewFeedbackOpen(input.state)) return goalRefusal(409, GOAL_MESSAGES.reviewApprovedAlready, true);
    // Stryker disable next-line StringLiteral: unreachable while the review machine has its six states (see the line above).
    const transition = goalReview.apply(input.state, 'approve', 'reviewer');
    return goalRefusal(409, transition.ok ? GOAL_MESSAGES.reviewDecided : transition.message, true);
  }
  if (!input.reviewWindow.open) return goalRefusal(409, input.reviewWindow.message);
  return null;
}

/** Who may send back or approve: a reviewer with UPDATE on goalsettingreview, the review pending, the window open. */
export function goalReviewAbilitiesOf(input: GoalReviewAbilityInput): GoalReviewAbilities {
  return { decide: abilityOf(decideRefusalOf(input)) };
}
