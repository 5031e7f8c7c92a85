import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_DECISION_STATES,
  FEEDBACK_DECISIONS,
  type FeedbackActor,
  feedbackRatingsEditable,
  feedbackRollup,
  GOAL_FEEDBACK_STATE_LABELS,
  GOAL_FEEDBACK_STATES,
  GOAL_FEEDBACK_TYPES,
  type GoalFeedbackState,
  type GoalFeedbackTransition,
  goalFeedback,
  goalFeedbackOrder,
  peerFeedbackSubmitted,
  selfFeedbackAccepted,
} from './goal-feedback';

const ACTORS: FeedbackActor[] = ['setter', 'peer', 'reviewer'];

/** Written out by hand from spec 001 section 4 and issue 10 section 3. */
const EXPECTED: Record<
  GoalFeedbackTransition,
  { by: FeedbackActor; moves: Partial<Record<GoalFeedbackState, GoalFeedbackState>>; action: string }
> = {
  submitSelf: {
    by: 'setter',
    moves: { SUBMIT_SELF_FEEDBACK: 'SELF_FEEDBACK_SUBMITTED', SELF_REASSESSMENT_REQUIRED: 'SELF_FEEDBACK_SUBMITTED' },
    action: 'submitted by its staff member',
  },
  sendBackSelf: {
    by: 'reviewer',
    moves: { SELF_FEEDBACK_SUBMITTED: 'SELF_REASSESSMENT_REQUIRED' },
    action: 'sent back for reassessment',
  },
  acceptSelf: { by: 'reviewer', moves: { SELF_FEEDBACK_SUBMITTED: 'SUBMIT_PEER_FEEDBACK' }, action: 'accepted' },
  submitPeer: {
    by: 'peer',
    moves: { SUBMIT_PEER_FEEDBACK: 'PEER_FEEDBACK_SUBMITTED', PEER_REASSESSMENT_REQUIRED: 'PEER_FEEDBACK_SUBMITTED' },
    action: 'submitted by the peer',
  },
  sendBackPeer: {
    by: 'reviewer',
    moves: { PEER_FEEDBACK_SUBMITTED: 'PEER_REASSESSMENT_REQUIRED' },
    action: 'sent back to the peer',
  },
  acceptPeer: { by: 'reviewer', moves: { PEER_FEEDBACK_SUBMITTED: 'FEEDBACK_COMPLETED' }, action: 'accepted' },
  completeFrequency: { by: 'reviewer', moves: { SUBMIT_PEER_FEEDBACK: 'FEEDBACK_COMPLETED' }, action: 'completed' },
};

const NOT_BY: Record<FeedbackActor, (action: string) => string> = {
  setter: () => 'Only the staff member who set these goals gives their self feedback.',
  peer: () => 'Only the peer this feedback was asked of can give it.',
  reviewer: (action) => `Only a reviewer of this goal setting can have a feedback ${action}.`,
};

describe('goal feedback states', () => {
  it('orders the states SUBMIT_SELF_FEEDBACK first to FEEDBACK_COMPLETED last', () => {
    expect(goalFeedbackOrder.from('SUBMIT_SELF_FEEDBACK')).toEqual([
      'SUBMIT_SELF_FEEDBACK',
      'SELF_REASSESSMENT_REQUIRED',
      'SELF_FEEDBACK_SUBMITTED',
      'SUBMIT_PEER_FEEDBACK',
      'PEER_REASSESSMENT_REQUIRED',
      'PEER_FEEDBACK_SUBMITTED',
      'FEEDBACK_COMPLETED',
    ]);
    expect(goalFeedbackOrder.from('FEEDBACK_COMPLETED')).toEqual(['FEEDBACK_COMPLETED']);
  });

  it("labels every state as the spec's panel does", () => {
    expect(GOAL_FEEDBACK_STATE_LABELS).toEqual({
      SUBMIT_SELF_FEEDBACK: 'Self Feedback Pending',
      SELF_REASSESSMENT_REQUIRED: 'Reassess Self Feedback',
      SELF_FEEDBACK_SUBMITTED: 'Self Feedback Submitted',
      SUBMIT_PEER_FEEDBACK: 'Peer Feedback Pending',
      PEER_REASSESSMENT_REQUIRED: 'Reassess Peer Feedback',
      PEER_FEEDBACK_SUBMITTED: 'Peer Feedback Submitted',
      FEEDBACK_COMPLETED: 'Completed',
    });
  });
});

describe('goal feedback machine: every state x transition x actor', () => {
  const transitions = Object.keys(EXPECTED) as GoalFeedbackTransition[];

  it('has exactly the feedback transitions', () => {
    expect(Object.keys(goalFeedback.transitions).sort()).toEqual([...transitions].sort());
  });

  for (const state of GOAL_FEEDBACK_STATES) {
    for (const transition of transitions) {
      for (const actor of ACTORS) {
        const { by, moves, action } = EXPECTED[transition];
        const target = moves[state];
        it(`${transition} by the ${actor} from ${state}`, () => {
          const result = goalFeedback.apply(state, transition, actor);
          if (actor !== by) {
            expect(result).toEqual({ ok: false, httpStatus: 403, message: NOT_BY[by](action) });
          } else if (target) {
            expect(result).toEqual({ ok: true, to: target });
          } else {
            expect(result).toEqual({
              ok: false,
              httpStatus: 409,
              message: `A feedback that is ${GOAL_FEEDBACK_STATE_LABELS[state]} cannot be ${action}.`,
            });
          }
          expect(goalFeedback.can(state, transition, actor)).toBe(result.ok);
        });
      }
    }
  }

  it('plays a frequency: submit, send back, submit again, accept; a peer submits, is sent back, submits; accepted', () => {
    let self: GoalFeedbackState = 'SUBMIT_SELF_FEEDBACK';
    let peer: GoalFeedbackState = 'SUBMIT_PEER_FEEDBACK';
    const step = (from: GoalFeedbackState, transition: GoalFeedbackTransition, actor: FeedbackActor) => {
      const result = goalFeedback.apply(from, transition, actor);
      if (!result.ok) throw new Error(result.message);
      return result.to;
    };
    self = step(self, 'submitSelf', 'setter');
    self = step(self, 'sendBackSelf', 'reviewer');
    expect(self).toBe('SELF_REASSESSMENT_REQUIRED');
    self = step(self, 'submitSelf', 'setter');
    self = step(self, 'acceptSelf', 'reviewer');
    expect(self).toBe('SUBMIT_PEER_FEEDBACK');
    peer = step(peer, 'submitPeer', 'peer');
    peer = step(peer, 'sendBackPeer', 'reviewer');
    expect(peer).toBe('PEER_REASSESSMENT_REQUIRED');
    peer = step(peer, 'submitPeer', 'peer');
    peer = step(peer, 'acceptPeer', 'reviewer');
    self = step(self, 'completeFrequency', 'reviewer');
    expect([self, peer]).toEqual(['FEEDBACK_COMPLETED', 'FEEDBACK_COMPLETED']);
    for (const actor of ACTORS) expect(goalFeedback.available('FEEDBACK_COMPLETED', actor), actor).toEqual([]);
  });
});

describe('FEEDBACK_DECISIONS: the reviewer decisions of PUT /goal-feedback/{id}/comment', () => {
  it('maps each decision state to the transition reaching it, on the right type of feedback', () => {
    expect(FEEDBACK_DECISIONS).toEqual({
      SELF_REASSESSMENT_REQUIRED: { transition: 'sendBackSelf', type: 'SELF' },
      SUBMIT_PEER_FEEDBACK: { transition: 'acceptSelf', type: 'SELF' },
      PEER_REASSESSMENT_REQUIRED: { transition: 'sendBackPeer', type: 'PEER' },
      FEEDBACK_COMPLETED: { transition: 'acceptPeer', type: 'PEER' },
    });
    expect(FEEDBACK_DECISION_STATES).toEqual([
      'SELF_REASSESSMENT_REQUIRED',
      'SUBMIT_PEER_FEEDBACK',
      'PEER_REASSESSMENT_REQUIRED',
      'FEEDBACK_COMPLETED',
    ]);
  });

  for (const decision of FEEDBACK_DECISION_STATES) {
    it(`${decision} is a reviewer's transition that reaches ${decision}`, () => {
      const { transition } = FEEDBACK_DECISIONS[decision];
      expect(goalFeedback.transitions[transition].by).toBe('reviewer');
      expect(goalFeedback.transitions[transition].to).toBe(decision);
    });
  }

  it("leaves completeFrequency out: the reviewer's last peer acceptance makes it, never a decision", () => {
    const transitions = FEEDBACK_DECISION_STATES.map((decision) => FEEDBACK_DECISIONS[decision].transition);
    expect(transitions).not.toContain('completeFrequency');
  });
});

describe('feedbackRatingsEditable', () => {
  it('lets the setter change self ratings only before they are submitted (or when sent back)', () => {
    expect(GOAL_FEEDBACK_STATES.filter((state) => feedbackRatingsEditable('SELF', state))).toEqual([
      'SUBMIT_SELF_FEEDBACK',
      'SELF_REASSESSMENT_REQUIRED',
    ]);
  });

  it('lets the peer change peer ratings only while pending or sent back', () => {
    expect(GOAL_FEEDBACK_STATES.filter((state) => feedbackRatingsEditable('PEER', state))).toEqual([
      'SUBMIT_PEER_FEEDBACK',
      'PEER_REASSESSMENT_REQUIRED',
    ]);
  });

  it('agrees with the machine: ratings are editable exactly where their author may submit', () => {
    for (const type of GOAL_FEEDBACK_TYPES) {
      const [submit, author] =
        type === 'SELF' ? (['submitSelf', 'setter'] as const) : (['submitPeer', 'peer'] as const);
      for (const state of GOAL_FEEDBACK_STATES) {
        expect(feedbackRatingsEditable(type, state), `${type} ${state}`).toBe(goalFeedback.can(state, submit, author));
      }
    }
  });
});

describe('selfFeedbackAccepted and peerFeedbackSubmitted', () => {
  it('counts a self feedback accepted from SUBMIT_PEER_FEEDBACK on', () => {
    expect(GOAL_FEEDBACK_STATES.filter(selfFeedbackAccepted)).toEqual([
      'SUBMIT_PEER_FEEDBACK',
      'PEER_REASSESSMENT_REQUIRED',
      'PEER_FEEDBACK_SUBMITTED',
      'FEEDBACK_COMPLETED',
    ]);
  });

  it('counts a peer feedback submitted while it waits for the reviewer or once accepted, not when sent back', () => {
    expect(GOAL_FEEDBACK_STATES.filter(peerFeedbackSubmitted)).toEqual([
      'PEER_FEEDBACK_SUBMITTED',
      'FEEDBACK_COMPLETED',
    ]);
  });
});

describe('feedbackRollup', () => {
  it('says nothing for a timeline without feedback frequencies', () => {
    expect(feedbackRollup(0, [])).toBeNull();
    expect(feedbackRollup(0, ['FEEDBACK_COMPLETED'])).toBeNull();
  });

  it('says nothing while a frequency has no self feedback yet', () => {
    expect(feedbackRollup(2, ['FEEDBACK_COMPLETED'])).toBeNull();
    expect(feedbackRollup(1, [])).toBeNull();
  });

  it('reaches SELF_REVIEW_COMPLETED once every self feedback is accepted', () => {
    expect(feedbackRollup(2, ['SUBMIT_PEER_FEEDBACK', 'SUBMIT_PEER_FEEDBACK'])).toBe('SELF_REVIEW_COMPLETED');
    expect(feedbackRollup(1, ['SUBMIT_PEER_FEEDBACK'])).toBe('SELF_REVIEW_COMPLETED');
  });

  it('reaches PEER_REVIEW_COMPLETED once every frequency is completed', () => {
    expect(feedbackRollup(2, ['FEEDBACK_COMPLETED', 'FEEDBACK_COMPLETED'])).toBe('PEER_REVIEW_COMPLETED');
    expect(feedbackRollup(1, ['FEEDBACK_COMPLETED'])).toBe('PEER_REVIEW_COMPLETED');
  });

  it('stays at SELF_REVIEW_COMPLETED when one frequency is completed and another only accepted', () => {
    expect(feedbackRollup(2, ['FEEDBACK_COMPLETED', 'SUBMIT_PEER_FEEDBACK'])).toBe('SELF_REVIEW_COMPLETED');
  });

  it('says nothing while one self feedback is not accepted, whatever the others are', () => {
    for (const waiting of ['SUBMIT_SELF_FEEDBACK', 'SELF_REASSESSMENT_REQUIRED', 'SELF_FEEDBACK_SUBMITTED'] as const) {
      expect(feedbackRollup(2, ['FEEDBACK_COMPLETED', waiting]), waiting).toBeNull();
      expect(feedbackRollup(2, [waiting, 'SUBMIT_PEER_FEEDBACK']), waiting).toBeNull();
    }
  });
});
