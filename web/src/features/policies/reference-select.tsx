import TextField from '@mui/material/TextField';
import type { PolicyInput } from '@school/contract/schemas/policy';
import { type Control, useController, useFormState } from 'react-hook-form';
import { type Option, SELECT_SLOT_PROPS, selectMenuItems } from '../../components/form-fields';

interface Props {
  control: Control<PolicyInput>;
  /** A reference field of the policy: sent as {id}, or null for no class. */
  name: 'school' | 'class';
  label: string;
  options: Option[];
  required?: boolean;
  /** The choice meaning "none" (the class is optional). */
  emptyLabel?: string;
  disabled?: boolean;
  helperText?: string;
  onChosen?: (id: number | null) => void;
}

/**
 * A select bound to a reference field ({id} or null). Its error may be on the field ('school': none chosen)
 * or on its id ('school.id': the server's "Choose a school you can see"); either shows below it.
 */
export function ReferenceSelect({
  control,
  name,
  label,
  options,
  required,
  emptyLabel,
  disabled,
  helperText,
  onChosen,
}: Props) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const error = errors[name]?.message ?? errors[name]?.id?.message;
  const chosenId = field.value?.id;
  const value = chosenId === undefined || chosenId === null ? '' : String(chosenId);
  return (
    <TextField
      select
      id={`field-${name}`}
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={options.some((option) => String(option.value) === value) ? value : ''}
      onChange={(event) => {
        const id = event.target.value === '' ? null : Number(event.target.value);
        field.onChange(id === null ? null : { id });
        onChosen?.(id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      slotProps={SELECT_SLOT_PROPS}
    >
      {selectMenuItems(options, emptyLabel)}
    </TextField>
  );
}
