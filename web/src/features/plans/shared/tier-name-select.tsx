import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { lovItemsQuery, TIER_PLAN_LOV } from '../api/annual-plans';

/**
 * A tier's name: an item of the list of values 'Tier Plan', its value kept in `valueName` and its name in `nameName`
 * (both sent). A saved value the list no longer holds stays a choice, under its saved name.
 */
export function TierNameSelect<T extends FieldValues>({
  control,
  valueName,
  nameName,
  id,
  label,
}: {
  control: Control<T>;
  valueName: Path<T>;
  nameName: Path<T>;
  id: string;
  label: string;
}) {
  const tierNames = useQuery(lovItemsQuery(TIER_PLAN_LOV)).data ?? [];
  const { field: value, fieldState } = useController({ control, name: valueName });
  const { field: name, fieldState: nameState } = useController({ control, name: nameName });
  const current = typeof value.value === 'string' ? value.value : '';
  const options = [...tierNames];
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, name: (typeof name.value === 'string' && name.value) || current });
  }
  const error = fieldState.error?.message ?? nameState.error?.message;
  return (
    <TextField
      select
      required
      id={id}
      label={label}
      value={current}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        value.onChange(event.target.value as PathValue<T, Path<T>>);
        name.onChange((chosen?.name ?? '') as PathValue<T, Path<T>>);
      }}
      onBlur={value.onBlur}
      inputRef={value.ref}
      error={error !== undefined}
      helperText={error}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
