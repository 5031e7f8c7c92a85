import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type BoundProps<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** A text field of a form (admin screens); its error, client or server, shows below it. */
export function FormField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T> & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(
          props.type === 'number' && event.target.value !== '' ? Number(event.target.value) : event.target.value,
        )
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth
    />
  );
}

export interface Option {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** A select of a form; options may be disabled (a subject already on the class). */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  emptyLabel,
  ...props
}: BoundProps<T> & { options: Option[]; emptyLabel?: string } & Omit<
    TextFieldProps,
    'name' | 'value' | 'onChange' | 'select'
  >) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      select
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        field.onChange(chosen ? chosen.value : event.target.value === '' ? null : event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth
      slotProps={SELECT_SLOT_PROPS}
    >
      {selectMenuItems(options, emptyLabel)}
    </TextField>
  );
}

/** The menu of every select of a form: a few choices high, so a long list scrolls. */
export const SELECT_SLOT_PROPS = {
  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 224, width: 250 } } } } },
} as const;

/**
 * A select's choices, after its 'none' choice when it has one. An array, not a fragment: a select reads its
 * children one by one and does not look inside a fragment.
 */
export function selectMenuItems(options: readonly Option[], emptyLabel?: string) {
  const choices = options.map((option) => (
    <MenuItem key={option.value} value={String(option.value)} disabled={option.disabled}>
      {option.label}
    </MenuItem>
  ));
  if (emptyLabel === undefined) return choices;
  return [
    <MenuItem key="" value="">
      {emptyLabel}
    </MenuItem>,
    ...choices,
  ];
}

/** A checkbox of a form. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  onChecked,
}: BoundProps<T> & { label: string; disabled?: boolean; onChecked?: (checked: boolean) => void }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onChecked?.(event.target.checked);
          }}
          name={field.name}
        />
      }
    />
  );
}
