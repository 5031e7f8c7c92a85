import { FIELD_MESSAGES, MESSAGES } from '@school/contract/constants';
import { stepSchemaOf } from '@school/contract/plan-forms/form-schemas';
import { type FormStep, stepIndexOfPath } from '@school/contract/plan-forms/form-steps';
import type { FieldErrors, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/http';
import { type FormValues, pathOf } from './step-form-values';

/** Field errors by dot path ('mainContents.2.studentActivity'). */
export type PathErrors = Record<string, string>;

/**
 * The steps' draft schemas on the values (the whole form is saved, so every step is checked): the type and length
 * errors a save would get, before the round trip. A blank row where a name is needed says 'required', not zod's
 * 'Too small'.
 */
export function clientErrorsOf(steps: readonly FormStep[], values: FormValues): PathErrors {
  const errors: PathErrors = {};
  for (const step of steps) {
    const result = stepSchemaOf(step).safeParse(values);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const blank = issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;
      errors[path] ??= blank ? FIELD_MESSAGES.required : issue.message;
    }
  }
  return errors;
}

/** A failed save's messages: the field errors of the steps' fields, and one message for the form. */
export function serverErrorsOf(error: unknown, steps: readonly FormStep[]): { fields: PathErrors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: MESSAGES.oops };
  // The form shows every message of the failure itself: no toast as well.
  error.shownInline = true;
  const fields: PathErrors = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (stepIndexOfPath(steps, path) >= 0) fields[path] = messages.join(' ');
    else others.push(messages.join(' '));
  }
  return { fields, message: sentencesOf([error.message || MESSAGES.oops, ...others]) };
}

/** Messages one after the other, each ending as a sentence. */
const sentencesOf = (messages: readonly string[]) =>
  messages.map((message) => (/[.!?…]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`)).join(' ');

/** Puts each error beside its field (react-hook-form keeps it while the field's step is not shown). */
export function placeErrors(errors: PathErrors, setError: UseFormSetError<FormValues>) {
  for (const [path, message] of Object.entries(errors)) setError(pathOf(path), { type: 'server', message });
}

const ERROR_KEYS = new Set(['message', 'type', 'types', 'ref', 'root']);

/** The paths of the form's errors (react-hook-form nests them as the values are nested). */
export function errorPathsOf(errors: FieldErrors<FormValues>, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (ERROR_KEYS.has(key) || typeof node !== 'object' || node === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (node as { message?: unknown }).message === 'string') paths.push(path);
    paths.push(...errorPathsOf(node as FieldErrors<FormValues>, path));
  }
  return paths;
}

/** The indexes of the steps holding an error, in order. */
export function stepsWithErrors(steps: readonly FormStep[], paths: readonly string[]): number[] {
  const indexes = new Set(paths.map((path) => stepIndexOfPath(steps, path)).filter((index) => index >= 0));
  return [...indexes].sort((a, b) => a - b);
}

/** Every message at a path and below it (a multi-select shows its items' errors as its own). */
export function messagesUnder(errors: FieldErrors<FormValues>, path: string): string[] {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return [];
    node = (node as Record<string, unknown>)[key];
  }
  return [...new Set(messagesOf(node))];
}

function messagesOf(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = (node as { message?: unknown }).message;
  const nested = Object.entries(node).flatMap(([key, child]) => (ERROR_KEYS.has(key) ? [] : messagesOf(child)));
  return typeof own === 'string' ? [own, ...nested] : nested;
}
