import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormField } from '@school/contract/plan-forms/form-steps';
import type { PlanFormOptions } from '@school/contract/plan-forms/plan-form-api';
import { useFormContext, useWatch } from 'react-hook-form';
import { type FormValues, pathOf } from '../step-form-values';
import { BoundTextField } from './bound-text-field';
import { ListField, PairRow } from './list-field';
import { helperOf, inputIdOf, useFormField, useMessagesUnder } from './use-form-field';

type Option = { name: string; value: string };
const byName = (a: Option, b: Option) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Differentiated teaching strategies: rows of a strategy chosen from the list of values 'Teaching Strategies' (sorted
 * by name ignoring case) and a reference typed as a web address.
 */
export function StrategiesField({
  field,
  options,
  disabled,
}: {
  field: FormField;
  options: PlanFormOptions;
  disabled?: boolean;
}) {
  const offered = [...(field.lov ? options[field.lov] : [])].sort(byName);
  return (
    <ListField
      path={field.path}
      label={field.label}
      helper={helperOf(field, undefined)}
      addLabel="Add strategy"
      newRow={() => ({ name: '', value: '', reference: null })}
      disabled={disabled}
    >
      {(row) => {
        const rowLabel = `Strategy ${row.index + 1}`;
        return (
          <PairRow rowLabel={rowLabel} row={row} disabled={disabled}>
            <StrategySelect rowPath={row.rowPath} label={rowLabel} offered={offered} disabled={disabled} />
            <BoundTextField
              path={`${row.rowPath}.reference`}
              kind="url"
              label="Reference"
              accessibleLabel={`${rowLabel} reference`}
              placeholder="https://"
              disabled={disabled}
            />
          </PairRow>
        );
      }}
    </ListField>
  );
}

/** The strategy of a row: the select holds its value; its name is kept beside it, as the server stores both. */
function StrategySelect({
  rowPath,
  label,
  offered,
  disabled,
}: {
  rowPath: string;
  label: string;
  offered: readonly Option[];
  disabled?: boolean;
}) {
  const { control, setValue } = useFormContext<FormValues>();
  const { name, value, ref, onBlur, change } = useFormField(`${rowPath}.value`);
  const storedName = useWatch({ control, name: pathOf(`${rowPath}.name`) }) as unknown;
  const nameError = useMessagesUnder(`${rowPath}.name`);
  const valueError = useMessagesUnder(`${rowPath}.value`);
  const error = valueError ?? nameError;
  const current = typeof value === 'string' ? value : '';
  // A strategy made inactive since it was chosen stays shown, so saving does not drop it unasked.
  const all =
    current && !offered.some((option) => option.value === current)
      ? [...offered, { value: current, name: typeof storedName === 'string' ? storedName : current }]
      : offered;
  return (
    <TextField
      select
      id={inputIdOf(`${rowPath}.value`)}
      name={name}
      label={label}
      value={current}
      onChange={(event) => {
        const chosen = all.find((option) => option.value === event.target.value);
        setValue(pathOf(`${rowPath}.name`), chosen?.name ?? '', { shouldDirty: true });
        change(chosen?.value ?? '');
      }}
      onBlur={onBlur}
      inputRef={ref}
      error={error !== undefined}
      helperText={error}
      disabled={disabled}
      fullWidth
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        // Above the field, like the step form's text inputs: a long label is not cut short on a phone.
        inputLabel: { shrink: true },
      }}
    >
      {all.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
