import { GOAL_RATING } from '@school/contract/goals/goal-rules';
import { useCallback, useEffect, useRef, useState } from 'react';

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

/** Removes this feedback's drafts but the one of `keep` (a version), or all of them. */
function dropDrafts(feedbackId: number, keep?: number) {
  try {
    const own = `${PREFIX}${feedbackId}:`;
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(own) && (keep === undefined || key !== storageKey(feedbackId, keep))) {
        localStorage.removeItem(key);
      }
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
 * drafts are), so they survive a reload and a failed save. On opening, a draft typed over an earlier version is
 * dropped: the saved ratings changed since. While the screen is open, what is typed follows the feedback to its
 * new version (a 409 reloads it: the user keeps their ratings and reads why). `clear` after a successful save.
 */
export function useRatingDrafts(feedbackId: number, version: number) {
  const [draft, setDraft] = useState<RatingDraft>(() => readDraft(feedbackId, version));
  const shown = useRef({ feedbackId, version });

  useEffect(() => {
    const before = shown.current;
    shown.current = { feedbackId, version };
    if (before.feedbackId === feedbackId && before.version !== version) {
      setDraft((current) => {
        writeDraft(feedbackId, version, current);
        return current;
      });
    } else if (before.feedbackId !== feedbackId) {
      setDraft(readDraft(feedbackId, version));
    }
    dropDrafts(feedbackId, version);
  }, [feedbackId, version]);

  const rate = useCallback(
    (goalId: number, rating: number | null) =>
      setDraft((current) => {
        const next = { ...current, [goalId]: rating };
        writeDraft(shown.current.feedbackId, shown.current.version, next);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => {
    dropDrafts(shown.current.feedbackId);
    setDraft({});
  }, []);
  return { draft, rate, clear };
}
