import Box from '@mui/material/Box';
import type { FormField } from '@school/contract/plan-forms/form-steps';
import { BoundTextField } from './bound-text-field';
import { ListField } from './list-field';
import { RowActions, RowMessages } from './row-parts';
import { helperOf } from './use-form-field';

/**
 * A unit plan's learning outcomes: add, rename, remove. Each saved row keeps its id (lessons refer to it), so a
 * rename stays the same outcome; a row without id is new.
 */
export function OutcomesField({ field, disabled }: { field: FormField; disabled?: boolean }) {
  return (
    <ListField
      path={field.path}
      label={field.label}
      helper={helperOf(field, undefined)}
      addLabel="Add learning outcome"
      newRow={() => ({ name: '' })}
      disabled={disabled}
    >
      {(row) => {
        const rowLabel = `Learning outcome ${row.index + 1}`;
        return (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <BoundTextField path={`${row.rowPath}.name`} kind="text" label={rowLabel} keepBlank disabled={disabled} />
              <RowActions rowLabel={rowLabel} onRemove={row.remove} disabled={disabled} />
            </Box>
            <RowMessages rowPath={row.rowPath} />
          </Box>
        );
      }}
    </ListField>
  );
}
