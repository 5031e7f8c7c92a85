import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  goalFeedbackFrequencies,
  goalFeedbackRatings,
  goalFeedbacks,
  goalFinalReviews,
  goalReviews,
  goals,
  goalSettings,
  goalTimelines,
  users,
} from '../../db/schema';
import {
  isGoalApproverOf,
  isReviewApproverOf,
  isReviewerOf,
  isSetterOf,
  reviewVisibleTo,
  settingVisibleTo,
} from './goal-access';

/*
 * The year's score and the final review. A score is five statements whatever the number of
 * goals, frequencies and feedbacks: the setting with its review and who the user is to it, then (at once) its goals,
 * the period's feedback frequencies, the ratings of its feedbacks and the final review with its people.
 */

const viewer = (userId: number) => ({
  isSetter: isSetterOf(userId),
  isReviewer: isReviewerOf(userId),
  isGoalApprover: isGoalApproverOf(userId),
  isReviewApprover: isReviewApproverOf(userId),
});

const scoreSettingColumns = (userId: number) => ({
  setting: { id: goalSettings.id, state: goalSettings.state, annualPeriod: goalSettings.annualPeriod },
  review: { id: goalReviews.id, state: goalReviews.state, version: goalReviews.version },
  ...viewer(userId),
});

async function findScoreSetting(db: Database, where: SQL | undefined, userId: number) {
  const [row] = await db
    .select(scoreSettingColumns(userId))
    .from(goalSettings)
    .leftJoin(goalReviews, eq(goalReviews.goalSettingId, goalSettings.id))
    .where(where);
  return row ?? null;
}

/** A goal setting the user sees, its review and who the user is to it (setter, reviewer, approvers); or null. */
export const findSettingForScore = (db: Database, settingId: number, userId: number) =>
  findScoreSetting(db, and(eq(goalSettings.id, settingId), settingVisibleTo(userId)), userId);

/** The same, found by the review's id (the final review, sign-off and close); null when the user does not see it. */
export const findReviewForScore = (db: Database, reviewId: number, userId: number) =>
  findScoreSetting(db, and(eq(goalReviews.id, reviewId), reviewVisibleTo(userId)), userId);

export type ScoreSettingRow = NonNullable<Awaited<ReturnType<typeof findSettingForScore>>>;

/** What the score is computed from: the goals, the period's frequencies (in order) and every feedback rating. */
export async function scoreInputs(db: Database, settingId: number, annualPeriod: string) {
  const [goalRows, frequencyRows, ratingRows] = await Promise.all([
    db
      .select({ id: goals.id, goalDetails: goals.goalDetails, weightage: goals.weightage })
      .from(goals)
      .where(eq(goals.goalSettingId, settingId))
      .orderBy(asc(goals.sortOrder), asc(goals.id)),
    db
      .select({ label: goalFeedbackFrequencies.frequencyLabel })
      .from(goalFeedbackFrequencies)
      .innerJoin(goalTimelines, eq(goalTimelines.id, goalFeedbackFrequencies.timelineId))
      .where(eq(goalTimelines.academicCalendar, annualPeriod))
      .orderBy(asc(goalFeedbackFrequencies.sortOrder), asc(goalFeedbackFrequencies.id)),
    db
      .select({
        feedbackId: goalFeedbacks.id,
        frequencyLabel: goalFeedbackFrequencies.frequencyLabel,
        feedbackType: goalFeedbacks.feedbackType,
        state: goalFeedbacks.state,
        goalId: goalFeedbackRatings.goalId,
        rating: goalFeedbackRatings.rating,
      })
      .from(goalFeedbacks)
      .innerJoin(goalFeedbackFrequencies, eq(goalFeedbackFrequencies.id, goalFeedbacks.frequencyId))
      .innerJoin(goalFeedbackRatings, eq(goalFeedbackRatings.feedbackId, goalFeedbacks.id))
      .where(eq(goalFeedbacks.goalSettingId, settingId)),
  ]);
  return { goals: goalRows, frequencyLabels: frequencyRows.map((row) => row.label), ratings: ratingRows };
}
export type ScoreInputs = Awaited<ReturnType<typeof scoreInputs>>;
export type RatingRow = ScoreInputs['ratings'][number];

const writer = alias(users, 'final_review_writer');
const signer = alias(users, 'final_review_signer');
const closer = alias(users, 'final_review_closer');

/** The final review of a review with who wrote, signed off and closed it; null before it is written. */
export async function findFinalReview(db: Database, reviewId: number) {
  const [row] = await db
    .select({
      finalReview: goalFinalReviews,
      writer: { id: writer.id, email: writer.email, firstName: writer.firstName, lastName: writer.lastName },
      signer: { id: signer.id, email: signer.email, firstName: signer.firstName, lastName: signer.lastName },
      closer: { id: closer.id, email: closer.email, firstName: closer.firstName, lastName: closer.lastName },
    })
    .from(goalFinalReviews)
    .leftJoin(writer, eq(writer.id, goalFinalReviews.writtenBy))
    .leftJoin(signer, eq(signer.id, goalFinalReviews.signedOffBy))
    .leftJoin(closer, eq(closer.id, goalFinalReviews.closedBy))
    .where(eq(goalFinalReviews.goalReviewId, reviewId));
  return row ?? null;
}
export type FinalReviewRow = NonNullable<Awaited<ReturnType<typeof findFinalReview>>>;

/** Whether a review has its final review (inside a step's transaction, after the locks). */
export async function finalReviewExists(tx: Database, reviewId: number) {
  const [row] = await tx
    .select({ id: goalFinalReviews.goalReviewId })
    .from(goalFinalReviews)
    .where(eq(goalFinalReviews.goalReviewId, reviewId));
  return row !== undefined;
}

export interface FinalReviewValues {
  comment: string;
  overallRating: number;
  proposedScore: number | null;
  adjustmentReason: string | null;
  writtenBy: number;
}

/** Writes (or rewrites) the final review of a review. */
export async function upsertFinalReview(tx: Database, reviewId: number, values: FinalReviewValues) {
  const written = { ...values, writtenOn: new Date() };
  await tx
    .insert(goalFinalReviews)
    .values({ goalReviewId: reviewId, ...written })
    .onConflictDoUpdate({ target: goalFinalReviews.goalReviewId, set: written });
}

/** Stores who signed off or closed, when, and their comment. */
export async function stampFinalReview(
  tx: Database,
  reviewId: number,
  step: 'signOff' | 'close',
  stamp: { userId: number; comment: string | null },
) {
  const on = new Date();
  await tx
    .update(goalFinalReviews)
    .set(
      step === 'signOff'
        ? { signedOffBy: stamp.userId, signedOffOn: on, signOffComment: stamp.comment }
        : { closedBy: stamp.userId, closedOn: on, closeComment: stamp.comment },
    )
    .where(eq(goalFinalReviews.goalReviewId, reviewId));
}

/** A new version of the review (its final review changed) without a change of state. */
export async function touchReview(tx: Database, reviewId: number, actor: string) {
  await tx
    .update(goalReviews)
    .set({ version: sql`${goalReviews.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() })
    .where(eq(goalReviews.id, reviewId));
}
