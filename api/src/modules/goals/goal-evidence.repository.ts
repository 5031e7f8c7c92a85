import { and, asc, count, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { GoalFeedbackType } from '@school/contract';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../lib/prepared';
import { goalEvidenceChunks, goalEvidences, goalFeedbacks, goalSettings, goals } from '../../db/schema';
import { isSetterOf, settingReadableBy } from './goal-access';
import { qualified as q } from '../../db/sql';

/*
 * Evidence of goals: each row describes a PDF whose bytes are in goal_evidence_chunks, in the database, so a backup
 * holds the files, every instance on one PostgreSQL reads them, and removing the row removes the file. A row is
 * pending while its upload writes the chunks: only the limits see it.
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

/** Feedback types are bound as parameters, never written into the SQL text. */
const SELF: GoalFeedbackType = 'SELF';

/**
 * When the setter of the goal_settings row of the query last submitted a self feedback (null: never): evidence
 * uploaded before it can no longer be removed (contract evidenceDeletable).
 */
export const lastSelfSubmittedOn =
  sql<Date | null>`(select max(${q(goalFeedbacks, goalFeedbacks.submittedOn)}) from ${goalFeedbacks} where ${q(goalFeedbacks, goalFeedbacks.goalSettingId)} = ${q(goalSettings, goalSettings.id)} and ${q(goalFeedbacks, goalFeedbacks.feedbackType)} = ${SELF})`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  );

/** The evidence of the goals of settings, oldest first (one statement): metadata only, never the bytes. */
export function evidencesOfSettings(db: Database, settingIds: number[]) {
  if (settingIds.length === 0) return Promise.resolve([]);
  return evidencesOfSettingsStatement(db, undefined).execute({ settingIds });
}

const evidencesOfSettingsStatement = preparedStatements('evidences_of_settings', (db, _shape: undefined, name) =>
  db
    .select({ ...metadataColumns, lastSelfSubmittedOn })
    .from(goalEvidences)
    .innerJoin(goals, eq(goals.id, goalEvidences.goalId))
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(and(sql`${goalSettings.id} = any(${sql.placeholder('settingIds')})`, eq(goalEvidences.pending, false)))
    .orderBy(asc(goalEvidences.createdOn), asc(goalEvidences.id))
    .prepare(name),
);
export type EvidenceRow = Awaited<ReturnType<typeof evidencesOfSettings>>[number];

/**
 * A whole evidence the user may read (setter, reviewers, approvers, global administrators: settingReadableBy), with
 * its setting's id and state and whether the user set it. Null otherwise.
 */
export async function findEvidence(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({
      ...metadataColumns,
      settingId: goalSettings.id,
      state: goalSettings.state,
      isSetter: isSetterOf(userId),
      lastSelfSubmittedOn,
    })
    .from(goalEvidences)
    .innerJoin(goals, eq(goals.id, goalEvidences.goalId))
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(and(eq(goalEvidences.id, id), eq(goalEvidences.pending, false), settingReadableBy(userId)));
  return row ?? null;
}

/** One chunk of an evidence's bytes (seq from 0), or null past its end or when the evidence is gone. */
export async function evidenceChunk(db: Database, evidenceId: number, seq: number) {
  const [row] = await db
    .select({ bytes: goalEvidenceChunks.bytes })
    .from(goalEvidenceChunks)
    .where(and(eq(goalEvidenceChunks.evidenceId, evidenceId), eq(goalEvidenceChunks.seq, seq)));
  return row?.bytes ?? null;
}

/**
 * Writes an evidence's bytes, one statement per chunk and each on its own (no transaction holds the database
 * meanwhile: other requests' statements run between them). Answers the number of bytes written.
 */
export async function writeEvidenceChunks(db: Database, evidenceId: number, chunks: AsyncIterable<Buffer>) {
  let seq = 0;
  let written = 0;
  for await (const bytes of chunks) {
    await db.insert(goalEvidenceChunks).values({ evidenceId, seq, bytes });
    seq += 1;
    written += bytes.length;
  }
  return written;
}

/** Stores an evidence's row (without its bytes); answers its metadata. */
export async function insertEvidence(tx: Database, values: typeof goalEvidences.$inferInsert) {
  const [row] = await tx.insert(goalEvidences).values(values).returning(metadataColumns);
  if (!row) throw new Error('evidence insert returned nothing');
  return row;
}

/** Shows a pending evidence once all its chunks are written. */
export async function completeEvidence(db: Database, id: number) {
  await db.update(goalEvidences).set({ pending: false }).where(eq(goalEvidences.id, id));
}

/** Removes an evidence and so its file (its chunks go with it). */
export async function deleteEvidence(tx: Database, id: number) {
  await tx.delete(goalEvidences).where(eq(goalEvidences.id, id));
}

/**
 * Removes a setter's uploads of a period still pending since before `before`: their writing stopped (the process
 * ended meanwhile), and they would otherwise count against the setter's limits forever.
 */
export async function deleteAbandonedUploads(
  tx: Database,
  setter: { userId: number; annualPeriod: string },
  before: Date,
) {
  const setterGoals = tx
    .select({ id: goals.id })
    .from(goals)
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(and(eq(goalSettings.userId, setter.userId), eq(goalSettings.annualPeriod, setter.annualPeriod)));
  await tx
    .delete(goalEvidences)
    .where(
      and(
        eq(goalEvidences.pending, true),
        lt(goalEvidences.createdOn, before),
        inArray(goalEvidences.goalId, setterGoals),
      ),
    );
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

/**
 * How many files a goal holds, and the bytes of a setter's evidence in a period (every goal of every role); pending
 * uploads count: their room was granted.
 */
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
