import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_YEAR_MESSAGES, PEERS, type PeerRequestListItem } from '@school/contract';
import { createUser } from '../../test/factories';
import { acceptedSelf, askPeer, peerSubmits, selfFeedbacks, submittedSelf } from '../../test/factories-goal-feedback';
import { createGoalWorld, type GoalWorld, signInPerson } from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: GoalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
});
afterAll(() => t.close());

/** A new teacher of school A, signed in: a colleague to name. */
const colleague = () => signInPerson(t, ['Teacher'], w.schoolA.id);

describe('POST /goal-feedback/peer', () => {
  it('names an active colleague once, refusing the setter, reviewers, other schools, unknown frequencies', async () => {
    const { setting, setter } = await acceptedSelf(t, w);
    const ask = (peerUserId: number, label?: string) => askPeer(t, setting.id, peerUserId, w.coordinatorA.token, label);
    const peer = await colleague();

    const unknown = await ask(peer.user.id, 'Term 9');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.frequencyLabel).toEqual([GOAL_YEAR_MESSAGES.frequencyUnknown]);
    const inactive = await createUser(t.db, { schoolId: w.schoolA.id, values: { status: 'INACTIVE' } });
    for (const [peerUserId, message] of [
      [setter.user.id, GOAL_YEAR_MESSAGES.peerIsSetter],
      [w.coordinatorA2.user.id, GOAL_YEAR_MESSAGES.peerIsReviewer],
      [w.mentor.user.id, GOAL_YEAR_MESSAGES.peerIsReviewer],
      [w.teacherB.user.id, GOAL_YEAR_MESSAGES.peerNotColleague],
      [inactive.id, GOAL_YEAR_MESSAGES.peerNotColleague],
      [999999, GOAL_YEAR_MESSAGES.peerNotColleague],
    ] as const) {
      const refused = await ask(peerUserId);
      expect(refused.statusCode, `${peerUserId}`).toBe(400);
      expect(refused.json().fieldErrors.peerUserId).toEqual([message]);
    }

    const asked = await ask(peer.user.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      feedbackType: 'PEER',
      period: 'Term 1',
      state: 'SUBMIT_PEER_FEEDBACK',
      createdBy: peer.user.email,
      anonymous: false,
      window: { open: true },
      abilities: { editRatings: { allowed: false }, decisions: [] },
    });
    const twice = await ask(peer.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(GOAL_YEAR_MESSAGES.peerTwice);

    const others = await Promise.all([colleague(), colleague(), colleague(), colleague(), colleague()]);
    for (const other of others.slice(0, PEERS.max - 1)) expect((await ask(other.user.id)).statusCode).toBe(200);
    const sixth = await ask(others[PEERS.max - 1]?.user.id ?? 0);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(GOAL_YEAR_MESSAGES.peersMax);

    const [self] = await selfFeedbacks(t, setting.id, w.coordinatorA.token);
    expect(self?.peerCount).toBe(PEERS.max);
    expect(self?.peers).toHaveLength(PEERS.max);
    expect(self?.abilities.requestPeers).toEqual({ allowed: false, reason: GOAL_YEAR_MESSAGES.peersMax });
    const [setterView] = await selfFeedbacks(t, setting.id, setter.token);
    expect(setterView?.peers).toEqual([]);
  });

  it('asks only once the self feedback is accepted, of a reviewer with privilege, once under a race', async () => {
    const submitted = await submittedSelf(t, w);
    const peer = await colleague();
    const early = await askPeer(t, submitted.setting.id, peer.user.id, w.coordinatorA.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(GOAL_YEAR_MESSAGES.peersNotOpen);

    const { setting, setter } = await acceptedSelf(t, w);
    expect((await askPeer(t, setting.id, peer.user.id, setter.token)).statusCode).toBe(403);
    expect((await askPeer(t, setting.id, peer.user.id, w.noPrivilege.token)).statusCode).toBe(403);
    expect((await askPeer(t, setting.id, peer.user.id, w.coordinatorB.token)).statusCode).toBe(404);
    const race = await Promise.all([
      askPeer(t, setting.id, peer.user.id, w.coordinatorA.token),
      askPeer(t, setting.id, peer.user.id, w.mentor.token),
    ]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('lists the colleagues a reviewer may name, in name order, and answers 404 to anyone else', async () => {
    const { setting, setter } = await acceptedSelf(t, w);
    const listed = await t.call('GET', `/goal-feedback/${setting.id}/peer-candidates`, { token: w.coordinatorA.token });
    expect(listed.statusCode, listed.body).toBe(200);
    const ids: number[] = listed.json().map((person: { id: number }) => person.id);
    expect(ids).toContain(w.teacherA.user.id);
    for (const excluded of [setter, w.coordinatorA, w.coordinatorA2, w.mentor, w.teacherB]) {
      expect(ids).not.toContain(excluded.user.id);
    }
    const names: string[] = listed.json().map((person: { name: string }) => person.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const token of [setter.token, w.teacherA.token, w.coordinatorB.token]) {
      expect((await t.call('GET', `/goal-feedback/${setting.id}/peer-candidates`, { token })).statusCode).toBe(404);
    }
  });
});

describe('GET /goal-feedback/peer-requests', () => {
  it("lists the signed-in user's own requests, waiting ones first, in a fixed number of statements", async () => {
    const peer = await colleague();
    const submittedTo = await acceptedSelf(t, w);
    await peerSubmits(t, submittedTo, peer, w.coordinatorA.token, [2, 2]);
    const waitingOn = await acceptedSelf(t, w);
    const waiting = await askPeer(t, waitingOn.setting.id, peer.user.id, w.coordinatorA.token);
    expect(waiting.statusCode, waiting.body).toBe(200);

    const list = await t.call('GET', '/goal-feedback/peer-requests', { token: peer.token });
    expect(list.statusCode, list.body).toBe(200);
    const items: PeerRequestListItem[] = list.json().content;
    expect(items.map((item) => [item.goalSettingFormId, item.state])).toEqual([
      [waitingOn.setting.id, 'SUBMIT_PEER_FEEDBACK'],
      [submittedTo.setting.id, 'PEER_FEEDBACK_SUBMITTED'],
    ]);
    expect(items[0]).toMatchObject({
      setter: { id: waitingOn.setter.user.id },
      role: { name: 'Teacher' },
      annualPeriod: 'AY26_27',
      frequencyLabel: 'Term 1',
      goalCount: 2,
      window: { open: true },
    });
    const filtered = await t.call('GET', '/goal-feedback/peer-requests?state=PEER_FEEDBACK_SUBMITTED', {
      token: peer.token,
    });
    expect(filtered.json()).toMatchObject({
      totalElements: 1,
      content: [{ goalSettingFormId: submittedTo.setting.id }],
    });
    const others = await t.call('GET', '/goal-feedback/peer-requests', { token: w.teacherA2.token });
    expect(others.json()).toMatchObject({ totalElements: 0, content: [] });
    const small = await t.statementsDuring(() =>
      t.call('GET', '/goal-feedback/peer-requests?size=1', { token: peer.token }),
    );
    const large = await t.statementsDuring(() =>
      t.call('GET', '/goal-feedback/peer-requests?size=50', { token: peer.token }),
    );
    expect(large.length).toBe(small.length);
    const bad = await t.call('GET', '/goal-feedback/peer-requests?state=NOPE', { token: peer.token });
    expect(bad.statusCode).toBe(400);
    expect((await t.call('GET', '/goal-feedback/peer-requests', { token: w.noPrivilege.token })).statusCode).toBe(403);
  });
});
