import { describe, expect, it } from 'vitest';
import {
  GOAL_SETTING_STATE_LABELS,
  GOAL_SETTING_STATES,
  type GoalActor,
  type GoalSettingState,
  type GoalSettingTransition,
  goalFeedbackOpen,
  goalSetting,
  goalSettingOrder,
  goalsEditable,
} from './goal-setting';

const ACTORS: GoalActor[] = ['setter', 'reviewer', 'goalApprover', 'reviewApprover'];

/**
 * Written out by hand from issue 9 sections 3 and 4 and issue 10 section 4: who makes each transition, and from
 * where to where.
 */
const EXPECTED: Record<
  GoalSettingTransition,
  { by: GoalActor; moves: Partial<Record<GoalSettingState, GoalSettingState>>; action: string }
> = {
  submitForReview: {
    by: 'setter',
    moves: { GOAL_SETUP: 'SENT_FOR_REVIEW', REASSESSMENT_REQUIRED: 'SENT_FOR_REVIEW' },
    action: 'sent for review',
  },
  sendBack: {
    by: 'reviewer',
    moves: { SENT_FOR_REVIEW: 'REASSESSMENT_REQUIRED' },
    action: 'sent back for reassessment',
  },
  approve: { by: 'reviewer', moves: { SENT_FOR_REVIEW: 'REVIEWED' }, action: 'approved' },
  completeSelfReview: {
    by: 'reviewer',
    moves: { REVIEWED: 'SELF_REVIEW_COMPLETED' },
    action: 'marked self review completed',
  },
  completePeerReview: {
    by: 'reviewer',
    moves: { SELF_REVIEW_COMPLETED: 'PEER_REVIEW_COMPLETED' },
    action: 'marked peer review completed',
  },
  signOff: { by: 'goalApprover', moves: { PEER_REVIEW_COMPLETED: 'FINAL_REVIEW_COMPLETED' }, action: 'signed off' },
  close: { by: 'reviewApprover', moves: { FINAL_REVIEW_COMPLETED: 'COMPLETED' }, action: 'closed' },
};

const ACTOR_NAMES: Record<GoalActor, string> = {
  setter: 'the staff member who set these goals',
  reviewer: 'a reviewer of this goal setting',
  goalApprover: 'a goal approver of this goal setting',
  reviewApprover: 'a review approver of this goal setting',
};

const notByMessage = (transition: GoalSettingTransition) =>
  EXPECTED[transition].by === 'setter'
    ? `Only the staff member who set these goals can have them ${EXPECTED[transition].action}.`
    : `Only ${ACTOR_NAMES[EXPECTED[transition].by]} can have it ${EXPECTED[transition].action}.`;

describe('goal setting states', () => {
  it('orders the states GOAL_SETUP first to COMPLETED last', () => {
    expect(goalSettingOrder.from('GOAL_SETUP')).toEqual([
      'GOAL_SETUP',
      'SENT_FOR_REVIEW',
      'REASSESSMENT_REQUIRED',
      'REVIEWED',
      'SELF_REVIEW_COMPLETED',
      'PEER_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
      'COMPLETED',
    ]);
    expect(goalSettingOrder.from('COMPLETED')).toEqual(['COMPLETED']);
  });

  it('labels every state', () => {
    expect(GOAL_SETTING_STATE_LABELS).toEqual({
      GOAL_SETUP: 'Goal Setup',
      SENT_FOR_REVIEW: 'Sent For Review',
      REASSESSMENT_REQUIRED: 'Reassessment Required',
      REVIEWED: 'Reviewed',
      SELF_REVIEW_COMPLETED: 'Self Review Completed',
      PEER_REVIEW_COMPLETED: 'Peer Review Completed',
      FINAL_REVIEW_COMPLETED: 'Final Review Completed',
      COMPLETED: 'Completed',
    });
  });

  it('keeps the goals editable up to REASSESSMENT_REQUIRED, except while sent for review', () => {
    const editable = GOAL_SETTING_STATES.filter(goalsEditable);
    expect(editable).toEqual(['GOAL_SETUP', 'REASSESSMENT_REQUIRED']);
  });

  it('opens the goal feedback from REVIEWED on', () => {
    expect(GOAL_SETTING_STATES.filter(goalFeedbackOpen)).toEqual([
      'REVIEWED',
      'SELF_REVIEW_COMPLETED',
      'PEER_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
      'COMPLETED',
    ]);
  });

  it('never has goals both editable and open to feedback', () => {
    for (const state of GOAL_SETTING_STATES) expect(goalsEditable(state) && goalFeedbackOpen(state), state).toBe(false);
  });
});

describe('goal setting machine: every state x transition x actor', () => {
  const transitions = Object.keys(EXPECTED) as GoalSettingTransition[];

  it('has exactly the transitions of issues 9 and 10', () => {
    expect(Object.keys(goalSetting.transitions).sort()).toEqual([...transitions].sort());
  });

  for (const state of GOAL_SETTING_STATES) {
    for (const transition of transitions) {
      for (const actor of ACTORS) {
        const { by, moves } = EXPECTED[transition];
        const target = moves[state];
        it(`${transition} by the ${actor} from ${state}`, () => {
          const result = goalSetting.apply(state, transition, actor);
          if (actor !== by) {
            expect(result).toEqual({ ok: false, httpStatus: 403, message: notByMessage(transition) });
          } else if (target) {
            expect(result).toEqual({ ok: true, to: target });
          } else {
            expect(result).toEqual({
              ok: false,
              httpStatus: 409,
              message: `A goal setting that is ${GOAL_SETTING_STATE_LABELS[state]} cannot be ${EXPECTED[transition].action}.`,
            });
          }
          expect(goalSetting.can(state, transition, actor)).toBe(result.ok);
        });
      }
    }
  }

  it('offers the setter only Submit For Review, and only while the goals are editable', () => {
    for (const state of GOAL_SETTING_STATES) {
      expect(goalSetting.available(state, 'setter'), state).toEqual(goalsEditable(state) ? ['submitForReview'] : []);
    }
  });

  it('offers the reviewer Send Back and Approve while sent for review, then the feedback roll-up steps', () => {
    const offered: Partial<Record<GoalSettingState, GoalSettingTransition[]>> = {
      SENT_FOR_REVIEW: ['sendBack', 'approve'],
      REVIEWED: ['completeSelfReview'],
      SELF_REVIEW_COMPLETED: ['completePeerReview'],
    };
    for (const state of GOAL_SETTING_STATES) {
      expect(goalSetting.available(state, 'reviewer'), state).toEqual(offered[state] ?? []);
    }
  });

  it('offers the goal approver only the sign-off and the review approver only the close, each at its one state', () => {
    for (const state of GOAL_SETTING_STATES) {
      expect(goalSetting.available(state, 'goalApprover'), state).toEqual(
        state === 'PEER_REVIEW_COMPLETED' ? ['signOff'] : [],
      );
      expect(goalSetting.available(state, 'reviewApprover'), state).toEqual(
        state === 'FINAL_REVIEW_COMPLETED' ? ['close'] : [],
      );
    }
  });

  it('plays the review loop: submit, send back, submit again, approve; then nothing more', () => {
    let state: GoalSettingState = 'GOAL_SETUP';
    const step = (transition: GoalSettingTransition, actor: GoalActor) => {
      const result = goalSetting.apply(state, transition, actor);
      if (!result.ok) throw new Error(result.message);
      state = result.to;
    };
    step('submitForReview', 'setter');
    step('sendBack', 'reviewer');
    expect(state).toBe('REASSESSMENT_REQUIRED');
    step('submitForReview', 'setter');
    step('approve', 'reviewer');
    expect(state).toBe('REVIEWED');
    expect(goalsEditable(state)).toBe(false);
    expect(goalSetting.available(state, 'setter')).toEqual([]);
    expect(goalSetting.available(state, 'reviewer')).toEqual(['completeSelfReview']);
  });

  it('plays the goal year from REVIEWED to COMPLETED, where nothing is offered to anyone', () => {
    let state: GoalSettingState = 'REVIEWED';
    const steps: [GoalSettingTransition, GoalActor, GoalSettingState][] = [
      ['completeSelfReview', 'reviewer', 'SELF_REVIEW_COMPLETED'],
      ['completePeerReview', 'reviewer', 'PEER_REVIEW_COMPLETED'],
      ['signOff', 'goalApprover', 'FINAL_REVIEW_COMPLETED'],
      ['close', 'reviewApprover', 'COMPLETED'],
    ];
    for (const [transition, actor, reached] of steps) {
      const result = goalSetting.apply(state, transition, actor);
      if (!result.ok) throw new Error(result.message);
      state = result.to;
      expect(state).toBe(reached);
    }
    for (const actor of ACTORS) expect(goalSetting.available(state, actor), actor).toEqual([]);
  });
});
