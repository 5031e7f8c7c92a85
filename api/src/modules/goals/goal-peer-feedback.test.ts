import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_YEAR_MESSAGES, type GoalFeedback } from '@school/contract';
import { goalFeedbacks, goalReviews, goalSettings } from '../../db/schema';
import {
  acceptedSelf,
  askPeer,
  decideFeedback,
  feedbackBody,
  peerSubmits,
  selfFeedbacks,
} from '../../test/factories-goal-feedback';
import {
  closedWindow,
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
  await setGoalTimeline(t.db, 'AY28_29', { frequencies: [{ label: 'Term 1' }, { label: 'Term 2' }] });
  await setGoalTimeline(t.db, 'AY29_30', { frequencies: [{ label: 'Term 1', peer: closedWindow() }] });
});
afterAll(() => t.close());

/** A new teacher of school A (or B), signed in: a colleague to name. */
const colleague = (school = w.schoolA) => signInPerson(t, ['Teacher'], school.id);
const peerPut = (id: number | null, token: string, body: unknown) =>
  t.call('PUT', `/goal-feedback/peer/${id}`, { token, body });

describe('the peer feedback', () => {
  it('is seen, rated and submitted by its peer only, inside the peer window', async () => {
    const { setting, setter, goals } = await acceptedSelf(t, w);
    const peer = await colleague();
    const asked: GoalFeedback = (await askPeer(t, setting.id, peer.user.id, w.coordinatorA.token)).json();
    const get = (token: string) => t.call('GET', `/goal-feedback/peer/${asked.id}`, { token });
    expect((await get(peer.token)).json()).toMatchObject({ abilities: { editRatings: { allowed: true } } });
    expect((await get(w.coordinatorA.token)).statusCode).toBe(200);
    for (const token of [setter.token, w.teacherA2.token, w.teacherB.token])
      expect((await get(token)).statusCode).toBe(404);
    for (const path of ['peer', 'self']) {
      const list = await t.call('GET', `/goal-feedback/${setting.id}/${path}`, { token: peer.token });
      expect(list.statusCode).toBe(404);
    }
    expect((await peerPut(asked.id, setter.token, feedbackBody(asked, goals, [1, 1]))).statusCode).toBe(404);
    expect((await peerPut(asked.id, w.teacherA2.token, feedbackBody(asked, goals, [1, 1]))).statusCode).toBe(404);
    const five = await peerPut(asked.id, peer.token, feedbackBody(asked, goals, [5, 1]));
    expect(five.statusCode).toBe(400);
    expect(five.json().fieldErrors['goalFeedback.goalRatings.0.rating']).toBeDefined();

    const requests = await t.call('GET', '/goal-feedback/peer-requests', { token: peer.token });
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.json()).toMatchObject({
      totalElements: 1,
      content: [{ id: asked.id, goalSettingFormId: setting.id, setter: { id: setter.user.id }, goalCount: 2 }],
    });
    expect(requests.json().content[0].window.open).toBe(true);

    const submitted = await peerPut(
      asked.id,
      peer.token,
      feedbackBody(asked, goals, [2, 3], { state: 'PEER_FEEDBACK_SUBMITTED', comment: 'Solid' }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'PEER_FEEDBACK_SUBMITTED', comments: [{ comment: 'Solid' }] });
    const locked = await peerPut(asked.id, peer.token, feedbackBody(submitted.json(), goals, [1, 1]));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(GOAL_YEAR_MESSAGES.feedbackLocked);
    const byPeer = await t.call('PUT', `/goal-feedback/${asked.id}/comment`, {
      token: peer.token,
      body: { comment: 'One more thing' },
    });
    expect(byPeer.statusCode, byPeer.body).toBe(200);
    const peerDecides = await decideFeedback(t, peer.token, byPeer.json(), 'FEEDBACK_COMPLETED');
    expect(peerDecides.statusCode).toBe(403);
  });

  it('refuses ratings outside the peer window', async () => {
    const { setting } = await createTeacherSetting(t, w, {
      annualPeriod: 'AY29_30',
      state: 'REVIEWED',
      reviewState: 'APPROVED',
      weights: [100],
    });
    const [self] = await selfFeedbacks(t, setting.id, w.coordinatorA.token);
    if (!self) throw new Error('no self feedback');
    // The setter's submission is not what this test is about: the self feedback is set accepted directly.
    await t.db
      .update(goalFeedbacks)
      .set({ state: 'SUBMIT_PEER_FEEDBACK' })
      .where(eq(goalFeedbacks.id, self.id ?? 0));
    const peer = await colleague();
    const asked: GoalFeedback = (await askPeer(t, setting.id, peer.user.id, w.coordinatorA.token)).json();
    expect(asked.window.open).toBe(false);
    const goals = asked.goalRatings.map((item) => item.goal);
    const closed = await peerPut(asked.id, peer.token, feedbackBody(asked, goals, [3]));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Peer feedback \(Term 1\) for .* closed on/);
  });

  it('reaches the setter as an anonymous average once two peers submitted; reviewers see each', async () => {
    const accepted = await acceptedSelf(t, w);
    const { setting, setter } = accepted;
    const [first, second] = [await colleague(), await colleague()];
    const peerList = async (token: string): Promise<GoalFeedback[]> => {
      const response = await t.call('GET', `/goal-feedback/${setting.id}/peer`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await peerList(setter.token)).toEqual([]);

    await peerSubmits(t, accepted, first, w.coordinatorA.token, [2, 3]);
    // One call at a time: statementsDuring counts whatever runs meanwhile.
    const statementsOf = async (token: string) => {
      const counts: number[] = [];
      for (const path of ['peer', 'self']) {
        const url = `/goal-feedback/${setting.id}/${path}`;
        counts.push((await t.statementsDuring(() => t.call('GET', url, { token }))).length);
      }
      return counts;
    };
    const withOnePeer = await statementsOf(w.coordinatorA.token);
    const afterOne = await peerList(setter.token);
    expect(afterOne).toMatchObject([
      {
        id: null,
        anonymous: true,
        createdBy: null,
        createdByName: null,
        comments: [],
        peerCount: 1,
        notice: GOAL_YEAR_MESSAGES.peersAnonymous(1),
      },
    ]);
    expect(afterOne[0]?.goalRatings.map((item) => item.rating)).toEqual([null, null]);
    expect(JSON.stringify(afterOne)).not.toContain(first.user.email);

    await peerSubmits(t, accepted, second, w.coordinatorA.token, [3, 3]);
    const afterTwo = await peerList(setter.token);
    expect(afterTwo).toHaveLength(1);
    expect(afterTwo[0]).toMatchObject({ peerCount: 2, notice: GOAL_YEAR_MESSAGES.peersAnonymous(2) });
    expect(afterTwo[0]?.goalRatings.map((item) => item.rating)).toEqual([2.5, 3]);
    expect(JSON.stringify(afterTwo)).not.toMatch(new RegExp(`${first.user.email}|${second.user.email}|Well done`));

    // A fixed number of statements whatever the number of peers, ratings and comments.
    expect(await statementsOf(w.coordinatorA.token)).toEqual(withOnePeer);
    const reviewerView = await peerList(w.coordinatorA.token);
    expect(reviewerView.map((item) => [item.createdBy, item.goalRatings.map((rating) => rating.rating)])).toEqual([
      [first.user.email, [2, 3]],
      [second.user.email, [3, 3]],
    ]);
    expect(reviewerView[0]?.comments.map((item) => item.comment)).toEqual(['Well done']);
    expect(reviewerView[0]?.abilities.decisions).toEqual(['PEER_REASSESSMENT_REQUIRED', 'FEEDBACK_COMPLETED']);
  });
});

describe('the roll-up of the goal year', () => {
  const statesOf = async (settingId: number) => {
    const [setting] = await t.db.select().from(goalSettings).where(eq(goalSettings.id, settingId));
    const [review] = await t.db.select().from(goalReviews).where(eq(goalReviews.goalSettingId, settingId));
    return [setting?.state, review?.state];
  };

  it('moves the setting and its review to SELF_REVIEW_COMPLETED, then PEER_REVIEW_COMPLETED (two frequencies)', async () => {
    const created = await createTeacherSetting(t, w, {
      annualPeriod: 'AY28_29',
      state: 'REVIEWED',
      reviewState: 'APPROVED',
      weights: [60, 40],
    });
    const { setting, setter } = created;
    const selves = await selfFeedbacks(t, setting.id, setter.token);
    expect(selves.map((item) => item.period)).toEqual(['Term 1', 'Term 2']);
    const goals = selves[0]?.goalRatings.map((item) => item.goal) ?? [];
    const accepted: GoalFeedback[] = [];
    for (const self of selves) {
      const submitted = await t.call('PUT', '/goal-feedback/', {
        token: setter.token,
        body: feedbackBody(self, goals, [3, 3], { state: 'SELF_FEEDBACK_SUBMITTED' }),
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const decided = await decideFeedback(t, w.coordinatorA.token, submitted.json(), 'SUBMIT_PEER_FEEDBACK');
      expect(decided.statusCode, decided.body).toBe(200);
      accepted.push(decided.json());
      expect(await statesOf(setting.id)).toEqual(
        accepted.length < 2 ? ['REVIEWED', 'APPROVED'] : ['SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED'],
      );
    }

    const withGoals = { setting, goals };
    const [peerOne, peerTwo] = [await colleague(), await colleague()];
    const first = await peerSubmits(t, withGoals, peerOne, w.coordinatorA.token, [2, 2], 'Term 1');
    const silent = await decideFeedback(t, w.coordinatorA.token, first, 'PEER_REASSESSMENT_REQUIRED');
    expect(silent.statusCode).toBe(400);
    const back = await decideFeedback(t, w.coordinatorA.token, first, 'PEER_REASSESSMENT_REQUIRED', 'Look again');
    expect(back.json()).toMatchObject({ state: 'PEER_REASSESSMENT_REQUIRED' });
    const again = await peerPut(
      first.id,
      peerOne.token,
      feedbackBody(back.json(), goals, [3, 2], { state: 'PEER_FEEDBACK_SUBMITTED' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const done = await decideFeedback(t, w.coordinatorA.token, again.json(), 'FEEDBACK_COMPLETED');
    expect(done.json()).toMatchObject({ state: 'FEEDBACK_COMPLETED' });
    const termOne = (await selfFeedbacks(t, setting.id, w.coordinatorA.token))[0];
    expect(termOne?.state).toBe('FEEDBACK_COMPLETED');
    expect(await statesOf(setting.id)).toEqual(['SELF_REVIEW_COMPLETED', 'SELF_REVIEW_COMPLETED']);

    const second = await peerSubmits(t, withGoals, peerTwo, w.coordinatorA.token, [4, 4], 'Term 2');
    expect((await decideFeedback(t, w.coordinatorA.token, second, 'FEEDBACK_COMPLETED')).statusCode).toBe(200);
    expect(await statesOf(setting.id)).toEqual(['PEER_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED']);
    const finalSelves = await selfFeedbacks(t, setting.id, setter.token);
    expect(finalSelves.map((item) => item.state)).toEqual(['FEEDBACK_COMPLETED', 'FEEDBACK_COMPLETED']);
  });
});
