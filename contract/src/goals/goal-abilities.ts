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
  editGoals: boolean;
  submitForReview: boolean;
  /** The first reason submitForReview is false (who, privilege, state, window, weights), or null. */
  submitRefusal: string | null;
}

/** Who may change goals and send them: the setter, with the privilege, in an editable state, the window open. */
export function goalSettingAbilitiesOf(input: GoalSettingAbilityInput): GoalSettingAbilities {
  const editGoals =
    input.isSetter &&
    hasPrivilege(input.privileges, 'goalsetting', 'UPDATE') &&
    goalsEditable(input.state) &&
    input.setupWindow.open;
  const submitRefusal = submitRefusalOf(input);
  return { editGoals, submitForReview: submitRefusal === null, submitRefusal };
}

function submitRefusalOf(input: GoalSettingAbilityInput): string | null {
  // Only the setter submits: anyone else gets the machine's 'only the staff member who set these goals'.
  const transition = goalSetting.apply(
    input.state,
    'submitForReview',
    input.isSetter
      ? 'setter'
      : // Stryker disable next-line StringLiteral: 'reviewer' stands for anyone but the setter; any other actor gets the same 403 and message.
        'reviewer',
  );
  if (!transition.ok && !input.isSetter) return transition.message;
  if (!hasPrivilege(input.privileges, 'goalsettingform', 'UPDATE')) return MESSAGES.forbidden;
  if (!transition.ok) return transition.message;
  if (!input.setupWindow.open) return input.setupWindow.message;
  return submitGoalsProblem(input.goals);
}

export interface GoalReviewAbilityInput {
  /** The signed-in user is one of the setter's reviewers (goal-access on the server). */
  isReviewer: boolean;
  privileges: PrivilegeMap;
  state: GoalReviewState;
  reviewWindow: WindowState;
}

export interface GoalReviewAbilities {
  decide: boolean;
  /** The first reason decide is false (who, privilege, state, window), or null. */
  decideRefusal: string | null;
}

/** Who may send back or approve: a reviewer with UPDATE on goalsettingreview, the review pending, the window open. */
export function goalReviewAbilitiesOf(input: GoalReviewAbilityInput): GoalReviewAbilities {
  const decideRefusal = decideRefusalOf(input);
  return { decide: decideRefusal === null, decideRefusal };
}

function decideRefusalOf(input: GoalReviewAbilityInput): string | null {
  if (!input.isReviewer) return GOAL_MESSAGES.notReviewer;
  if (!hasPrivilege(input.privileges, 'goalsettingreview', 'UPDATE')) return MESSAGES.forbidden;
  if (!reviewerMayDecide(input.state)) {
    // Said as where the review stands: with the setter again, or approved (the machine's message reads as an error).
    if (input.state === 'SENT_FOR_REASSESSMENT') return GOAL_MESSAGES.awaitingResubmission;
    // Stryker disable next-line ConditionalExpression: every state left here (not pending, not sent back) is APPROVED or later, so 'true' is equivalent (this also silences the killed 'false').
    if (reviewFeedbackOpen(input.state)) return GOAL_MESSAGES.reviewApprovedAlready;
    // Stryker disable next-line StringLiteral: unreachable while the review machine has its six states (see the line above).
    const transition = goalReview.apply(input.state, 'approve', 'reviewer');
    return transition.ok ? GOAL_MESSAGES.reviewDecided : transition.message;
  }
  if (!input.reviewWindow.open) return input.reviewWindow.message;
  return null;
}
