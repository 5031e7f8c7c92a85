import { type FormField, valueAt } from '@school/contract/plan-forms/form-steps';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { messagesUnder } from '../step-form-errors';
import { type FormValues, pathOf } from '../step-form-values';

/**
 * A value of the form bound to an input. A change clears the field's error (client or server): the user is
 * answering it, and the next save checks again.
 */
export function useFormField(name: string) {
  const { control, clearErrors } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name: pathOf(name) });
  return {
    name: field.name,
    value: field.value as unknown,
    ref: field.ref,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    change: (value: unknown) => {
      if (fieldState.error) clearErrors(pathOf(name));
      field.onChange(value);
    },
  };
}

/** The messages at a path and below it (a list's own error, or a multi-select's items'). */
export function useMessagesUnder(path: string): string | undefined {
  const { control } = useFormContext<FormValues>();
  const { errors } = useFormState({ control, name: pathOf(path) });
  const messages = messagesUnder(errors, path);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** A list's own message ('Add at least one before you submit'), not its rows'. */
export function useOwnMessage(path: string): string | undefined {
  const { control } = useFormContext<FormValues>();
  const { errors } = useFormState({ control, name: pathOf(path) });
  const message = (valueAt(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The line below a field: its error, else its help and the marker of a field Save and Submit needs. */
export function helperOf(field: Pick<FormField, 'helperText' | 'required'>, error: string | undefined) {
  if (error) return error;
  const parts = [field.helperText, field.required ? FORM_SCREEN_MESSAGES.neededToSubmit : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The id of a value's input: its path, which is unique in the form. */
export const inputIdOf = (path: string) => `form-field-${path}`;
