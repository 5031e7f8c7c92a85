import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, GOAL_MESSAGES, MESSAGES } from '@school/contract';
import { users } from '../../db/schema';
import { createRole } from '../../test/factories';
import {
  closedWindow,
  createGoalSetting,
  createGoalWorld,
  createTeacherSetting,
  type GoalWorld,
  setGoalTimeline,
  signInPerson,
} from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: GoalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
  // AY25_26: setup open, review closed.
  await setGoalTimeline(t.db, 'AY25_26', { review: closedWindow() });
});
afterAll(() => t.close());

/** A new teacher of school A (or B) whose AY26_27 goals (weights 60 and 40) wait for review. */
async function pendingReview(values: Partial<Parameters<typeof createGoalSetting>[1]> = {}, school = w.schoolA) {
  const { setter, setting, reviewId } = await createTeacherSetting(
    t,
    w,
    { state: 'SENT_FOR_REVIEW', reviewState: 'PENDING_REVIEW', weights: [60, 40], ...values },
    school,
  );
  return { setter, setting, reviewId: reviewId as number };
}

const decide = (id: number, token: string, body: Record<string, unknown>) =>
  t.call('PATCH', `/goal-setting-review/${id}`, { token, body });

describe('the whole loop through the API', () => {
  it('send, send back with a comment, edit, send again, approve: the goals are then locked', async () => {
    const setter = await signInPerson(t, ['Teacher'], w.schoolA.id);
    const created = await t.call('POST', '/goal-setting-form', {
      token: setter.token,
      body: { role: w.roleIds.teacher, annualPeriod: 'AY26_27' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const settingId: number = created.json().id;
    for (const weightage of [70, 30]) {
      const goal = await t.call('POST', '/goal', {
        token: setter.token,
        body: { goalDetails: `Goal of ${weightage}`, weightage, goalSettingFormId: settingId },
      });
      expect(goal.statusCode, goal.body).toBe(200);
    }
    const sent = await t.call('PATCH', `/goal-setting-form/${settingId}?status=SENT_FOR_REVIEW`, {
      token: setter.token,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reviewId: number = sent.json().goalReview.id;

    const listed = await t.call('GET', '/goal-setting-review', { token: w.coordinatorA.token });
    expect(listed.json().content.map((item: { id: number }) => item.id)).toContain(reviewId);
    const review = await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.coordinatorA.token });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      reviewState: 'PENDING_REVIEW',
      reviewedFor: { id: setter.user.id },
      reviewedForRole: { name: 'Teacher' },
      goalSetting: { goalSettingState: 'SENT_FOR_REVIEW', weightTotal: 100 },
      reviewWindow: { open: true },
      abilities: { decide: { allowed: true, reason: null } },
    });

    const back = await decide(reviewId, w.coordinatorA.token, {
      reviewState: 'SENT_FOR_REASSESSMENT',
      comment: 'Make the second goal measurable',
      version: review.json().version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      reviewState: 'SENT_FOR_REASSESSMENT',
      goalSetting: { goalSettingState: 'REASSESSMENT_REQUIRED' },
      abilities: { decide: { allowed: false } },
      reviewComments: [{ reviewComment: 'Make the second goal measurable', reviewState: 'SENT_FOR_REASSESSMENT' }],
    });

    const mine = (await t.call('GET', `/goal-setting-form/${settingId}`, { token: setter.token })).json();
    expect(mine).toMatchObject({
      goalSettingState: 'REASSESSMENT_REQUIRED',
      reviewComments: [{ reviewComment: 'Make the second goal measurable' }],
      abilities: { editGoals: { allowed: true }, submitForReview: { allowed: true } },
    });
    const goal = mine.goals[1];
    const edited = await t.call('PUT', `/goal/${goal.id}`, {
      token: setter.token,
      body: { goalDetails: 'Two parent workshops', weightage: 30, goalSettingFormId: settingId, version: goal.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await t.call(
      'PATCH',
      `/goal-setting-form/${settingId}?status=SENT_FOR_REVIEW&version=${mine.version}`,
      {
        token: setter.token,
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().goalReview).toEqual({ id: reviewId, reviewState: 'PENDING_REVIEW' });

    const approved = await decide(reviewId, w.mentor.token, { reviewState: 'APPROVED', comment: 'Good goals' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ reviewState: 'APPROVED', goalSetting: { goalSettingState: 'REVIEWED' } });
    expect(approved.json().reviewComments).toHaveLength(2);
    const locked = await t.call('POST', '/goal', {
      token: setter.token,
      body: { goalDetails: 'One more', weightage: 10, goalSettingFormId: settingId },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(GOAL_MESSAGES.goalsLocked);
  });
});

describe('GET /goal-setting-review', () => {
  it("lists the reviews of the user's school (global reviewers: every school), filtered and paged", async () => {
    const a = await pendingReview();
    const b = await pendingReview({}, w.schoolB);
    const idsOf = async (token: string, query = '') =>
      (await t.call('GET', `/goal-setting-review?size=100${query}`, { token }))
        .json()
        .content.map((item: { id: number }) => item.id);
    expect(await idsOf(w.coordinatorA.token)).toContain(a.reviewId);
    expect(await idsOf(w.coordinatorA.token)).not.toContain(b.reviewId);
    expect(await idsOf(w.coordinatorB.token)).toContain(b.reviewId);
    expect(await idsOf(w.mentor.token)).toEqual(expect.arrayContaining([a.reviewId, b.reviewId]));
    expect(await idsOf(w.mentor.token, `&schoolCode=${w.schoolB.schoolCode}`)).not.toContain(a.reviewId);
    expect(await idsOf(w.mentor.token, `&schoolCode=${w.schoolB.schoolCode}`)).toContain(b.reviewId);
    expect(await idsOf(w.mentor.token, '&reviewState=APPROVED')).not.toContain(a.reviewId);
    expect(await idsOf(w.mentor.token, `&role=${w.roleIds.coordinator}`)).toEqual([]);
    expect(await idsOf(w.mentor.token, '&annualPeriod=AY26_27')).toContain(a.reviewId);
    expect(await idsOf(w.mentor.token, `&name=${encodeURIComponent(a.setter.user.lastName)}`)).toEqual([a.reviewId]);
    const item = (await t.call('GET', '/goal-setting-review?size=100', { token: w.coordinatorA.token }))
      .json()
      .content.find((entry: { id: number }) => entry.id === a.reviewId);
    expect(item).toMatchObject({
      reviewState: 'PENDING_REVIEW',
      goalCount: 2,
      weightTotal: 100,
      annualPeriodName: 'A.Y. 2026-2027',
    });
    const small = await t.statementsDuring(() =>
      t.call('GET', '/goal-setting-review?size=1', { token: w.mentor.token }),
    );
    const large = await t.statementsDuring(() =>
      t.call('GET', '/goal-setting-review?size=50', { token: w.mentor.token }),
    );
    expect(large.length).toBe(small.length);
  });

  it('keeps listing a review for who commented on it after they stopped being a reviewer', async () => {
    const { reviewId } = await pendingReview();
    const former = await signInPerson(t, ['Coordinator'], w.schoolA.id);
    const comment = await t.call('POST', '/review-comments', {
      token: former.token,
      body: { reviewComment: 'Looking at these this week', goalReviewId: reviewId },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(comment.json()).toMatchObject({ reviewState: 'PENDING_REVIEW', createdBy: former.user.email });
    await t.db.update(users).set({ schoolId: w.schoolB.id }).where(eq(users.id, former.user.id));
    const listed = (await t.call('GET', '/goal-setting-review?size=100', { token: former.token })).json();
    expect(listed.content.map((item: { id: number }) => item.id)).toContain(reviewId);
    const detail = await t.call('GET', `/goal-setting-review/${reviewId}`, { token: former.token });
    expect(detail.json().abilities).toMatchObject({ decide: { allowed: false, reason: GOAL_MESSAGES.notReviewer } });
    const refused = await decide(reviewId, former.token, { reviewState: 'APPROVED', comment: 'ok' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GOAL_MESSAGES.notReviewer);
    const noComment = await t.call('POST', '/review-comments', {
      token: former.token,
      body: { reviewComment: 'Still here', goalReviewId: reviewId },
    });
    expect(noComment.statusCode).toBe(403);
    expect(noComment.json().message).toBe(GOAL_MESSAGES.commentNotAllowed);
  });

  it('refuses a user without READ on goalsettingreview (403) and bad filters (400)', async () => {
    expect((await t.call('GET', '/goal-setting-review', { token: w.teacherA.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/goal-setting-review?reviewState=NOPE', { token: w.mentor.token })).statusCode).toBe(
      400,
    );
    expect((await t.call('GET', '/goal-setting-review?role=x', { token: w.mentor.token })).statusCode).toBe(400);
  });
});

describe('GET /goal-setting-review/{id}', () => {
  it("answers 404 for another school's review to a school-limited reviewer and for an unknown id", async () => {
    const { reviewId } = await pendingReview();
    expect((await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.coordinatorB.token })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', '/goal-setting-review/999999', { token: w.mentor.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.noPrivilege.token })).statusCode).toBe(
      403,
    );
    const small = await t.statementsDuring(() =>
      t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.mentor.token }),
    );
    const { reviewId: bigger } = await pendingReview({ weights: Array(10).fill(10) });
    const large = await t.statementsDuring(() =>
      t.call('GET', `/goal-setting-review/${bigger}`, { token: w.mentor.token }),
    );
    expect(large.length).toBe(small.length);
  });
});

describe('PATCH /goal-setting-review/{id}', () => {
  it('refuses with 400 a decision that is not one, a missing or blank comment, NUL', async () => {
    const { reviewId } = await pendingReview();
    for (const body of [
      { reviewState: 'PENDING_REVIEW', comment: 'x' },
      { reviewState: 'APPROVED' },
      { reviewState: 'APPROVED', comment: '  ' },
      { reviewState: 'APPROVED', comment: 'a\u0000b' },
      { reviewState: 'APPROVED', comment: 'ok', version: 'x' },
    ]) {
      expect((await decide(reviewId, w.coordinatorA.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await decide(reviewId, w.coordinatorA.token, { reviewState: 'APPROVED' });
    expect(missing.json().fieldErrors.comment).toEqual([GOAL_MESSAGES.commentRequired]);
    const nul = await decide(reviewId, w.coordinatorA.token, { reviewState: 'APPROVED', comment: 'a\u0000b' });
    expect(nul.json().fieldErrors.comment).toEqual([FIELD_MESSAGES.nulCharacter]);
  });

  it('lets only a reviewer decide: the setter 403 (even with the privilege), no privilege 403, another school 404', async () => {
    const reviewRole = await createRole(
      t.db,
      { goalsettingreview: ['READ', 'UPDATE'], goalsettingform: ['READ'] },
      {
        isSchoolApplicable: true,
      },
    );
    const setter = await signInPerson(t, ['Teacher', reviewRole.name], w.schoolA.id);
    const { reviewId } = await createGoalSetting(t.db, {
      userId: setter.user.id,
      roleId: w.roleIds.teacher,
      schoolId: w.schoolA.id,
      state: 'SENT_FOR_REVIEW',
      reviewState: 'PENDING_REVIEW',
      weights: [100],
    });
    const own = await decide(reviewId as number, setter.token, { reviewState: 'APPROVED', comment: 'Mine are fine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(GOAL_MESSAGES.notReviewer);
    const teacher = await decide(reviewId as number, w.teacherA.token, { reviewState: 'APPROVED', comment: 'x' });
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(MESSAGES.forbidden);
    expect(
      (await decide(reviewId as number, w.coordinatorB.token, { reviewState: 'APPROVED', comment: 'x' })).statusCode,
    ).toBe(404);
    expect((await decide(999999, w.coordinatorA.token, { reviewState: 'APPROVED', comment: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('refuses with 409 outside the review window, a decided review and a stale version', async () => {
    const { reviewId: late } = await pendingReview({ annualPeriod: 'AY25_26' });
    const closed = await decide(late, w.coordinatorA.token, { reviewState: 'APPROVED', comment: 'Late' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Goal review for A\.Y\. 2025-2026 closed on \d\d-\d\d-\d{4}/);
    const detail = (await t.call('GET', `/goal-setting-review/${late}`, { token: w.coordinatorA.token })).json();
    expect(detail.abilities).toMatchObject({ decide: { allowed: false, reason: closed.json().message } });
    const { reviewId: done } = await pendingReview({ state: 'REVIEWED', reviewState: 'APPROVED' });
    const decided = await decide(done, w.coordinatorA.token, {
      reviewState: 'SENT_FOR_REASSESSMENT',
      comment: 'Again',
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe(GOAL_MESSAGES.reviewDecided);
    const { reviewId } = await pendingReview();
    const stale = await decide(reviewId, w.coordinatorA.token, {
      reviewState: 'APPROVED',
      comment: 'Fine',
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
  });

  it('of two reviewers deciding at once, exactly one succeeds and the other gets 409', async () => {
    const { reviewId, setting } = await pendingReview();
    const responses = await Promise.all([
      decide(reviewId, w.coordinatorA.token, { reviewState: 'APPROVED', comment: 'Approved by A' }),
      decide(reviewId, w.coordinatorA2.token, { reviewState: 'SENT_FOR_REASSESSMENT', comment: 'Back from A2' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json().message).toBe(GOAL_MESSAGES.reviewDecided);
    const review = (await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.mentor.token })).json();
    expect(review.reviewComments).toHaveLength(1);
    const won = responses.find((response) => response.statusCode === 200)?.json();
    expect(review.reviewState).toBe(won.reviewState);
    expect(review.goalSetting).toMatchObject({
      id: setting.id,
      goalSettingState: won.reviewState === 'APPROVED' ? 'REVIEWED' : 'REASSESSMENT_REQUIRED',
    });
  });
});

describe('POST /review-comments', () => {
  it("adds a comment of a reviewer (labelled with the review's state) or of the setter (the state given)", async () => {
    const { setter, setting, reviewId } = await pendingReview();
    const reviewer = await t.call('POST', '/review-comments', {
      token: w.coordinatorA.token,
      body: { reviewComment: 'Could the first goal be split?', goalReviewId: reviewId },
    });
    expect(reviewer.statusCode, reviewer.body).toBe(200);
    expect(reviewer.json()).toMatchObject({ reviewState: 'PENDING_REVIEW', goalReviewId: reviewId });
    const own = await t.call('POST', '/review-comments', {
      token: setter.token,
      body: { reviewComment: 'It is one project', reviewState: 'PENDING_REVIEW', goalReviewId: `${reviewId}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().createdByName).toBe(`${setter.user.firstName} ${setter.user.lastName}`);
    const detail = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(detail.reviewComments.map((comment: { reviewComment: string }) => comment.reviewComment)).toEqual([
      'Could the first goal be split?',
      'It is one project',
    ]);
  });

  it('refuses a blank comment or a bad state (400), no privilege (403), someone who may not see it or no review (404)', async () => {
    const { reviewId } = await pendingReview();
    for (const body of [
      { reviewComment: '', goalReviewId: reviewId },
      { reviewComment: 'x', goalReviewId: reviewId, reviewState: 'NOPE' },
      { reviewComment: 'x\u0000', goalReviewId: reviewId },
      { reviewComment: 'x' },
    ]) {
      expect((await t.call('POST', '/review-comments', { token: w.mentor.token, body })).statusCode).toBe(400);
    }
    const body = { reviewComment: 'Hello', goalReviewId: reviewId };
    expect((await t.call('POST', '/review-comments', { token: w.noPrivilege.token, body })).statusCode).toBe(403);
    expect((await t.call('POST', '/review-comments', { token: w.coordinatorB.token, body })).statusCode).toBe(404);
    expect((await t.call('POST', '/review-comments', { token: w.teacherA.token, body })).statusCode).toBe(404);
    const unknown = { reviewComment: 'Hello', goalReviewId: 999999 };
    expect((await t.call('POST', '/review-comments', { token: w.mentor.token, body: unknown })).statusCode).toBe(404);
    expect((await t.call('POST', '/review-comments', { body })).statusCode).toBe(401);
  });
});
