import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormField } from '../../../components/form-fields';
import { DateField } from '../../../components/date-field';
import { emptyFrequency, type TimelineValues } from './timeline-form';
import { FormSection } from '../../../components/form-section';

/** The most feedback frequencies a timeline holds (the contract's limit). */
const MAX_FREQUENCIES = 12;

/**
 * The feedback frequencies of a timeline: each a label with its self and peer feedback windows; rows are added
 * and removed here and saved with the timeline.
 */
export function FeedbackFrequencyRows({ form }: { form: UseFormReturn<TimelineValues> }) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'feedbackFrequencies' });
  return (
    <FormSection headingId="feedback-frequencies-heading" title="Feedback frequencies" gap={2}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No feedback frequency yet.
        </Typography>
      )}
      {fields.map((row, index) => {
        const name = `Feedback frequency ${index + 1}`;
        return (
          <Box
            key={row.id}
            component="fieldset"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              m: 0,
              minWidth: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <Box component="legend" sx={{ px: 0.5, typography: 'body2', fontWeight: 600 }}>
              {name}
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <FormField
                control={control}
                name={`feedbackFrequencies.${index}.frequencyLabel`}
                label="Frequency label"
                required
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <IconButton aria-label={`Remove ${name}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
            <DateField
              control={control}
              name={`feedbackFrequencies.${index}.selfFeedbackStartDate`}
              label="Self feedback start date"
            />
            <DateField
              control={control}
              name={`feedbackFrequencies.${index}.selfFeedbackEndDate`}
              label="Self feedback end date"
            />
            <DateField
              control={control}
              name={`feedbackFrequencies.${index}.peerFeedbackStartDate`}
              label="Peer feedback start date"
            />
            <DateField
              control={control}
              name={`feedbackFrequencies.${index}.peerFeedbackEndDate`}
              label="Peer feedback end date"
            />
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyFrequency())}
          disabled={fields.length >= MAX_FREQUENCIES}
        >
          Add feedback frequency
        </Button>
      </Box>
    </FormSection>
  );
}
