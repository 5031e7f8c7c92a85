import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FORM_MESSAGES, type FormStep, isFormEmpty, valueAt } from '@school/contract/plan-forms/form-steps';
import { useId } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { FieldAnswer, type ReadContext } from './form-read-answers';
import { NoData } from '../../../components/no-data';

interface Props {
  /** The steps of the form (UNIT_PLAN_FORM_STEPS, lessonPlanFormSteps(type)): the read view walks the same list. */
  steps: readonly FormStep[];
  values: Record<string, unknown>;
  context: ReadContext;
  /** 'Unit plan form': names the region. */
  label: string;
}

function StepAnswers({
  step,
  values,
  context,
}: {
  step: FormStep;
  values: Record<string, unknown>;
  context: ReadContext;
}) {
  const headingId = useId();
  // A step of one field whose label repeats the step's title needs no label of its own.
  const single = step.fields.length === 1 && step.fields[0]?.label === step.title;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {step.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {step.fields.map((field) => (
          <Box key={field.path}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={single ? visuallyHidden : undefined}>
              {field.label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <FieldAnswer field={field} value={valueAt(values, field.path)} context={context} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A plan form read-only: each step's title and its answers in the form's order, so the regular and the pre-primary
 * layouts follow from their steps; 'No Data available' while nothing is filled in.
 */
export function FormReadView({ steps, values, context, label }: Props) {
  if (isFormEmpty(steps, values)) {
    return <NoData message={FORM_MESSAGES.noData} />;
  }
  return (
    <Paper component="section" aria-label={label} variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}>
      {steps.map((step) => (
        <StepAnswers key={step.key} step={step} values={values} context={context} />
      ))}
    </Paper>
  );
}
