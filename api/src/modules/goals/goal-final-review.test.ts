import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_YEAR_MESSAGES, goalSettingOrder, MESSAGES } from '@school/contract';
import { goalReviews, goalSettings } from '../../db/schema';
import { createApprovers, createFinalReviewSetting, setYearState } from '../../test/factories-goal-score';
import { createGoalWorld, type GoalWorld } from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  hasCommentedOn,
  isGoalApproverOf,
  isReviewApproverOf,
  isReviewerOf,
  isSetterOf,
  reviewListedOf,
  reviewListedShapeOf,
  reviewListedValuesOf,
  reviewListScopesOf,
} from './goal-access';

let t: TestApp;
let w: GoalWorld;
let approvers: Awaited<ReturnType<typeof createApprovers>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
  approvers = await createApprovers(t, w);
});
afterAll(() => t.close());

const write = (reviewId: number, token: string, body: Record<string, unknown>) =>
  t.call('PUT', `/goal-setting-review/${reviewId}/final-review`, { token, body });
const step = (reviewId: number, name: 'sign-off' | 'close', token: string, body: Record<string, unknown>) =>
  t.call('PATCH', `/goal-setting-review/${reviewId}/${name}`, { token, body });
const versionOf = async (settingId: number) =>
  (await t.call('GET', `/goal-setting-form/${settingId}/score`, { token: w.mentor.token })).json().version as number;
const statesOf = async (settingId: number, reviewId: number) => ({
  setting: (await t.call('GET', `/goal-setting-form/${settingId}`, { token: w.mentor.token })).json().goalSettingState,
  review: (await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.mentor.token })).json().reviewState,
});
const listedIds = async (token: string) =>
  (await t.call('GET', '/goal-setting-review?size=100', { token }))
    .json()
    .content.map((item: { id: number }) => item.id);

describe('the final review, sign-off and close', () => {
  it('the reviewer writes, the goal approver signs off, the review approver closes; each step keeps who and when', async () => {
    const { setting, reviewId, proposed } = await createFinalReviewSetting(t, w);
    const written = await write(reviewId, w.coordinatorA.token, {
      comment: 'Met the goals',
      overallRating: 3.5,
      adjustmentReason: 'Led the science fair beyond the goals',
      version: await versionOf(setting.id),
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      proposed,
      finalReview: {
        comment: 'Met the goals',
        overallRating: 3.5,
        proposedScore: proposed,
        adjustmentReason: 'Led the science fair beyond the goals',
        writtenBy: { id: w.coordinatorA.user.id },
      },
      signedOff: null,
      abilities: { writeFinalReview: { allowed: true } },
    });
    expect(await statesOf(setting.id, reviewId)).toEqual({
      setting: 'PEER_REVIEW_COMPLETED',
      review: 'PEER_REVIEW_COMPLETED',
    });
    // Rewritten at the proposed score: no reason needed, none kept.
    const rewritten = await write(reviewId, w.mentor.token, {
      comment: 'Met the goals',
      overallRating: proposed,
      adjustmentReason: 'ignored',
      version: written.json().version,
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json().finalReview).toMatchObject({ overallRating: proposed, adjustmentReason: null });
    expect(
      (await t.call('GET', `/goal-setting-form/${setting.id}/score`, { token: approvers.goalApproverA.token })).json()
        .abilities,
    ).toMatchObject({
      writeFinalReview: { allowed: false },
      signOff: { allowed: true },
      close: { allowed: false },
    });

    const signed = await step(reviewId, 'sign-off', approvers.goalApproverA.token, {
      comment: 'Agreed',
      version: rewritten.json().version,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      goalSettingState: 'FINAL_REVIEW_COMPLETED',
      signedOff: { by: { id: approvers.goalApproverA.user.id }, comment: 'Agreed' },
      closed: null,
    });
    expect(await statesOf(setting.id, reviewId)).toEqual({
      setting: 'FINAL_REVIEW_COMPLETED',
      review: 'FINAL_REVIEW_COMPLETED',
    });
    const late = await write(reviewId, w.coordinatorA.token, {
      comment: 'x',
      overallRating: proposed,
      version: signed.json().version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GOAL_YEAR_MESSAGES.finalReviewSignedOff);

    const closed = await step(reviewId, 'close', approvers.reviewApproverA.token, { version: signed.json().version });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      goalSettingState: 'COMPLETED',
      closed: { by: { id: approvers.reviewApproverA.user.id }, comment: null },
      abilities: { signOff: { allowed: false }, close: { allowed: false } },
    });
    expect(new Date(closed.json().closed.on).getTime()).toBeGreaterThan(0);
    expect(await statesOf(setting.id, reviewId)).toEqual({ setting: 'COMPLETED', review: 'FINAL_REVIEW_COMPLETED' });
    const again = await step(reviewId, 'close', approvers.reviewApproverA.token, { version: closed.json().version });
    expect(again.statusCode).toBe(409);
  });

  it('is written by a reviewer only, with a reason when the rating is adjusted, on a fresh version', async () => {
    const { setting, reviewId, setter } = await createFinalReviewSetting(t, w);
    const version = await versionOf(setting.id);
    const body = { comment: 'Good year', overallRating: 3.3, version };
    const notReviewer = await write(reviewId, approvers.goalApproverA.token, body);
    expect(notReviewer.statusCode).toBe(403);
    expect(notReviewer.json().message).toBe(GOAL_YEAR_MESSAGES.notFinalReviewer);
    expect((await write(reviewId, setter.token, body)).statusCode).toBe(403);
    expect((await write(reviewId, w.coordinatorB.token, body)).statusCode).toBe(404);
    expect((await write(999999, w.mentor.token, body)).statusCode).toBe(404);

    const noReason = await write(reviewId, w.coordinatorA.token, { ...body, overallRating: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ adjustmentReason: [GOAL_YEAR_MESSAGES.reasonRequired] });
    for (const overallRating of [0.5, 4.5, 3.333, 'high']) {
      const bad = await write(reviewId, w.coordinatorA.token, { ...body, overallRating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.overallRating).toEqual([GOAL_YEAR_MESSAGES.overallRatingRange]);
    }
    const noComment = await write(reviewId, w.coordinatorA.token, { ...body, comment: ' ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().fieldErrors.comment).toBeDefined();

    expect((await write(reviewId, w.coordinatorA.token, body)).statusCode).toBe(200);
    const stale = await write(reviewId, w.mentor.token, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
  });

  it('is refused before the feedback is completed (409)', async () => {
    const { setting, reviewId } = await createFinalReviewSetting(t, w);
    await setYearState(t.db, setting.id, 'SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED');
    const early = await write(reviewId, w.coordinatorA.token, {
      comment: 'Too soon',
      overallRating: 3,
      adjustmentReason: 'x',
      version: await versionOf(setting.id),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(GOAL_YEAR_MESSAGES.finalReviewNotYet);
  });

  it('is signed off by the goal approver only, once written, on a fresh version', async () => {
    const { setting, reviewId } = await createFinalReviewSetting(t, w);
    const version = await versionOf(setting.id);
    const missing = await step(reviewId, 'sign-off', approvers.goalApproverA.token, { version });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(GOAL_YEAR_MESSAGES.finalReviewMissing);
    const written = await write(reviewId, w.coordinatorA.token, { comment: 'Fine', overallRating: 3.3, version });
    const fresh = written.json().version;

    const byReviewer = await step(reviewId, 'sign-off', w.coordinatorA.token, { version: fresh });
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().message).toMatch(/^Only /);
    expect((await step(reviewId, 'sign-off', approvers.reviewApproverA.token, { version: fresh })).statusCode).toBe(
      403,
    );
    expect((await step(reviewId, 'sign-off', approvers.goalApproverB.token, { version: fresh })).statusCode).toBe(404);
    expect((await step(reviewId, 'sign-off', w.noPrivilege.token, { version: fresh })).statusCode).toBe(403);
    expect((await step(reviewId, 'sign-off', approvers.goalApproverA.token, { version: 'x' })).statusCode).toBe(400);
    expect((await step(reviewId, 'sign-off', approvers.goalApproverA.token, { version })).statusCode).toBe(409);
    const early = await step(reviewId, 'close', approvers.reviewApproverA.token, { version: fresh });
    expect(early.statusCode).toBe(409);
    expect(await statesOf(setting.id, reviewId)).toEqual({
      setting: 'PEER_REVIEW_COMPLETED',
      review: 'PEER_REVIEW_COMPLETED',
    });

    const signed = await step(reviewId, 'sign-off', approvers.goalApproverA.token, { version: fresh });
    expect(signed.statusCode, signed.body).toBe(200);
    const twice = await step(reviewId, 'sign-off', approvers.goalApproverA.token, { version: signed.json().version });
    expect(twice.statusCode).toBe(409);
    const byGoalApprover = await step(reviewId, 'close', approvers.goalApproverA.token, {
      version: signed.json().version,
    });
    expect(byGoalApprover.statusCode).toBe(403);
    expect((await step(reviewId, 'close', approvers.reviewApproverA.token, { version: fresh })).statusCode).toBe(409);
  });

  it('lists the review for the approvers only from PEER_REVIEW_COMPLETED on', async () => {
    const { setting, reviewId } = await createFinalReviewSetting(t, w);
    await setYearState(t.db, setting.id, 'SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED');
    for (const approver of [approvers.goalApproverA, approvers.reviewApproverA]) {
      expect(await listedIds(approver.token)).not.toContain(reviewId);
    }
    expect(await listedIds(w.coordinatorA.token)).toContain(reviewId);
    await setYearState(t.db, setting.id, 'PEER_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED');
    for (const approver of [approvers.goalApproverA, approvers.reviewApproverA]) {
      expect(await listedIds(approver.token)).toContain(reviewId);
    }
    expect(await listedIds(approvers.goalApproverB.token)).not.toContain(reviewId);
  });

  it("lists, by the user's scopes, exactly the reviews the per-row rules name", async () => {
    const waiting = await createFinalReviewSetting(t, w);
    await setYearState(t.db, waiting.setting.id, 'SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED');
    const listed = await createFinalReviewSetting(t, w);
    const reviewsWhere = (condition: ReturnType<typeof sql>) =>
      t.db
        .select({ id: goalReviews.id })
        .from(goalReviews)
        .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
        .where(condition);
    const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    const reviewIdsWhere = async (condition: ReturnType<typeof sql>) => idsOf(await reviewsWhere(condition));
    const listedFor = async (userId: number) => {
      const scopes = await reviewListScopesOf(t.db, userId);
      const statement = reviewsWhere(reviewListedOf(reviewListedShapeOf(scopes))).prepare('');
      return idsOf(await statement.execute(reviewListedValuesOf(userId, scopes)));
    };
    const people = [w.teacherA, w.coordinatorA, w.coordinatorB, w.mentor, w.noPrivilege, ...Object.values(approvers)];
    for (const { user } of people) {
      const perRow = sql`not ${isSetterOf(user.id)} and (${isReviewerOf(user.id)} or ${hasCommentedOn(user.id)} or (${inArray(
        goalSettings.state,
        goalSettingOrder.from('PEER_REVIEW_COMPLETED'),
      )} and (${isGoalApproverOf(user.id)} or ${isReviewApproverOf(user.id)})))`;
      expect(await listedFor(user.id), user.email).toEqual(await reviewIdsWhere(perRow));
    }
    expect(await listedFor(approvers.goalApproverA.user.id)).toContain(listed.reviewId);
  });
});
