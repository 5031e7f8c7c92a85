import type { TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from './form-fields';

/**
 * A required date of a form: the browser's date input, its label kept above it (the input shows its own format
 * where a label would sit). `min`/`max` bound the picker; `helperText` can name the format the screens show dates in.
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  disabled,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  min?: string;
  max?: string;
  disabled?: TextFieldProps['disabled'];
  helperText?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      type="date"
      required
      disabled={disabled}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
