import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalEvidences, goalFeedbacks, goalSettings, goals } from '../../db/schema';
import { qualified as q } from '../plans/plan-shared';
import { isSetterOf, settingReadableBy } from './goal-access';

/*
 * Evidence of goals (issue 10 section 1): each row holds its PDF (bytea), so a backup of the database holds the
 * files and removing the row removes the file. Reads of metadata never select the bytes.
 */

const metadataColumns = {
  id: goalEvidences.id,
  goalId: goalEvidences.goalId,
  fileName: goalEvidences.fileName,
  comment: goalEvidences.comment,
  documentType: goalEvidences.documentType,
  size: goalEvidences.size,
  createdBy: goalEvidences.createdBy,
  createdOn: goalEvidences.createdOn,
};

/**
 * When the setter of the goal_settings row of the query last submitted a self feedback (null: never): evidence
 * uploaded before it can no longer be removed (contract evidenceDeletable).
 */
export const lastSelfSubmittedOn =
  sql<Date | null>`(select max(${q(goalFeedbacks, goalFeedbacks.submittedOn)}) from ${goalFeedbacks} where ${q(goalFeedbacks, goalFeedbacks.goalSettingId)} = ${q(goalSettings, goalSettings.id)} and ${q(goalFeedbacks, goalFeedbacks.feedbackType)} = 'SELF')`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  );

/** The evidence of the goals of settings, oldest first (one statement): metadata only, never the bytes. */
export function evidencesOfSettings(db: Database, settingIds: number[]) {
  if (settingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...metadataColumns, lastSelfSubmittedOn })
    .from(goalEvidences)
    .innerJoin(goals, eq(goals.id, goalEvidences.goalId))
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(inArray(goalSettings.id, settingIds))
    .orderBy(asc(goalEvidences.createdOn), asc(goalEvidences.id));
}
export type EvidenceRow = Awaited<ReturnType<typeof evidencesOfSettings>>[number];

/**
 * An evidence the user may read (setter, reviewers, approvers, global administrators: settingReadableBy), with its
 * setting's id and state and whether the user set it; its bytes only when asked. Null otherwise.
 */
export async function findEvidence(db: Database, id: number, userId: number, options: { content: boolean }) {
  const [row] = await db
    .select({
      ...metadataColumns,
      ...(options.content ? { content: goalEvidences.content } : {}),
      settingId: goalSettings.id,
      state: goalSettings.state,
      isSetter: isSetterOf(userId),
      lastSelfSubmittedOn,
    })
    .from(goalEvidences)
    .innerJoin(goals, eq(goals.id, goalEvidences.goalId))
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(and(eq(goalEvidences.id, id), settingReadableBy(userId)));
  return row ?? null;
}

/**
 * A slice of an evidence's bytes (offset from 0), or null when the evidence is gone. PostgreSQL reads only the
 * stored pieces the slice covers, so a download never holds the whole file in the database's memory nor here.
 */
export async function evidenceSlice(db: Database, id: number, offset: number, length: number) {
  const [row] = await db
    .select({
      bytes: sql`substring(${goalEvidences.content} from ${offset + 1} for ${length})`.mapWith(goalEvidences.content),
    })
    .from(goalEvidences)
    .where(eq(goalEvidences.id, id));
  return row ? Buffer.from(row.bytes) : null;
}

/** Stores an evidence in one statement; answers its metadata (not its bytes). */
export async function insertEvidence(tx: Database, values: typeof goalEvidences.$inferInsert) {
  const [row] = await tx.insert(goalEvidences).values(values).returning(metadataColumns);
  if (!row) throw new Error('evidence insert returned nothing');
  return row;
}

/** Removes an evidence and so its file. */
export async function deleteEvidence(tx: Database, id: number) {
  await tx.delete(goalEvidences).where(eq(goalEvidences.id, id));
}

/**
 * Locks every goal setting of the setter of the given one for its annual period (in id order, so two uploads
 * never wait on each other crosswise): the period's evidence total is then checked and changed by one upload at a
 * time. Answers the locked rows.
 */
export function lockSetterPeriod(tx: Database, settingId: number) {
  const owner = tx
    .select({ userId: goalSettings.userId, annualPeriod: goalSettings.annualPeriod })
    .from(goalSettings)
    .where(eq(goalSettings.id, settingId));
  return tx
    .select()
    .from(goalSettings)
    .where(sql`(${goalSettings.userId}, ${goalSettings.annualPeriod}) in ${owner}`)
    .orderBy(asc(goalSettings.id))
    .for('update');
}

/** How many files a goal holds, and the bytes of a setter's evidence in a period (every goal of every role). */
export async function evidenceUsage(tx: Database, goalId: number, setter: { userId: number; annualPeriod: string }) {
  const [onGoal] = await tx.select({ n: count() }).from(goalEvidences).where(eq(goalEvidences.goalId, goalId));
  const [inPeriod] = await tx
    .select({ bytes: sum(goalEvidences.size).mapWith(Number) })
    .from(goalEvidences)
    .innerJoin(goals, eq(goals.id, goalEvidences.goalId))
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(and(eq(goalSettings.userId, setter.userId), eq(goalSettings.annualPeriod, setter.annualPeriod)));
  return { goalFiles: onGoal?.n ?? 0, periodBytes: inPeriod?.bytes ?? 0 };
}
