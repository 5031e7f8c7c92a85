import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What is kept of a form not saved yet: its values and the step the user was on. */
interface FormDraft<T> {
  values: T;
  step: number;
}

/** How long typing may pause before the draft is written. */
const WRITE_DELAY_MS = 300;

/** JSON with object keys sorted and blank text as null: two forms that say the same give the same text. */
function canonicalOf(value: unknown): unknown {
  if (value === '' || value === undefined) return null;
  if (Array.isArray(value)) return value.map(canonicalOf);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalOf((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether two forms hold the same answers (key order, '' against null and missing keys aside). */
export const sameFormValues = (a: unknown, b: unknown) =>
  JSON.stringify(canonicalOf(a)) === JSON.stringify(canonicalOf(b));

function readFormDraft(key: string): FormDraft<unknown> | undefined {
  try {
    const text = localStorage.getItem(key);
    if (!text) return undefined;
    const draft = JSON.parse(text) as Partial<FormDraft<unknown>> | null;
    if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object' || draft.values === null) {
      return undefined;
    }
    return { values: draft.values, step: typeof draft.step === 'number' ? draft.step : 0 };
  } catch {
    return undefined;
  }
}

function writeFormDraft(key: string, draft: FormDraft<unknown>) {
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

export interface InitialFormOptions<T> {
  /** The stored draft as the form's values (fields the form has since gained filled in), from what was parsed. */
  complete: (stored: unknown) => T;
  /** The index of the form's last step (a draft's step is kept within the form). */
  lastStep: number;
}

/**
 * Where the form starts: the draft kept in this browser when it says something else than the server's values
 * (completed by the form, so a draft of an older form version still fits), else the server's.
 */
export function initialFormOf<T>(key: string, values: T, { complete, lastStep }: InitialFormOptions<T>) {
  const draft = readFormDraft(key);
  if (draft) {
    const restored = complete(draft.values);
    if (!sameFormValues(restored, values)) {
      return { values: restored, step: Math.min(Math.max(0, draft.step), lastStep), restored: true };
    }
    clearFormDraft(key);
  }
  return { values, step: 0, restored: false };
}

/**
 * Keeps the form's draft in localStorage as the user types (written ~300 ms after the last change, and at once
 * when the page is hidden or the form closes); removed when the form holds what the server has (`savedRef`).
 * The comparison with the saved values, not the form's dirty state, decides: react-hook-form reports a change
 * only after the render that follows it, so the first change (and a reset to the saved values) would be misread.
 * Answers `cancel`, which drops a pending write (a save has just stored the values).
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  savedRef: RefObject<T>,
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
