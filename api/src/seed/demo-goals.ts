import { eq, inArray } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_PLAN_YEAR_START_MONTH,
  type GoalReviewState,
  type GoalSettingState,
  goalConfigurationInput,
  goalInput,
  goalReview,
  goalSetting,
  NO_EVIDENCE,
  REVIEW_DECISION_EFFECTS,
  ROLE_NAMES,
  type RoleName,
  weightsProblem,
} from '@school/contract';
import type { Database } from '../db/client';
import {
  goalConfigurationReviewers,
  goalConfigurations,
  goalLibraryItems,
  goalReviewComments,
  goalReviews,
  goalSettings,
  goals,
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
import { daysBetween, demoTimelineWindows, seedTimeline, utcToday } from './demo-goal-timelines';
import { seedDemoGoalYear } from './demo-goal-year';
import { PREVIOUS_GOAL_SETTINGS } from './demo-goal-year-previous';
import { DEMO_YEAR_TEACHER, TEACHER5_SETTING } from './demo-goal-year-stories';

/*
 * Demo goals: the Teacher and Coordinator configurations, a timeline of the current period whose windows are open on
 * the day of seeding and one of the previous period that has ended (demo-goal-timelines.ts), goal settings in each
 * state from Goal Setup to Reviewed, and the goal year (demo-goal-year.ts) on the approved ones and on two settings of
 * the previous period. A setting's history is played through the contract's machines (submit, send back, approve), so
 * its state, its review row and its comments are what the API would have left; goals are library items (seeded as
 * reference data) with their blanks filled, checked with goalInput.
 */

const DAY_MS = 24 * 3600 * 1000;
const SEEDER = 'administrator@school.test';

/** The moment so many days (and hours) before now. */
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3600 * 1000);

/** The reviewer roles and approvers of each setter role (docs/decisions/goals.md, "Coordinator's configuration"). */
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

async function seedSetting(
  db: Database,
  story: DemoGoalSetting,
  context: { period: string; actors: Actors; schoolId: number | null; library: Map<number, LibraryItem> },
): Promise<void> {
  const { actors } = context;
  const played = playHistory(story.steps, story.goals);
  const lastStep = played.comments.at(-1)?.daysAgo ?? story.startedDaysAgo;
  // The setter made the setting and its review; both last changed at the story's last step.
  const setterAudit = (createdDaysAgo: number) => ({
    ...createdByActor(actors.setter.email),
    createdOn: ago(createdDaysAgo),
    lastUpdatedOn: ago(lastStep),
  });
  const [setting] = await db
    .insert(goalSettings)
    .values({
      userId: actors.setter.id,
      roleId: await roleIdByName(db, story.role),
      annualPeriod: context.period,
      schoolId: context.schoolId,
      state: played.setting,
      ...setterAudit(story.startedDaysAgo),
    })
    .returning({ id: goalSettings.id });
  if (!setting) throw new Error(`could not create the goal setting of ${actors.setter.email}`);
  await db.insert(goals).values(
    story.goals.map((goal, sortOrder) => ({
      ...demoGoalRow(goal, setting.id, context.library),
      sortOrder,
      ...createdByActor(actors.setter.email),
      createdOn: ago(story.startedDaysAgo),
    })),
  );
  if (played.review === null) return;
  const [review] = await db
    .insert(goalReviews)
    .values({
      goalSettingId: setting.id,
      state: played.review,
      ...setterAudit(story.sentDaysAgo),
    })
    .returning({ id: goalReviews.id });
  if (!review) throw new Error(`could not create the goal review of ${actors.setter.email}`);
  if (played.comments.length > 0) await seedReviewComments(db, review.id, played.comments, actors);
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
