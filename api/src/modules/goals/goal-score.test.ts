import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_YEAR_MESSAGES } from '@school/contract';
import {
  createApprovers,
  createFeedback,
  createFinalReviewSetting,
  setYearState,
} from '../../test/factories-goal-score';
import { createGoalWorld, createReviewedSetting, type GoalWorld, setGoalTimeline } from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: GoalWorld;
let approvers: Awaited<ReturnType<typeof createApprovers>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
  await setGoalTimeline(t.db, 'AY26_27', { frequencies: [{ label: 'Term 1' }, { label: 'Term 2' }] });
  approvers = await createApprovers(t, w);
});
afterAll(() => t.close());

const scoreOf = (settingId: number, token: string) => t.call('GET', `/goal-setting-form/${settingId}/score`, { token });

describe('GET /goal-setting-form/{id}/score', () => {
  it('computes from accepted ratings only, frequency by frequency, goal by goal', async () => {
    const { setting, goals } = await createReviewedSetting(t, w);
    const [first, second] = goals.map((goal) => goal.id) as [number, number];
    const rate = (values: Omit<Parameters<typeof createFeedback>[1], 'settingId'>) =>
      createFeedback(t.db, { settingId: setting.id, ...values });
    // Term 1: self accepted (peers pending), two peers completed, one submitted but not accepted (ignored).
    await rate({ state: 'SUBMIT_PEER_FEEDBACK', ratings: { [first]: 2, [second]: 4 } });
    await rate({
      type: 'PEER',
      peerUserId: w.teacherA2.user.id,
      state: 'FEEDBACK_COMPLETED',
      ratings: { [first]: 4, [second]: 3 },
    });
    await rate({
      type: 'PEER',
      peerUserId: w.teacherB.user.id,
      state: 'FEEDBACK_COMPLETED',
      ratings: { [first]: 3, [second]: 3 },
    });
    await rate({
      type: 'PEER',
      peerUserId: w.coordinatorA2.user.id,
      state: 'PEER_FEEDBACK_SUBMITTED',
      ratings: { [first]: 1, [second]: 1 },
    });
    // Term 2: self submitted, not accepted yet (ignored). (Every feedback belongs to a frequency of the timeline.)
    await rate({ frequencyLabel: 'Term 2', state: 'SELF_FEEDBACK_SUBMITTED', ratings: { [first]: 1, [second]: 1 } });

    const response = await scoreOf(setting.id, w.coordinatorA.token);
    expect(response.statusCode, response.body).toBe(200);
    // Goal 1: self 2, peers (4+3)/2 = 3.5 → 2.75, × 60 / 100 = 1.65. Goal 2: self 4, peers 3 → 3.5, × 40 / 100 = 1.4.
    expect(response.json()).toMatchObject({
      goalSettingFormId: setting.id,
      goalSettingState: 'REVIEWED',
      lines: [
        {
          goal: { id: first, goalDetails: 'Goal 1', weightage: 60 },
          selfAverage: 2,
          peerAverage: 3.5,
          goalRating: 2.75,
          contribution: 1.65,
        },
        { goal: { id: second, weightage: 40 }, selfAverage: 4, peerAverage: 3, goalRating: 3.5, contribution: 1.4 },
      ],
      proposed: 3.05,
      notice: null,
      finalReview: null,
      abilities: { writeFinalReview: { allowed: false, reason: GOAL_YEAR_MESSAGES.finalReviewNotYet } },
    });
  });

  it('proposes nothing while a goal has no accepted rating', async () => {
    const { setting, goals } = await createReviewedSetting(t, w);
    await createFeedback(t.db, {
      settingId: setting.id,
      state: 'SELF_FEEDBACK_SUBMITTED',
      ratings: { [goals[0]?.id ?? 0]: 4 },
    });
    const body = (await scoreOf(setting.id, w.mentor.token)).json();
    expect(body.proposed).toBeNull();
    expect(body.notice).toBe(GOAL_YEAR_MESSAGES.scoreNotYet);
    expect(body.lines.map((line: { goalRating: number | null }) => line.goalRating)).toEqual([null, null]);
  });

  it('shows the setter the score from PEER_REVIEW_COMPLETED and the final review once signed off', async () => {
    const { setting, reviewId, setter } = await createFinalReviewSetting(t, w);
    await setYearState(t.db, setting.id, 'SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED');
    const before = (await scoreOf(setting.id, setter.token)).json();
    expect(before).toMatchObject({ lines: [], proposed: null, notice: GOAL_YEAR_MESSAGES.scoreNotYetForSetter });
    expect(before.abilities).toMatchObject({
      writeFinalReview: { allowed: false },
      signOff: { allowed: false },
      close: { allowed: false },
    });

    await setYearState(t.db, setting.id, 'PEER_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED');
    const version = (await scoreOf(setting.id, w.coordinatorA.token)).json().version;
    const written = await t.call('PUT', `/goal-setting-review/${reviewId}/final-review`, {
      token: w.coordinatorA.token,
      body: { comment: 'A strong year', overallRating: 3.3, version },
    });
    expect(written.statusCode, written.body).toBe(200);
    const scored = (await scoreOf(setting.id, setter.token)).json();
    expect(scored).toMatchObject({ proposed: 3.3, notice: null, finalReview: null });
    expect(scored.lines).toHaveLength(2);
    expect((await scoreOf(setting.id, w.coordinatorA.token)).json().finalReview).toMatchObject({
      comment: 'A strong year',
      overallRating: 3.3,
    });

    const signed = await t.call('PATCH', `/goal-setting-review/${reviewId}/sign-off`, {
      token: approvers.goalApproverA.token,
      body: { version: written.json().version },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await scoreOf(setting.id, setter.token)).json()).toMatchObject({
      finalReview: { comment: 'A strong year', overallRating: 3.3, proposedScore: 3.3, adjustmentReason: null },
      signedOff: { by: { id: approvers.goalApproverA.user.id } },
    });
  });

  it('answers 404 to who does not see the setting, 403 without READ, in a fixed number of statements', async () => {
    const { setting } = await createFinalReviewSetting(t, w);
    for (const token of [w.teacherA2.token, w.coordinatorB.token, approvers.goalApproverB.token]) {
      expect((await scoreOf(setting.id, token)).statusCode).toBe(404);
    }
    expect((await scoreOf(999999, w.mentor.token)).statusCode).toBe(404);
    expect((await scoreOf(setting.id, w.noPrivilege.token)).statusCode).toBe(403);
    expect((await scoreOf(setting.id, approvers.goalApproverA.token)).statusCode).toBe(200);
    expect((await scoreOf(setting.id, approvers.reviewApproverA.token)).statusCode).toBe(200);

    const small = await t.statementsDuring(() => scoreOf(setting.id, w.mentor.token));
    const bigger = await createReviewedSetting(t, w);
    for (const frequencyLabel of ['Term 1', 'Term 2']) {
      const ratings = Object.fromEntries(bigger.goals.map((goal) => [goal.id, 3]));
      await createFeedback(t.db, {
        settingId: bigger.setting.id,
        frequencyLabel,
        state: 'FEEDBACK_COMPLETED',
        ratings,
      });
      for (const peer of [w.teacherA2, w.teacherB]) {
        await createFeedback(t.db, {
          settingId: bigger.setting.id,
          frequencyLabel,
          type: 'PEER',
          peerUserId: peer.user.id,
          state: 'FEEDBACK_COMPLETED',
          ratings,
        });
      }
    }
    const large = await t.statementsDuring(() => scoreOf(bigger.setting.id, w.mentor.token));
    expect(large.length).toBe(small.length);
    expect((await scoreOf(bigger.setting.id, w.mentor.token)).json().proposed).toBe(3);
  });
});
