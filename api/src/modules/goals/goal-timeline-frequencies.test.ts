import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, type GoalTimeline, ROLE_NAMES } from '@school/contract';
import { selfFeedbacks, submittedSelf } from '../../test/factories-goal-feedback';
import { createGoalWorld, createReviewedSetting, type GoalWorld } from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Feedback belongs to its frequency by id: an administrator renaming a frequency of the timeline keeps every
 * feedback given for it, and a frequency with feedback cannot be removed.
 */

let t: TestApp;
let w: GoalWorld;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
});
afterAll(() => t.close());

async function currentTimeline(): Promise<GoalTimeline> {
  const response = await t.call('GET', '/goal-timeline-configurations/', { token: admin });
  const found = (response.json() as GoalTimeline[]).find((item) => item.academicCalendar === 'AY26_27');
  if (!found) throw new Error('no AY26_27 timeline');
  return found;
}

type Frequency = GoalTimeline['feedbackFrequencies'][number];

function saveTimeline(timeline: GoalTimeline, frequencies: (Omit<Frequency, 'id'> & { id?: number })[]) {
  return t.call('PUT', `/goal-timeline-configurations/${timeline.id}`, {
    token: admin,
    body: {
      academicCalendar: timeline.academicCalendar,
      goalSetupStartDate: timeline.goalSetupStartDate,
      goalSetupEndDate: timeline.goalSetupEndDate,
      goalReviewStartDate: timeline.goalReviewStartDate,
      goalReviewEndDate: timeline.goalReviewEndDate,
      feedbackFrequencies: frequencies,
      version: timeline.version,
    },
  });
}

describe('PUT /goal-timeline-configurations/{id} and the feedback of its frequencies', () => {
  it('keeps a submitted self feedback with its frequency when the frequency is renamed', async () => {
    const { setting, setter, self } = await submittedSelf(t, w);
    const timeline = await currentTimeline();
    const [term1] = timeline.feedbackFrequencies;
    if (!term1) throw new Error('no frequency');
    const renamed = await saveTimeline(timeline, [{ ...term1, frequencyLabel: 'First term' }]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as GoalTimeline).feedbackFrequencies).toEqual([{ ...term1, frequencyLabel: 'First term' }]);

    const after = await selfFeedbacks(t, setting.id, setter.token);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: self.id,
      period: 'First term',
      frequencyId: term1.id,
      state: 'SELF_FEEDBACK_SUBMITTED',
    });
    expect(after[0]?.goalRatings.map((item) => item.rating)).toEqual([3, 4]);

    const restored = await saveTimeline(await currentTimeline(), [term1]);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await selfFeedbacks(t, setting.id, setter.token)).map((item) => item.id)).toEqual([self.id]);
  });

  it('refuses with 409 and the reason to remove a frequency that has feedback; removes one without', async () => {
    const { setting, setter } = await createReviewedSetting(t, w);
    const timeline = await currentTimeline();
    const [term1] = timeline.feedbackFrequencies;
    if (!term1) throw new Error('no frequency');
    const added = await saveTimeline(timeline, [term1, { ...term1, id: undefined, frequencyLabel: 'Term 2' }]);
    expect(added.statusCode, added.body).toBe(200);
    const withTerm2 = added.json() as GoalTimeline;
    const term2 = withTerm2.feedbackFrequencies[1];
    expect(term2).toMatchObject({ frequencyLabel: 'Term 2' });
    // The first read makes a self feedback for each frequency: both now have feedback.
    expect((await selfFeedbacks(t, setting.id, setter.token)).map((item) => item.period)).toEqual(['Term 1', 'Term 2']);

    const refused = await saveTimeline(withTerm2, [term1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GOAL_MESSAGES.frequencyHasFeedback('Term 2'));
    expect((await currentTimeline()).feedbackFrequencies.map((item) => item.frequencyLabel)).toEqual([
      'Term 1',
      'Term 2',
    ]);

    // A frequency nobody has given feedback for yet goes.
    const withTerm3 = (
      await saveTimeline(withTerm2, [term1, term2 as Frequency, { ...term1, id: undefined, frequencyLabel: 'Term 3' }])
    ).json() as GoalTimeline;
    expect(withTerm3.feedbackFrequencies.map((item) => item.frequencyLabel)).toEqual(['Term 1', 'Term 2', 'Term 3']);
    const removed = await saveTimeline(withTerm3, [term1, term2 as Frequency]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as GoalTimeline).feedbackFrequencies.map((item) => item.id)).toEqual([term1.id, term2?.id]);
  });

  it('refuses with 400 an id that is not a frequency of this timeline', async () => {
    const timeline = await currentTimeline();
    const [term1] = timeline.feedbackFrequencies;
    if (!term1) throw new Error('no frequency');
    const foreign = await saveTimeline(timeline, [{ ...term1, id: 999999 }, term1]);
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fieldErrors)).toEqual(['feedbackFrequencies.0.id']);
  });
});
