import { eq, inArray } from 'drizzle-orm';
import { type GoalReviewState, type GoalSettingState, ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import {
  goalConfigurationReviewers,
  goalConfigurations,
  goalFeedbackFrequencies,
  goalReviews,
  goals,
  goalSettings,
  goalTimelines,
} from '../db/schema';
import { createRole, createSchool, createUser, TEST_PASSWORD } from './factories';
import { roleIdByName } from './factories-users';
import type { TestApp } from './test-app';

const audit = { createdBy: 'test@school.test', lastUpdatedBy: 'test@school.test' };

/** A YYYY-MM-DD date `days` from today (UTC, the server's day for goal windows). */
export function daysFromToday(days: number) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface Window {
  start: string;
  end: string;
}
/** A window open today, one that closed yesterday and one that opens tomorrow. */
export const openWindow = (): Window => ({ start: daysFromToday(-10), end: daysFromToday(10) });
export const closedWindow = (): Window => ({ start: daysFromToday(-20), end: daysFromToday(-1) });
export const futureWindow = (): Window => ({ start: daysFromToday(1), end: daysFromToday(20) });

/**
 * The configuration of a setter role (its reviewers and approvers), replacing the reviewers of one that exists.
 * The approvers default to the first reviewer role.
 */
export async function createGoalConfiguration(
  db: Database,
  roleId: number,
  reviewerRoleIds: number[],
  approvers: { goalApproverRoleId?: number; reviewApproverRoleId?: number } = {},
) {
  const approver = reviewerRoleIds[0] ?? roleId;
  const goalApproverRoleId = approvers.goalApproverRoleId ?? approver;
  const reviewApproverRoleId = approvers.reviewApproverRoleId ?? approver;
  await db
    .insert(goalConfigurations)
    .values({ roleId, goalApproverRoleId, reviewApproverRoleId, ...audit })
    .onConflictDoUpdate({ target: goalConfigurations.roleId, set: { goalApproverRoleId, reviewApproverRoleId } });
  const [configuration] = await db.select().from(goalConfigurations).where(eq(goalConfigurations.roleId, roleId));
  if (!configuration) throw new Error('goal configuration insert returned nothing');
  await db.delete(goalConfigurationReviewers).where(eq(goalConfigurationReviewers.configurationId, configuration.id));
  if (reviewerRoleIds.length > 0) {
    await db
      .insert(goalConfigurationReviewers)
      .values(reviewerRoleIds.map((reviewerRoleId) => ({ configurationId: configuration.id, roleId: reviewerRoleId })));
  }
  return configuration;
}

/** A feedback frequency of a timeline: its label and its self and peer windows (open today unless given). */
export interface FrequencyWindows {
  label: string;
  self?: Window;
  peer?: Window;
}

/**
 * The timeline of a period with the given setup and review windows (set or replaced) and its feedback frequencies
 * (replaced when given; a new timeline gets 'Term 1' with both feedback windows open today).
 */
export async function setGoalTimeline(
  db: Database,
  period: string,
  windows: { setup?: Window; review?: Window; frequencies?: FrequencyWindows[] } = {},
) {
  const setup = windows.setup ?? openWindow();
  const review = windows.review ?? openWindow();
  const values = {
    goalSetupStartDate: setup.start,
    goalSetupEndDate: setup.end,
    goalReviewStartDate: review.start,
    goalReviewEndDate: review.end,
  };
  const [timeline] = await db
    .insert(goalTimelines)
    .values({ academicCalendar: period, ...values, ...audit })
    .onConflictDoUpdate({ target: goalTimelines.academicCalendar, set: values })
    .returning({ id: goalTimelines.id });
  if (!timeline) throw new Error('goal timeline insert returned nothing');
  const existing = await db
    .select({ id: goalFeedbackFrequencies.id, label: goalFeedbackFrequencies.frequencyLabel })
    .from(goalFeedbackFrequencies)
    .where(eq(goalFeedbackFrequencies.timelineId, timeline.id));
  if (windows.frequencies === undefined && existing.length > 0) return timeline;
  const frequencies = windows.frequencies ?? [{ label: 'Term 1' }];
  // A frequency of the same label keeps its row (feedback refers to it by id); the others not named go.
  const kept = new Map(existing.map((row) => [row.label, row.id]));
  const named = new Set(frequencies.map((frequency) => frequency.label));
  const gone = existing.filter((row) => !named.has(row.label)).map((row) => row.id);
  if (gone.length > 0) await db.delete(goalFeedbackFrequencies).where(inArray(goalFeedbackFrequencies.id, gone));
  for (const [sortOrder, frequency] of frequencies.entries()) {
    const self = frequency.self ?? openWindow();
    const peer = frequency.peer ?? openWindow();
    const values = {
      timelineId: timeline.id,
      frequencyLabel: frequency.label,
      selfFeedbackStartDate: self.start,
      selfFeedbackEndDate: self.end,
      peerFeedbackStartDate: peer.start,
      peerFeedbackEndDate: peer.end,
      sortOrder,
    };
    const id = kept.get(frequency.label);
    if (id === undefined) await db.insert(goalFeedbackFrequencies).values(values);
    else await db.update(goalFeedbackFrequencies).set(values).where(eq(goalFeedbackFrequencies.id, id));
  }
  return timeline;
}

/** A goal setting row (and its review when a review state is given), with goals of the given weights. */
export async function createGoalSetting(
  db: Database,
  values: {
    userId: number;
    roleId: number;
    annualPeriod?: string;
    schoolId?: number | null;
    state?: GoalSettingState;
    reviewState?: GoalReviewState;
    weights?: number[];
  },
) {
  const [setting] = await db
    .insert(goalSettings)
    .values({
      userId: values.userId,
      roleId: values.roleId,
      annualPeriod: values.annualPeriod ?? 'AY26_27',
      schoolId: values.schoolId ?? null,
      state: values.state ?? 'GOAL_SETUP',
      ...audit,
    })
    .returning();
  if (!setting) throw new Error('goal setting insert returned nothing');
  const weights = values.weights ?? [];
  if (weights.length > 0) {
    await db.insert(goals).values(
      weights.map((weightage, index) => ({
        goalSettingId: setting.id,
        goalDetails: `Goal ${index + 1}`,
        weightage,
        sortOrder: index + 1,
        ...audit,
      })),
    );
  }
  let reviewId: number | null = null;
  if (values.reviewState) {
    const [review] = await db
      .insert(goalReviews)
      .values({ goalSettingId: setting.id, state: values.reviewState, ...audit })
      .returning({ id: goalReviews.id });
    reviewId = review?.id ?? null;
  }
  return { setting, reviewId };
}

/** A new user holding the roles, signed in: the user row and their token. */
export async function signInPerson(t: TestApp, roles: string[], schoolId: number | null) {
  const user = await createUser(t.db, { roles, schoolId });
  return { user, token: await t.login(user.email, TEST_PASSWORD) };
}

/**
 * A new Teacher of the school (school A unless said), signed in, with a goal setting of the Teacher role: AY26_27 in
 * GOAL_SETUP without goals unless the values say otherwise.
 */
export async function createTeacherSetting(
  t: TestApp,
  w: GoalWorld,
  values: Partial<Parameters<typeof createGoalSetting>[1]> = {},
  school: { id: number } = w.schoolA,
) {
  const setter = await signInPerson(t, [ROLE_NAMES.teacher], school.id);
  const { setting, reviewId } = await createGoalSetting(t.db, {
    userId: setter.user.id,
    roleId: w.roleIds.teacher,
    schoolId: school.id,
    ...values,
  });
  return { setter, setting, reviewId };
}

/**
 * Two schools and the people of the goal tests: Teacher goals are reviewed by Coordinators (school-limited) and
 * Inspire Us-Mentors (global); the AY26_27 timeline has both windows open today.
 */
export async function createGoalWorld(t: TestApp) {
  const schoolA = await createSchool(t.db);
  const schoolB = await createSchool(t.db);
  const roleIds = {
    teacher: await roleIdByName(t.db, ROLE_NAMES.teacher),
    coordinator: await roleIdByName(t.db, ROLE_NAMES.coordinator),
    mentors: await roleIdByName(t.db, ROLE_NAMES.inspireUsMentors),
    administrator: await roleIdByName(t.db, ROLE_NAMES.administrator),
  };
  await createGoalConfiguration(t.db, roleIds.teacher, [roleIds.coordinator, roleIds.mentors]);
  await setGoalTimeline(t.db, 'AY26_27');
  const noPrivilegeRole = await createRole(t.db, {});
  const person = (roles: string[], schoolId: number | null) => signInPerson(t, roles, schoolId);
  return {
    schoolA,
    schoolB,
    roleIds,
    teacherA: await person([ROLE_NAMES.teacher], schoolA.id),
    teacherA2: await person([ROLE_NAMES.teacher], schoolA.id),
    teacherB: await person([ROLE_NAMES.teacher], schoolB.id),
    coordinatorA: await person([ROLE_NAMES.coordinator], schoolA.id),
    coordinatorA2: await person([ROLE_NAMES.coordinator], schoolA.id),
    coordinatorB: await person([ROLE_NAMES.coordinator], schoolB.id),
    mentor: await person([ROLE_NAMES.inspireUsMentors], null),
    noPrivilege: await person([noPrivilegeRole.name], schoolA.id),
  };
}
export type GoalWorld = Awaited<ReturnType<typeof createGoalWorld>>;

/**
 * A Teacher's goal setting of AY26_27 approved by its reviewer (REVIEWED, review APPROVED) with two goals weighing 60
 * and 40: where the goal year (evidence, feedback, score) starts.
 */
export async function createReviewedSetting(t: TestApp, w: GoalWorld, school: { id: number } = w.schoolA) {
  const created = await createTeacherSetting(
    t,
    w,
    { state: 'REVIEWED', reviewState: 'APPROVED', weights: [60, 40] },
    school,
  );
  const goalRows = await t.db.select().from(goals).where(eq(goals.goalSettingId, created.setting.id));
  return { ...created, goals: goalRows.sort((a, b) => a.sortOrder - b.sortOrder) };
}
