import { useEffect, useState } from 'react';
import type { Learnings } from '../../api/goal-learnings';

const storageKey = (settingId: number) => `goal-learnings:${settingId}`;

export const sameLearnings = (a: Learnings, b: Learnings) =>
  a.strength === b.strength && a.weakness === b.weakness && a.learningRequired === b.learningRequired;

function readDraft(settingId: number): Learnings | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(settingId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { strength, weakness, learningRequired } = parsed as Record<string, unknown>;
    if ([strength, weakness, learningRequired].some((value) => typeof value !== 'string')) return null;
    return parsed as Learnings;
  } catch {
    return null;
  }
}

function writeDraft(settingId: number, draft: Learnings | null) {
  try {
    if (draft) localStorage.setItem(storageKey(settingId), JSON.stringify(draft));
    else localStorage.removeItem(storageKey(settingId));
  } catch {
    // Storage full or unavailable (private mode): the form still works, only without surviving a reload.
  }
}

/**
 * The learnings being typed, kept in this browser by setting id (as the goal drafts are), so a half-filled form
 * survives a reload and a failed save; the draft is dropped once it equals what the server holds.
 */
export function useLearningsDraft(settingId: number, saved: Learnings) {
  const [values, setValues] = useState<Learnings>(() => readDraft(settingId) ?? saved);
  const dirty = !sameLearnings(values, saved);
  useEffect(() => writeDraft(settingId, dirty ? values : null), [settingId, values, dirty]);
  return { values, setValues, dirty };
}
