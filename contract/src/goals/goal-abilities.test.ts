import { describe, expect, it } from 'vitest';
import type { PrivilegeMap } from '../access';
import { MESSAGES } from '../constants';
import { GOAL_MESSAGES } from './goal-rules';
import {
  decideRefusalOf,
  type GoalReviewAbilityInput,
  type GoalSettingAbilityInput,
  goalReviewAbilitiesOf,
  goalSettingAbilitiesOf,
  goalSettingRefusals,
} from './goal-abilities';

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

/** An ability as answered: allowed when there is no reason. */
const ability = (reason: string | null) => ({ allowed: reason === null, reason });
const ONLY_SETTER = 'Only the staff member who set these goals can have them sent for review.';

describe('goalSettingAbilitiesOf', () => {
  it('lets the setter edit and submit goals weighing 100 in an editable state with the window open', () => {
    expect(goalSettingAbilitiesOf(setting)).toEqual({ editGoals: ability(null), submitForReview: ability(null) });
    expect(goalSettingAbilitiesOf({ ...setting, state: 'REASSESSMENT_REQUIRED' }).submitForReview).toEqual(
      ability(null),
    );
  });

  it('names the first reason it refuses: who, privilege, state, window, weights', () => {
    expect(goalSettingAbilitiesOf({ ...setting, isSetter: false })).toEqual({
      editGoals: ability(GOAL_MESSAGES.viewOnlyGoals),
      submitForReview: ability(ONLY_SETTER),
    });
    expect(goalSettingAbilitiesOf({ ...setting, privileges: {} })).toEqual({
      editGoals: ability(GOAL_MESSAGES.viewOnlyGoals),
      submitForReview: ability(MESSAGES.forbidden),
    });
    const sent = goalSettingAbilitiesOf({ ...setting, state: 'SENT_FOR_REVIEW' });
    expect(sent.editGoals).toEqual(ability(GOAL_MESSAGES.goalsLocked));
    expect(sent.submitForReview.reason).toContain('Sent For Review');
    expect(goalSettingAbilitiesOf({ ...setting, setupWindow: closed })).toEqual({
      editGoals: ability(closed.message),
      submitForReview: ability(closed.message),
    });
    expect(goalSettingAbilitiesOf({ ...setting, goals: [{ weightage: 60, goalDetails: 'Read ____ books' }] })).toEqual({
      editGoals: ability(null),
      submitForReview: ability(GOAL_MESSAGES.weightsTotal(60)),
    });
    expect(goalSettingAbilitiesOf({ ...setting, goals: [] }).submitForReview).toEqual(
      ability(GOAL_MESSAGES.noGoalsToSubmit),
    );
  });

  it('refuses editing with UPDATE on goal setting missing, even to the setter', () => {
    const withoutGoalUpdate = { ...privileges, goalsetting: { ...all, UPDATE: false } };
    expect(goalSettingAbilitiesOf({ ...setting, privileges: withoutGoalUpdate })).toEqual({
      editGoals: ability(GOAL_MESSAGES.viewOnlyGoals),
      submitForReview: ability(null),
    });
  });

  it('carries the status the server answers, and marks the refusals of a state someone else moved', () => {
    const refusals = (input: Partial<GoalSettingAbilityInput>) => goalSettingRefusals({ ...setting, ...input });
    expect(refusals({})).toEqual({ editGoals: null, submitForReview: null });
    expect(refusals({ isSetter: false }).submitForReview).toEqual({
      httpStatus: 403,
      message: ONLY_SETTER,
      stateMoved: false,
    });
    expect(refusals({ isSetter: false }).editGoals).toEqual({
      httpStatus: 403,
      message: GOAL_MESSAGES.viewOnlyGoals,
      stateMoved: false,
    });
    expect(refusals({ privileges: {} }).submitForReview).toEqual({
      httpStatus: 403,
      message: MESSAGES.forbidden,
      stateMoved: false,
    });
    const sent = refusals({ state: 'SENT_FOR_REVIEW' });
    expect(sent.submitForReview).toMatchObject({ httpStatus: 409, stateMoved: true });
    expect(sent.editGoals).toEqual({ httpStatus: 409, message: GOAL_MESSAGES.goalsLocked, stateMoved: true });
    expect(refusals({ setupWindow: closed })).toEqual({
      editGoals: { httpStatus: 409, message: closed.message, stateMoved: false },
      submitForReview: { httpStatus: 409, message: closed.message, stateMoved: false },
    });
    expect(refusals({ goals: [] }).submitForReview).toEqual({
      httpStatus: 409,
      message: GOAL_MESSAGES.noGoalsToSubmit,
      stateMoved: false,
    });
  });

  it('refuses goals weighing 100 while one still reads a blank of the library, naming that goal', () => {
    const goals = [
      { weightage: 60, goalDetails: 'Use 3 formative checks per unit' },
      { weightage: 40, goalDetails: 'Attend ____ workshops on phonics' },
    ];
    expect(goalSettingAbilitiesOf({ ...setting, goals })).toEqual({
      editGoals: ability(null),
      submitForReview: ability(
        'Goal 2 ("Attend ____ workshops on phonics") still has a blank (____): fill it in with your own target before sending your goals for review.',
      ),
    });
  });

  it('tells someone other than the setter who submits before saying they lack the privilege', () => {
    for (const state of ['GOAL_SETUP', 'SENT_FOR_REVIEW'] as const) {
      const stranger = goalSettingAbilitiesOf({ ...setting, isSetter: false, privileges: {}, state });
      expect(stranger.submitForReview, state).toEqual(ability(ONLY_SETTER));
    }
  });

  it('tells the setter without the privilege so before saying the goals are not in a state to submit', () => {
    for (const state of ['SENT_FOR_REVIEW', 'REVIEWED', 'COMPLETED'] as const) {
      expect(goalSettingAbilitiesOf({ ...setting, privileges: {}, state }), state).toEqual({
        editGoals: ability(GOAL_MESSAGES.goalsLocked),
        submitForReview: ability(MESSAGES.forbidden),
      });
    }
  });
});

describe('goalReviewAbilitiesOf', () => {
  const review = { isReviewer: true, privileges, state: 'PENDING_REVIEW' as const, reviewWindow: open };
  const reasonOf = (input: Partial<GoalReviewAbilityInput>) =>
    goalReviewAbilitiesOf({ ...review, ...input }).decide.reason;
  it('lets a reviewer with UPDATE decide a pending review inside the window', () => {
    expect(goalReviewAbilitiesOf(review)).toEqual({ decide: ability(null) });
    expect(decideRefusalOf(review)).toBeNull();
  });
  it('names the first reason it refuses', () => {
    expect(reasonOf({ isReviewer: false })).toBe(GOAL_MESSAGES.notReviewer);
    expect(reasonOf({ privileges: {} })).toBe(MESSAGES.forbidden);
    for (const state of ['SENT_FOR_REASSESSMENT', 'APPROVED', 'SELF_REVIEW_COMPLETED'] as const) {
      expect(goalReviewAbilitiesOf({ ...review, state }).decide.allowed).toBe(false);
    }
    expect(reasonOf({ state: 'SENT_FOR_REASSESSMENT' })).toBe(GOAL_MESSAGES.awaitingResubmission);
    expect(reasonOf({ state: 'APPROVED' })).toBe(GOAL_MESSAGES.reviewApprovedAlready);
    expect(reasonOf({ reviewWindow: closed })).toBe(closed.message);
  });
  it('carries the status the server answers, and marks the refusals of a review someone else decided', () => {
    expect(decideRefusalOf({ ...review, isReviewer: false })).toEqual({
      httpStatus: 403,
      message: GOAL_MESSAGES.notReviewer,
      stateMoved: false,
    });
    expect(decideRefusalOf({ ...review, privileges: {} })).toEqual({
      httpStatus: 403,
      message: MESSAGES.forbidden,
      stateMoved: false,
    });
    expect(decideRefusalOf({ ...review, state: 'SENT_FOR_REASSESSMENT' })).toMatchObject({
      httpStatus: 409,
      stateMoved: true,
    });
    expect(decideRefusalOf({ ...review, state: 'APPROVED' })).toMatchObject({ httpStatus: 409, stateMoved: true });
    expect(decideRefusalOf({ ...review, reviewWindow: closed })).toEqual({
      httpStatus: 409,
      message: closed.message,
      stateMoved: false,
    });
  });
  it('says every review from APPROVED on is decided: approved goals cannot be decided again', () => {
    for (const state of [
      'APPROVED',
      'SELF_REVIEW_COMPLETED',
      'PEER_REVIEW_COMPLETED',
      'FINAL_REVIEW_COMPLETED',
    ] as const) {
      expect(goalReviewAbilitiesOf({ ...review, state }), state).toEqual({
        decide: ability(GOAL_MESSAGES.reviewApprovedAlready),
      });
    }
  });
});
