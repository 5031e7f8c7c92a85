import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_YEAR_MESSAGES, MESSAGES } from '@school/contract';
import { goalSettings } from '../../db/schema';
import {
  createGoalWorld,
  createReviewedSetting,
  createTeacherSetting,
  type GoalWorld,
} from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: GoalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
});
afterAll(() => t.close());

const learnings = { strength: 'Clear questioning', weakness: 'Pacing', learningRequired: 'Formative assessment' };
const save = (id: number, token: string, body: unknown, query = '') =>
  t.call('PATCH', `/goal-setting-form/${id}${query}`, { token, body });

describe('Save Learnings: PATCH /goal-setting-form/{id} without a status', () => {
  it('saves the setter’s learnings; a field left out stays, null clears it; the reviewer reads them', async () => {
    const { setter, setting, reviewId } = await createReviewedSetting(t, w);
    const saved = await save(setting.id, setter.token, learnings, `?version=${setting.version}`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      ...learnings,
      goalSettingState: 'REVIEWED',
      version: setting.version + 1,
      yearAbilities: { editLearnings: { allowed: true, reason: null } },
    });
    const partial = await save(setting.id, setter.token, { weakness: 'Time on task', learningRequired: null });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      strength: learnings.strength,
      weakness: 'Time on task',
      learningRequired: null,
    });
    const review = await t.call('GET', `/goal-setting-review/${reviewId}`, { token: w.coordinatorA.token });
    expect(review.json().goalSetting).toMatchObject({ strength: learnings.strength, weakness: 'Time on task' });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const { setter, setting } = await createReviewedSetting(t, w);
    await save(setting.id, setter.token, learnings);
    const stale = await save(setting.id, setter.token, { strength: 'Other' }, `?version=${setting.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
    const [row] = await t.db.select().from(goalSettings).where(eq(goalSettings.id, setting.id));
    expect(row?.strength).toBe(learnings.strength);
  });

  it('refuses a reviewer (403), a setting not yet reviewed and one signed off (409), with the reason', async () => {
    const { setting } = await createReviewedSetting(t, w);
    const reviewer = await save(setting.id, w.coordinatorA.token, learnings);
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json().message).toBe(GOAL_YEAR_MESSAGES.learningsNotSetter);
    const reviewerView = await t.call('GET', `/goal-setting-form/${setting.id}`, { token: w.coordinatorA.token });
    expect(reviewerView.json().yearAbilities).toMatchObject({
      editLearnings: { allowed: false, reason: GOAL_YEAR_MESSAGES.learningsNotSetter },
      uploadEvidence: { allowed: false, reason: GOAL_YEAR_MESSAGES.evidenceNotSetter },
    });

    const early = await createTeacherSetting(t, w, { state: 'GOAL_SETUP', weights: [100] });
    const notYet = await save(early.setting.id, early.setter.token, learnings);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(GOAL_YEAR_MESSAGES.learningsNotYet);

    const late = await createTeacherSetting(t, w, { state: 'FINAL_REVIEW_COMPLETED', weights: [100] });
    const closed = await save(late.setting.id, late.setter.token, learnings);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(GOAL_YEAR_MESSAGES.learningsClosed);
  });

  it('answers 404 to another teacher, 403 without the privilege, 400 for text too long', async () => {
    const { setter, setting } = await createReviewedSetting(t, w);
    expect((await save(setting.id, w.teacherA2.token, learnings)).statusCode).toBe(404);
    expect((await save(setting.id, w.noPrivilege.token, learnings)).statusCode).toBe(403);
    const long = await save(setting.id, setter.token, { strength: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fieldErrors)).toEqual(['strength']);
  });

  it('still sends for review with a status', async () => {
    const { setter, setting } = await createTeacherSetting(t, w, { state: 'GOAL_SETUP', weights: [100] });
    const sent = await save(setting.id, setter.token, undefined, '?status=SENT_FOR_REVIEW');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().goalSettingState).toBe('SENT_FOR_REVIEW');
  });
});
