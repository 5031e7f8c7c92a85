import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GoalFeedbackState } from '@school/contract';
import type { Database } from '../../db/client';
import {
  goalFeedbackComments,
  goalFeedbackFrequencies,
  goalFeedbackRatings,
  goalFeedbacks,
  goalSettings,
  goalTimelines,
  roles,
  users,
} from '../../db/schema';
import { isGoalApproverOf, isReviewApproverOf, isReviewerOf, isSetterOf, settingVisibleTo } from './goal-access';

/*
 * Self and peer feedback. A list or a detail is a fixed number of statements: the setting
 * with who the user is to it, the timeline's frequencies, the feedbacks, the goals, the ratings and the comments
 * of all those feedbacks (one statement each), whatever their numbers.
 */

/** The named peer of a PEER feedback (a second alias of users: the setter is `users`). */
export const peerUsers = alias(users, 'peer_user');
const setterPerson = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };
const peerPerson = {
  id: peerUsers.id,
  email: peerUsers.email,
  firstName: peerUsers.firstName,
  lastName: peerUsers.lastName,
};

/** Who the user is to the goal_settings row of the query. */
const viewerOf = (userId: number) => ({
  isSetter: isSetterOf(userId),
  isReviewer: isReviewerOf(userId),
  isApprover: sql<boolean>`(${isGoalApproverOf(userId)} or ${isReviewApproverOf(userId)})`,
});

const settingWithPeople = {
  setting: goalSettings,
  setter: setterPerson,
  roleName: roles.name,
  timelineId: goalTimelines.id,
};

/** A setting the user sees (setter, reviewer, approver) with who the user is to it; null otherwise. */
export async function feedbackSettingOf(db: Database, settingId: number, userId: number) {
  const [row] = await db
    .select({ ...settingWithPeople, ...viewerOf(userId) })
    .from(goalSettings)
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .innerJoin(roles, eq(roles.id, goalSettings.roleId))
    .leftJoin(goalTimelines, eq(goalTimelines.academicCalendar, goalSettings.annualPeriod))
    .where(and(eq(goalSettings.id, settingId), settingVisibleTo(userId)));
  return row ?? null;
}
export type FeedbackSettingRow = NonNullable<Awaited<ReturnType<typeof feedbackSettingOf>>>;

/**
 * A feedback with its setting and who the user is to them, when the user sees the setting or is the feedback's
 * peer (the service narrows: a PEER feedback is not the setter's to see); null otherwise.
 */
export async function feedbackAccessOf(db: Database, feedbackId: number, userId: number) {
  const [row] = await db
    .select({
      ...settingWithPeople,
      ...viewerOf(userId),
      feedback: goalFeedbacks,
      frequencyLabel: goalFeedbackFrequencies.frequencyLabel,
      peer: peerPerson,
      isPeer: sql<boolean>`(${goalFeedbacks.peerUserId} is not distinct from ${userId})`,
    })
    .from(goalFeedbacks)
    .innerJoin(goalFeedbackFrequencies, eq(goalFeedbackFrequencies.id, goalFeedbacks.frequencyId))
    .innerJoin(goalSettings, eq(goalSettings.id, goalFeedbacks.goalSettingId))
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .innerJoin(roles, eq(roles.id, goalSettings.roleId))
    .leftJoin(peerUsers, eq(peerUsers.id, goalFeedbacks.peerUserId))
    .leftJoin(goalTimelines, eq(goalTimelines.academicCalendar, goalSettings.annualPeriod))
    .where(
      and(
        eq(goalFeedbacks.id, feedbackId),
        sql`(${settingVisibleTo(userId)} or ${goalFeedbacks.peerUserId} = ${userId})`,
      ),
    );
  return row ?? null;
}
export type FeedbackAccessRow = NonNullable<Awaited<ReturnType<typeof feedbackAccessOf>>>;

/** The feedbacks of a setting (SELF and PEER) with their peers, oldest first. */
export function feedbacksOfSetting(db: Database, settingId: number, type?: 'SELF' | 'PEER') {
  return db
    .select({ feedback: goalFeedbacks, peer: peerPerson, frequencyLabel: goalFeedbackFrequencies.frequencyLabel })
    .from(goalFeedbacks)
    .innerJoin(goalFeedbackFrequencies, eq(goalFeedbackFrequencies.id, goalFeedbacks.frequencyId))
    .leftJoin(peerUsers, eq(peerUsers.id, goalFeedbacks.peerUserId))
    .where(and(eq(goalFeedbacks.goalSettingId, settingId), type ? eq(goalFeedbacks.feedbackType, type) : undefined))
    .orderBy(asc(goalFeedbacks.id));
}
export type FeedbackRow = Awaited<ReturnType<typeof feedbacksOfSetting>>[number];

/** The feedback frequencies of a period's timeline, in the timeline's order (empty without a timeline). */
export function frequenciesOfPeriod(db: Database, period: string) {
  return db
    .select({ frequency: goalFeedbackFrequencies })
    .from(goalFeedbackFrequencies)
    .innerJoin(goalTimelines, eq(goalTimelines.id, goalFeedbackFrequencies.timelineId))
    .where(eq(goalTimelines.academicCalendar, period))
    .orderBy(asc(goalFeedbackFrequencies.sortOrder), asc(goalFeedbackFrequencies.id))
    .then((rows) => rows.map((row) => row.frequency));
}
export type FrequencyRow = typeof goalFeedbackFrequencies.$inferSelect;

/** The id of the frequency with this label in the timeline of a setting's period, or null. */
export async function frequencyIdOfLabel(db: Database, settingId: number, label: string) {
  const [row] = await db
    .select({ id: goalFeedbackFrequencies.id })
    .from(goalSettings)
    .innerJoin(goalTimelines, eq(goalTimelines.academicCalendar, goalSettings.annualPeriod))
    .innerJoin(goalFeedbackFrequencies, eq(goalFeedbackFrequencies.timelineId, goalTimelines.id))
    .where(and(eq(goalSettings.id, settingId), eq(goalFeedbackFrequencies.frequencyLabel, label)))
    .orderBy(asc(goalFeedbackFrequencies.sortOrder), asc(goalFeedbackFrequencies.id))
    .limit(1);
  return row?.id ?? null;
}

/** Creates the missing SELF feedbacks of a setting, one per frequency (a concurrent read makes none twice). */
export async function ensureSelfFeedbacks(db: Database, settingId: number, frequencyIds: number[], actor: string) {
  if (frequencyIds.length === 0) return;
  await db
    .insert(goalFeedbacks)
    .values(
      frequencyIds.map((frequencyId) => ({
        goalSettingId: settingId,
        frequencyId,
        feedbackType: 'SELF' as const,
        state: 'SUBMIT_SELF_FEEDBACK' as const,
        createdBy: actor,
        lastUpdatedBy: actor,
      })),
    )
    .onConflictDoNothing();
}

/** The ratings of feedbacks. */
export function ratingsOf(db: Database, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return Promise.resolve([]);
  return db.select().from(goalFeedbackRatings).where(inArray(goalFeedbackRatings.feedbackId, feedbackIds));
}
export type RatingRow = typeof goalFeedbackRatings.$inferSelect;

/** Stores a feedback's ratings: `given` upserted ([goalId, rating] pairs), the goals of `cleared` unrated. */
export async function writeRatings(tx: Database, feedbackId: number, given: [number, number][], cleared: number[]) {
  if (given.length > 0) {
    await tx
      .insert(goalFeedbackRatings)
      .values(given.map(([goalId, rating]) => ({ feedbackId, goalId, rating })))
      .onConflictDoUpdate({
        target: [goalFeedbackRatings.feedbackId, goalFeedbackRatings.goalId],
        set: { rating: sql`excluded.rating` },
      });
  }
  if (cleared.length > 0) {
    await tx
      .delete(goalFeedbackRatings)
      .where(and(eq(goalFeedbackRatings.feedbackId, feedbackId), inArray(goalFeedbackRatings.goalId, cleared)));
  }
}

/** The comments of feedbacks, oldest first, with their authors' names. */
export function commentsOf(db: Database, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      comment: goalFeedbackComments,
      authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(goalFeedbackComments)
    .leftJoin(users, eq(users.id, goalFeedbackComments.userId))
    .where(inArray(goalFeedbackComments.feedbackId, feedbackIds))
    .orderBy(asc(goalFeedbackComments.createdOn), asc(goalFeedbackComments.id));
}
export type FeedbackCommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

export async function insertFeedbackComment(
  tx: Database,
  values: { feedbackId: number; comment: string; state: GoalFeedbackState; userId: number; createdBy: string },
) {
  await tx.insert(goalFeedbackComments).values(values);
}

/** Moves a feedback (and bumps its version); `submitted` stamps its author's submission. */
export async function setFeedbackState(
  tx: Database,
  id: number,
  state: GoalFeedbackState,
  actor: string,
  submitted = false,
) {
  const now = new Date();
  await tx
    .update(goalFeedbacks)
    .set({
      state,
      ...(submitted ? { submittedOn: now } : {}),
      version: sql`${goalFeedbacks.version} + 1`,
      lastUpdatedBy: actor,
      lastUpdatedOn: now,
    })
    .where(eq(goalFeedbacks.id, id));
}

/**
 * A feedback and its setting, locked for the rest of the transaction: the setting first (the order every goal
 * year write takes, so two decisions on one setting run one after the other), then the feedback; null if gone.
 */
export async function lockFeedback(tx: Database, feedbackId: number) {
  const [ref] = await tx
    .select({ settingId: goalFeedbacks.goalSettingId })
    .from(goalFeedbacks)
    .where(eq(goalFeedbacks.id, feedbackId));
  if (!ref) return null;
  const [setting] = await tx.select().from(goalSettings).where(eq(goalSettings.id, ref.settingId)).for('update');
  const [feedback] = await tx.select().from(goalFeedbacks).where(eq(goalFeedbacks.id, feedbackId)).for('update');
  return setting && feedback ? { setting, feedback } : null;
}
