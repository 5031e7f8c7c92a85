import { defineWorkflow, stateOrder } from './define-workflow';

/** Spec 001 section 4: the goal setting states, with their numbers and labels. */
export const GOAL_SETTING_STATES = [
  'GOAL_SETUP',
  'SENT_FOR_REVIEW',
  'REASSESSMENT_REQUIRED',
  'REVIEWED',
  'SELF_REVIEW_COMPLETED',
  'PEER_REVIEW_COMPLETED',
  'FINAL_REVIEW_COMPLETED',
  'COMPLETED',
] as const;
export type GoalSettingState = (typeof GOAL_SETTING_STATES)[number];

/** The spec's order of the states (GOAL_SETUP first, COMPLETED last). */
export const goalSettingOrder = stateOrder(GOAL_SETTING_STATES);

export const GOAL_SETTING_STATE_LABELS: Record<GoalSettingState, string> = {
  GOAL_SETUP: 'Goal Setup',
  SENT_FOR_REVIEW: 'Sent For Review',
  REASSESSMENT_REQUIRED: 'Reassessment Required',
  REVIEWED: 'Reviewed',
  SELF_REVIEW_COMPLETED: 'Self Review Completed',
  PEER_REVIEW_COMPLETED: 'Peer Review Completed',
  FINAL_REVIEW_COMPLETED: 'Final Review Completed',
  COMPLETED: 'Completed',
};

/**
 * Who acts on a goal setting: the staff member who set it, one of their reviewers, a holder of the configuration's
 * goal approver role (signs the final review off) or of its review approver role (closes the year).
 */
export type GoalActor = 'setter' | 'reviewer' | 'goalApprover' | 'reviewApprover';

const ACTOR_NAMES: Record<GoalActor, string> = {
  setter: 'the staff member who set these goals',
  reviewer: 'a reviewer of this goal setting',
  goalApprover: 'a goal approver of this goal setting',
  reviewApprover: 'a review approver of this goal setting',
};
/** 'Only a reviewer of this goal setting can …' */
export const onlyActor = (actor: GoalActor, what: string) => {
  const name = ACTOR_NAMES[actor];
  return `Only ${name} can ${what}.`;
};

/** The states in which the setter may add, change and delete goals. */
export const GOAL_EDITABLE_STATES: readonly GoalSettingState[] = ['GOAL_SETUP', 'REASSESSMENT_REQUIRED'];
export const goalsEditable = (state: GoalSettingState) => GOAL_EDITABLE_STATES.includes(state);

/** Spec 001 section 4: from REVIEWED on, the goals are locked and the goal feedback opens. */
export const goalFeedbackOpen = (state: GoalSettingState) => goalSettingOrder.isAtLeast(state, 'REVIEWED');

const ACTIONS = {
  submitForReview: 'sent for review',
  sendBack: 'sent back for reassessment',
  approve: 'approved',
  completeSelfReview: 'marked self review completed',
  completePeerReview: 'marked peer review completed',
  signOff: 'signed off',
  close: 'closed',
} as const;

/**
 * The goal setting machine: the setter sends the goals for review; a reviewer sends them back or approves
 * them; the goal year carries it through the feedback to the final review's sign-off and the close.
 */
export const goalSetting = defineWorkflow(
  GOAL_SETTING_STATES,
  {
    submitForReview: { from: GOAL_EDITABLE_STATES, to: 'SENT_FOR_REVIEW', by: 'setter' },
    sendBack: { from: ['SENT_FOR_REVIEW'], to: 'REASSESSMENT_REQUIRED', by: 'reviewer' },
    approve: { from: ['SENT_FOR_REVIEW'], to: 'REVIEWED', by: 'reviewer' },
    // Made by the reviewer's feedback decisions (feedbackRollup), then the sign-off and the close.
    completeSelfReview: { from: ['REVIEWED'], to: 'SELF_REVIEW_COMPLETED', by: 'reviewer' },
    completePeerReview: { from: ['SELF_REVIEW_COMPLETED'], to: 'PEER_REVIEW_COMPLETED', by: 'reviewer' },
    signOff: { from: ['PEER_REVIEW_COMPLETED'], to: 'FINAL_REVIEW_COMPLETED', by: 'goalApprover' },
    close: { from: ['FINAL_REVIEW_COMPLETED'], to: 'COMPLETED', by: 'reviewApprover' },
  },
  {
    notFrom: (transition, from) =>
      `A goal setting that is ${GOAL_SETTING_STATE_LABELS[from]} cannot be ${ACTIONS[transition]}.`,
    notBy: (transition, by) =>
      by === 'setter'
        ? `Only the staff member who set these goals can have them ${ACTIONS[transition]}.`
        : onlyActor(by, `have it ${ACTIONS[transition]}`),
  },
);
export type GoalSettingTransition = keyof typeof goalSetting.transitions;
