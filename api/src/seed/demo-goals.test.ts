import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  annualPeriodDates,
  annualPeriodOf,
  currentAnnualPeriod,
  evidenceDeletable,
  GOAL_FEEDBACK_STATES,
  GOAL_WEIGHT,
  goalScore,
  looksLikePdf,
  planYearOf,
  ratingAdjusted,
  selfFeedbackAccepted,
  goalTimelineErrors,
  goalWindowStatus,
  REVIEW_DECISION_EFFECTS,
  ROLE_NAMES,
  weightsTotal,
} from '@school/contract';
import {
  goalConfigurationReviewers,
  goalConfigurations,
  goalEvidences,
  goalFeedbackComments,
  goalFeedbackFrequencies,
  goalFeedbackRatings,
  goalFeedbacks,
  goalFinalReviews,
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
import { blankCount, demoTimelineWindows, fillBlanks, playHistory } from './demo-goals';

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
  it('has the four states of issue 9, each review row as the API leaves it', async () => {
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
    expect(setting.abilities).toMatchObject({ editGoals: true, submitForReview: false });
    expect(setting.abilities.submitRefusal).toContain('add 20');
  });

  it("shows the coordinator teacher2's review waiting, to decide now", async () => {
    const token = await signIn('coordinator@school.test');
    const list = await t.call('GET', `/goal-setting-review?annualPeriod=${period()}`, { token });
    expect(list.statusCode).toBe(200);
    const items = list.json().content as { id: number; reviewState: string; reviewedFor: { email: string } }[];
    const pending = items.find((item) => item.reviewedFor.email === 'teacher2@school.test');
    expect(pending?.reviewState).toBe('PENDING_REVIEW');
    const review = (await t.call('GET', `/goal-setting-review/${pending?.id}`, { token })).json();
    expect(review.abilities).toEqual({ decide: true, decideRefusal: null });
    expect(review.goalSetting.weightTotal).toBe(100);
  });

  it('lets teacher3 change the goals sent back and read the comments; keeps teacher4 out of approved goals', async () => {
    const sentBack = await ownSetting(await signIn('teacher3@school.test'));
    expect(sentBack.goalSettingState).toBe('REASSESSMENT_REQUIRED');
    expect(sentBack.abilities).toMatchObject({ editGoals: true, submitForReview: true });
    expect(sentBack.reviewComments.length).toBeGreaterThanOrEqual(2);
    const approved = await ownSetting(await signIn('teacher4@school.test'));
    expect(approved.goalSettingState).toBe('REVIEWED');
    expect(approved.goalReview.reviewState).toBe('APPROVED');
    expect(approved.abilities).toMatchObject({ editGoals: false, submitForReview: false });
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

describe('demo goal year (issue 10 section 5)', () => {
  const previousPeriod = () => annualPeriodOf(planYearOf(today(), t.config.PLAN_YEAR_START_MONTH) - 1);

  /** A setter's setting of a period with its review, goals, feedbacks (ratings, comments) and final review. */
  async function yearOf(email: string, annualPeriod: string) {
    const [row] = await t.db
      .select({ setting: goalSettings })
      .from(goalSettings)
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .where(and(eq(users.email, email), eq(goalSettings.annualPeriod, annualPeriod)));
    if (!row) throw new Error(`${email} has no goal setting of ${annualPeriod}`);
    const { setting } = row;
    const [review] = await t.db.select().from(goalReviews).where(eq(goalReviews.goalSettingId, setting.id));
    const ownGoals = await t.db
      .select()
      .from(goals)
      .where(eq(goals.goalSettingId, setting.id))
      .orderBy(asc(goals.sortOrder));
    const feedbackRows = await t.db
      .select({ feedback: goalFeedbacks, peer: users.email })
      .from(goalFeedbacks)
      .leftJoin(users, eq(users.id, goalFeedbacks.peerUserId))
      .where(eq(goalFeedbacks.goalSettingId, setting.id));
    const ids = feedbackRows.map((feedbackRow) => feedbackRow.feedback.id);
    const ratings = ids.length
      ? await t.db.select().from(goalFeedbackRatings).where(inArray(goalFeedbackRatings.feedbackId, ids))
      : [];
    const comments = ids.length
      ? await t.db.select().from(goalFeedbackComments).where(inArray(goalFeedbackComments.feedbackId, ids))
      : [];
    const feedbacks = feedbackRows.map(({ feedback, peer }) => ({
      ...feedback,
      peer,
      ratings: new Map(
        ratings.filter((rating) => rating.feedbackId === feedback.id).map((rating) => [rating.goalId, rating.rating]),
      ),
      comments: comments.filter((comment) => comment.feedbackId === feedback.id),
    }));
    const evidences = await t.db
      .select()
      .from(goalEvidences)
      .where(
        inArray(
          goalEvidences.goalId,
          ownGoals.map((goal) => goal.id),
        ),
      );
    const [finalReview] = review
      ? await t.db.select().from(goalFinalReviews).where(eq(goalFinalReviews.goalReviewId, review.id))
      : [];
    const self = (label: string) =>
      feedbacks.find((feedback) => feedback.feedbackType === 'SELF' && feedback.frequencyLabel === label);
    const peers = (label: string) =>
      feedbacks.filter((feedback) => feedback.feedbackType === 'PEER' && feedback.frequencyLabel === label);
    return { setting, review, goals: ownGoals, feedbacks, evidences, finalReview, self, peers };
  }
  const idOf = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} is missing`);
    return user.id;
  };

  it('gives teacher4 two evidences, learnings and a Term 1 self feedback waiting for the coordinator', async () => {
    const year = await yearOf('teacher4@school.test', period());
    expect(year.setting.state).toBe('REVIEWED');
    expect(year.review?.state).toBe('APPROVED');
    expect(year.evidences).toHaveLength(2);
    expect(year.setting.strength && year.setting.weakness && year.setting.learningRequired).toBeTruthy();
    const term1 = year.self('Term 1');
    expect(term1?.state).toBe('SELF_FEEDBACK_SUBMITTED');
    expect(term1?.ratings.size).toBe(year.goals.length);
    expect(term1?.comments.map((comment) => comment.state)).toEqual(['SELF_FEEDBACK_SUBMITTED']);
    expect(year.self('Term 2')?.state).toBe('SUBMIT_SELF_FEEDBACK');
    // One evidence before the submission (kept), one after (still removable): evidenceDeletable's two sides.
    const submitted = term1?.submittedOn?.toISOString() ?? null;
    const deletable = year.evidences.map((evidence) =>
      evidenceDeletable({ uploadEvidence: true }, evidence.createdOn.toISOString(), submitted),
    );
    expect(deletable.sort()).toEqual([false, true]);
  });

  it("gives teacher5 Term 1 accepted with peers asked (teacher1 pending, teacher2 submitted) and Term 2 sent back with the coordinator's comment", async () => {
    const year = await yearOf(DEMO_YEAR_TEACHER.email, period());
    expect(year.setting.state).toBe('REVIEWED');
    expect(year.self('Term 1')?.state).toBe('SUBMIT_PEER_FEEDBACK');
    const peers = year.peers('Term 1');
    const coordinator = await idOf('coordinator@school.test');
    expect(peers.map((peer) => [peer.peer, peer.state]).sort()).toEqual([
      ['teacher1@school.test', 'SUBMIT_PEER_FEEDBACK'],
      ['teacher2@school.test', 'PEER_FEEDBACK_SUBMITTED'],
    ]);
    for (const peer of peers) expect(peer.requestedBy).toBe(coordinator);
    expect(peers.find((peer) => peer.peer === 'teacher1@school.test')?.ratings.size).toBe(0);
    expect(peers.find((peer) => peer.peer === 'teacher2@school.test')?.ratings.size).toBe(year.goals.length);
    const term2 = year.self('Term 2');
    expect(term2?.state).toBe('SELF_REASSESSMENT_REQUIRED');
    const sentBack = term2?.comments.find((comment) => comment.state === 'SELF_REASSESSMENT_REQUIRED');
    expect(sentBack?.userId).toBe(coordinator);
    expect(sentBack?.comment).toContain('GeoGebra');
  });

  it("sets teacher2's previous year at PEER_REVIEW_COMPLETED: every feedback completed, two peers a term, no final review yet", async () => {
    const year = await yearOf('teacher2@school.test', previousPeriod());
    expect(year.setting.state).toBe('PEER_REVIEW_COMPLETED');
    expect(year.review?.state).toBe('PEER_REVIEW_COMPLETED');
    expect(year.finalReview).toBeUndefined();
    for (const label of ['Term 1', 'Term 2']) {
      expect(year.self(label)?.state, label).toBe('FEEDBACK_COMPLETED');
      const peers = year.peers(label);
      expect(peers.length, label).toBeGreaterThanOrEqual(2);
      for (const peer of peers) expect(peer.state, label).toBe('FEEDBACK_COMPLETED');
      // One peer was sent back once before being accepted: the history shows it.
      expect(peers.flatMap((peer) => peer.comments.map((comment) => comment.state))).toContain(
        'PEER_REASSESSMENT_REQUIRED',
      );
    }
  });

  it("closes teacher1's previous year: final review by the coordinator, signed off by Inspire Us-Core, closed by the administrator", async () => {
    const year = await yearOf('teacher1@school.test', previousPeriod());
    expect(year.setting.state).toBe('COMPLETED');
    expect(year.review?.state).toBe('FINAL_REVIEW_COMPLETED');
    const final = year.finalReview;
    if (!final) throw new Error('no final review');
    expect(final.writtenBy).toBe(await idOf('coordinator@school.test'));
    expect(final.signedOffBy).toBe(await idOf('core@school.test'));
    expect(final.closedBy).toBe(await idOf('administrator@school.test'));
    const { signedOffOn, closedOn } = final;
    if (!signedOffOn || !closedOn) throw new Error('the sign-off or the close has no date');
    expect(final.writtenOn < signedOffOn && signedOffOn < closedOn).toBe(true);
    expect(closedOn.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("proposes the completed year's score as goalScore of its accepted ratings", async () => {
    const year = await yearOf('teacher1@school.test', previousPeriod());
    const frequencies = ['Term 1', 'Term 2'].map((frequencyLabel) => {
      const self = year.self(frequencyLabel);
      return {
        frequencyLabel,
        self: self && selfFeedbackAccepted(self.state) ? self.ratings : null,
        peers: year
          .peers(frequencyLabel)
          .filter((peer) => peer.state === 'FEEDBACK_COMPLETED')
          .map((peer) => peer.ratings),
      };
    });
    const { proposed } = goalScore(year.goals, frequencies);
    expect(proposed).not.toBeNull();
    expect(year.finalReview?.proposedScore).toBe(proposed);
    expect(year.finalReview?.overallRating).toBe(proposed);
    expect(ratingAdjusted(year.finalReview?.overallRating ?? 0, proposed)).toBe(false);
  });

  it('shows every standing feedback state somewhere, and every rating of a submitted feedback from 1 to 4 on every goal', async () => {
    const all = await t.db.select().from(goalFeedbacks);
    const states = new Set(all.map((feedback) => feedback.state));
    for (const state of GOAL_FEEDBACK_STATES.filter((state) => state !== 'PEER_REASSESSMENT_REQUIRED')) {
      expect(states, state).toContain(state);
    }
    const ratings = await t.db.select().from(goalFeedbackRatings);
    for (const rating of ratings) expect(rating.rating >= 1 && rating.rating <= 4).toBe(true);
    for (const feedback of all.filter((row) => row.submittedOn !== null)) {
      const own = await t.db.select().from(goals).where(eq(goals.goalSettingId, feedback.goalSettingId));
      expect(
        ratings.filter((rating) => rating.feedbackId === feedback.id),
        String(feedback.id),
      ).toHaveLength(own.length);
    }
  });

  it('stores the demo evidences as real, small PDFs', async () => {
    const evidences = await t.db.select().from(goalEvidences);
    expect(evidences.length).toBeGreaterThanOrEqual(3);
    for (const evidence of evidences) {
      expect(looksLikePdf(evidence.content), evidence.fileName).toBe(true);
      expect(evidence.documentType).toBe('application/pdf');
      expect(evidence.size).toBe(evidence.content.length);
      expect(evidence.size).toBeLessThan(50 * 1024);
      expect(evidence.fileName.endsWith('.pdf')).toBe(true);
    }
  });
});

describe('demo goal year through the API', () => {
  const signIn = (email: string) => t.login(email, DEMO_PASSWORD);
  const previousPeriod = () => annualPeriodOf(planYearOf(today(), t.config.PLAN_YEAR_START_MONTH) - 1);
  const ownSettingId = async (token: string, annualPeriod: string) => {
    const list = await t.call('GET', `/goal-setting-form?annualPeriod=${annualPeriod}`, { token });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().content as { id: number }[];
    if (!item) throw new Error(`no goal setting of ${annualPeriod}`);
    return item.id;
  };
  type Feedback = { period: string; state: string; abilities: { editRatings: boolean; decisions: string[] } };
  const selfFeedbacks = async (settingId: number, token: string) => {
    const response = await t.call('GET', `/goal-feedback/${settingId}/self`, { token });
    expect(response.statusCode).toBe(200);
    return response.json() as Feedback[];
  };

  it("lets the coordinator accept or send back teacher4's Term 1 self feedback, and teacher4 open an evidence", async () => {
    const teacher = await signIn('teacher4@school.test');
    const settingId = await ownSettingId(teacher, period());
    const own = await selfFeedbacks(settingId, teacher);
    expect(own.map((feedback) => [feedback.period, feedback.state])).toEqual([
      ['Term 1', 'SELF_FEEDBACK_SUBMITTED'],
      ['Term 2', 'SUBMIT_SELF_FEEDBACK'],
    ]);
    // Term 2 is rated today: its self window is open.
    expect(own[1]?.abilities.editRatings).toBe(true);
    const reviewed = await selfFeedbacks(settingId, await signIn('coordinator@school.test'));
    expect(reviewed[0]?.abilities.decisions.sort()).toEqual(['SELF_REASSESSMENT_REQUIRED', 'SUBMIT_PEER_FEEDBACK']);
    const setting = (await t.call('GET', `/goal-setting-form/${settingId}`, { token: teacher })).json();
    const evidences = (setting.goals as { evidences: { id: number }[] }[]).flatMap((goal) => goal.evidences);
    expect(evidences).toHaveLength(2);
    const file = await t.call('GET', `/goal/evidence/${evidences[0]?.id}/file`, { token: teacher });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(looksLikePdf(file.rawPayload)).toBe(true);
  });

  it('lets teacher5 reassess Term 2 today and gives teacher1 a pending peer request to answer', async () => {
    const teacher = await signIn(DEMO_YEAR_TEACHER.email);
    const own = await selfFeedbacks(await ownSettingId(teacher, period()), teacher);
    expect(own.map((feedback) => feedback.state)).toEqual(['SUBMIT_PEER_FEEDBACK', 'SELF_REASSESSMENT_REQUIRED']);
    expect(own[1]?.abilities.editRatings).toBe(true);
    const requests = await t.call('GET', '/goal-feedback/peer-requests', {
      token: await signIn('teacher1@school.test'),
    });
    expect(requests.statusCode).toBe(200);
    const items = requests.json().content as { setter: { email: string }; state: string; window: { open: boolean } }[];
    const pending = items.find((item) => item.setter.email === DEMO_YEAR_TEACHER.email);
    expect(pending).toMatchObject({ state: 'SUBMIT_PEER_FEEDBACK', window: { open: true } });
  });

  it("offers the coordinator the final review of teacher2's previous year, and shows teacher1's closed year", async () => {
    const coordinator = await signIn('coordinator@school.test');
    const waitingId = await ownSettingId(await signIn('teacher2@school.test'), previousPeriod());
    const waiting = await t.call('GET', `/goal-setting-form/${waitingId}/score`, { token: coordinator });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ goalSettingState: 'PEER_REVIEW_COMPLETED', finalReview: null });
    expect(waiting.json().proposed).not.toBeNull();
    expect(waiting.json().abilities.writeFinalReview).toBe(true);
    const teacher = await signIn('teacher1@school.test');
    const closedId = await ownSettingId(teacher, previousPeriod());
    const closed = (await t.call('GET', `/goal-setting-form/${closedId}/score`, { token: teacher })).json();
    expect(closed.goalSettingState).toBe('COMPLETED');
    expect(closed.finalReview.overallRating).toBe(closed.proposed);
    expect(closed.signedOff.by.email).toBe('core@school.test');
    expect(closed.closed.by.email).toBe('administrator@school.test');
  });
});
