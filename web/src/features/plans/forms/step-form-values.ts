import type { FieldArrayPath, FieldPath } from 'react-hook-form';

/** A plan form's values: the shape comes from the contract's steps, so it is only known at run time. */
export type FormValues = Record<string, unknown>;

// The paths are built at run time from the steps, which react-hook-form's path types cannot follow.
export const pathOf = (path: string) => path as FieldPath<FormValues>;
export const arrayPathOf = (path: string) => path as FieldArrayPath<FormValues>;

/** A text input's value as the form keeps it: blank is null, as the server answers it. */
export const textValueOf = (typed: string) => (typed === '' ? null : typed);

/** Keeps only the digits typed (periods, sequence of TLA: the spec ignores other keys); null while empty. */
export function digitsValueOf(typed: string, maxDigits: number): number | null {
  const digits = typed.replace(/\D/g, '').slice(0, maxDigits);
  return digits === '' ? null : Number(digits);
}
