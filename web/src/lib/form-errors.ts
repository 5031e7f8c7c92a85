import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@school/contract/constants';
import { type FormPart, placeFieldErrors } from './field-paths';
import { ApiError } from './http';

/** Where a form shows a server message that belongs to none of its fields: `errors.root.server`. */
export const SERVER_ERROR = 'root.server' as const;

export interface ServerErrors<F extends string> {
  /**
   * The server's field errors for the form's own fields, nested paths under the field that shows them; keyed by
   * the concrete path for a field given as a pattern ('tierPlans.*.start': 'tierPlans.1.start').
   */
  fields: Partial<Record<F, string>>;
  /** Messages of paths no field shows, by the part of the form that holds them ('tierPlans.0.topics.1'). */
  parts: Record<string, string>;
  /** Everything else, and the parts' messages with the part's name, for the form as a whole (undefined when every message found its field). */
  message?: string;
}

/**
 * Sorts a failed call's messages: field errors of the form's fields (a field may be a pattern with '*' for row
 * numbers; a nested path goes to the field above it), the parts holding paths no field shows, and a message for
 * the rest that names what each is about. The caller shows them inline, so the HTTP client's toast for this
 * failure is left out (a message is shown once).
 */
export function serverErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  parts: readonly FormPart[] = [],
): ServerErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, parts: {}, message: MESSAGES.oops };
  error.shownInline = true;
  const placed = placeFieldErrors(error.fieldErrors ?? {}, fields, parts);
  const result: ServerErrors<F> = { fields: placed.fields as Partial<Record<F, string>>, parts: placed.parts };
  if (placed.others.length > 0) result.message = placed.others.join(' ');
  else if (Object.keys(placed.fields).length === 0) result.message = error.message || MESSAGES.oops;
  return result;
}

/**
 * Puts a failed call's messages on a react-hook-form form: the server's field errors beside their
 * fields (the first one focused), a part's on the part's path (for the part to show), anything else and the
 * parts' messages with their names on `errors.root.server`. Answers the first rejected field (or part), for a
 * form whose fields were disabled while saving to focus once they are enabled again, or a form of steps to open
 * the step holding it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  parts: readonly FormPart[] = [],
): Path<T> | undefined {
  const { fields: fieldErrors, parts: partErrors, message } = serverErrorsOf(error, fields, parts);
  const rejected = Object.entries(fieldErrors) as [Path<T>, string][];
  for (const [index, [field, fieldMessage]] of rejected.entries()) {
    setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 });
  }
  const rejectedParts = Object.entries(partErrors) as [Path<T>, string][];
  for (const [part, partMessage] of rejectedParts) setError(part, { type: 'server', message: partMessage });
  if (message) setError(SERVER_ERROR, { type: 'server', message });
  return rejected[0]?.[0] ?? rejectedParts[0]?.[0];
}
