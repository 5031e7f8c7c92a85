import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { LovInput } from '@school/contract/schemas/lov';
import { type Control, type UseFieldArrayReturn, useController, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-fields';
import { StatusChip } from '../../components/status-chip';
import { visuallyHidden } from '../../components/visually-hidden';
import { toggledStatus } from '../../lib/crud';
import { FormSection } from '../../components/form-section';

interface Props {
  control: Control<LovInput>;
  items: UseFieldArrayReturn<LovInput, 'items', 'key'>;
}

/**
 * The name/value pairs of a list. A saved item keeps its name and value (locked) and only toggles between
 * active and inactive; new rows can be added and removed until the list is saved. An item's toggle is an
 * edit of the form like any other: it is saved with Save (or with the list's own Activate/Deactivate), and
 * closing the dialog first asks before dropping it.
 */
export function LovItemsField({ control, items }: Props) {
  return (
    <FormSection headingId="lov-items-heading" title="Items">
      {items.fields.length === 0 && <Typography color="text.secondary">No items yet.</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.fields.map((field, index) => (
          <LovItemRow key={field.key} control={control} index={index} onRemove={() => items.remove(index)} />
        ))}
      </Box>
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => items.append({ name: '', value: '', status: 'ACTIVE' }, { shouldFocus: true })}
        >
          Add item
        </Button>
      </Box>
    </FormSection>
  );
}

function LovItemRow({ control, index, onRemove }: { control: Control<LovInput>; index: number; onRemove: () => void }) {
  const saved = useWatch({ control, name: `items.${index}.id` }) !== undefined;
  const { field: status, fieldState: statusState } = useController({ control, name: `items.${index}.status` });
  const itemName = useWatch({ control, name: `items.${index}.name` });
  const number = index + 1;
  const current = status.value ?? 'ACTIVE';
  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: '1fr',
        // Stacked on a phone: a line keeps each item's fields together.
        pb: 1.5,
        borderBottom: `1px solid ${theme.palette.divider}`,
        [theme.breakpoints.up('sm')]: {
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 11rem',
          pb: 0,
          borderBottom: 'none',
        },
      })}
    >
      <FormField
        control={control}
        name={`items.${index}.name`}
        label={`Item ${number} name`}
        size="small"
        disabled={saved}
      />
      <FormField
        control={control}
        name={`items.${index}.value`}
        label={`Item ${number} value`}
        size="small"
        disabled={saved}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, flexWrap: 'wrap' }}>
        {saved ? (
          <>
            <StatusChip status={current} />
            <Button
              size="small"
              color={current === 'ACTIVE' ? 'error' : 'success'}
              onClick={() => status.onChange(toggledStatus(current))}
            >
              {current === 'ACTIVE' ? 'Deactivate' : 'Activate'}
              {/* Read out, not shown: the row already shows which item it is. */}
              <Box component="span" sx={visuallyHidden}>{` item ${itemName}`}</Box>
            </Button>
            {statusState.isDirty && (
              <Typography variant="caption" color="text.secondary">
                Not saved yet
              </Typography>
            )}
          </>
        ) : (
          <IconButton aria-label={`Remove item ${number}`} onClick={onRemove}>
            <DeleteOutlinedIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
