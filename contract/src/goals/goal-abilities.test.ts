import { describe, expect, it } from 'vitest';
import type { PrivilegeMap } from '../access';
import { MESSAGES } from '../constants';
import { GOAL_MESSAGES } from './goal-rules';
import { goalReviewAbilitiesOf, goalSettingAbilitiesOf } from './goal-abilities';

const all = { READ: true, CREATE: true, UPDATE: true, DELETE: false };
const privileges: PrivilegeMap = { goalsetting: all, goalsettingform: all, goalsettingreview: all };
const open = { open: true, message: 'Goal setup for A.Y. 2026-2027 is open until 15-12-2026.' };
const closed = { open: false, message: 'Goal setup for A.Y. 2026-2027 closed on 01-11-2026.' };
const setting = {
  isSetter: true,
  privileges,
  state: 'GOAL_SETUP' as const,
  setupWindow: open,
  goals: [
    { weightage: 60, goalDetails: 'Use 3 formative checks per unit' },
    { weightage: 40, goalDetails: 'Attend 2 workshops' },
  ],
};

describe('goalSettingAbilitiesOf', () => {
  it('lets the setter edit and submit goals weighing 100 in an editable state with the window open', () => {
    expect(goalSettingAbilitiesOf(setting)).toEqual({ editGoals: true, submitForReview: true, submitRefusal: null });
    expect(goalSettingAbilitiesOf({ ...setting, state: 'REASSESSMENT_REQUIRED' }).submitForReview).toBe(true);
  });

  it('names the first reason it refuses: who, privilege, state, window, weights', () => {
    const reviewer = goalSettingAbilitiesOf({ ...setting, isSetter: false });
    expect(reviewer).toMatchObject({ editGoals: false, submitForReview: false });
    expect(reviewer.submitRefusal).toContain('Only the staff member');
    expect(goalSettingAbilitiesOf({ ...setting, privileges: {} })).toEqual({
      editGoals: false,
      submitForReview: false,
      submitRefusal: MESSAGES.forbidden,
    });
    const sent = goalSettingAbilitiesOf({ ...setting, state: 'SENT_FOR_REVIEW' });
    expect(sent.editGoals).toBe(false);
    expect(sent.submitRefusal).toContain('Sent For Review');
    expect(goalSettingAbilitiesOf({ ...setting, setupWindow: closed })).toEqual({
      editGoals: false,
      submitForReview: false,
      submitRefusal: closed.message,
    });
    expect(goalSettingAbilitiesOf({ ...setting, goals: [{ weightage: 60, goalDetails: 'Read ____ books' }] })).toEqual({
      editGoals: true,
      submitForReview: false,
      submitRefusal: GOAL_MESSAGES.weightsTotal(60),
    });
    expect(goalSettingAbilitiesOf({ ...setting, goals: [] }).submitRefusal).toBe(GOAL_MESSAGES.noGoalsToSubmit);
  });

  it('refuses goals weighing 100 while one still reads a blank of the library, naming that goal', () => {
    const goals = [
      { weightage: 60, goalDetails: 'Use 3 formative checks per unit' },
      { weightage: 40, goalDetails: 'Attend ____ workshops on phonics' },
    ];
    expect(goalSettingAbilitiesOf({ ...setting, goals })).toEqual({
      editGoals: true,
      submitForReview: false,
      submitRefusal:
        'Goal 2 ("Attend ____ workshops on phonics") still has a blank (____): fill it in with your own target before sending your goals for review.',
    });
  });

  it('tells someone other than the setter who submits before saying they lack the privilege', () => {
    for (const state of ['GOAL_SETUP', 'SENT_FOR_REVIEW'] as const) {
      const stranger = goalSettingAbilitiesOf({ ...setting, isSetter: false, privileges: {}, state });
      expect(stranger.submitForReview, state).toBe(false);
      expect(stranger.submitRefusal, state).toBe(
        'Only the staff member who set these goals can have them sent for review.',
      );
    }
  });

  it('tells the setter without the privilege so before saying the goals are not in a state to submit', () => {
    for (const state of ['SENT_FOR_REVIEW', 'REVIEWED', 'COMPLETED'] as const) {
      expect(goalSettingAbilitiesOf({ ...setting, privileges: {}, state }), state).toEqual({
        editGoals: false,
        submitForReview: false,
        submitRefusal: MESSAGES.forbidden,
      });
    }
  });
});

describe('goalReviewAbilitiesOf', () => {
  const review = { isReviewer: true, privileges, state: 'PENDING_REVIEW' as const, reviewWindow: open };
  it('lets a reviewer with UPDATE decide a pending review inside the window', () => {
    expect(goalReviewAbilitiesOf(review)).toEqual({ decide: true, decideRefusal: null });
  });
  it('names the first reason it refuses', () => {
    expect(goalReviewAbilitiesOf({ ...review, isReviewer: false }).decideRefusal).toBe(GOAL_MESSAGES.notReviewer);
    expect(goalReviewAbilitiesOf({ ...review, privileges: {} }).decideRefusal).toBe(MESSAGES.forbidden);
    for (const state of ['SENT_FOR_REASSESSMENT', 'APPROVED', 'SELF_REVIEW_COMPLETED'] as const) {
      expect(goalReviewAbilitiesOf({ ...review, state }).decide).toBe(false);
    }
    expect(goalReviewAbilitiesOf({ ...review, state: 'SENT_FOR_REASSESSMENT' }).decideRefusal).toBe(
      GOAL_MESSAGES.awaitingResubmission,
    );
    expect(goalReviewAbilitiesOf({ ...review, state: 'APPROVED' }).decideRefusal).toBe(
      GOAL_MESSAGES.reviewApprovedAlready,
    );
    expect(goalReviewAbilitiesOf({ ...review, reviewWindow: closed }).decideRefusal).toBe(closed.message);
  });
  it('says every review from APPROVED on is decided: approved goals cannot be decided again', () => {
    for (const state of [
      'APPROVED',
      'SELF_REVIEW_COMPLETED',
      'PEER_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
    ] as const) {
      expect(goalReviewAbilitiesOf({ ...review, state }), state).toEqual({
        decide: false,
        decideRefusal: GOAL_MESSAGES.reviewApprovedAlready,
      });
    }
  });
});
