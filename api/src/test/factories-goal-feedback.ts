import { expect } from 'vitest';
import type { GoalFeedback } from '@school/contract';
import { createReviewedSetting, type GoalWorld } from './factories-goals';
import type { TestApp } from './test-app';

/** Helpers of the feedback tests: the calls the screens make, checked to succeed. */

export type ReviewedSetting = Awaited<ReturnType<typeof createReviewedSetting>>;

/** GET /goal-feedback/{id}/self as the user; the SELF feedbacks, in the timeline's order. */
export async function selfFeedbacks(t: TestApp, settingId: number, token: string): Promise<GoalFeedback[]> {
  const response = await t.call('GET', `/goal-feedback/${settingId}/self`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The body of PUT /goal-feedback/ or /goal-feedback/peer/{id}: a rating per goal in the goals' order. */
export function feedbackBody(
  feedback: Pick<GoalFeedback, 'id' | 'version'>,
  goals: { id: number }[],
  ratings: (number | null)[],
  options: { state?: string; comment?: string } = {},
) {
  return {
    goalFeedback: {
      id: feedback.id ?? undefined,
      goalRatings: ratings.map((rating, index) => ({ goal: { id: goals[index]?.id ?? 0 }, rating })),
      state: options.state,
      version: feedback.version,
    },
    comment: options.comment === undefined ? undefined : { comment: options.comment },
  };
}

/** A reviewed setting whose first frequency's self feedback the setter submitted (3 and 4). */
export async function submittedSelf(t: TestApp, w: GoalWorld, school: { id: number } = w.schoolA) {
  const created = await createReviewedSetting(t, w, school);
  const [self] = await selfFeedbacks(t, created.setting.id, created.setter.token);
  if (!self) throw new Error('no self feedback');
  const submitted = await t.call('PUT', '/goal-feedback/', {
    token: created.setter.token,
    body: feedbackBody(self, created.goals, [3, 4], { state: 'SELF_FEEDBACK_SUBMITTED', comment: 'My year' }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...created, self: submitted.json() as GoalFeedback };
}

/** A reviewer's decision on a feedback (PUT /goal-feedback/{id}/comment with a state). */
export function decideFeedback(
  t: TestApp,
  token: string,
  feedback: Pick<GoalFeedback, 'id' | 'version'>,
  state: string,
  comment = '',
) {
  return t.call('PUT', `/goal-feedback/${feedback.id}/comment`, {
    token,
    body: { comment, state, version: feedback.version },
  });
}

/** A setting whose first frequency's self feedback the coordinator accepted: peers may be asked. */
export async function acceptedSelf(t: TestApp, w: GoalWorld) {
  const created = await submittedSelf(t, w);
  const accepted = await decideFeedback(t, w.coordinatorA.token, created.self, 'SUBMIT_PEER_FEEDBACK');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...created, self: accepted.json() as GoalFeedback };
}

/** POST /goal-feedback/peer as the reviewer (coordinator A unless said). */
export function askPeer(t: TestApp, settingId: number, peerUserId: number, token: string, frequencyLabel = 'Term 1') {
  return t.call('POST', '/goal-feedback/peer', {
    token,
    body: { goalSettingFormId: settingId, frequencyLabel, peerUserId },
  });
}

/** The peer asked and submitting their ratings: the submitted PEER feedback. */
export async function peerSubmits(
  t: TestApp,
  setting: { setting: { id: number }; goals: { id: number }[] },
  peer: { user: { id: number }; token: string },
  reviewerToken: string,
  ratings: number[],
  frequencyLabel = 'Term 1',
): Promise<GoalFeedback> {
  const asked = await askPeer(t, setting.setting.id, peer.user.id, reviewerToken, frequencyLabel);
  expect(asked.statusCode, asked.body).toBe(200);
  const feedback: GoalFeedback = asked.json();
  const submitted = await t.call('PUT', `/goal-feedback/peer/${feedback.id}`, {
    token: peer.token,
    body: feedbackBody(feedback, setting.goals, ratings, { state: 'PEER_FEEDBACK_SUBMITTED', comment: 'Well done' }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json();
}
