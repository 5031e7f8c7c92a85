import { GOAL_RATING } from '@school/contract/goals/goal-rules';
import { useCallback, useEffect, useState } from 'react';

/** Ratings typed and not saved yet, by goal id. */
export type RatingDraft = Record<number, number | null>;

const PREFIX = 'goal-feedback-draft:';
const storageKey = (feedbackId: number, version: number) => `${PREFIX}${feedbackId}:${version}`;

const isRating = (value: unknown): value is number | null =>
  value === null ||
  (typeof value === 'number' && Number.isInteger(value) && value >= GOAL_RATING.min && value <= GOAL_RATING.max);

function readDraft(feedbackId: number, version: number): RatingDraft {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(feedbackId, version)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    // Whatever was stored, only ratings 1 to 4 (or a cleared one) come back.
    return Object.fromEntries(
      Object.entries(parsed).filter(([goalId, rating]) => /^\d+$/.test(goalId) && isRating(rating)),
    ) as RatingDraft;
  } catch {
    return {};
  }
}

/** Drops the drafts of this feedback's earlier versions: they were typed over ratings that have changed since. */
function dropOlderVersions(feedbackId: number, version: number) {
  try {
    const own = `${PREFIX}${feedbackId}:`;
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(own) && key !== storageKey(feedbackId, version)) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

function writeDraft(feedbackId: number, version: number, draft: RatingDraft) {
  try {
    if (Object.keys(draft).length === 0) localStorage.removeItem(storageKey(feedbackId, version));
    else localStorage.setItem(storageKey(feedbackId, version), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the screen still works, only without surviving a reload.
  }
}

/**
 * The ratings of one feedback typed and not saved, kept in this browser by feedback id and version (as the goal
 * drafts are), so they survive a reload and a failed save. A draft typed over an earlier version is dropped: the
 * saved ratings changed under it. `clear` after a successful save.
 */
export function useRatingDrafts(feedbackId: number, version: number) {
  const [draft, setDraft] = useState<RatingDraft>(() => readDraft(feedbackId, version));

  useEffect(() => {
    dropOlderVersions(feedbackId, version);
    setDraft(readDraft(feedbackId, version));
  }, [feedbackId, version]);

  const rate = useCallback(
    (goalId: number, rating: number | null) =>
      setDraft((current) => {
        const next = { ...current, [goalId]: rating };
        writeDraft(feedbackId, version, next);
        return next;
      }),
    [feedbackId, version],
  );
  const clear = useCallback(() => {
    writeDraft(feedbackId, version, {});
    setDraft({});
  }, [feedbackId, version]);
  return { draft, rate, clear };
}
