import Box from '@mui/material/Box';
import type { FormField } from '@school/contract/plan-forms/form-steps';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { arrayPathOf, type FormValues, pathOf } from '../step-form-values';
import { BoundTextField } from './bound-text-field';
import { RowActions, RowList, RowMessages } from './row-parts';
import { helperOf, inputIdOf, useOwnMessage } from './use-form-field';

/**
 * A unit plan's learning outcomes: add, rename, remove. Each saved row keeps its id (lessons refer to it), so a
 * rename stays the same outcome; a row without id is new.
 */
export function OutcomesField({ field, disabled }: { field: FormField; disabled?: boolean }) {
  const { control, clearErrors } = useFormContext<FormValues>();
  const rows = useFieldArray({ control, name: arrayPathOf(field.path), keyName: 'key' });
  const error = useOwnMessage(field.path);
  return (
    <RowList
      id={inputIdOf(field.path)}
      label={field.label}
      helper={helperOf(field, undefined)}
      error={error}
      count={rows.fields.length}
      addLabel="Add learning outcome"
      onAdd={() => {
        clearErrors(pathOf(field.path));
        rows.append({ name: '' } as never);
      }}
      disabled={disabled}
    >
      {rows.fields.map((row, index) => {
        const rowLabel = `Learning outcome ${index + 1}`;
        return (
          <Box key={row.key} sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <BoundTextField
                path={`${field.path}.${index}.name`}
                kind="text"
                label={rowLabel}
                keepBlank
                disabled={disabled}
              />
              <RowActions rowLabel={rowLabel} onRemove={() => rows.remove(index)} disabled={disabled} />
            </Box>
            <RowMessages rowPath={`${field.path}.${index}`} />
          </Box>
        );
      })}
    </RowList>
  );
}
