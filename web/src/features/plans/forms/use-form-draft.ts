import { completeFormValues, type FormStep } from '@school/contract/plan-forms/form-steps';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type FormValues, sameFormValues } from './step-form-values';

/** What is kept of a form not saved yet: its values and the step the user was on. */
interface FormDraft {
  values: FormValues;
  step: number;
}

/** How long typing may pause before the draft is written. */
const WRITE_DELAY_MS = 300;

function readFormDraft(key: string): FormDraft | undefined {
  try {
    const text = localStorage.getItem(key);
    if (!text) return undefined;
    const draft = JSON.parse(text) as Partial<FormDraft> | null;
    if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object' || draft.values === null) {
      return undefined;
    }
    return { values: draft.values, step: typeof draft.step === 'number' ? draft.step : 0 };
  } catch {
    return undefined;
  }
}

function writeFormDraft(key: string, draft: FormDraft) {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the form still works, only without its draft.
  }
}

export function clearFormDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

/**
 * Where the form starts: the draft kept in this browser when it says something else than the server's values
 * (its fields completed with the steps', so a draft of an older form version still fits), else the server's.
 */
export function initialFormOf(key: string, steps: readonly FormStep[], values: FormValues) {
  const draft = readFormDraft(key);
  if (draft) {
    const restored = completeFormValues(steps, draft.values);
    if (!sameFormValues(restored, values)) {
      return { values: restored, step: Math.min(Math.max(0, draft.step), steps.length - 1), restored: true };
    }
    clearFormDraft(key);
  }
  return { values, step: 0, restored: false };
}

/**
 * Keeps the form's draft in localStorage as the user types (written ~300 ms after the last change, and at once
 * when the page is hidden or the form closes); removed when the form holds what the server has (`savedRef`).
 * Answers `cancel`, which drops a pending write (a save has just stored the values).
 */
export function useFormDraft(
  key: string,
  form: UseFormReturn<FormValues>,
  savedRef: RefObject<FormValues>,
  step: number,
) {
  const stepRef = useRef(step);
  stepRef.current = step;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    timer.current = undefined;
    const values = form.getValues();
    if (sameFormValues(values, savedRef.current)) clearFormDraft(key);
    else writeFormDraft(key, { values, step: stepRef.current });
  }, [key, form, savedRef]);

  useEffect(() => {
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, WRITE_DELAY_MS);
    });
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, write]);

  // Coming back to a draft opens the step the user left.
  useEffect(() => {
    const values = form.getValues();
    if (!sameFormValues(values, savedRef.current)) writeFormDraft(key, { values, step });
  }, [key, form, savedRef, step]);

  return {
    cancel: useCallback(() => {
      clearTimeout(timer.current);
      timer.current = undefined;
    }, []),
  };
}
