import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { helperOf, inputIdOf, useFormField, useMessagesUnder } from './use-form-field';
import type { FormField } from '@school/contract/plan-forms/form-steps';

/** One choice of a multi-select: `key` is what the select holds, `label` what it shows. */
export interface ChoiceItem {
  key: string;
  label: string;
}

/**
 * A multi-select of a list (formative assessments, introduction activities, a lesson's learning outcomes). The
 * kind's adapter says how the stored value maps to the select's keys and back; a stored item the list no longer
 * offers (made inactive since) stays chosen and shown, so saving does not drop it unasked.
 */
export function MultiSelectField({
  field,
  items,
  keysOf,
  toValue,
  labelOfMissing,
  disabled,
  note,
}: {
  field: FormField;
  items: readonly ChoiceItem[];
  keysOf: (value: unknown) => string[];
  toValue: (keys: string[], stored: unknown) => unknown;
  labelOfMissing: (key: string, stored: unknown) => string;
  disabled?: boolean;
  /** Why the select is disabled (no learning outcomes on the unit plan). */
  note?: string;
}) {
  const { name, value, ref, onBlur, change } = useFormField(field.path);
  const error = useMessagesUnder(field.path);
  const keys = keysOf(value);
  const missing = keys.filter((key) => !items.some((item) => item.key === key));
  const all = [...items, ...missing.map((key) => ({ key, label: labelOfMissing(key, value) }))];
  const labelOf = (key: string) => all.find((item) => item.key === key)?.label ?? key;
  return (
    <TextField
      select
      id={inputIdOf(field.path)}
      name={name}
      label={field.label}
      value={keys}
      onChange={(event) => {
        const chosen = event.target.value as unknown;
        change(toValue(Array.isArray(chosen) ? chosen.map(String) : String(chosen).split(','), value));
      }}
      onBlur={onBlur}
      inputRef={ref}
      error={error !== undefined}
      helperText={error ?? note ?? helperOf(field, undefined)}
      disabled={disabled}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(labelOf).join(', '),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
        },
        // Above the field, like the step form's text inputs: a long label is not cut short on a phone.
        inputLabel: { shrink: true },
        // The line saying why the select is disabled must stay readable (the disabled grey fails WCAG 1.4.3).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      {all.map((item) => (
        <MenuItem key={item.key} value={item.key}>
          <Checkbox checked={keys.includes(item.key)} size="small" sx={{ py: 0, pl: 0 }} tabIndex={-1} />
          <ListItemText primary={item.label} sx={{ whiteSpace: 'normal' }} />
        </MenuItem>
      ))}
    </TextField>
  );
}
