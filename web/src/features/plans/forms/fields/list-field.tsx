import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { arrayPathOf, type FormValues, pathOf } from '../step-form-values';
import { RowActions, RowList, RowMessages } from './row-parts';
import { inputIdOf, useOwnMessage } from './use-form-field';

/** One row of a list field, as its field renders it. */
export interface ListRow {
  index: number;
  /** The row's form path ('strategies.2'). */
  rowPath: string;
  remove: () => void;
  /** Absent for the first (up) and the last (down) row. */
  moveUp?: () => void;
  moveDown?: () => void;
}

/**
 * A list of rows in a form (learning outcomes, strategies, main contents, teaching learning material): its legend,
 * message and Add button, each row rendered by the field. A new row clears the list's own message.
 */
export function ListField({
  path,
  label,
  helper,
  addLabel,
  newRow,
  focusField,
  disabled,
  level,
  children,
}: {
  path: string;
  label: string;
  helper?: string;
  addLabel: string;
  /** The values of an added row. */
  newRow: () => Record<string, unknown>;
  /** The field of an added row that takes the focus (its first input otherwise). */
  focusField?: string;
  disabled?: boolean;
  level?: 'field' | 'nested';
  children: (row: ListRow) => ReactNode;
}) {
  const { control, clearErrors } = useFormContext<FormValues>();
  const rows = useFieldArray({ control, name: arrayPathOf(path), keyName: 'key' });
  const error = useOwnMessage(path);
  const last = rows.fields.length - 1;
  const handleAdd = () => {
    clearErrors(pathOf(path));
    const focus = focusField
      ? { shouldFocus: true, focusName: `${path}.${rows.fields.length}.${focusField}` }
      : undefined;
    // The step form's values are untyped records, so react-hook-form types a row of them as never.
    rows.append(newRow() as never, focus);
  };
  return (
    <RowList
      id={inputIdOf(path)}
      label={label}
      helper={helper}
      error={error}
      count={rows.fields.length}
      addLabel={addLabel}
      onAdd={handleAdd}
      disabled={disabled}
      level={level}
    >
      {rows.fields.map((row, index) => (
        <Fragment key={row.key}>
          {children({
            index,
            rowPath: `${path}.${index}`,
            remove: () => rows.remove(index),
            moveUp: index > 0 ? () => rows.move(index, index - 1) : undefined,
            moveDown: index < last ? () => rows.move(index, index + 1) : undefined,
          })}
        </Fragment>
      ))}
    </RowList>
  );
}

/** A row of two inputs side by side (one above the other on a phone), its messages, and its Remove button. */
export function PairRow({
  rowLabel,
  row,
  disabled,
  children,
}: {
  rowLabel: string;
  row: ListRow;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
        <RowMessages rowPath={row.rowPath} />
      </Box>
      <RowActions rowLabel={rowLabel} onRemove={row.remove} disabled={disabled} />
    </Box>
  );
}
