import { describe, expect, it } from 'vitest';
import {
  GOAL_REVIEW_DECISIONS,
  GOAL_REVIEW_STATE_LABELS,
  GOAL_REVIEW_STATES,
  type GoalReviewState,
  type GoalReviewTransition,
  goalReview,
  goalReviewStateNumber,
  REVIEW_DECISION_EFFECTS,
  reviewerMayDecide,
  reviewFeedbackOpen,
} from './goal-review';
import { type GoalActor, goalSetting, goalsEditable } from './goal-setting';

const ACTORS: GoalActor[] = ['setter', 'reviewer'];

/** Written out by hand from issue 9 section 4. */
const EXPECTED: Record<
  GoalReviewTransition,
  { by: GoalActor; moves: Partial<Record<GoalReviewState, GoalReviewState>>; action: string }
> = {
  sendForReassessment: {
    by: 'reviewer',
    moves: { PENDING_REVIEW: 'SENT_FOR_REASSESSMENT' },
    action: 'sent for reassessment',
  },
  approve: { by: 'reviewer', moves: { PENDING_REVIEW: 'APPROVED' }, action: 'approved' },
  resubmit: { by: 'setter', moves: { SENT_FOR_REASSESSMENT: 'PENDING_REVIEW' }, action: 'sent for review again' },
};

const notByMessage = (transition: GoalReviewTransition) =>
  EXPECTED[transition].by === 'reviewer'
    ? `Only a reviewer of this goal setting can have it ${EXPECTED[transition].action}.`
    : `Only the staff member who set these goals can have them ${EXPECTED[transition].action}.`;

describe('goal review states (spec 001 section 4)', () => {
  it('numbers the states PENDING_REVIEW 0 to FINAL_REVIEW_COMPLETED 5', () => {
    expect(GOAL_REVIEW_STATES.map((state) => [state, goalReviewStateNumber(state)])).toEqual([
      ['PENDING_REVIEW', 0],
      ['SENT_FOR_REASSESSMENT', 1],
      ['APPROVED', 2],
      ['SELF_REVIEW_COMPLETED', 3],
      ['PEER_REVIEW_COMPLETED', 4],
      ['FINAL_REVIEW_COMPLETED', 5],
    ]);
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

  it('has exactly the transitions of issue 9', () => {
    expect(Object.keys(goalReview.transitions).sort()).toEqual([...transitions].sort());
  });

  for (const state of GOAL_REVIEW_STATES) {
    for (const transition of transitions) {
      for (const actor of ACTORS) {
        const { by, moves, action } = EXPECTED[transition];
        const target = moves[state];
        it(`${transition} by the ${actor} from ${state}`, () => {
          const result = goalReview.apply(state, transition, actor);
          if (actor !== by) {
            expect(result).toEqual({ ok: false, httpStatus: 403, message: notByMessage(transition) });
          } else if (target) {
            expect(result).toEqual({ ok: true, to: target });
          } else {
            expect(result).toEqual({
              ok: false,
              httpStatus: 409,
              message: `A review that is ${GOAL_REVIEW_STATE_LABELS[state]} cannot be ${action}: it was decided already.`,
            });
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
