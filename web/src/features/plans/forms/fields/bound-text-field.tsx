import TextField from '@mui/material/TextField';
import { FORM_LIMITS } from '@school/contract/plan-forms/form-steps';
import { digitsValueOf, textValueOf } from '../step-form-values';
import { inputIdOf, useFormField } from './use-form-field';

export type TextKind = 'number' | 'text' | 'longText' | 'date' | 'url';

const MAX_LENGTH: Record<Exclude<TextKind, 'number' | 'date'>, number> = {
  text: FORM_LIMITS.shortText,
  longText: FORM_LIMITS.longText,
  url: FORM_LIMITS.reference,
};

/**
 * One input of the form: a whole number (digits only, others dropped as typed: never below 0), one line, several
 * lines (2 to 4 rows shown, then it scrolls), a date, or a web address. Blank is kept as null, as the server
 * answers it, so clearing a field leaves the form unchanged.
 */
export function BoundTextField({
  path,
  kind,
  label,
  accessibleLabel,
  helperText,
  placeholder,
  maxLength,
  maxDigits = 4,
  disabled,
  keepBlank,
}: {
  path: string;
  kind: TextKind;
  label: string;
  /** The full name for assistive technology when the label alone repeats on every row ('Row 2: Time'). */
  accessibleLabel?: string;
  helperText?: string;
  placeholder?: string;
  maxLength?: number;
  maxDigits?: number;
  disabled?: boolean;
  /** Keep '' rather than null (a name the schema requires: blank says 'required', not 'expected a string'). */
  keepBlank?: boolean;
}) {
  const { name, value, ref, onBlur, error, change } = useFormField(path);
  const multiline = kind === 'longText';
  const isNumber = kind === 'number';
  return (
    <TextField
      id={inputIdOf(path)}
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const typed = event.target.value;
        if (isNumber) change(digitsValueOf(typed, maxDigits));
        else change(keepBlank ? typed : textValueOf(typed));
      }}
      onBlur={onBlur}
      inputRef={ref}
      type={kind === 'date' || kind === 'url' ? kind : 'text'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      maxRows={multiline ? 4 : undefined}
      placeholder={placeholder}
      error={error !== undefined}
      helperText={error ?? helperText}
      disabled={disabled}
      fullWidth
      slotProps={{
        // Always above the input, at the border's smaller size: a long label ('Vocabulary: language of instruction')
        // then fits a phone's width instead of being cut short inside an empty input.
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': accessibleLabel,
          maxLength: isNumber || kind === 'date' ? undefined : (maxLength ?? MAX_LENGTH[kind]),
          ...(isNumber ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
        },
      }}
    />
  );
}
