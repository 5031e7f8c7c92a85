import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { type LockedSetting, lockSetting } from '../goal-settings.repository';

/** The setter's learnings as a PATCH sends them: a field left out stays as it is, null or '' clears it. */
export interface Learnings {
  strength?: string | null;
  weakness?: string | null;
  learningRequired?: string | null;
}
const LEARNING_FIELDS = ['strength', 'weakness', 'learningRequired'] as const;

/** The learnings a PATCH changes: the fields it sent. */
export function learningsGiven(learnings: Learnings): Learnings {
  const given: Learnings = {};
  for (const field of LEARNING_FIELDS) {
    if (learnings[field] !== undefined) given[field] = learnings[field];
  }
  return given;
}

/**
 * Runs a setting's write in one transaction with the setting locked first (every write of its goals, its submission
 * and its learnings takes this lock, so they happen one after another); 404 when the setting is gone.
 */
export function withLockedSetting<T>(
  db: Database,
  id: number,
  work: (tx: Database, setting: LockedSetting) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const setting = await lockSetting(tx, id);
    if (!setting) throw notFound();
    return work(tx, setting);
  });
}
