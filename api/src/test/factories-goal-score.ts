import { eq } from 'drizzle-orm';
import type { GoalFeedbackState, GoalFeedbackType } from '@school/contract';
import type { Database } from '../db/client';
import { frequencyIdOfLabel } from '../modules/goals/goal-feedback.repository';
import { goalFeedbackRatings, goalFeedbacks, goalReviews, goalSettings } from '../db/schema';
import { createRole } from './factories';
import { createGoalConfiguration, createReviewedSetting, type GoalWorld, signInPerson } from './factories-goals';
import type { TestApp } from './test-app';

/*
 * Feedback rows written directly (the score reads only the feedback tables and their states, not the feedback API), and
 * settings carried to the final review, for the tests of the year's score.
 */

const audit = { createdBy: 'test@school.test', lastUpdatedBy: 'test@school.test' };

export interface FeedbackValues {
  settingId: number;
  frequencyLabel?: string;
  type?: GoalFeedbackType;
  state: GoalFeedbackState;
  /** PEER: the colleague asked. */
  peerUserId?: number;
  /** goal id → rating */
  ratings: Record<number, number>;
}

/** A feedback with its ratings ('Term 1', SELF unless said). */
export async function createFeedback(db: Database, values: FeedbackValues) {
  const type = values.type ?? 'SELF';
  const label = values.frequencyLabel ?? 'Term 1';
  const frequencyId = await frequencyIdOfLabel(db, values.settingId, label);
  if (frequencyId === null) throw new Error(`no feedback frequency ${label} in the setting's timeline`);
  const [feedback] = await db
    .insert(goalFeedbacks)
    .values({
      goalSettingId: values.settingId,
      frequencyId,
      feedbackType: type,
      peerUserId: type === 'PEER' ? values.peerUserId : null,
      state: values.state,
      ...audit,
    })
    .returning({ id: goalFeedbacks.id });
  if (!feedback) throw new Error('goal feedback insert returned nothing');
  const ratings = Object.entries(values.ratings).map(([goalId, rating]) => ({
    feedbackId: feedback.id,
    goalId: Number(goalId),
    rating,
  }));
  if (ratings.length > 0) await db.insert(goalFeedbackRatings).values(ratings);
  return feedback;
}

/** Moves a setting and its review to a state of the goal year (as the feedback decisions and steps would). */
export async function setYearState(
  db: Database,
  settingId: number,
  settingState: (typeof goalSettings.$inferSelect)['state'],
  reviewState: (typeof goalReviews.$inferSelect)['state'],
) {
  await db.update(goalSettings).set({ state: settingState }).where(eq(goalSettings.id, settingId));
  await db.update(goalReviews).set({ state: reviewState }).where(eq(goalReviews.goalSettingId, settingId));
}

/**
 * School-limited goal approver and review approver roles of their own (not reviewers) made the Teacher
 * configuration's approvers, and a holder of each in school A and in school B, signed in.
 */
export async function createApprovers(t: TestApp, w: GoalWorld) {
  const grants = { goalsettingform: ['READ' as const], goalsettingreview: ['READ' as const, 'UPDATE' as const] };
  const flags = { isSchoolApplicable: true };
  const goalApproverRole = await createRole(t.db, grants, flags);
  const reviewApproverRole = await createRole(t.db, grants, flags);
  await createGoalConfiguration(t.db, w.roleIds.teacher, [w.roleIds.coordinator, w.roleIds.mentors], {
    goalApproverRoleId: goalApproverRole.id,
    reviewApproverRoleId: reviewApproverRole.id,
  });
  return {
    goalApproverA: await signInPerson(t, [goalApproverRole.name], w.schoolA.id),
    goalApproverB: await signInPerson(t, [goalApproverRole.name], w.schoolB.id),
    reviewApproverA: await signInPerson(t, [reviewApproverRole.name], w.schoolA.id),
  };
}

/**
 * A Teacher's setting (goals 60 and 40) at PEER_REVIEW_COMPLETED with 'Term 1' accepted: self 3 and 4, one completed
 * peer feedback 4 and 2. Proposed: goal 1 (3+4)/2 = 3.5, goal 2 (4+2)/2 = 3; 60 × 3.5 + 40 × 3 = 330 → 3.3.
 */
export async function createFinalReviewSetting(t: TestApp, w: GoalWorld) {
  const created = await createReviewedSetting(t, w);
  const [first, second] = created.goals;
  if (!first || !second) throw new Error('a reviewed setting has two goals');
  await createFeedback(t.db, {
    settingId: created.setting.id,
    state: 'FEEDBACK_COMPLETED',
    ratings: { [first.id]: 3, [second.id]: 4 },
  });
  await createFeedback(t.db, {
    settingId: created.setting.id,
    type: 'PEER',
    peerUserId: w.teacherA2.user.id,
    state: 'FEEDBACK_COMPLETED',
    ratings: { [first.id]: 4, [second.id]: 2 },
  });
  await setYearState(t.db, created.setting.id, 'PEER_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED');
  return { ...created, reviewId: created.reviewId as number, proposed: 3.3 };
}
