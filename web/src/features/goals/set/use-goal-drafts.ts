import { NO_EVIDENCE } from '@school/contract/goals/goal-rules';
import { useCallback, useEffect, useState } from 'react';
import type { Goal } from '../api/goals';

/** A goal as the screen edits it: the weightage may be empty while the user retypes it. */
export interface GoalValues {
  goalDetails: string;
  weightage: number | '';
  measurementUnit: string;
  evidence: string;
  libraryItemId: number | null;
}

/** A goal not saved yet (key 'new-…') or unsaved changes of a saved goal (key: its id, with the version edited). */
export interface GoalDraft {
  key: string;
  values: GoalValues;
  /** The saved goal's version when its editing started (a change is PUT with it); absent for a new goal. */
  version?: number;
}

/** Spec 001 section 3: a new goal has empty details, weightage 0, an empty unit and evidence '-'. */
export const BLANK_GOAL: GoalValues = {
  goalDetails: '',
  weightage: 0,
  measurementUnit: '',
  evidence: NO_EVIDENCE,
  libraryItemId: null,
};

export const valuesOfGoal = (goal: Goal): GoalValues => ({
  goalDetails: goal.goalDetails,
  weightage: goal.weightage,
  measurementUnit: goal.measurementUnit,
  evidence: goal.evidence,
  libraryItemId: goal.libraryItemId,
});

const sameValues = (a: GoalValues, b: GoalValues) =>
  a.goalDetails === b.goalDetails &&
  a.weightage === b.weightage &&
  a.measurementUnit === b.measurementUnit &&
  a.evidence === b.evidence &&
  a.libraryItemId === b.libraryItemId;

export const isNewDraft = (key: string) => key.startsWith('new-');

const storageKey = (settingId: number) => `goal-drafts:${settingId}`;

function readDrafts(settingId: number): GoalDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(settingId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (draft): draft is GoalDraft =>
        typeof draft === 'object' &&
        draft !== null &&
        typeof draft.key === 'string' &&
        typeof draft.values === 'object' &&
        draft.values !== null &&
        typeof draft.values.goalDetails === 'string',
    );
  } catch {
    return [];
  }
}

function writeDrafts(settingId: number, drafts: GoalDraft[]) {
  try {
    if (drafts.length === 0) localStorage.removeItem(storageKey(settingId));
    else localStorage.setItem(storageKey(settingId), JSON.stringify(drafts));
  } catch {
    // Storage full or unavailable (private mode): the screen still works, only without surviving a reload.
  }
}

/**
 * The goals of a setting being added or changed and not saved yet, kept in this browser by setting id (as the plan
 * forms keep theirs), so a half-typed goal survives a reload. Changes of goals that are gone, or that equal what
 * the server holds, are dropped when the goals arrive. Answers the drafts in the order they were started.
 */
export function useGoalDrafts(settingId: number, goals: readonly Goal[] | undefined) {
  const [drafts, setDrafts] = useState<GoalDraft[]>(() => readDrafts(settingId));
  /** Whether the screen opened with drafts kept from an earlier visit. */
  const [restored] = useState(() => drafts.length > 0);

  useEffect(() => {
    if (!goals) return;
    setDrafts((current) => {
      const kept = current.filter((draft) => {
        if (isNewDraft(draft.key)) return true;
        const goal = goals.find((candidate) => String(candidate.id) === draft.key);
        return goal !== undefined && !sameValues(draft.values, valuesOfGoal(goal));
      });
      return kept.length === current.length ? current : kept;
    });
  }, [goals]);

  useEffect(() => writeDrafts(settingId, drafts), [settingId, drafts]);

  const put = useCallback((draft: GoalDraft) => {
    setDrafts((current) =>
      current.some((other) => other.key === draft.key)
        ? current.map((other) => (other.key === draft.key ? draft : other))
        : [...current, draft],
    );
  }, []);
  const drop = useCallback((key: string) => setDrafts((current) => current.filter((draft) => draft.key !== key)), []);
  /** Starts a new goal; answers its key. */
  const start = useCallback(
    (values: GoalValues) => {
      const key = `new-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      put({ key, values });
      return key;
    },
    [put],
  );
  return { drafts, restored, put, drop, start };
}
