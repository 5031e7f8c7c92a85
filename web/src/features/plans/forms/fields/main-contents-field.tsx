import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FORM_LIMITS, type FormField, MAIN_CONTENT_COLUMNS } from '@school/contract/plan-forms/form-steps';
import { BoundTextField, type TextKind } from './bound-text-field';
import { ListField } from './list-field';
import { RowActions, RowMessages } from './row-parts';
import { TlmListField } from './tlm-list-field';
import { helperOf } from './use-form-field';

type ColumnKey = (typeof MAIN_CONTENT_COLUMNS)[number]['key'];

/** How each column is typed: the sequence takes digits only; activities take several lines. */
const COLUMN_KINDS: Record<ColumnKey, TextKind> = {
  sequenceOfTla: 'number',
  time: 'text',
  introductionActivity: 'longText',
  tlmName: 'text',
  tlmReference: 'text',
  studentActivity: 'longText',
};

/**
 * Columns of cells by the row's own width, not the screen's: a cell keeps at least 14rem, so 'Introduction Activity'
 * is never cut short, whatever sits beside the form (the plan's summary, the side list of steps).
 */
const CELLS_IN_TWO = '@container (min-width: 29.5rem)';
const CELLS_IN_THREE = '@container (min-width: 45rem)';

const emptyRow = () => ({
  sequenceOfTla: null,
  time: null,
  introductionActivity: null,
  tlmName: null,
  tlmList: [],
  tlmReference: null,
  studentActivity: null,
});

/**
 * The main-content table of a lesson: each row a card of MAIN_CONTENT_COLUMNS and its own teaching learning material,
 * in as many columns as the row's width holds (one on a phone: nothing scrolls sideways); rows are added, removed and
 * moved up and down.
 */
export function MainContentsField({ field, disabled }: { field: FormField; disabled?: boolean }) {
  return (
    <ListField
      path={field.path}
      label={field.label}
      helper={helperOf(field, undefined)}
      addLabel={`Add ${field.label.toLowerCase()} row`}
      newRow={emptyRow}
      focusField="sequenceOfTla"
      disabled={disabled}
    >
      {({ index, rowPath, remove, moveUp, moveDown }) => {
        const rowLabel = `${field.label} row ${index + 1}`;
        return (
          <Paper
            component="section"
            variant="outlined"
            aria-label={rowLabel}
            sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0, containerType: 'inline-size' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle2" sx={{ flexGrow: 1, fontWeight: 600 }}>
                Row {index + 1}
              </Typography>
              <RowActions
                rowLabel={rowLabel}
                onRemove={remove}
                reorder={{ onUp: moveUp, onDown: moveDown }}
                disabled={disabled}
              />
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'minmax(0, 1fr)',
                [CELLS_IN_TWO]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
                [CELLS_IN_THREE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {MAIN_CONTENT_COLUMNS.map((column) => (
                <BoundTextField
                  key={column.key}
                  path={`${rowPath}.${column.key}`}
                  kind={COLUMN_KINDS[column.key]}
                  label={column.label}
                  accessibleLabel={`Row ${index + 1}: ${column.label}`}
                  maxLength={column.key === 'time' ? 100 : undefined}
                  maxDigits={String(FORM_LIMITS.sequence).length}
                  disabled={disabled}
                />
              ))}
              <RowMessages rowPath={rowPath} />
            </Box>
            <TlmListField
              path={`${rowPath}.tlmList`}
              label={`Row ${index + 1} TLM`}
              disabled={disabled}
              level="nested"
            />
          </Paper>
        );
      }}
    </ListField>
  );
}
