import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormField } from '../../../components/form-fields';

/** A required date of a timeline: the browser's date input, its label kept above it. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      type="date"
      required
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
