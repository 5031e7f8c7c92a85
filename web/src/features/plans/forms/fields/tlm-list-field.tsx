import Box from '@mui/material/Box';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { arrayPathOf, type FormValues, pathOf } from '../step-form-values';
import { BoundTextField } from './bound-text-field';
import { RowActions, RowList, RowMessages } from './row-parts';
import { inputIdOf, useOwnMessage } from './use-form-field';

/** Teaching learning material: rows of name and reference (a unit's, a pre-primary lesson's, a main-content row's). */
export function TlmListField({
  path,
  label,
  helper,
  disabled,
  level,
}: {
  path: string;
  label: string;
  helper?: string;
  disabled?: boolean;
  level?: 'field' | 'nested';
}) {
  const { control, clearErrors } = useFormContext<FormValues>();
  const rows = useFieldArray({ control, name: arrayPathOf(path), keyName: 'key' });
  const error = useOwnMessage(path);
  return (
    <RowList
      id={inputIdOf(path)}
      label={label}
      helper={helper}
      error={error}
      count={rows.fields.length}
      addLabel={`Add ${label}`}
      onAdd={() => {
        clearErrors(pathOf(path));
        rows.append({ name: null, reference: null } as never);
      }}
      disabled={disabled}
      level={level}
    >
      {rows.fields.map((row, index) => {
        const rowLabel = `${label} ${index + 1}`;
        return (
          <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box
              sx={{
                flexGrow: 1,
                minWidth: 0,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <BoundTextField
                path={`${path}.${index}.name`}
                kind="text"
                label="Name"
                accessibleLabel={`${rowLabel} name`}
                disabled={disabled}
              />
              <BoundTextField
                path={`${path}.${index}.reference`}
                kind="text"
                label="Reference"
                accessibleLabel={`${rowLabel} reference`}
                disabled={disabled}
              />
              <RowMessages rowPath={`${path}.${index}`} />
            </Box>
            <RowActions rowLabel={rowLabel} onRemove={() => rows.remove(index)} disabled={disabled} />
          </Box>
        );
      })}
    </RowList>
  );
}
