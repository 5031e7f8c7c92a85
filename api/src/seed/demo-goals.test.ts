import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  annualPeriodDates,
  currentAnnualPeriod,
  GOAL_WEIGHT,
  goalTimelineErrors,
  goalWindowStatus,
  REVIEW_DECISION_EFFECTS,
  ROLE_NAMES,
  weightsTotal,
} from '@school/contract';
import {
  goalConfigurationReviewers,
  goalConfigurations,
  goalFeedbackFrequencies,
  goalLibraryItems,
  goalReviewComments,
  goalReviews,
  goalSettings,
  goals,
  goalTimelines,
  roles,
  userRoles,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { DEMO_GOAL_SETTINGS, DEMO_GOAL_TEACHERS } from './demo-goal-stories';
import { DEMO_YEAR_TEACHER } from './demo-goal-year-stories';
import { demoTimelineWindows } from './demo-goal-timelines';
import { blankCount, fillBlanks, playHistory } from './demo-goals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { planYearStartMonth: t.config.PLAN_YEAR_START_MONTH });
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const period = () => currentAnnualPeriod(new Date(), t.config.PLAN_YEAR_START_MONTH);

async function roleNames() {
  const rows = await t.db.select({ id: roles.id, name: roles.name }).from(roles);
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function settingsOfPeriod() {
  const rows = await t.db
    .select({ setting: goalSettings, email: users.email })
    .from(goalSettings)
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .where(eq(goalSettings.annualPeriod, period()));
  const reviews = await t.db.select().from(goalReviews);
  const allGoals = await t.db.select().from(goals);
  return rows.map(({ setting, email }) => ({
    ...setting,
    email,
    review: reviews.find((review) => review.goalSettingId === setting.id) ?? null,
    goals: allGoals.filter((goal) => goal.goalSettingId === setting.id),
  }));
}

describe('demo goal configurations and timelines', () => {
  it('configures Teacher (reviewed by Coordinator) and Coordinator (reviewed by Inspire Us-Mentors)', async () => {
    const names = await roleNames();
    const reviewers = await t.db.select().from(goalConfigurationReviewers);
    const configurations = (await t.db.select().from(goalConfigurations)).map((row) => ({
      setter: names.get(row.roleId),
      reviewers: reviewers.filter((link) => link.configurationId === row.id).map((link) => names.get(link.roleId)),
      goalApprover: names.get(row.goalApproverRoleId),
      reviewApprover: names.get(row.reviewApproverRoleId),
    }));
    expect(configurations).toEqual(
      expect.arrayContaining([
        {
          setter: ROLE_NAMES.teacher,
          reviewers: [ROLE_NAMES.coordinator],
          goalApprover: ROLE_NAMES.inspireUsCore,
          reviewApprover: ROLE_NAMES.administrator,
        },
        {
          setter: ROLE_NAMES.coordinator,
          reviewers: [ROLE_NAMES.inspireUsMentors],
          goalApprover: ROLE_NAMES.inspireUsCore,
          reviewApprover: ROLE_NAMES.administrator,
        },
      ]),
    );
  });

  it('opens the setup and review windows of the current period today, with two terms', async () => {
    const [timeline] = await t.db.select().from(goalTimelines).where(eq(goalTimelines.academicCalendar, period()));
    if (!timeline) throw new Error('no timeline of the current period');
    const frequencies = await t.db
      .select()
      .from(goalFeedbackFrequencies)
      .where(eq(goalFeedbackFrequencies.timelineId, timeline.id))
      .orderBy(goalFeedbackFrequencies.sortOrder);
    expect(frequencies.map((frequency) => frequency.frequencyLabel)).toEqual(['Term 1', 'Term 2']);
    const setup = { start: timeline.goalSetupStartDate, end: timeline.goalSetupEndDate };
    const review = { start: timeline.goalReviewStartDate, end: timeline.goalReviewEndDate };
    expect(goalWindowStatus('setup', period(), setup, today()).open).toBe(true);
    expect(goalWindowStatus('review', period(), review, today()).open).toBe(true);
    expect(
      goalTimelineErrors({ ...timeline, feedbackFrequencies: frequencies }, t.config.PLAN_YEAR_START_MONTH),
    ).toEqual({});
  });

  it("opens both terms' self and peer feedback windows of the current period today (issue 10)", async () => {
    const [timeline] = await t.db.select().from(goalTimelines).where(eq(goalTimelines.academicCalendar, period()));
    if (!timeline) throw new Error('no timeline of the current period');
    const frequencies = await t.db
      .select()
      .from(goalFeedbackFrequencies)
      .where(eq(goalFeedbackFrequencies.timelineId, timeline.id));
    expect(frequencies).toHaveLength(2);
    for (const frequency of frequencies) {
      const self = { start: frequency.selfFeedbackStartDate, end: frequency.selfFeedbackEndDate };
      const peer = { start: frequency.peerFeedbackStartDate, end: frequency.peerFeedbackEndDate };
      const label = frequency.frequencyLabel;
      expect(goalWindowStatus('selfFeedback', period(), self, today(), label).open, label).toBe(true);
      expect(goalWindowStatus('peerFeedback', period(), peer, today(), label).open, label).toBe(true);
    }
  });

  it('has a timeline of the previous period that has ended, feedback windows included', async () => {
    const all = await t.db.select().from(goalTimelines);
    expect(all).toHaveLength(2);
    const previous = all.find((timeline) => timeline.academicCalendar !== period());
    if (!previous) throw new Error('no timeline of the previous period');
    expect(previous.goalReviewEndDate < today()).toBe(true);
    expect(previous.goalSetupEndDate < today()).toBe(true);
    const frequencies = await t.db
      .select()
      .from(goalFeedbackFrequencies)
      .where(eq(goalFeedbackFrequencies.timelineId, previous.id));
    expect(frequencies.map((frequency) => frequency.frequencyLabel).sort()).toEqual(['Term 1', 'Term 2']);
    for (const frequency of frequencies) expect(frequency.peerFeedbackEndDate < today()).toBe(true);
    expect(
      goalTimelineErrors({ ...previous, feedbackFrequencies: frequencies }, t.config.PLAN_YEAR_START_MONTH),
    ).toEqual({});
  });

  it('keeps the windows open and inside the period on any day of the year', () => {
    const startMonth = t.config.PLAN_YEAR_START_MONTH;
    const dates = annualPeriodDates(period(), startMonth);
    if (!dates) throw new Error('the current period has no dates');
    for (const day of [dates.start, dates.end, '2026-11-25', '2027-01-01']) {
      const { current, windows } = demoTimelineWindows(startMonth, day);
      const own = windows[current];
      const bounds = annualPeriodDates(current, startMonth);
      if (!own || !bounds) throw new Error(`no windows on ${day}`);
      const feedbackWindows = own.frequencies.flatMap((frequency) => [frequency.self, frequency.peer]);
      expect(feedbackWindows, day).toHaveLength(4);
      for (const window of [own.setup, own.review, ...feedbackWindows]) {
        expect(window.start <= day && day <= window.end, day).toBe(true);
        expect(window.start >= bounds.start && window.end <= bounds.end, day).toBe(true);
      }
      expect(own.review.start >= own.setup.start, day).toBe(true);
    }
  });
});

describe('demo goal settings', () => {
  it('has the four goal setting states, each review row as the API leaves it', async () => {
    const settings = await settingsOfPeriod();
    const states = settings.map((setting) => setting.state);
    for (const state of ['GOAL_SETUP', 'SENT_FOR_REVIEW', 'REASSESSMENT_REQUIRED', 'REVIEWED'] as const) {
      expect(states).toContain(state);
    }
    for (const setting of settings) {
      // A review row exists exactly when the goals were sent; its state matches the setting's.
      if (setting.state === 'GOAL_SETUP') {
        expect(setting.review, setting.email).toBeNull();
      } else if (setting.state === 'SENT_FOR_REVIEW') {
        expect(setting.review?.state, setting.email).toBe('PENDING_REVIEW');
      } else {
        const decision = setting.review?.state;
        if (decision !== 'APPROVED' && decision !== 'SENT_FOR_REASSESSMENT') throw new Error(setting.email);
        expect(REVIEW_DECISION_EFFECTS[decision].settingState, setting.email).toBe(setting.state);
      }
    }
  });

  it('keeps every weight within 1 to 100 and the sent goals at 100 in all; teacher1 still short of 100', async () => {
    const settings = await settingsOfPeriod();
    for (const setting of settings) {
      expect(setting.goals.length, setting.email).toBeGreaterThan(0);
      for (const goal of setting.goals) {
        expect(goal.weightage).toBeGreaterThanOrEqual(GOAL_WEIGHT.min);
        expect(goal.weightage).toBeLessThanOrEqual(GOAL_WEIGHT.max);
      }
      if (setting.review) expect(weightsTotal(setting.goals), setting.email).toBe(GOAL_WEIGHT.total);
    }
    const teacherOne = settings.find((setting) => setting.email === 'teacher1@school.test');
    expect(teacherOne?.state).toBe('GOAL_SETUP');
    expect(weightsTotal(teacherOne?.goals ?? [])).toBeLessThan(GOAL_WEIGHT.total);
    const coordinator = settings.find((setting) => setting.email === 'coordinator@school.test');
    expect(coordinator?.state).toBe('GOAL_SETUP');
  });

  it('takes the goals from the library, blanks filled, unit and evidence as the library says', async () => {
    const library = await t.db.select().from(goalLibraryItems);
    for (const setting of await settingsOfPeriod()) {
      for (const goal of setting.goals) {
        const item = library.find((candidate) => candidate.id === goal.libraryItemId);
        expect(item, goal.goalDetails).toBeDefined();
        expect(goal.measurementUnit).toBe(item?.measureUnit);
        expect(goal.evidence).toBe(item?.evidence);
        expect(goal.goalDetails).not.toBe(item?.goalDescription);
        expect(blankCount(goal.goalDetails), goal.goalDetails).toBe(0);
      }
    }
    // One filling per blank: a library text changed since is caught here rather than read half-filled.
    for (const story of DEMO_GOAL_SETTINGS) {
      for (const goal of story.goals) {
        const item = library.find((candidate) => candidate.sortOrder === goal.sortOrder);
        expect(blankCount(item?.goalDescription ?? ''), `${story.setter} ${goal.sortOrder}`).toBe(goal.fills.length);
      }
    }
  });

  it('has comments of the coordinator on the settings sent back and approved, in the states they were written', async () => {
    const settings = await settingsOfPeriod();
    const comments = await t.db.select().from(goalReviewComments);
    const [coordinator] = await t.db.select().from(users).where(eq(users.email, 'coordinator@school.test'));
    for (const state of ['REASSESSMENT_REQUIRED', 'REVIEWED'] as const) {
      const setting = settings.find((candidate) => candidate.state === state);
      const own = comments.filter((comment) => comment.goalReviewId === setting?.review?.id);
      expect(
        own.some((comment) => comment.userId === coordinator?.id && comment.createdBy === coordinator?.email),
      ).toBe(true);
      expect(own.map((comment) => comment.reviewState)).toContain(setting?.review?.state);
    }
  });

  it('makes the demo coordinator a reviewer of the pending setting: same school, holding its reviewer role', async () => {
    const pending = (await settingsOfPeriod()).find((setting) => setting.state === 'SENT_FOR_REVIEW');
    if (!pending) throw new Error('no setting sent for review');
    const [coordinator] = await t.db.select().from(users).where(eq(users.email, 'coordinator@school.test'));
    expect(coordinator?.schoolId).toBe(pending.schoolId);
    const [configuration] = await t.db
      .select()
      .from(goalConfigurations)
      .where(eq(goalConfigurations.roleId, pending.roleId));
    if (!configuration || !coordinator) throw new Error('no configuration of the pending setting');
    const reviewerRoles = await t.db
      .select({ roleId: goalConfigurationReviewers.roleId })
      .from(goalConfigurationReviewers)
      .where(eq(goalConfigurationReviewers.configurationId, configuration.id));
    const held = await t.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(
        inArray(
          userRoles.roleId,
          reviewerRoles.map((role) => role.roleId),
        ),
      );
    expect(held.length).toBeGreaterThan(0);
    const coordinatorHolds = await t.db.select().from(userRoles).where(eq(userRoles.userId, coordinator.id));
    expect(coordinatorHolds.some((link) => reviewerRoles.some((role) => role.roleId === link.roleId))).toBe(true);
  });

  it('lets teacher3, teacher4 and teacher5 sign in with the demo password', async () => {
    for (const teacher of [...DEMO_GOAL_TEACHERS, DEMO_YEAR_TEACHER]) {
      await expect(t.login(teacher.email, DEMO_PASSWORD)).resolves.toBeTruthy();
    }
  });
});

describe('demo goals through the API', () => {
  const signIn = (email: string) => t.login(email, DEMO_PASSWORD);
  const ownSetting = async (token: string) => {
    const list = await t.call('GET', `/goal-setting-form?annualPeriod=${period()}`, { token });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().content as { id: number }[];
    if (!item) throw new Error('no goal setting of the current period');
    return (await t.call('GET', `/goal-setting-form/${item.id}`, { token })).json();
  };

  it('lets teacher1 edit their goals but not send them until the weights reach 100', async () => {
    const setting = await ownSetting(await signIn('teacher1@school.test'));
    expect(setting.goalSettingState).toBe('GOAL_SETUP');
    expect(setting.weightTotal).toBe(80);
    expect(setting.setupWindow.open).toBe(true);
    expect(setting.abilities).toMatchObject({ editGoals: { allowed: true }, submitForReview: { allowed: false } });
    expect(setting.abilities.submitForReview.reason).toContain('add 20');
  });

  it("shows the coordinator teacher2's review waiting, to decide now", async () => {
    const token = await signIn('coordinator@school.test');
    const list = await t.call('GET', `/goal-setting-review?annualPeriod=${period()}`, { token });
    expect(list.statusCode).toBe(200);
    const items = list.json().content as { id: number; reviewState: string; reviewedFor: { email: string } }[];
    const pending = items.find((item) => item.reviewedFor.email === 'teacher2@school.test');
    expect(pending?.reviewState).toBe('PENDING_REVIEW');
    const review = (await t.call('GET', `/goal-setting-review/${pending?.id}`, { token })).json();
    expect(review.abilities).toMatchObject({ decide: { allowed: true, reason: null } });
    expect(review.goalSetting.weightTotal).toBe(100);
  });

  it('lets teacher3 change the goals sent back and read the comments; keeps teacher4 out of approved goals', async () => {
    const sentBack = await ownSetting(await signIn('teacher3@school.test'));
    expect(sentBack.goalSettingState).toBe('REASSESSMENT_REQUIRED');
    expect(sentBack.abilities).toMatchObject({ editGoals: { allowed: true }, submitForReview: { allowed: true } });
    expect(sentBack.reviewComments.length).toBeGreaterThanOrEqual(2);
    const approved = await ownSetting(await signIn('teacher4@school.test'));
    expect(approved.goalSettingState).toBe('REVIEWED');
    expect(approved.goalReview.reviewState).toBe('APPROVED');
    expect(approved.abilities).toMatchObject({ editGoals: { allowed: false }, submitForReview: { allowed: false } });
  });
});

describe('playHistory', () => {
  const hundred = [{ weightage: 60 }, { weightage: 40 }];

  it('follows both machines through a send-back and an approval', () => {
    const played = playHistory(
      [
        { kind: 'submit' },
        { kind: 'decide', decision: 'SENT_FOR_REASSESSMENT', comment: 'More detail', daysAgo: 3 },
        { kind: 'comment', by: 'setter', comment: 'Done', daysAgo: 2 },
        { kind: 'submit' },
        { kind: 'decide', decision: 'APPROVED', comment: 'Approved', daysAgo: 1 },
      ],
      hundred,
    );
    expect(played.setting).toBe('REVIEWED');
    expect(played.review).toBe('APPROVED');
    expect(played.comments.map((comment) => [comment.by, comment.state])).toEqual([
      ['reviewer', 'SENT_FOR_REASSESSMENT'],
      ['setter', 'SENT_FOR_REASSESSMENT'],
      ['reviewer', 'APPROVED'],
    ]);
  });

  it('refuses what the API refuses: weights short of 100, a decision on goals not sent, a second decision', () => {
    expect(() => playHistory([{ kind: 'submit' }], [{ weightage: 80 }])).toThrow('add 20');
    expect(() =>
      playHistory([{ kind: 'decide', decision: 'APPROVED', comment: 'Approved', daysAgo: 1 }], hundred),
    ).toThrow();
    expect(() =>
      playHistory(
        [
          { kind: 'submit' },
          { kind: 'decide', decision: 'APPROVED', comment: 'Approved', daysAgo: 1 },
          { kind: 'decide', decision: 'SENT_FOR_REASSESSMENT', comment: 'Again', daysAgo: 0 },
        ],
        hundred,
      ),
    ).toThrow('decided already');
  });

  it('fills blanks in order, drops their hints and leaves a blank without a filling', () => {
    expect(fillBlanks('Attend ____ workshops on ____ by ____', ['3', 'phonics'])).toBe(
      'Attend 3 workshops on phonics by ____',
    );
    expect(fillBlanks('Learn ____ (a digital tool) for ____ (inclusive) lessons', ['GeoGebra', 'all'])).toBe(
      'Learn GeoGebra for all (inclusive) lessons',
    );
    expect(blankCount('Use ____ (a strategy such as exit tickets) in ____ lessons')).toBe(2);
  });
});
