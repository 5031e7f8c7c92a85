import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, GOAL_MESSAGES, MESSAGES } from '@school/contract';
import {
  closedWindow,
  createGoalSetting,
  createGoalWorld,
  type GoalWorld,
  setGoalTimeline,
  signInPerson,
} from '../../test/factories-goals';
import { goals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: GoalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createGoalWorld(t);
  // AY25_26: its windows closed; AY24_25: no timeline at all.
  await setGoalTimeline(t.db, 'AY25_26', { setup: closedWindow(), review: closedWindow() });
  for (const period of ['AY21_22', 'AY22_23', 'AY23_24', 'AY27_28']) await setGoalTimeline(t.db, period);
});
afterAll(() => t.close());

interface Setting {
  id: number;
  version: number;
  goalSettingState: string;
  role: { id: number; name: string };
  goals: { id: number; weightage: number }[];
  weightTotal: number;
  goalReview: { id: number; reviewState: string } | null;
  strength: string | null;
  abilities: Record<'editGoals' | 'submitForReview', { allowed: boolean; reason: string | null }>;
  setupWindow: { open: boolean; message: string };
  school: { id: number } | null;
}

const teacherSetting = (
  userId: number,
  values: Parameters<typeof createGoalSetting>[1] extends infer V ? Partial<V> : never = {},
) => createGoalSetting(t.db, { userId, roleId: w.roleIds.teacher, schoolId: w.schoolA.id, ...values });

const patchStatus = (id: number, query: string, token: string, body?: unknown) =>
  t.call('PATCH', `/goal-setting-form/${id}?${query}`, { token, body });

describe('POST /goal-setting-form', () => {
  it("creates the setting of one of the user's own configured roles, empty, in Goal Setup, with its abilities", async () => {
    const user = await t.signIn({ roles: ['Teacher'], schoolId: w.schoolA.id });
    const response = await t.call('POST', '/goal-setting-form', {
      token: user,
      body: { role: w.roleIds.teacher, annualPeriod: 'AY26_27' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const setting: Setting = response.json();
    expect(setting).toMatchObject({
      goalSettingState: 'GOAL_SETUP',
      role: { id: w.roleIds.teacher, name: 'Teacher' },
      goals: [],
      weightTotal: 0,
      goalReview: null,
      school: { id: w.schoolA.id },
      setupWindow: { open: true },
      abilities: {
        editGoals: { allowed: true },
        submitForReview: { allowed: false, reason: GOAL_MESSAGES.noGoalsToSubmit },
      },
      version: 0,
    });
    // The role may also arrive as an object (the original client sends both).
    const again = await t.call('POST', '/goal-setting-form', {
      token: user,
      body: { role: { id: w.roleIds.teacher }, annualPeriod: 'AY26_27' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GOAL_MESSAGES.duplicateSetting('Teacher', 'AY26_27'));
  });

  it('refuses with 400 an unknown role, a role the user does not hold, a role without configuration, a bad period', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ role: 999999, annualPeriod: 'AY26_27' }, 'role', GOAL_MESSAGES.roleNotYours],
      [{ role: w.roleIds.coordinator, annualPeriod: 'AY26_27' }, 'role', GOAL_MESSAGES.roleNotYours],
      [{ role: w.roleIds.teacher, annualPeriod: 'AY99_00' }, 'annualPeriod', GOAL_MESSAGES.periodNotInList],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.call('POST', '/goal-setting-form', { token: w.teacherA.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
    // Coordinator has no goal configuration in this world.
    const coordinator = await t.call('POST', '/goal-setting-form', {
      token: w.coordinatorA.token,
      body: { role: w.roleIds.coordinator, annualPeriod: 'AY26_27' },
    });
    expect(coordinator.statusCode).toBe(400);
    expect(coordinator.json().fieldErrors.role).toEqual([GOAL_MESSAGES.roleNotConfigured]);
    for (const body of [
      { role: 'x', annualPeriod: 'AY26_27' },
      { role: w.roleIds.teacher, annualPeriod: 'AY26\u0000_27' },
      { role: w.roleIds.teacher },
    ]) {
      const response = await t.call('POST', '/goal-setting-form', { token: w.teacherA.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nul = await t.call('POST', '/goal-setting-form', {
      token: w.teacherA.token,
      body: { role: w.roleIds.teacher, annualPeriod: 'AY26\u0000_27' },
    });
    expect(nul.json().fieldErrors.annualPeriod).toEqual([FIELD_MESSAGES.nulCharacter]);
  });

  it('answers 401 without a session and 403 without CREATE on goalsettingform', async () => {
    const body = { role: w.roleIds.teacher, annualPeriod: 'AY26_27' };
    expect((await t.call('POST', '/goal-setting-form', { body })).statusCode).toBe(401);
    const refused = await t.call('POST', '/goal-setting-form', { token: w.noPrivilege.token, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
  });

  it('refuses with 409 outside the setup window, naming it, and when the period has no timeline', async () => {
    const closed = await t.call('POST', '/goal-setting-form', {
      token: w.teacherA.token,
      body: { role: w.roleIds.teacher, annualPeriod: 'AY25_26' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Goal setup for A\.Y\. 2025-2026 closed on \d\d-\d\d-\d{4}/);
    const none = await t.call('POST', '/goal-setting-form', {
      token: w.teacherA.token,
      body: { role: w.roleIds.teacher, annualPeriod: 'AY24_25' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(GOAL_MESSAGES.noTimeline('AY24_25'));
  });
});

describe("GET /goal-setting-form (the user's own)", () => {
  it("lists only the user's own settings, paged and filtered, in a bounded number of statements", async () => {
    const { user: me, token: user } = await signInPerson(t, ['Teacher'], w.schoolA.id);
    const userId = me.id;
    await teacherSetting(userId, { weights: [60, 30] });
    await teacherSetting(userId, { annualPeriod: 'AY25_26', state: 'REVIEWED', weights: [100] });
    await teacherSetting(w.teacherA2.user.id);
    const all = await t.call('GET', '/goal-setting-form', { token: user });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0]).toMatchObject({
      annualPeriod: 'AY26_27',
      goalCount: 2,
      weightTotal: 90,
      goalSettingState: 'GOAL_SETUP',
    });
    expect(page.content[1]).toMatchObject({
      annualPeriod: 'AY25_26',
      annualPeriodName: 'A.Y. 2025-2026',
      goalCount: 1,
    });
    const filtered = await t.call('GET', '/goal-setting-form?annualPeriod=AY25_26&goalSettingState=REVIEWED', {
      token: user,
    });
    expect(filtered.json().totalElements).toBe(1);
    const none = await t.call('GET', '/goal-setting-form?goalSettingState=COMPLETED', { token: user });
    expect(none.json()).toMatchObject({ totalElements: 0, content: [] });
    const paged = await t.call('GET', '/goal-setting-form?size=1&page=1', { token: user });
    expect(paged.json()).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(paged.json().content).toHaveLength(1);
    const small = await t.statementsDuring(() => t.call('GET', '/goal-setting-form?size=1', { token: user }));
    const large = await t.statementsDuring(() => t.call('GET', '/goal-setting-form?size=50', { token: user }));
    expect(large.length).toBe(small.length);
  });

  it('refuses a bad filter with 400 and a user without READ with 403', async () => {
    expect(
      (await t.call('GET', '/goal-setting-form?goalSettingState=NOPE', { token: w.teacherA.token })).statusCode,
    ).toBe(400);
    expect((await t.call('GET', '/goal-setting-form', { token: w.noPrivilege.token })).statusCode).toBe(403);
  });
});

describe('GET /goal-setting-form/{id}', () => {
  it("shows the setter and the setter's reviewers (school or global) the setting; anyone else gets 404", async () => {
    const { setting } = await teacherSetting(w.teacherA.user.id, { weights: [50, 50] });
    const mine = await t.call('GET', `/goal-setting-form/${setting.id}`, { token: w.teacherA.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      weightTotal: 100,
      abilities: { editGoals: { allowed: true }, submitForReview: { allowed: true, reason: null } },
    });
    for (const reviewer of [w.coordinatorA, w.mentor]) {
      const seen = await t.call('GET', `/goal-setting-form/${setting.id}`, { token: reviewer.token });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().abilities).toMatchObject({
        editGoals: { allowed: false },
        submitForReview: { allowed: false },
      });
    }
    for (const outsider of [w.coordinatorB, w.teacherA2, w.teacherB]) {
      expect((await t.call('GET', `/goal-setting-form/${setting.id}`, { token: outsider.token })).statusCode).toBe(404);
    }
    expect((await t.call('GET', '/goal-setting-form/999999', { token: w.teacherA.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/goal-setting-form/x', { token: w.teacherA.token })).statusCode).toBe(400);
    expect((await t.call('GET', `/goal-setting-form/${setting.id}`, { token: w.noPrivilege.token })).statusCode).toBe(
      403,
    );
  });

  it('reads a setting in a bounded number of statements, whatever its number of goals', async () => {
    const { setting: few } = await teacherSetting(w.teacherA.user.id, { annualPeriod: 'AY23_24', weights: [100] });
    const { setting: many } = await teacherSetting(w.teacherA.user.id, {
      annualPeriod: 'AY22_23',
      weights: Array(10).fill(10),
    });
    const small = await t.statementsDuring(() =>
      t.call('GET', `/goal-setting-form/${few.id}`, { token: w.teacherA.token }),
    );
    const large = await t.statementsDuring(() =>
      t.call('GET', `/goal-setting-form/${many.id}`, { token: w.teacherA.token }),
    );
    expect(large.length).toBe(small.length);
  });
});

describe('PATCH /goal-setting-form/{id}?status=SENT_FOR_REVIEW', () => {
  it('sends goals weighing 100 for review: the review is created pending and the learnings kept', async () => {
    const { setting } = await teacherSetting(w.teacherA.user.id, { annualPeriod: 'AY21_22', weights: [60, 40] });
    const response = await patchStatus(
      setting.id,
      `status=SENT_FOR_REVIEW&version=${setting.version}`,
      w.teacherA.token,
      {
        strength: 'Planning',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const sent: Setting = response.json();
    expect(sent).toMatchObject({
      goalSettingState: 'SENT_FOR_REVIEW',
      goalReview: { reviewState: 'PENDING_REVIEW' },
      strength: 'Planning',
      version: setting.version + 1,
      abilities: { editGoals: { allowed: false }, submitForReview: { allowed: false } },
    });
    // Sent already: the machine refuses a second time.
    const again = await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', w.teacherA.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Sent For Review');
  });

  it('refuses with 409 weights that do not total 100, no goals, a stale version, another status, a closed window', async () => {
    const setter = await signInPerson(t, ['Teacher'], w.schoolA.id);
    const { setting: short } = await teacherSetting(setter.user.id, { weights: [60, 30] });
    const weights = await patchStatus(short.id, 'status=SENT_FOR_REVIEW', setter.token);
    expect(weights.statusCode).toBe(409);
    expect(weights.json().message).toBe(GOAL_MESSAGES.weightsTotal(90));
    const { setting: empty } = await teacherSetting(setter.user.id, { annualPeriod: 'AY27_28' });
    const none = await patchStatus(empty.id, 'status=SENT_FOR_REVIEW', setter.token);
    expect(none.json().message).toBe(GOAL_MESSAGES.noGoalsToSubmit);
    const stale = await patchStatus(short.id, `status=SENT_FOR_REVIEW&version=${short.version + 5}`, setter.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleVersion);
    const other = await patchStatus(short.id, 'status=REVIEWED', setter.token);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(GOAL_MESSAGES.statusNotHere('Reviewed'));
    const { setting: late } = await teacherSetting(setter.user.id, { annualPeriod: 'AY25_26', weights: [100] });
    const closed = await patchStatus(late.id, 'status=SENT_FOR_REVIEW', setter.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Goal setup for A\.Y\. 2025-2026 closed on/);
    const detail = (await t.call('GET', `/goal-setting-form/${late.id}`, { token: setter.token })).json();
    expect(detail.abilities).toMatchObject({ submitForReview: { allowed: false, reason: closed.json().message } });
  });

  it('refuses with 409 a goal still reading a blank of the library, naming it; sends once it is filled', async () => {
    const setter = await signInPerson(t, ['Teacher'], w.schoolA.id);
    const { setting } = await teacherSetting(setter.user.id, { weights: [60, 40], annualPeriod: 'AY21_22' });
    const [, second] = await t.db
      .select()
      .from(goals)
      .where(eq(goals.goalSettingId, setting.id))
      .orderBy(asc(goals.sortOrder));
    if (!second) throw new Error('two goals expected');
    await t.db.update(goals).set({ goalDetails: 'Attend ____ workshops on phonics' }).where(eq(goals.id, second.id));
    const reason = GOAL_MESSAGES.goalHasBlank(2, 'Attend ____ workshops on phonics');
    const detail: Setting = (await t.call('GET', `/goal-setting-form/${setting.id}`, { token: setter.token })).json();
    expect(detail.abilities).toMatchObject({
      editGoals: { allowed: true },
      submitForReview: { allowed: false, reason: reason },
    });
    const refused = await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', setter.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reason);
    await t.db.update(goals).set({ goalDetails: 'Attend 2 workshops on phonics' }).where(eq(goals.id, second.id));
    const sent = await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', setter.token);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('lets only the setter send: a reviewer gets 403, anyone else 404, a user without UPDATE 403', async () => {
    const { setting } = await teacherSetting(w.teacherB.user.id, { schoolId: w.schoolB.id, weights: [100] });
    const reviewer = await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', w.coordinatorB.token);
    expect(reviewer.statusCode).toBe(403);
    expect((await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', w.coordinatorA.token)).statusCode).toBe(404);
    expect((await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', w.noPrivilege.token)).statusCode).toBe(403);
    expect((await patchStatus(setting.id, 'status=NOPE', w.teacherB.token)).statusCode).toBe(400);
    expect((await patchStatus(999999, 'status=SENT_FOR_REVIEW', w.teacherB.token)).statusCode).toBe(404);
  });

  it('returns a review sent for reassessment to pending when the setter sends again', async () => {
    const { setting, reviewId } = await teacherSetting(w.teacherB.user.id, {
      schoolId: w.schoolB.id,
      annualPeriod: 'AY27_28',
      state: 'REASSESSMENT_REQUIRED',
      reviewState: 'SENT_FOR_REASSESSMENT',
      weights: [70, 30],
    });
    const response = await patchStatus(setting.id, 'status=SENT_FOR_REVIEW', w.teacherB.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().goalReview).toEqual({ id: reviewId, reviewState: 'PENDING_REVIEW' });
  });
});
