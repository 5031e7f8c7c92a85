import type { TextFieldProps } from '@mui/material/TextField';
import { DATE_FIELD_HINT } from '@school/contract/display-dates';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from '../../../components/form-fields';

/**
 * A required date of a plan form (Start Date, End Date…): the browser's date input, its label kept above it;
 * `min`/`max` bound the picker (a unit inside its tier's dates). Its hint names the format the screens show dates in;
 * an error about the format says the same words.
 */
export function PlanDateField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  min?: string;
  max?: string;
  disabled?: TextFieldProps['disabled'];
}) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      type="date"
      required
      disabled={disabled}
      helperText={DATE_FIELD_HINT}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
