import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalEvidences, goalSettings, goals } from '../../db/schema';
import { isSetterOf, settingReadableBy } from './goal-access';
import { lastSelfSubmittedOn } from './goal-settings.repository';

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
