import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualPeriodDates, ERROR_CODES, FIELD_MESSAGES, GOAL_MESSAGES, MESSAGES, ROLE_NAMES } from '@school/contract';
import { lovItems, lovs } from '../../db/schema';
import { createRole } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let teacher: string;
let updateOnly: string;
let createOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  teacher = await t.signIn({ roles: [ROLE_NAMES.teacher] });
  updateOnly = await t.signIn({ roles: [(await createRole(t.db, { goalconfiguration: ['READ', 'UPDATE'] })).name] });
  createOnly = await t.signIn({ roles: [(await createRole(t.db, { goalconfiguration: ['READ', 'CREATE'] })).name] });
});
afterAll(() => t.close());

interface Timeline {
  id: number;
  version: number;
  academicCalendar: string;
  academicCalendarName: string;
  goalSetupStartDate: string;
  goalReviewEndDate: string;
  feedbackFrequencies: { id: number; frequencyLabel: string; selfFeedbackStartDate: string }[];
}

/** The first and last day of a period under the test configuration's start month. */
function periodOf(period: string) {
  const dates = annualPeriodDates(period, t.config.PLAN_YEAR_START_MONTH);
  if (!dates) throw new Error(`${period} is not a period`);
  return dates;
}

/** A valid timeline of a period: setup the first month, review the second, one feedback frequency. */
function timeline(period: string, overrides: Record<string, unknown> = {}) {
  const { start } = periodOf(period);
  const year = start.slice(0, 4);
  const month = Number(start.slice(5, 7));
  const day = (monthOffset: number, dayOfMonth: number) => {
    const date = new Date(Date.UTC(Number(year), month - 1 + monthOffset, dayOfMonth));
    return date.toISOString().slice(0, 10);
  };
  return {
    academicCalendar: period,
    goalSetupStartDate: day(0, 1),
    goalSetupEndDate: day(0, 20),
    goalReviewStartDate: day(1, 1),
    goalReviewEndDate: day(1, 20),
    feedbackFrequencies: [
      {
        frequencyLabel: 'Mid-year',
        selfFeedbackStartDate: day(5, 1),
        selfFeedbackEndDate: day(5, 10),
        peerFeedbackStartDate: day(5, 11),
        peerFeedbackEndDate: day(5, 20),
      },
    ],
    ...overrides,
  };
}

const post = (body: unknown, token = admin) => t.call('POST', '/goal-timeline-configurations/', { token, body });
const put = (id: number, body: unknown, token = admin) =>
  t.call('PUT', `/goal-timeline-configurations/${id}`, { token, body });

async function setItemStatus(period: string, status: 'ACTIVE' | 'INACTIVE') {
  const [list] = await t.db.select({ id: lovs.id }).from(lovs).where(sql`lower(${lovs.name}) = 'annual period'`);
  if (!list) throw new Error('no Annual Period list');
  await t.db
    .update(lovItems)
    .set({ status })
    .where(and(eq(lovItems.lovId, list.id), eq(lovItems.value, period)));
}

describe('POST /goal-timeline-configurations/', () => {
  it('creates a timeline with its feedback frequencies and reads it back', async () => {
    const response = await post(timeline('AY21_22'));
    expect(response.statusCode, response.body).toBe(200);
    const created: Timeline = response.json();
    expect(created).toMatchObject({
      academicCalendar: 'AY21_22',
      academicCalendarName: 'A.Y. 2021-2022',
      version: 0,
      feedbackFrequencies: [{ frequencyLabel: 'Mid-year' }],
    });
    const read = await t.call('GET', `/goal-timeline-configurations/${created.id}`, { token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('refuses with 409 a second timeline for the same period (any case of its code)', async () => {
    expect((await post(timeline('AY22_23'))).statusCode).toBe(200);
    const second = await post(timeline('AY22_23', { academicCalendar: 'ay22_23' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: ERROR_CODES.duplicate,
      message: GOAL_MESSAGES.duplicateTimeline('AY22_23'),
      fieldErrors: { academicCalendar: [GOAL_MESSAGES.duplicateTimeline('AY22_23')] },
    });
  });

  it('refuses with 400 a period not in the list, or retired from it', async () => {
    const unknown = await post(timeline('AY23_24', { academicCalendar: 'AY99_00' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ academicCalendar: [GOAL_MESSAGES.periodNotInList] });
    await setItemStatus('AY23_24', 'INACTIVE');
    const retired = await post(timeline('AY23_24'));
    expect(retired.statusCode).toBe(400);
    expect(retired.json().fieldErrors).toEqual({ academicCalendar: [GOAL_MESSAGES.periodNotInList] });
    await setItemStatus('AY23_24', 'ACTIVE');
  });

  it('refuses with 400 a window ending before it starts, outside the period, a review before setup', async () => {
    const period = periodOf('AY24_25');
    const base = timeline('AY24_25');
    const reversed = await post({
      ...base,
      goalSetupStartDate: base.goalSetupEndDate,
      goalSetupEndDate: base.goalSetupStartDate,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({ goalSetupEndDate: [GOAL_MESSAGES.endBeforeStart] });

    const outside = await post({ ...base, goalReviewEndDate: '2099-01-01' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({
      goalReviewEndDate: [GOAL_MESSAGES.outsidePeriod(period.start, period.end)],
    });

    const early = await post({
      ...base,
      goalReviewStartDate: base.goalSetupStartDate,
      goalSetupStartDate: base.goalSetupEndDate,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.goalReviewStartDate).toEqual([GOAL_MESSAGES.reviewBeforeSetup]);

    const frequency = base.feedbackFrequencies[0];
    const feedback = await post({
      ...base,
      feedbackFrequencies: [
        { ...frequency, peerFeedbackEndDate: frequency?.peerFeedbackStartDate.replace(/-\d\d$/, '-01') },
      ],
    });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json().fieldErrors).toEqual({
      'feedbackFrequencies.0.peerFeedbackEndDate': [GOAL_MESSAGES.endBeforeStart],
    });
    // None of the refusals saved anything.
    expect((await post(base)).statusCode).toBe(200);
  });

  it('refuses with 400 bad shapes: impossible dates, NUL characters, huge input, missing fields', async () => {
    const base = timeline('AY25_26');
    const nul = await post({ ...base, academicCalendar: 'AY25\u0000_26' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fieldErrors.academicCalendar).toEqual([FIELD_MESSAGES.nulCharacter]);
    for (const body of [
      { ...base, goalSetupStartDate: '2025-02-30' },
      { ...base, goalSetupStartDate: 'tomorrow' },
      { ...base, academicCalendar: 'A'.repeat(100_000) },
      { ...base, feedbackFrequencies: Array.from({ length: 500 }, () => base.feedbackFrequencies[0]) },
      { ...base, feedbackFrequencies: [{ ...base.feedbackFrequencies[0], frequencyLabel: 'x'.repeat(5000) }] },
      { academicCalendar: 'AY25_26' },
      [],
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('answers 401 without a session and 403 without CREATE on goalconfiguration', async () => {
    const body = timeline('AY26_27');
    expect((await t.call('POST', '/goal-timeline-configurations/', { body })).statusCode).toBe(401);
    for (const token of [teacher, updateOnly]) {
      const refused = await post(body, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await post(body, createOnly)).statusCode).toBe(200);
  });
});

describe('GET /goal-timeline-configurations/', () => {
  it('lists every timeline, the newest period first; 403 for a teacher, 404 for an unknown id', async () => {
    const response = await t.call('GET', '/goal-timeline-configurations/', { token: updateOnly });
    expect(response.statusCode).toBe(200);
    const periods = (response.json() as Timeline[]).map((item) => item.academicCalendar);
    expect(periods.length).toBeGreaterThanOrEqual(3);
    expect(periods).toEqual([...periods].sort().reverse());
    expect((await t.call('GET', '/goal-timeline-configurations/', { token: teacher })).statusCode).toBe(403);
    const noSlash = await t.call('GET', '/goal-timeline-configurations', { token: admin });
    expect(noSlash.json()).toEqual(response.json());
    const missing = await t.call('GET', '/goal-timeline-configurations/999999', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect((await t.call('GET', '/goal-timeline-configurations/0', { token: admin })).statusCode).toBe(400);
  });
});

describe('PUT /goal-timeline-configurations/{id}', () => {
  it('extends a window (a holder of UPDATE only) and replaces the feedback frequencies', async () => {
    const created: Timeline = (await post(timeline('AY27_28'))).json();
    const base = timeline('AY27_28');
    const { end } = periodOf('AY27_28');
    const frequency = base.feedbackFrequencies[0];
    const response = await put(
      created.id,
      {
        ...base,
        goalReviewEndDate: end,
        feedbackFrequencies: [
          { ...frequency, frequencyLabel: 'Term 1' },
          { ...frequency, frequencyLabel: 'Term 2' },
        ],
        version: 0,
      },
      updateOnly,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved: Timeline = response.json();
    expect(saved).toMatchObject({ goalReviewEndDate: end, version: 1 });
    expect(saved.feedbackFrequencies.map((item) => item.frequencyLabel)).toEqual(['Term 1', 'Term 2']);
    const cleared = await put(created.id, { ...base, feedbackFrequencies: [], version: 1 });
    expect(cleared.json().feedbackFrequencies).toEqual([]);
  });

  it('answers 409 on a stale version or a period that has a timeline, 400 on bad windows, 404, 403', async () => {
    const first: Timeline = (await post(timeline('AY25_26'))).json();
    const body = { ...timeline('AY25_26'), version: 0 };
    expect((await put(first.id, body)).statusCode).toBe(200);
    const stale = await put(first.id, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ERROR_CODES.staleVersion);
    const taken = await put(first.id, { ...timeline('AY21_22'), version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(GOAL_MESSAGES.duplicateTimeline('AY21_22'));
    const reversed = await put(first.id, {
      ...body,
      goalReviewEndDate: body.goalSetupEndDate,
      version: 1,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({ goalReviewEndDate: [GOAL_MESSAGES.endBeforeStart] });
    expect((await put(999999, body)).statusCode).toBe(404);
    expect((await put(first.id, { ...body, version: 1 }, createOnly)).statusCode).toBe(403);
    expect((await put(first.id, { ...body, version: 1 }, teacher)).statusCode).toBe(403);
  });

  it('keeps its period after the period was retired from the list (an old window can still be extended)', async () => {
    const created: Timeline = (await post(timeline('AY23_24'))).json();
    await setItemStatus('AY23_24', 'INACTIVE');
    const kept = await put(created.id, { ...timeline('AY23_24'), version: 0 });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await put(created.id, { ...timeline('AY26_27'), academicCalendar: 'AY99_00', version: 1 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual({ academicCalendar: [GOAL_MESSAGES.periodNotInList] });
    await setItemStatus('AY23_24', 'ACTIVE');
  });
});
