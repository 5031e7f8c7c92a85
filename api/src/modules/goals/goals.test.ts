import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, GOAL_MESSAGES, GOALS_MAX, MESSAGES } from '@school/contract';
import { goalLibraryItems } from '../../db/schema';
import {
  closedWindow,
  type createGoalSetting,
  createGoalWorld,
  createTeacherSetting,
  type GoalWorld,
  setGoalTimeline,
} from '../../test/factories-goals';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: GoalWorld;
let libraryItemId: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
  await setGoalTimeline(t.db, 'AY25_26', { setup: closedWindow(), review: closedWindow() });
  const [item] = await t.db
    .insert(goalLibraryItems)
    .values({
      category: 'TEACHING',
      goalDescription: 'Use ____ formative checks per unit',
      measureUnit: 'Checks per unit',
      evidence: 'Unit plans with the checks marked',
      sortOrder: 9901,
    })
    .returning();
  libraryItemId = item?.id ?? 0;
});
afterAll(() => t.close());

interface GoalBody {
  id: number;
  version: number;
  sortOrder: number;
  weightage: number;
  evidence: string;
  measurementUnit: string;
  goalSettingFormId: number;
}

/** A new teacher of school A with an empty setting in AY26_27 (both windows open). */
const freshSetting = (values: Partial<Parameters<typeof createGoalSetting>[1]> = {}) =>
  createTeacherSetting(t, w, values);

const goalBody = (goalSettingFormId: number, overrides: Record<string, unknown> = {}) => ({
  goalDetails: 'Observe 4 lessons of a colleague each term',
  weightage: 40,
  measurementUnit: 'Lessons observed',
  goalSettingFormId,
  dirty: true,
  ...overrides,
});

describe('POST /goal', () => {
  it('adds goals at the end of the setting, evidence "-" unless chosen from the library', async () => {
    const { setter, setting } = await freshSetting();
    const first = await t.call('POST', '/goal', { token: setter.token, body: goalBody(setting.id) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ sortOrder: 1, evidence: '-', weightage: 40, goalSettingFormId: setting.id });
    const second = await t.call('POST', '/goal', {
      token: setter.token,
      body: goalBody(setting.id, { weightage: '60', measurementUnit: '', evidence: 'ignored', libraryItemId }),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      sortOrder: 2,
      weightage: 60,
      evidence: 'Unit plans with the checks marked',
      measurementUnit: 'Checks per unit',
      libraryItemId,
    });
    const detail = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(detail).toMatchObject({ weightTotal: 100, abilities: { submitForReview: { allowed: true } } });
  });

  it('refuses with 400 a weightage of 0, 101, 2.5 or "x", blank details, NUL and an unknown library item', async () => {
    const { setter, setting } = await freshSetting();
    for (const weightage of [0, 101, 2.5, 'x', -1, null]) {
      const response = await t.call('POST', '/goal', {
        token: setter.token,
        body: goalBody(setting.id, { weightage }),
      });
      expect(response.statusCode, String(weightage)).toBe(400);
      expect(response.json().fieldErrors.weightage).toEqual([GOAL_MESSAGES.weightRange]);
    }
    const blank = await t.call('POST', '/goal', {
      token: setter.token,
      body: goalBody(setting.id, { goalDetails: ' ' }),
    });
    expect(blank.json().fieldErrors.goalDetails).toEqual([FIELD_MESSAGES.required]);
    const nul = await t.call('POST', '/goal', {
      token: setter.token,
      body: goalBody(setting.id, { goalDetails: 'a\u0000b' }),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fieldErrors.goalDetails).toEqual([FIELD_MESSAGES.nulCharacter]);
    const unknown = await t.call('POST', '/goal', {
      token: setter.token,
      body: goalBody(setting.id, { libraryItemId: 999999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.libraryItemId).toEqual([GOAL_MESSAGES.libraryItemUnknown]);
    const noSetting = await t.call('POST', '/goal', {
      token: setter.token,
      body: goalBody(setting.id, { goalSettingFormId: 'x' }),
    });
    expect(noSetting.statusCode).toBe(400);
  });

  it("lets only the setter add: a reviewer 403, another school's coordinator 404, no privilege 403", async () => {
    const { setting } = await freshSetting();
    const reviewer = await t.call('POST', '/goal', { token: w.coordinatorA.token, body: goalBody(setting.id) });
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json().message).toBe(GOAL_MESSAGES.viewOnlyGoals);
    expect(
      (await t.call('POST', '/goal', { token: w.coordinatorB.token, body: goalBody(setting.id) })).statusCode,
    ).toBe(404);
    expect((await t.call('POST', '/goal', { token: w.teacherA.token, body: goalBody(999999) })).statusCode).toBe(404);
    const none = await t.call('POST', '/goal', { token: w.noPrivilege.token, body: goalBody(setting.id) });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(MESSAGES.forbidden);
    expect((await t.call('POST', '/goal', { body: goalBody(setting.id) })).statusCode).toBe(401);
  });

  it('refuses with 409 once the goals are sent (locked), outside the setup window, and beyond GOALS_MAX goals', async () => {
    const { setter, setting } = await freshSetting({ state: 'SENT_FOR_REVIEW', reviewState: 'PENDING_REVIEW' });
    const locked = await t.call('POST', '/goal', { token: setter.token, body: goalBody(setting.id) });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(GOAL_MESSAGES.goalsLocked);
    const { setter: late, setting: closed } = await freshSetting({ annualPeriod: 'AY25_26' });
    const outside = await t.call('POST', '/goal', { token: late.token, body: goalBody(closed.id) });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toMatch(/^Goal setup for A\.Y\. 2025-2026 closed on \d\d-\d\d-\d{4}/);
    const { setter: busy, setting: full } = await freshSetting({ weights: Array(GOALS_MAX).fill(5) });
    const tooMany = await t.call('POST', '/goal', { token: busy.token, body: goalBody(full.id) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(GOAL_MESSAGES.tooManyGoals);
  });
});

describe('PUT /goal/{id} and DELETE /goal/{id}', () => {
  async function settingWithGoal(values: Partial<Parameters<typeof createGoalSetting>[1]> = {}) {
    const setup = await freshSetting({ weights: [30, 70], ...values });
    const detail = (
      await t.call('GET', `/goal-setting-form/${setup.setting.id}`, { token: setup.setter.token })
    ).json();
    return { ...setup, goal: detail.goals[0] as GoalBody };
  }

  it('changes a goal with its version and deletes one', async () => {
    const { setter, setting, goal } = await settingWithGoal();
    const changed = await t.call('PUT', `/goal/${goal.id}`, {
      token: setter.token,
      body: goalBody(setting.id, { weightage: 30, goalDetails: 'Changed', version: goal.version }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      goalDetails: 'Changed',
      version: goal.version + 1,
      sortOrder: goal.sortOrder,
    });
    const stale = await t.call('PUT', `/goal/${goal.id}`, {
      token: setter.token,
      body: goalBody(setting.id, { version: goal.version }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
    const noVersion = await t.call('PUT', `/goal/${goal.id}`, { token: setter.token, body: goalBody(setting.id) });
    expect(noVersion.statusCode).toBe(400);
    const removed = await t.call('DELETE', `/goal/${goal.id}`, { token: setter.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.deleted });
    expect((await t.call('DELETE', `/goal/${goal.id}`, { token: setter.token })).statusCode).toBe(404);
    const detail = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(detail.goals).toHaveLength(1);
  });

  it('refuses a weightage out of range with 400', async () => {
    const { setter, setting, goal } = await settingWithGoal();
    for (const weightage of [0, 101, 2.5, 'x']) {
      const response = await t.call('PUT', `/goal/${goal.id}`, {
        token: setter.token,
        body: goalBody(setting.id, { weightage, version: goal.version }),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('lets only the setter change or delete: a reviewer 403, another school 404, an unknown goal 404', async () => {
    const { setting, goal } = await settingWithGoal();
    const body = goalBody(setting.id, { version: goal.version });
    for (const [method, init] of [
      ['PUT', { body }],
      ['DELETE', {}],
    ] as const) {
      const reviewer = await t.call(method, `/goal/${goal.id}`, { token: w.mentor.token, ...init });
      expect(reviewer.statusCode, method).toBe(403);
      expect(reviewer.json().message).toBe(GOAL_MESSAGES.viewOnlyGoals);
      expect((await t.call(method, `/goal/${goal.id}`, { token: w.coordinatorB.token, ...init })).statusCode).toBe(404);
      expect((await t.call(method, '/goal/999999', { token: w.teacherA.token, ...init })).statusCode).toBe(404);
      expect((await t.call(method, `/goal/${goal.id}`, { token: w.noPrivilege.token, ...init })).statusCode).toBe(403);
    }
  });

  it('refuses with 409 to change or delete locked goals and outside the setup window', async () => {
    for (const values of [
      { state: 'SENT_FOR_REVIEW', reviewState: 'PENDING_REVIEW' },
      { state: 'REVIEWED', reviewState: 'APPROVED' },
      { annualPeriod: 'AY25_26' },
    ] as const) {
      const { setter, setting, goal } = await settingWithGoal(values);
      const body = goalBody(setting.id, { version: goal.version });
      const put = await t.call('PUT', `/goal/${goal.id}`, { token: setter.token, body });
      const removed = await t.call('DELETE', `/goal/${goal.id}`, { token: setter.token });
      for (const response of [put, removed]) {
        expect(response.statusCode, JSON.stringify(values)).toBe(409);
        if ('state' in values) expect(response.json().message).toBe(GOAL_MESSAGES.goalsLocked);
        else expect(response.json().message).toMatch(/^Goal setup for A\.Y\. 2025-2026 closed on/);
      }
    }
  });
});
