import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { RoleChoice } from '../api/goal-configurations';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  roles: RoleChoice[];
  helperText?: string;
}

/** The first message of a field or of one of its items (the server names a reviewer role by its index). */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const item of Object.values(error)) {
    const message = messageOf(item);
    if (message) return message;
  }
  return undefined;
}

/** A select of several roles (the reviewer roles of a configuration), each with a checkbox, shown by name. */
export function RoleMultiSelect<T extends FieldValues>({ control, name, label, roles, helperText }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const nameOf = (id: number) => roles.find((role) => role.id === id)?.name ?? `Role ${id}`;
  const error = messageOf(fieldState.error);
  return (
    <TextField
      select
      id={`field-${name}`}
      name={field.name}
      label={label}
      required
      value={chosen.map(String)}
      onChange={(event) => {
        const value = event.target.value as unknown;
        const ids = (Array.isArray(value) ? value : String(value).split(',')).map(Number);
        field.onChange(ids.filter((id) => Number.isInteger(id) && id > 0));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => chosen.map(nameOf).join(', '),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 280 } } } },
        },
      }}
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={String(role.id)}>
          <Checkbox checked={chosen.includes(role.id)} tabIndex={-1} disableRipple size="small" />
          <ListItemText primary={role.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
