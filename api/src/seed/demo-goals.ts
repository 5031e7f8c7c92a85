import { eq, inArray } from 'drizzle-orm';
import {
  addDays,
  annualPeriodDates,
  annualPeriodOf,
  currentAnnualPeriod,
  DEFAULT_PLAN_YEAR_START_MONTH,
  type GoalReviewState,
  type GoalSettingState,
  goalConfigurationInput,
  goalInput,
  goalReview,
  goalSetting,
  goalTimelineErrors,
  goalTimelineInput,
  NO_EVIDENCE,
  planYearOf,
  REVIEW_DECISION_EFFECTS,
  ROLE_NAMES,
  type RoleName,
  weightsProblem,
} from '@school/contract';
import type { Database } from '../db/client';
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
  users,
} from '../db/schema';
import { createdByActor } from '../lib/crud';
import { assignRoles, roleIdByName } from './base';
import {
  DEMO_GOAL_SETTINGS,
  DEMO_GOAL_TEACHERS,
  type DemoGoal,
  type DemoGoalSetting,
  type DemoStep,
} from './demo-goal-stories';
import { seedDemoGoalYear } from './demo-goal-year';
import { DEMO_YEAR_TEACHER, PREVIOUS_GOAL_SETTINGS, TEACHER5_SETTING } from './demo-goal-year-stories';

/*
 * Demo goals (issue 9 section 5): the Teacher and Coordinator configurations, a timeline of the current period
 * whose setup and review windows are open on the day of seeding and one of the previous period that has ended, and
 * goal settings in each state of issue 9. A setting's history is played through the contract's machines (submit,
 * send back, approve), so its state, its review row and its comments are what the API would have left; goals are
 * library items (seeded as reference data) with their blanks filled, checked with goalInput.
 */

const DAY_MS = 24 * 3600 * 1000;
const SEEDER = 'administrator@school.test';

/** The server's day (UTC), as the API reads it for windows. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
const clamp = (date: string, range: { start: string; end: string }) =>
  date < range.start ? range.start : date > range.end ? range.end : date;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
/** The moment so many days (and hours) before now. */
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3600 * 1000);

/** The reviewer roles and approvers of each setter role (issue 9 section 5; decisions.md). */
const CONFIGURATIONS: [setter: RoleName, reviewers: RoleName[], goalApprover: RoleName, reviewApprover: RoleName][] = [
  [ROLE_NAMES.teacher, [ROLE_NAMES.coordinator], ROLE_NAMES.inspireUsCore, ROLE_NAMES.administrator],
  [ROLE_NAMES.coordinator, [ROLE_NAMES.inspireUsMentors], ROLE_NAMES.inspireUsCore, ROLE_NAMES.administrator],
];

async function seedConfigurations(db: Database) {
  for (const [setter, reviewers, goalApprover, reviewApprover] of CONFIGURATIONS) {
    const reviewerIds = await Promise.all(reviewers.map((name) => roleIdByName(db, name)));
    // The id shape of the spec, read as the API reads it (a setter role among its reviewers is refused).
    const configuration = goalConfigurationInput.parse({
      roleId: await roleIdByName(db, setter),
      reviewerRoles: reviewerIds.map((goalReviewerRoleId) => ({ goalReviewerRoleId })),
      goalApproverRoleId: await roleIdByName(db, goalApprover),
      reviewApproverRoleId: await roleIdByName(db, reviewApprover),
    });
    const [row] = await db
      .insert(goalConfigurations)
      .values({
        roleId: configuration.applicableRole,
        goalApproverRoleId: configuration.goalApproverRole,
        reviewApproverRoleId: configuration.reviewApproverRole,
        ...createdByActor(SEEDER),
      })
      .returning({ id: goalConfigurations.id });
    if (!row) throw new Error(`could not create the goal configuration of ${setter}`);
    await db
      .insert(goalConfigurationReviewers)
      .values(configuration.reviewerRoles.map((roleId) => ({ configurationId: row.id, roleId })));
  }
}

interface DateRange {
  start: string;
  end: string;
}

/** A feedback frequency's self and peer windows. */
export interface FrequencyWindows {
  frequencyLabel: string;
  self: DateRange;
  peer: DateRange;
}

export interface Windows {
  setup: DateRange;
  review: DateRange;
  frequencies: FrequencyWindows[];
}

/** Checks a timeline as POST /goal-timeline-configurations/ does, then writes it with its two terms. */
async function seedTimeline(db: Database, period: string, windows: Windows, startMonth: number) {
  const timeline = goalTimelineInput.parse({
    academicCalendar: period,
    goalSetupStartDate: windows.setup.start,
    goalSetupEndDate: windows.setup.end,
    goalReviewStartDate: windows.review.start,
    goalReviewEndDate: windows.review.end,
    feedbackFrequencies: windows.frequencies.map(({ frequencyLabel, self, peer }) => ({
      frequencyLabel,
      selfFeedbackStartDate: self.start,
      selfFeedbackEndDate: self.end,
      peerFeedbackStartDate: peer.start,
      peerFeedbackEndDate: peer.end,
    })),
  });
  const errors = goalTimelineErrors(timeline, startMonth);
  if (Object.keys(errors).length > 0) throw new Error(`demo timeline ${period}: ${JSON.stringify(errors)}`);
  const { feedbackFrequencies, ...fields } = timeline;
  const [row] = await db
    .insert(goalTimelines)
    .values({ ...fields, ...createdByActor(SEEDER) })
    .returning({ id: goalTimelines.id });
  if (!row) throw new Error(`could not create the goal timeline of ${period}`);
  await db
    .insert(goalFeedbackFrequencies)
    .values(feedbackFrequencies.map((frequency, sortOrder) => ({ ...frequency, timelineId: row.id, sortOrder })));
}

/**
 * The current period's windows are open today: setup from 30 days ago to 30 days ahead, review from 20 days ago to
 * 60 days ahead, and (issue 10) both terms' self and peer feedback windows too, so a newcomer plays a whole goal
 * year in one sitting; all kept within the period. The previous period's windows have ended: setup and review in
 * its first months, Term 1 mid-year and Term 2 near its end, each a fortnight of self feedback then one of peers.
 */
export function demoTimelineWindows(startMonth: number, today = utcToday()) {
  const current = currentAnnualPeriod(new Date(`${today}T12:00:00Z`), startMonth);
  const previous = annualPeriodOf(planYearOf(today, startMonth) - 1);
  const currentDates = annualPeriodDates(current, startMonth);
  const previousDates = annualPeriodDates(previous, startMonth);
  if (!currentDates || !previousDates) throw new Error('the demo periods are not annual periods');
  const around = (before: number, after: number) => ({
    start: clamp(addDays(today, -before), currentDates),
    end: clamp(addDays(today, after), currentDates),
  });
  const after = (first: number, days: number) => ({
    start: addDays(previousDates.start, first),
    end: addDays(previousDates.start, first + days),
  });
  const term = (frequencyLabel: string, first: number) => ({
    frequencyLabel,
    self: after(first, 13),
    peer: after(first + 14, 13),
  });
  return {
    current,
    previous,
    windows: {
      [current]: {
        setup: around(30, 30),
        review: around(20, 60),
        frequencies: [
          // Opened after the demo's approvals (12 and more days ago), so the year's events follow them.
          { frequencyLabel: 'Term 1', self: around(10, 40), peer: around(5, 50) },
          { frequencyLabel: 'Term 2', self: around(7, 90), peer: around(3, 100) },
        ],
      },
      [previous]: {
        setup: after(0, 60),
        review: after(30, 90),
        frequencies: [term('Term 1', 170), term('Term 2', 320)],
      },
    } as Record<string, Windows>,
  };
}

/** A blank of a library text ('____'), with the hint that may follow it ('____ (a digital tool)'). */
const BLANK = /_{2,}(?: \(an? [^)]*\))?/g;

export const blankCount = (template: string) => template.match(BLANK)?.length ?? 0;

/** A library description with its blanks filled in order and their hints dropped (a blank without a filling stays). */
export function fillBlanks(template: string, fills: readonly string[]) {
  let next = 0;
  return template.replace(BLANK, (blank) => fills[next++] ?? blank);
}

type LibraryItem = typeof goalLibraryItems.$inferSelect;

/** Who writes what: the setter's own steps, and the reviewer's decisions and remarks. */
interface Actors {
  setter: { id: number; email: string };
  reviewer: { id: number; email: string };
}

/**
 * Plays a setting's history through both machines: the state of the setting and of its review (null until first
 * sent), and the comments with the review state each was written in. Refuses what the API would refuse.
 */
export function playHistory(steps: readonly DemoStep[], weights: readonly { weightage: number }[]) {
  let setting: GoalSettingState = 'GOAL_SETUP';
  let review: GoalReviewState | null = null;
  const comments: { by: 'setter' | 'reviewer'; text: string; state: GoalReviewState; daysAgo: number }[] = [];
  const check = <S extends string>(result: { ok: true; to: S } | { ok: false; message: string }) => {
    if (!result.ok) throw new Error(`demo goal history: ${result.message}`);
    return result.to;
  };
  for (const step of steps) {
    if (step.kind === 'submit') {
      const problem = weightsProblem(weights);
      if (problem) throw new Error(`demo goal history: ${problem}`);
      setting = check(goalSetting.apply(setting, 'submitForReview', 'setter'));
      review = review === null ? 'PENDING_REVIEW' : check(goalReview.apply(review, 'resubmit', 'setter'));
    } else if (step.kind === 'decide') {
      if (review === null) throw new Error('demo goal history: a decision before the goals were sent');
      const effect = REVIEW_DECISION_EFFECTS[step.decision];
      review = check(goalReview.apply(review, effect.review, effect.by));
      setting = check(goalSetting.apply(setting, effect.setting, effect.by));
      comments.push({ by: 'reviewer', text: step.comment, state: review, daysAgo: step.daysAgo });
    } else {
      if (review === null) throw new Error('demo goal history: a comment before the goals were sent');
      comments.push({ by: step.by, text: step.comment, state: review, daysAgo: step.daysAgo });
    }
  }
  return { setting, review, comments };
}

/** What seedSetting made: the ids the goal year's rows point at (goals in the story's order). */
export interface SeededSetting {
  settingId: number;
  reviewId: number | null;
  goalIds: number[];
}

export async function seedSetting(
  db: Database,
  story: DemoGoalSetting,
  context: { period: string; actors: Actors; schoolId: number | null; library: Map<number, LibraryItem> },
): Promise<SeededSetting> {
  const { actors } = context;
  const played = playHistory(story.steps, story.goals);
  const lastStep = played.comments.at(-1)?.daysAgo ?? story.startedDaysAgo;
  const [setting] = await db
    .insert(goalSettings)
    .values({
      userId: actors.setter.id,
      roleId: await roleIdByName(db, story.role),
      annualPeriod: context.period,
      schoolId: context.schoolId,
      state: played.setting,
      ...createdByActor(actors.setter.email),
      createdOn: ago(story.startedDaysAgo),
      lastUpdatedOn: ago(lastStep),
    })
    .returning({ id: goalSettings.id });
  if (!setting) throw new Error(`could not create the goal setting of ${actors.setter.email}`);
  const goalRows = await db
    .insert(goals)
    .values(
      story.goals.map((goal, sortOrder) => ({
        ...demoGoalRow(goal, setting.id, context.library),
        sortOrder,
        ...createdByActor(actors.setter.email),
        createdOn: ago(story.startedDaysAgo),
      })),
    )
    .returning({ id: goals.id, sortOrder: goals.sortOrder });
  const seeded = {
    settingId: setting.id,
    reviewId: null,
    goalIds: goalRows.sort((a, b) => a.sortOrder - b.sortOrder).map((goal) => goal.id),
  };
  if (played.review === null) return seeded;
  const [review] = await db
    .insert(goalReviews)
    .values({
      goalSettingId: setting.id,
      state: played.review,
      ...createdByActor(actors.setter.email),
      createdOn: ago(story.sentDaysAgo),
      lastUpdatedOn: ago(lastStep),
    })
    .returning({ id: goalReviews.id });
  if (!review) throw new Error(`could not create the goal review of ${actors.setter.email}`);
  if (played.comments.length > 0) await seedReviewComments(db, review.id, played.comments, actors);
  return { ...seeded, reviewId: review.id };
}

async function seedReviewComments(
  db: Database,
  reviewId: number,
  comments: ReturnType<typeof playHistory>['comments'],
  actors: Actors,
) {
  await db.insert(goalReviewComments).values(
    comments.map((comment) => ({
      goalReviewId: reviewId,
      comment: comment.text,
      reviewState: comment.state,
      userId: actors[comment.by].id,
      createdBy: actors[comment.by].email,
      createdOn: ago(comment.daysAgo, 2),
    })),
  );
}

/** A goal row from a library item with its blanks filled, checked as POST /goal checks it. */
function demoGoalRow(goal: DemoGoal, goalSettingFormId: number, library: Map<number, LibraryItem>) {
  const item = library.get(goal.sortOrder);
  if (!item) throw new Error(`the goal library has no item ${goal.sortOrder}: seed the reference data first`);
  const parsed = goalInput.parse({
    goalDetails: fillBlanks(item.goalDescription, goal.fills),
    weightage: goal.weightage,
    measurementUnit: item.measureUnit,
    evidence: item.evidence,
    goalSettingFormId,
    libraryItemId: item.id,
  });
  return {
    goalSettingId: parsed.goalSettingFormId,
    goalDetails: parsed.goalDetails,
    weightage: parsed.weightage,
    measurementUnit: parsed.measurementUnit ?? '',
    evidence: parsed.evidence ?? NO_EVIDENCE,
    libraryItemId: parsed.libraryItemId ?? null,
  };
}

/** teacher3, teacher4 and teacher5 (README), Teachers at the coordinator's school with the demo password. */
async function seedGoalTeachers(db: Database, schoolId: number | null, passwordHash: string) {
  for (const [index, teacher] of [...DEMO_GOAL_TEACHERS, DEMO_YEAR_TEACHER].entries()) {
    const [user] = await db
      .insert(users)
      .values({
        ...teacher,
        passwordHash,
        designation: 'Teacher',
        mobile: `98450${String(20000 + index).slice(-5)}`,
        currentAddress: `${30 + index} Staff Quarters`,
        experienceInMonths: 30 + index * 11,
        onboardingDate: `202${index + 1}-06-01`,
        schoolId,
        ...createdByActor('system'),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`could not create ${teacher.email}`);
    await assignRoles(db, user.id, [ROLE_NAMES.teacher]);
  }
}

/** Demo goals; runs inside the demo seed (an empty database), after the demo staff. */
export async function seedDemoGoals(db: Database, options: { startMonth?: number } = {}) {
  const startMonth = options.startMonth ?? DEFAULT_PLAN_YEAR_START_MONTH;
  const [coordinator] = await db
    .select({ id: users.id, email: users.email, schoolId: users.schoolId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'coordinator@school.test'));
  if (!coordinator) throw new Error('the demo coordinator is missing');
  await seedGoalTeachers(db, coordinator.schoolId, coordinator.passwordHash);
  await seedConfigurations(db);
  const { current, previous, windows } = demoTimelineWindows(startMonth);
  for (const period of [previous, current]) {
    const periodWindows = windows[period];
    if (periodWindows) await seedTimeline(db, period, periodWindows, startMonth);
  }

  const library = new Map((await db.select().from(goalLibraryItems)).map((item) => [item.sortOrder, item]));
  const currentSettings = [...DEMO_GOAL_SETTINGS, TEACHER5_SETTING];
  const emails = [
    ...new Set([...currentSettings, ...PREVIOUS_GOAL_SETTINGS].flatMap((story) => [story.setter, story.reviewer])),
  ];
  const people = await db
    .select({ id: users.id, email: users.email, schoolId: users.schoolId })
    .from(users)
    .where(inArray(users.email, emails));
  const person = (email: string) => {
    const found = people.find((candidate) => candidate.email === email);
    if (!found) throw new Error(`demo goals: ${email} is missing`);
    return found;
  };
  const since = (start: string | undefined) => (start ? daysBetween(start, utcToday()) : 0);
  const setupDays = since(windows[current]?.setup.start);
  const reviewDays = since(windows[current]?.review.start);
  for (const story of currentSettings) {
    const setter = person(story.setter);
    // Sending falls inside the setup window and decisions inside the review window, however young the period is.
    const steps = story.steps.map((step) =>
      step.kind === 'submit' ? step : { ...step, daysAgo: Math.min(step.daysAgo, reviewDays) },
    );
    await seedSetting(
      db,
      { ...story, steps, sentDaysAgo: Math.min(story.sentDaysAgo, setupDays) },
      { period: current, actors: { setter, reviewer: person(story.reviewer) }, schoolId: setter.schoolId, library },
    );
  }
  // The previous period's goals, sent and approved inside its (ended) setup and review windows.
  const previousWindows = windows[previous];
  if (!previousWindows) throw new Error('demo goals: the previous period has no windows');
  const before = (start: string, days: number) => since(addDays(start, days));
  for (const { approval, ...story } of PREVIOUS_GOAL_SETTINGS) {
    const setter = person(story.setter);
    const decision = { kind: 'decide', decision: 'APPROVED', comment: approval } as const;
    await seedSetting(
      db,
      {
        ...story,
        steps: [{ kind: 'submit' }, { ...decision, daysAgo: before(previousWindows.review.start, 10) }],
        startedDaysAgo: before(previousWindows.setup.start, 5),
        sentDaysAgo: before(previousWindows.setup.start, 20),
      },
      { period: previous, actors: { setter, reviewer: person(story.reviewer) }, schoolId: setter.schoolId, library },
    );
  }
  await seedDemoGoalYear(db, { current, previous }, windows);
}
