import { describe, expect, it } from 'vitest';
import {
  GOAL_REVIEW_DECISIONS,
  GOAL_REVIEW_STATE_LABELS,
  GOAL_REVIEW_STATES,
  GOAL_YEAR_STEPS,
  type GoalReviewState,
  type GoalReviewTransition,
  goalReview,
  goalReviewOrder,
  REVIEW_DECISION_EFFECTS,
  reviewerMayDecide,
  reviewFeedbackOpen,
} from './goal-review';
import { goalSetting, goalsEditable } from './goal-setting';

/** The review machine's actors: the review approver closes the setting alone (GOAL_YEAR_STEPS.close). */
type ReviewActor = Parameters<typeof goalReview.apply>[2];
const ACTORS: ReviewActor[] = ['setter', 'reviewer', 'goalApprover'];

/** Written out by hand from issue 9 section 4 and issue 10 section 4. */
const EXPECTED: Record<
  GoalReviewTransition,
  { by: ReviewActor; moves: Partial<Record<GoalReviewState, GoalReviewState>>; action: string }
> = {
  sendForReassessment: {
    by: 'reviewer',
    moves: { PENDING_REVIEW: 'SENT_FOR_REASSESSMENT' },
    action: 'sent for reassessment',
  },
  approve: { by: 'reviewer', moves: { PENDING_REVIEW: 'APPROVED' }, action: 'approved' },
  resubmit: { by: 'setter', moves: { SENT_FOR_REASSESSMENT: 'PENDING_REVIEW' }, action: 'sent for review again' },
  completeSelfReview: {
    by: 'reviewer',
    moves: { APPROVED: 'SELF_REVIEW_COMPLETED' },
    action: 'marked self review completed',
  },
  completePeerReview: {
    by: 'reviewer',
    moves: { SELF_REVIEW_COMPLETED: 'PEER_REVIEW_COMPLETED' },
    action: 'marked peer review completed',
  },
  signOff: { by: 'goalApprover', moves: { PEER_REVIEW_COMPLETED: 'FINAL_REVIEW_COMPLETED' }, action: 'signed off' },
};

const notByMessage = (transition: GoalReviewTransition) => {
  const { by, action } = EXPECTED[transition];
  if (by === 'setter') return `Only the staff member who set these goals can have them ${action}.`;
  return by === 'reviewer'
    ? `Only a reviewer of this goal setting can have it ${action}.`
    : `Only a goal approver of this goal setting can have it ${action}.`;
};

/** Issue 9's decisions say the review 'was decided already'; issue 10's steps name the state only. */
const notFromMessage = (transition: GoalReviewTransition, state: GoalReviewState) => {
  const decision = transition === 'approve' || transition === 'sendForReassessment';
  const base = `A review that is ${GOAL_REVIEW_STATE_LABELS[state]} cannot be ${EXPECTED[transition].action}`;
  return decision ? `${base}: it was decided already.` : `${base}.`;
};

describe('goal review states', () => {
  it('orders the states PENDING_REVIEW first to FINAL_REVIEW_COMPLETED last', () => {
    expect(goalReviewOrder.from('PENDING_REVIEW')).toEqual([
      'PENDING_REVIEW',
      'SENT_FOR_REASSESSMENT',
      'APPROVED',
      'SELF_REVIEW_COMPLETED',
      'PEER_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
    ]);
    expect(goalReviewOrder.from('FINAL_REVIEW_COMPLETED')).toEqual(['FINAL_REVIEW_COMPLETED']);
  });

  it('labels every state', () => {
    expect(GOAL_REVIEW_STATE_LABELS).toEqual({
      PENDING_REVIEW: 'Review Pending',
      SENT_FOR_REASSESSMENT: 'Sent For Reassessment',
      APPROVED: 'Approved',
      SELF_REVIEW_COMPLETED: 'Self Review Completed',
      PEER_REVIEW_COMPLETED: 'Peer Review Completed',
      FINAL_REVIEW_COMPLETED: 'Final Review Completed',
    });
  });

  it('lets the reviewer decide only while the review is pending', () => {
    expect(GOAL_REVIEW_STATES.filter(reviewerMayDecide)).toEqual(['PENDING_REVIEW']);
  });

  it("opens the reviewer's Goal Feedback tab from APPROVED on", () => {
    expect(GOAL_REVIEW_STATES.filter(reviewFeedbackOpen)).toEqual([
      'APPROVED',
      'SELF_REVIEW_COMPLETED',
      'PEER_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
    ]);
  });
});

describe('goal review machine: every state x transition x actor', () => {
  const transitions = Object.keys(EXPECTED) as GoalReviewTransition[];

  it('has exactly the transitions of issues 9 and 10', () => {
    expect(Object.keys(goalReview.transitions).sort()).toEqual([...transitions].sort());
  });

  for (const state of GOAL_REVIEW_STATES) {
    for (const transition of transitions) {
      for (const actor of ACTORS) {
        const { by, moves } = EXPECTED[transition];
        const target = moves[state];
        it(`${transition} by the ${actor} from ${state}`, () => {
          const result = goalReview.apply(state, transition, actor);
          if (actor !== by) {
            expect(result).toEqual({ ok: false, httpStatus: 403, message: notByMessage(transition) });
          } else if (target) {
            expect(result).toEqual({ ok: true, to: target });
          } else {
            expect(result).toEqual({ ok: false, httpStatus: 409, message: notFromMessage(transition, state) });
          }
          expect(goalReview.can(state, transition, actor)).toBe(result.ok);
        });
      }
    }
  }
});

describe('REVIEW_DECISION_EFFECTS agree with both machines', () => {
  it('covers exactly the decisions PATCH /goal-setting-review/{id} accepts', () => {
    expect(Object.keys(REVIEW_DECISION_EFFECTS).sort()).toEqual([...GOAL_REVIEW_DECISIONS].sort());
  });

  for (const decision of GOAL_REVIEW_DECISIONS) {
    it(`${decision}: the review reaches the decision, the setting reaches settingState`, () => {
      const effect = REVIEW_DECISION_EFFECTS[decision];
      expect(effect.by).toBe('reviewer');
      expect(goalReview.apply('PENDING_REVIEW', effect.review, effect.by)).toEqual({ ok: true, to: decision });
      expect(goalSetting.apply('SENT_FOR_REVIEW', effect.setting, effect.by)).toEqual({
        ok: true,
        to: effect.settingState,
      });
      // The machines' own targets, read from their tables, agree with the effect too.
      expect(goalReview.transitions[effect.review].to).toBe(decision);
      expect(goalSetting.transitions[effect.setting].to).toBe(effect.settingState);
    });
  }

  it('sending back reopens the goals for the setter; approving locks them', () => {
    expect(goalsEditable(REVIEW_DECISION_EFFECTS.SENT_FOR_REASSESSMENT.settingState)).toBe(true);
    expect(goalsEditable(REVIEW_DECISION_EFFECTS.APPROVED.settingState)).toBe(false);
  });

  it("the setter's resubmission pairs with the setting's submit from REASSESSMENT_REQUIRED", () => {
    const review = goalReview.apply('SENT_FOR_REASSESSMENT', 'resubmit', 'setter');
    const setting = goalSetting.apply('REASSESSMENT_REQUIRED', 'submitForReview', 'setter');
    expect(review).toEqual({ ok: true, to: 'PENDING_REVIEW' });
    expect(setting).toEqual({ ok: true, to: 'SENT_FOR_REVIEW' });
  });

  it('a decided review cannot be decided again (the second of two reviewers gets 409)', () => {
    for (const decision of GOAL_REVIEW_DECISIONS) {
      for (const again of GOAL_REVIEW_DECISIONS) {
        const result = goalReview.apply(decision, REVIEW_DECISION_EFFECTS[again].review, 'reviewer');
        expect(result).toMatchObject({ ok: false, httpStatus: 409 });
      }
    }
  });
});

describe('GOAL_YEAR_STEPS move the goal setting and its review together', () => {
  const settingFrom = {
    completeSelfReview: 'REVIEWED',
    completePeerReview: 'SELF_REVIEW_COMPLETED',
    signOff: 'PEER_REVIEW_COMPLETED',
    close: 'FINAL_REVIEW_COMPLETED',
  } as const;
  const reviewFrom = {
    completeSelfReview: 'APPROVED',
    completePeerReview: 'SELF_REVIEW_COMPLETED',
    signOff: 'PEER_REVIEW_COMPLETED',
  } as const;

  it('has the four steps of the year, in order', () => {
    expect(Object.keys(GOAL_YEAR_STEPS)).toEqual(['completeSelfReview', 'completePeerReview', 'signOff', 'close']);
  });

  for (const step of ['completeSelfReview', 'completePeerReview', 'signOff'] as const) {
    it(`${step}: both machines reach the state of the same name, by the same actor`, () => {
      const { setting, review, by } = GOAL_YEAR_STEPS[step];
      const settingResult = goalSetting.apply(settingFrom[step], setting, by);
      const reviewResult = goalReview.apply(reviewFrom[step], review, by);
      expect(settingResult.ok && reviewResult.ok).toBe(true);
      if (settingResult.ok && reviewResult.ok) expect(settingResult.to).toBe(reviewResult.to);
    });
  }

  it('close moves the setting alone, by the review approver, to COMPLETED', () => {
    const { setting, review, by } = GOAL_YEAR_STEPS.close;
    expect(review).toBeNull();
    expect(by).toBe('reviewApprover');
    expect(goalSetting.apply(settingFrom.close, setting, by)).toEqual({ ok: true, to: 'COMPLETED' });
  });

  it("each step's actor is the one both machines name", () => {
    for (const [step, { setting, review, by }] of Object.entries(GOAL_YEAR_STEPS)) {
      expect(goalSetting.transitions[setting].by, step).toBe(by);
      if (review) expect(goalReview.transitions[review].by, step).toBe(by);
    }
  });
});
