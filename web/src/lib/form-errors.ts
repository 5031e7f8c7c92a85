import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@school/contract/constants';
import { ApiError } from './http';

/** Where a form shows a server message that belongs to none of its fields: `errors.root.server`. */
export const SERVER_ERROR = 'root.server' as const;

export interface ServerErrors<F extends string> {
  /** The server's field errors for the form's own fields. */
  fields: Partial<Record<F, string>>;
  /** Everything else, for the form as a whole (undefined when every message found its field). */
  message?: string;
}

/**
 * Sorts a failed call's messages: field errors of the form's fields, and a message for the rest. The caller
 * shows them inline, so the HTTP client's toast for this failure is left out (a message is shown once).
 */
export function serverErrorsOf<F extends string>(error: unknown, fields: readonly F[]): ServerErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, message: MESSAGES.oops };
  error.shownInline = true;
  const result: ServerErrors<F> = { fields: {} };
  const unmatched: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    const message = messages.join(' ');
    if ((fields as readonly string[]).includes(field)) result.fields[field as F] = message;
    else unmatched.push(message);
  }
  if (unmatched.length > 0) result.message = unmatched.join(' ');
  else if (Object.keys(result.fields).length === 0) result.message = error.message || MESSAGES.oops;
  return result;
}

/**
 * Puts a failed call's messages on a react-hook-form form: the server's field errors beside their
 * fields (the first one focused), anything else on `errors.root.server`. Answers the first rejected
 * field, for a form whose fields were disabled while saving to focus once they are enabled again.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T> | undefined {
  const { fields: fieldErrors, message } = serverErrorsOf(error, fields);
  const rejected = Object.entries(fieldErrors) as [Path<T>, string][];
  for (const [index, [field, fieldMessage]] of rejected.entries()) {
    setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 });
  }
  if (message) setError(SERVER_ERROR, { type: 'server', message });
  return rejected[0]?.[0];
}
