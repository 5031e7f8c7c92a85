import { defineWorkflow, stateOrder } from './define-workflow';

/** Spec 001 section 4: the goal feedback states, in order. */
export const GOAL_FEEDBACK_STATES = [
  'SUBMIT_SELF_FEEDBACK',
  'SELF_REASSESSMENT_REQUIRED',
  'SELF_FEEDBACK_SUBMITTED',
  'SUBMIT_PEER_FEEDBACK',
  'PEER_REASSESSMENT_REQUIRED',
  'PEER_FEEDBACK_SUBMITTED',
  'FEEDBACK_COMPLETED',
] as const;
export type GoalFeedbackState = (typeof GOAL_FEEDBACK_STATES)[number];

/** The spec's order of the states (SUBMIT_SELF_FEEDBACK first). */
export const goalFeedbackOrder = stateOrder(GOAL_FEEDBACK_STATES);

/** The spec's labels ('Self Feedback Pending', 'Reassess Self Feedback', …, 'Completed'). */
export const GOAL_FEEDBACK_STATE_LABELS: Record<GoalFeedbackState, string> = {
  SUBMIT_SELF_FEEDBACK: 'Self Feedback Pending',
  SELF_REASSESSMENT_REQUIRED: 'Reassess Self Feedback',
  SELF_FEEDBACK_SUBMITTED: 'Self Feedback Submitted',
  SUBMIT_PEER_FEEDBACK: 'Peer Feedback Pending',
  PEER_REASSESSMENT_REQUIRED: 'Reassess Peer Feedback',
  PEER_FEEDBACK_SUBMITTED: 'Peer Feedback Submitted',
  FEEDBACK_COMPLETED: 'Completed',
};

export const GOAL_FEEDBACK_TYPES = ['SELF', 'PEER'] as const;
export type GoalFeedbackType = (typeof GOAL_FEEDBACK_TYPES)[number];
export const GOAL_FEEDBACK_TYPE_LABELS: Record<GoalFeedbackType, string> = { SELF: 'Self', PEER: 'Peer' };

/** Who acts on a feedback: the setter (self), the named peer (peer), or one of the setter's reviewers. */
export type FeedbackActor = 'setter' | 'peer' | 'reviewer';

const ACTIONS = {
  submitSelf: 'submitted by its staff member',
  sendBackSelf: 'sent back for reassessment',
  acceptSelf: 'accepted',
  submitPeer: 'submitted by the peer',
  sendBackPeer: 'sent back to the peer',
  acceptPeer: 'accepted',
  completeFrequency: 'completed',
} as const;

/** States in which the setter may change and submit self ratings (spec: before SELF_FEEDBACK_SUBMITTED). */
export const SELF_EDITABLE_STATES: readonly GoalFeedbackState[] = [
  'SUBMIT_SELF_FEEDBACK',
  'SELF_REASSESSMENT_REQUIRED',
];
/** States in which a named peer may change and submit their ratings. */
export const PEER_EDITABLE_STATES: readonly GoalFeedbackState[] = [
  'SUBMIT_PEER_FEEDBACK',
  'PEER_REASSESSMENT_REQUIRED',
];

/**
 * The goal feedback machine. A SELF feedback exists per feedback frequency of the period: the
 * setter submits it, a reviewer sends it back or accepts it, and accepting opens peer feedback (SUBMIT_PEER_FEEDBACK
 * on the self feedback means 'peer feedback pending' for that frequency). A PEER feedback exists per named peer:
 * the peer submits, a reviewer sends back or accepts (FEEDBACK_COMPLETED). When every named peer's feedback of a
 * frequency is accepted, the self feedback completes too (completeFrequency, made by the reviewer's last acceptance).
 */
export const goalFeedback = defineWorkflow(
  GOAL_FEEDBACK_STATES,
  {
    submitSelf: { from: SELF_EDITABLE_STATES, to: 'SELF_FEEDBACK_SUBMITTED', by: 'setter' },
    sendBackSelf: { from: ['SELF_FEEDBACK_SUBMITTED'], to: 'SELF_REASSESSMENT_REQUIRED', by: 'reviewer' },
    acceptSelf: { from: ['SELF_FEEDBACK_SUBMITTED'], to: 'SUBMIT_PEER_FEEDBACK', by: 'reviewer' },
    submitPeer: { from: PEER_EDITABLE_STATES, to: 'PEER_FEEDBACK_SUBMITTED', by: 'peer' },
    sendBackPeer: { from: ['PEER_FEEDBACK_SUBMITTED'], to: 'PEER_REASSESSMENT_REQUIRED', by: 'reviewer' },
    acceptPeer: { from: ['PEER_FEEDBACK_SUBMITTED'], to: 'FEEDBACK_COMPLETED', by: 'reviewer' },
    completeFrequency: { from: ['SUBMIT_PEER_FEEDBACK'], to: 'FEEDBACK_COMPLETED', by: 'reviewer' },
  },
  {
    notFrom: (transition, from) =>
      `A feedback that is ${GOAL_FEEDBACK_STATE_LABELS[from]} cannot be ${ACTIONS[transition]}.`,
    notBy: (transition, by) =>
      by === 'setter'
        ? 'Only the staff member who set these goals gives their self feedback.'
        : by === 'peer'
          ? 'Only the peer this feedback was asked of can give it.'
          : `Only a reviewer of this goal setting can have a feedback ${ACTIONS[transition]}.`,
  },
);
export type GoalFeedbackTransition = keyof typeof goalFeedback.transitions;

/**
 * The reviewer's decisions on a feedback (PUT /goal-feedback/{id}/comment {comment, state}): the state asked for,
 * the transition it makes and the feedback type it applies to.
 */
export const FEEDBACK_DECISIONS = {
  SELF_REASSESSMENT_REQUIRED: { transition: 'sendBackSelf', type: 'SELF' },
  SUBMIT_PEER_FEEDBACK: { transition: 'acceptSelf', type: 'SELF' },
  PEER_REASSESSMENT_REQUIRED: { transition: 'sendBackPeer', type: 'PEER' },
  FEEDBACK_COMPLETED: { transition: 'acceptPeer', type: 'PEER' },
} as const satisfies Record<string, { transition: GoalFeedbackTransition; type: GoalFeedbackType }>;
export type FeedbackDecision = keyof typeof FEEDBACK_DECISIONS;
export const FEEDBACK_DECISION_STATES = Object.keys(FEEDBACK_DECISIONS) as FeedbackDecision[];

/** Ratings may change while the feedback waits for its author (self or peer). */
export const feedbackRatingsEditable = (type: GoalFeedbackType, state: GoalFeedbackState) =>
  (type === 'SELF' ? SELF_EDITABLE_STATES : PEER_EDITABLE_STATES).includes(state);

/** A self feedback the reviewer accepted (its ratings count in the year's score). */
export const selfFeedbackAccepted = (state: GoalFeedbackState) =>
  goalFeedbackOrder.isAtLeast(state, 'SUBMIT_PEER_FEEDBACK');

/** A peer feedback submitted and not sent back (what the setter's anonymous average counts). */
export const peerFeedbackSubmitted = (state: GoalFeedbackState) =>
  state === 'PEER_FEEDBACK_SUBMITTED' || state === 'FEEDBACK_COMPLETED';

/**
 * The setting (and its review) reach SELF_REVIEW_COMPLETED once every frequency's self feedback
 * is accepted, and PEER_REVIEW_COMPLETED once every frequency's feedback is completed. Given the self feedbacks of
 * every frequency of the period (one per frequency), the furthest of the two the setting has reached, or null.
 */
export function feedbackRollup(
  frequencyCount: number,
  selfStates: readonly GoalFeedbackState[],
): 'SELF_REVIEW_COMPLETED' | 'PEER_REVIEW_COMPLETED' | null {
  if (frequencyCount === 0 || selfStates.length < frequencyCount) return null;
  if (selfStates.every((state) => state === 'FEEDBACK_COMPLETED')) return 'PEER_REVIEW_COMPLETED';
  if (selfStates.every(selfFeedbackAccepted)) return 'SELF_REVIEW_COMPLETED';
  return null;
}
