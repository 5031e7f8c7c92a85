import { readFileSync } from 'node:fs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  EVIDENCE,
  emptyPrivilegeFlags,
  type EntityName,
  type PrivilegeMap,
  type PrivilegeType,
} from '@school/contract';
import type { Database } from '../db/client';
import {
  goalFeedbackComments,
  goalFeedbackRatings,
  goalFeedbacks,
  goalFinalReviews,
  goalReviews,
  goalSettings,
  goals,
  userRoles,
  users,
} from '../db/schema';
import { createdByActor } from '../lib/crud';
import { activePrivilegesOf } from '../modules/auth/auth.repository';
import { EVIDENCE_CHUNK_BYTES, inChunks } from '../modules/goals/evidence-chunks';
import { insertEvidence, writeEvidenceChunks } from '../modules/goals/goal-evidence.repository';
import { frequencyIdOfLabel } from '../modules/goals/goal-feedback.repository';
import type { PlayedFeedback, PlayedYear } from './demo-goal-year-model';
import { playGoalYear } from './demo-goal-year-play';
import { PREVIOUS_YEAR_STORIES } from './demo-goal-year-previous';
import { CURRENT_YEAR_STORIES, type DemoEvidenceFile, type GoalYearStory } from './demo-goal-year-stories';
import type { Windows } from './demo-goal-timelines';

/*
 * Writes the demo's goal year: each story (demo-goal-year-stories.ts for the current period, demo-goal-year-previous.ts
 * for the previous one) is played through the contract's machines (demo-goal-year-play.ts) from the setting its goal
 * setting history left, then its rows go straight into the goal year tables and the state columns of the setting and
 * its review.
 */

const GOAL_YEAR_STORIES = [...CURRENT_YEAR_STORIES, ...PREVIOUS_YEAR_STORIES];

/** The demo evidence files, shipped beside this file (small real PDFs). */
export const demoEvidenceBytes = (file: DemoEvidenceFile) =>
  new Uint8Array(readFileSync(new URL(`./evidence/${file}`, import.meta.url)));

/** A user's privileges as the API's session reads them (ACTIVE privileges of their roles). */
async function privilegesOfUser(db: Database, userId: number): Promise<PrivilegeMap> {
  const roleIds = (
    await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))
  ).map((link) => link.roleId);
  const privileges: PrivilegeMap = {};
  for (const { entityName, privilegeType } of await activePrivilegesOf(db, roleIds)) {
    const entity = entityName as EntityName;
    const flags = privileges[entity] ?? emptyPrivilegeFlags();
    flags[privilegeType as PrivilegeType] = true;
    privileges[entity] = flags;
  }
  return privileges;
}

type Person = { id: number; email: string; schoolId: number | null; status: string; privileges: PrivilegeMap };

async function peopleOf(db: Database, stories: readonly GoalYearStory[]) {
  const emails = new Set(
    stories.flatMap((story) => [story.setter, story.reviewer, story.goalApprover, story.reviewApprover]),
  );
  for (const story of stories) for (const event of story.events) if ('peer' in event) emails.add(event.peer);
  const rows = await db
    .select({ id: users.id, email: users.email, schoolId: users.schoolId, status: users.status })
    .from(users)
    .where(inArray(users.email, [...emails]));
  const people = new Map<string, Person>();
  for (const row of rows) people.set(row.email, { ...row, privileges: await privilegesOfUser(db, row.id) });
  return (email: string) => {
    const found = people.get(email);
    if (!found) throw new Error(`demo goal year: ${email} is missing`);
    return found;
  };
}

async function settingOf(db: Database, setter: Person, period: string) {
  const [setting] = await db
    .select()
    .from(goalSettings)
    .where(and(eq(goalSettings.userId, setter.id), eq(goalSettings.annualPeriod, period)));
  if (!setting) throw new Error(`demo goal year: ${setter.email} has no goal setting of ${period}`);
  const [review] = await db.select().from(goalReviews).where(eq(goalReviews.goalSettingId, setting.id));
  if (!review) throw new Error(`demo goal year: the goals of ${setter.email} (${period}) were never sent`);
  const ownGoals = await db
    .select({ id: goals.id, weightage: goals.weightage })
    .from(goals)
    .where(eq(goals.goalSettingId, setting.id))
    .orderBy(asc(goals.sortOrder));
  return { setting, review, goals: ownGoals };
}

export async function seedDemoGoalYear(
  db: Database,
  periods: { current: string; previous: string },
  windows: Record<string, Windows>,
) {
  const person = await peopleOf(db, GOAL_YEAR_STORIES);
  const now = new Date();
  for (const story of GOAL_YEAR_STORIES) {
    const period = periods[story.period];
    const frequencies = windows[period]?.frequencies ?? [];
    const setter = person(story.setter);
    const { setting, review, goals: ownGoals } = await settingOf(db, setter, period);
    const played = playGoalYear(story, {
      period,
      frequencies,
      goals: ownGoals,
      setting: setting.state,
      review: review.state,
      reviewedOn: review.lastUpdatedOn,
      privilegesOf: (email) => person(email).privileges,
      isColleague: (email) => {
        const colleague = person(email);
        return colleague.status === 'ACTIVE' && colleague.schoolId !== null && colleague.schoolId === setting.schoolId;
      },
      evidenceBytes: demoEvidenceBytes,
      now,
    });
    await writeYear(db, played, {
      settingId: setting.id,
      reviewId: review.id,
      goalIds: ownGoals.map((goal) => goal.id),
      person,
      setter,
    });
  }
}

interface Targets {
  settingId: number;
  reviewId: number;
  goalIds: number[];
  person: (email: string) => Person;
  setter: Person;
}

async function writeYear(db: Database, played: PlayedYear, targets: Targets) {
  const { setter, person } = targets;
  const goalId = (index: number) => {
    const id = targets.goalIds[index];
    if (id === undefined) throw new Error(`demo goal year: ${setter.email} has no goal ${index + 1}`);
    return id;
  };
  await db
    .update(goalSettings)
    .set({
      state: played.setting,
      strength: played.learnings?.strength ?? null,
      weakness: played.learnings?.weakness ?? null,
      learningRequired: played.learnings?.learningRequired ?? null,
      lastUpdatedOn: played.lastEventAt,
    })
    .where(eq(goalSettings.id, targets.settingId));
  await db
    .update(goalReviews)
    .set({ state: played.review, lastUpdatedOn: played.lastEventAt })
    .where(eq(goalReviews.id, targets.reviewId));
  for (const evidence of played.evidences) {
    const content = Buffer.from(demoEvidenceBytes(evidence.file));
    const row = await insertEvidence(db, {
      goalId: goalId(evidence.goal),
      fileName: evidence.file,
      documentType: EVIDENCE.documentType,
      comment: evidence.comment,
      size: content.length,
      uploadedBy: setter.id,
      ...createdByActor(setter.email),
      createdOn: evidence.at,
      lastUpdatedOn: evidence.at,
    });
    await writeEvidenceChunks(db, row.id, inChunks([content], EVIDENCE_CHUNK_BYTES));
  }
  for (const feedback of played.feedbacks) await writeFeedback(db, feedback, targets, goalId);
  const final = played.finalReview;
  if (!final) return;
  await db.insert(goalFinalReviews).values({
    goalReviewId: targets.reviewId,
    comment: final.comment,
    overallRating: final.overallRating,
    proposedScore: final.proposedScore,
    adjustmentReason: final.adjustmentReason,
    writtenBy: person(final.writtenBy).id,
    writtenOn: final.writtenOn,
    signedOffBy: final.signedOff ? person(final.signedOff.by).id : null,
    signedOffOn: final.signedOff?.on ?? null,
    signOffComment: final.signedOff?.comment ?? null,
    closedBy: final.closed ? person(final.closed.by).id : null,
    closedOn: final.closed?.on ?? null,
    closeComment: final.closed?.comment ?? null,
  });
}

async function writeFeedback(
  db: Database,
  feedback: PlayedFeedback,
  targets: Targets,
  goalId: (index: number) => number,
) {
  const author = feedback.peer ? targets.person(feedback.peer) : targets.setter;
  const frequencyId = await frequencyIdOfLabel(db, targets.settingId, feedback.frequencyLabel);
  if (frequencyId === null) throw new Error(`demo goal year: no frequency ${feedback.frequencyLabel}`);
  const [row] = await db
    .insert(goalFeedbacks)
    .values({
      goalSettingId: targets.settingId,
      frequencyId,
      feedbackType: feedback.type,
      peerUserId: feedback.peer ? author.id : null,
      requestedBy: feedback.requestedBy ? targets.person(feedback.requestedBy).id : null,
      state: feedback.state,
      submittedOn: feedback.submittedOn,
      ...createdByActor(feedback.requestedBy ?? author.email),
      createdOn: feedback.createdOn,
      lastUpdatedOn: feedback.lastUpdatedOn,
    })
    .returning({ id: goalFeedbacks.id });
  if (!row) throw new Error(`demo goal year: could not create a feedback of ${targets.setter.email}`);
  if (feedback.ratings) {
    await db
      .insert(goalFeedbackRatings)
      .values(feedback.ratings.map((rating, index) => ({ feedbackId: row.id, goalId: goalId(index), rating })));
  }
  if (feedback.comments.length === 0) return;
  await db.insert(goalFeedbackComments).values(
    feedback.comments.map((comment) => ({
      feedbackId: row.id,
      comment: comment.text,
      state: comment.state,
      userId: targets.person(comment.by).id,
      createdBy: comment.by,
      createdOn: comment.at,
    })),
  );
}
