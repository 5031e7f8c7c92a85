import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED, GOAL_YEAR_MESSAGES, type GoalFeedback, MESSAGES, refused } from '@school/contract';
import { decideFeedback, feedbackBody, selfFeedbacks, submittedSelf } from '../../test/factories-goal-feedback';
import { createRole } from '../../test/factories';
import {
  closedWindow,
  createGoalConfiguration,
  createReviewedSetting,
  createTeacherSetting,
  createGoalWorld,
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
  // AY27_28: its only frequency's self feedback window closed yesterday.
  await setGoalTimeline(t.db, 'AY27_28', { frequencies: [{ label: 'Term 1', self: closedWindow() }] });
});
afterAll(() => t.close());

const save = (token: string, body: unknown) => t.call('PUT', '/goal-feedback/', { token, body });

describe('GET /goal-feedback/{id}/self', () => {
  it('makes one self feedback per frequency on first read, the same ones on the next', async () => {
    const { setting, setter, goals } = await createReviewedSetting(t, w);
    const [first] = await selfFeedbacks(t, setting.id, setter.token);
    expect(first).toMatchObject({
      goalSettingFormId: setting.id,
      feedbackType: 'SELF',
      period: 'Term 1',
      annualPeriod: 'AY26_27',
      state: 'SUBMIT_SELF_FEEDBACK',
      createdBy: setter.user.email,
      anonymous: false,
      peerCount: 0,
      comments: [],
      peers: [],
      submittedOn: null,
      window: { open: true },
      abilities: {
        editRatings: ALLOWED,
        decisions: [],
        comment: ALLOWED,
        requestPeers: refused(GOAL_YEAR_MESSAGES.notPeerRequester),
      },
    });
    expect(first?.window.message).toContain('Self feedback (Term 1)');
    expect(first?.goalRatings).toEqual(
      goals.map((goal) => ({
        goal: { id: goal.id, goalDetails: goal.goalDetails, weightage: goal.weightage, measurementUnit: '' },
        rating: null,
      })),
    );
    const again = await selfFeedbacks(t, setting.id, setter.token);
    expect(again.map((item) => item.id)).toEqual([first?.id]);
    const asReviewer = await selfFeedbacks(t, setting.id, w.coordinatorA.token);
    expect(asReviewer[0]?.abilities).toMatchObject({
      editRatings: refused(GOAL_YEAR_MESSAGES.notFeedbackAuthor),
      decisions: [],
      comment: ALLOWED,
      requestPeers: refused(GOAL_YEAR_MESSAGES.peersNotOpen),
    });
  });

  it('answers 409 before the goals are reviewed, 404 to another school, 403 without privilege', async () => {
    const { setting, setter } = await createTeacherSetting(t, w, { state: 'SENT_FOR_REVIEW', weights: [100] });
    const early = await t.call('GET', `/goal-feedback/${setting.id}/self`, { token: setter.token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(GOAL_YEAR_MESSAGES.feedbackNotOpen);
    const reviewed = await createReviewedSetting(t, w);
    for (const token of [w.teacherB.token, w.coordinatorB.token, w.teacherA2.token]) {
      const hidden = await t.call('GET', `/goal-feedback/${reviewed.setting.id}/self`, { token });
      expect(hidden.statusCode).toBe(404);
    }
    const noPrivilege = await t.call('GET', `/goal-feedback/${reviewed.setting.id}/self`, {
      token: w.noPrivilege.token,
    });
    expect(noPrivilege.statusCode).toBe(403);
  });
});

describe('PUT /goal-feedback/ (self feedback)', () => {
  it('saves keeping the state, refuses 0 and 5, other goals, a stale version, then submits once', async () => {
    const { setting, setter, goals } = await createReviewedSetting(t, w);
    const [self] = await selfFeedbacks(t, setting.id, setter.token);
    if (!self) throw new Error('no self feedback');

    for (const rating of [0, 5, 2.5]) {
      const bad = await save(setter.token, feedbackBody(self, goals, [rating]));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors['goalFeedback.goalRatings.0.rating']).toEqual([GOAL_YEAR_MESSAGES.ratingRange]);
    }
    const other = await createReviewedSetting(t, w);
    const notOurs = await save(
      setter.token,
      feedbackBody(self, [goals[0], other.goals[0]] as { id: number }[], [2, 3]),
    );
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().fieldErrors['goalFeedback.goalRatings.1.goal.id']).toEqual([
      GOAL_YEAR_MESSAGES.ratingNotAGoal,
    ]);

    const saved = await save(setter.token, feedbackBody(self, goals, [2], { comment: 'First thoughts' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave: GoalFeedback = saved.json();
    expect(afterSave).toMatchObject({ state: 'SUBMIT_SELF_FEEDBACK', version: self.version + 1, submittedOn: null });
    expect(afterSave.goalRatings.map((item) => item.rating)).toEqual([2, null]);
    expect(afterSave.comments).toMatchObject([{ comment: 'First thoughts', state: 'SUBMIT_SELF_FEEDBACK' }]);
    expect(afterSave.comments[0]?.createdByName).toContain('Test User');

    const stale = await save(setter.token, feedbackBody(self, goals, [3, 3]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);

    const incomplete = await save(
      setter.token,
      feedbackBody(afterSave, goals, [3], { state: 'SELF_FEEDBACK_SUBMITTED' }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fieldErrors['goalFeedback.goalRatings']).toEqual([GOAL_YEAR_MESSAGES.rateEveryGoal]);

    const submitted = await save(
      setter.token,
      feedbackBody(afterSave, goals, [3, 4], { state: 'SELF_FEEDBACK_SUBMITTED', comment: 'Done' }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const done: GoalFeedback = submitted.json();
    expect(done.state).toBe('SELF_FEEDBACK_SUBMITTED');
    expect(done.submittedOn).not.toBeNull();
    expect(done.goalRatings.map((item) => item.rating)).toEqual([3, 4]);
    expect(done.comments.map((item) => [item.comment, item.state])).toEqual([
      ['First thoughts', 'SUBMIT_SELF_FEEDBACK'],
      ['Done', 'SELF_FEEDBACK_SUBMITTED'],
    ]);
    expect(done.abilities.editRatings).toEqual(refused(GOAL_YEAR_MESSAGES.feedbackLocked));

    const locked = await save(setter.token, feedbackBody(done, goals, [1, 1]));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(GOAL_YEAR_MESSAGES.feedbackLocked);
  });

  it('refuses ratings outside the self feedback window, naming it', async () => {
    const { setting, setter } = await createTeacherSetting(t, w, {
      annualPeriod: 'AY27_28',
      state: 'REVIEWED',
      reviewState: 'APPROVED',
      weights: [60, 40],
    });
    const [self] = await selfFeedbacks(t, setting.id, setter.token);
    if (!self) throw new Error('no self feedback');
    expect(self.window.open).toBe(false);
    expect(self.abilities.editRatings).toEqual(refused(self.window.message));
    const goals = self.goalRatings.map((item) => item.goal);
    const closed = await save(setter.token, feedbackBody(self, goals, [2, 2]));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(self.window.message);
    expect(closed.json().message).toMatch(/^Self feedback \(Term 1\) for .* closed on/);
  });

  it('answers 404 to who does not see it, 403 to a reviewer and without privilege, 400 without an id', async () => {
    const { setting, setter, goals } = await createReviewedSetting(t, w);
    const [self] = await selfFeedbacks(t, setting.id, setter.token);
    if (!self) throw new Error('no self feedback');
    const body = feedbackBody(self, goals, [2, 2]);
    expect((await save(w.teacherB.token, body)).statusCode).toBe(404);
    const reviewer = await save(w.coordinatorA.token, body);
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json().message).toBe(GOAL_YEAR_MESSAGES.notFeedbackAuthor);
    expect((await save(w.noPrivilege.token, body)).statusCode).toBe(403);
    const withoutId = await save(setter.token, { ...body, goalFeedback: { ...body.goalFeedback, id: undefined } });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json().fieldErrors['goalFeedback.id']).toBeDefined();
  });
});

describe('PUT /goal-feedback (the documented form, without the trailing slash)', () => {
  it("answers as the original client's PUT /goal-feedback/ does", async () => {
    const { setting, setter, goals } = await createReviewedSetting(t, w);
    const [self] = await selfFeedbacks(t, setting.id, setter.token);
    if (!self) throw new Error('no self feedback');
    const withSlash = await save(setter.token, feedbackBody(self, goals, [2]));
    expect(withSlash.statusCode, withSlash.body).toBe(200);
    const first: GoalFeedback = withSlash.json();
    const withoutSlash = await t.call('PUT', '/goal-feedback', {
      token: setter.token,
      body: feedbackBody(first, goals, [2]),
    });
    expect(withoutSlash.statusCode, withoutSlash.body).toBe(200);
    expect(withoutSlash.json()).toEqual({ ...first, version: first.version + 1 });
  });
});

describe('PUT /goal-feedback/{id}/comment (comments and decisions)', () => {
  const comment = (id: number | null, token: string, body: Record<string, unknown>) =>
    t.call('PUT', `/goal-feedback/${id}/comment`, { token, body });

  it('sends back with a comment only, lets the setter reassess, then accepts', async () => {
    const { setter, goals, self } = await submittedSelf(t, w);
    const silent = await decideFeedback(t, w.coordinatorA.token, self, 'SELF_REASSESSMENT_REQUIRED');
    expect(silent.statusCode).toBe(400);
    expect(silent.json().fieldErrors.comment).toEqual([GOAL_YEAR_MESSAGES.commentRequired]);
    const wrongType = await decideFeedback(t, w.coordinatorA.token, self, 'FEEDBACK_COMPLETED');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.state).toEqual([GOAL_YEAR_MESSAGES.decisionWrongType]);
    const bySetter = await decideFeedback(t, setter.token, self, 'SUBMIT_PEER_FEEDBACK');
    expect(bySetter.statusCode).toBe(403);
    expect((await decideFeedback(t, w.coordinatorB.token, self, 'SUBMIT_PEER_FEEDBACK')).statusCode).toBe(404);
    const stale = await decideFeedback(
      t,
      w.coordinatorA.token,
      { ...self, version: self.version - 1 },
      'SUBMIT_PEER_FEEDBACK',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);

    const back = await decideFeedback(t, w.coordinatorA.token, self, 'SELF_REASSESSMENT_REQUIRED', 'Say more');
    expect(back.statusCode, back.body).toBe(200);
    const sentBack: GoalFeedback = back.json();
    expect(sentBack.state).toBe('SELF_REASSESSMENT_REQUIRED');
    expect(sentBack.comments.at(-1)).toMatchObject({ comment: 'Say more', state: 'SELF_REASSESSMENT_REQUIRED' });
    const [setterView] = await selfFeedbacks(t, self.goalSettingFormId, setter.token);
    expect(setterView?.abilities.editRatings).toEqual(ALLOWED);
    const again = await save(setter.token, feedbackBody(sentBack, goals, [4, 4], { state: 'SELF_FEEDBACK_SUBMITTED' }));
    expect(again.statusCode, again.body).toBe(200);

    const accepted = await decideFeedback(t, w.coordinatorA.token, again.json(), 'SUBMIT_PEER_FEEDBACK');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      state: 'SUBMIT_PEER_FEEDBACK',
      abilities: {
        decisions: [],
        requestPeers: ALLOWED,
        editRatings: refused(GOAL_YEAR_MESSAGES.notFeedbackAuthor),
      },
    });
    const twice = await decideFeedback(t, w.coordinatorA.token, accepted.json(), 'SUBMIT_PEER_FEEDBACK');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('Peer Feedback Pending');
  });

  it('of two reviewers accepting at once, one succeeds and the other gets 409', async () => {
    const { self } = await submittedSelf(t, w);
    const answers = await Promise.all([
      decideFeedback(t, w.coordinatorA.token, self, 'SUBMIT_PEER_FEEDBACK'),
      decideFeedback(t, w.mentor.token, self, 'SUBMIT_PEER_FEEDBACK'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [now] = await selfFeedbacks(t, self.goalSettingFormId, w.coordinatorA.token);
    expect(now).toMatchObject({ state: 'SUBMIT_PEER_FEEDBACK', version: self.version + 1 });
  });

  it('takes a comment from the setter and a reviewer with the current state; empty 400; others 404 or 403', async () => {
    const { setter, self } = await submittedSelf(t, w);
    const bySetter = await comment(self.id, setter.token, { comment: 'Evidence is uploaded' });
    expect(bySetter.statusCode, bySetter.body).toBe(200);
    const byReviewer = await comment(self.id, w.mentor.token, { comment: 'Thanks' });
    expect(byReviewer.statusCode, byReviewer.body).toBe(200);
    const comments: GoalFeedback['comments'] = byReviewer.json().comments;
    expect(comments.map((item) => [item.comment, item.state])).toEqual([
      ['My year', 'SELF_FEEDBACK_SUBMITTED'],
      ['Evidence is uploaded', 'SELF_FEEDBACK_SUBMITTED'],
      ['Thanks', 'SELF_FEEDBACK_SUBMITTED'],
    ]);
    const empty = await comment(self.id, setter.token, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.comment).toEqual([GOAL_YEAR_MESSAGES.commentRequired]);
    expect((await comment(self.id, w.teacherB.token, { comment: 'Hello' })).statusCode).toBe(404);
    expect((await comment(self.id, w.noPrivilege.token, { comment: 'Hello' })).statusCode).toBe(403);
  });

  it('refuses a decision to a reviewer without UPDATE on goalsettingreview (403), who may still read and comment', async () => {
    const readerRole = await createRole(t.db, { goalsettingform: ['READ'], goalsettingreview: ['READ'] });
    await createGoalConfiguration(t.db, w.roleIds.teacher, [w.roleIds.coordinator, w.roleIds.mentors, readerRole.id]);
    const reader = await signInPerson(t, [readerRole.name], w.schoolA.id);
    const { self } = await submittedSelf(t, w);
    const [seen] = await selfFeedbacks(t, self.goalSettingFormId, reader.token);
    expect(seen?.abilities).toMatchObject({
      decisions: [],
      comment: ALLOWED,
      editRatings: refused(GOAL_YEAR_MESSAGES.notFeedbackAuthor),
    });
    const decided = await decideFeedback(t, reader.token, self, 'SUBMIT_PEER_FEEDBACK');
    expect(decided.statusCode).toBe(403);
    expect(decided.json().message).toBe(MESSAGES.forbidden);
    expect((await comment(self.id, reader.token, { comment: 'Noted' })).statusCode).toBe(200);
    await createGoalConfiguration(t.db, w.roleIds.teacher, [w.roleIds.coordinator, w.roleIds.mentors]);
  });
});

describe('the OpenAPI document', () => {
  it('describes every feedback path under the goal feedback tag', async () => {
    const document = (await t.call('GET', '/openapi.json')).json();
    const paths = Object.keys(document.paths).filter((path) => path.includes('/goal-feedback'));
    expect(paths.map((path) => path.replace(/^\/api/, '')).sort()).toEqual([
      '/goal-feedback',
      '/goal-feedback/peer',
      '/goal-feedback/peer-requests',
      '/goal-feedback/peer/{id}',
      '/goal-feedback/{id}/comment',
      '/goal-feedback/{id}/peer',
      '/goal-feedback/{id}/peer-candidates',
      '/goal-feedback/{id}/self',
    ]);
    for (const path of paths) {
      for (const operation of Object.values(document.paths[path]) as { tags?: string[] }[]) {
        expect(operation.tags, path).toEqual(['goal feedback']);
      }
    }
  });
});
