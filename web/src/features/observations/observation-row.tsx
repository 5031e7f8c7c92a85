import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ObservationRegisterInput } from '@school/contract/schemas/observation-register';
import { useState } from 'react';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-fields';

interface Props {
  control: Control<ObservationRegisterInput>;
  setValue: UseFormSetValue<ObservationRegisterInput>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One observation of the ordered list: name, tags, learning outcomes, and buttons to move or remove it. */
export function ObservationRow({ control, setValue, index, count, onMove, onRemove }: Props) {
  const number = index + 1;
  const headingId = `observation-${number}-heading`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h4" variant="subtitle2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {`Observation ${number}`}
        </Typography>
        <IconButton
          aria-label={`Move observation ${number} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move observation ${number} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Remove observation ${number}`} onClick={onRemove}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
      <FormField control={control} name={`observations.${index}.name`} label={`Observation ${number} name`} required />
      <TagsField control={control} index={index} label={`Observation ${number} tags`} />
      <LearningOutcomes control={control} setValue={setValue} index={index} />
    </Paper>
  );
}

const parseTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** Tags typed as comma-separated text; the form keeps them as a list. */
function TagsField({
  control,
  index,
  label,
}: {
  control: Control<ObservationRegisterInput>;
  index: number;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name: `observations.${index}.tagList` });
  // The text as typed (with its commas and spaces); the list is derived from it.
  const [text, setText] = useState(() => (field.value ?? []).join(', '));
  // An error on the list itself, or on one tag (too long): react-hook-form keeps the latter as an array.
  const tagError =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined);
  return (
    <TextField
      id={`field-observations-${index}-tags`}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseTags(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={tagError !== undefined}
      helperText={tagError ?? 'Separate tags with commas'}
      size="small"
      fullWidth
    />
  );
}

function LearningOutcomes({
  control,
  setValue,
  index,
}: {
  control: Control<ObservationRegisterInput>;
  setValue: UseFormSetValue<ObservationRegisterInput>;
  index: number;
}) {
  const path = `observations.${index}.learningOutcomes` as const;
  const outcomes = useWatch({ control, name: path }) ?? [];
  const number = index + 1;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h5" variant="body2" sx={{ fontWeight: 600 }}>
        Learning outcomes
      </Typography>
      {outcomes.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {outcomes.map((_outcome, outcomeIndex) => (
            <Box
              component="li"
              // Outcomes are never reordered and their inputs keep no state of their own: the position is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={outcomeIndex}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
              }}
            >
              <FormField
                control={control}
                name={`${path}.${outcomeIndex}.name`}
                label={`Observation ${number} outcome ${outcomeIndex + 1}`}
                size="small"
                required
              />
              <FormField
                control={control}
                name={`${path}.${outcomeIndex}.tag`}
                label={`Observation ${number} outcome ${outcomeIndex + 1} tag`}
                size="small"
                sx={{ gridRow: { xs: 2, sm: 'auto' } }}
              />
              <IconButton
                aria-label={`Remove outcome ${outcomeIndex + 1} of observation ${number}`}
                onClick={() =>
                  setValue(
                    path,
                    outcomes.filter((_item, position) => position !== outcomeIndex),
                    { shouldDirty: true },
                  )
                }
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          aria-label={`Add learning outcome to observation ${number}`}
          onClick={() => setValue(path, [...outcomes, { name: '', tag: '' }], { shouldDirty: true })}
        >
          Add learning outcome
        </Button>
      </Box>
    </Box>
  );
}
