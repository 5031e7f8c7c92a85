import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { GOAL_MESSAGES, GOAL_WEIGHT, hasBlank } from '@school/contract/goals/goal-rules';
import type { GoalValues } from './use-goal-drafts';

export type GoalField = 'goalDetails' | 'weightage' | 'measurementUnit' | 'evidence';
export type GoalFieldErrors = Partial<Record<GoalField, string>>;

/**
 * Spec 001 section 5: a new weightage is taken only when it is a whole number from 1 to 100; other input is
 * ignored. An empty field is let through so the user can clear it and type another number.
 */
export function acceptedWeightage(text: string, previous: number | ''): number | '' {
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return previous;
  const value = Number(text);
  return value >= GOAL_WEIGHT.min && value <= GOAL_WEIGHT.max ? value : previous;
}

interface Props {
  /** Ids of the fields start with it (one goal's fields among several on the page). */
  idPrefix: string;
  values: GoalValues;
  errors: GoalFieldErrors;
  disabled: boolean;
  onChange: (values: GoalValues) => void;
}

/**
 * The Goal Setup fields of one goal: goal details, weightage (whole number 1 to 100), measurement unit and the
 * accepted evidence, read-only (filled from the library, '-' for a blank goal). Errors show beside their fields.
 */
export function GoalSetupFields({ idPrefix, values, errors, disabled, onChange }: Props) {
  const set = (changes: Partial<GoalValues>) => onChange({ ...values, ...changes });
  const blanksLeft = hasBlank(values.goalDetails);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' } }}>
      <TextField
        id={`${idPrefix}-details`}
        label="Goal Details"
        value={values.goalDetails}
        onChange={(event) => set({ goalDetails: event.target.value })}
        error={errors.goalDetails !== undefined}
        helperText={errors.goalDetails ?? (blanksLeft && !disabled ? GOAL_MESSAGES.fillBlanks : undefined)}
        disabled={disabled}
        required
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        id={`${idPrefix}-unit`}
        label="Measurement Unit"
        value={values.measurementUnit}
        onChange={(event) => set({ measurementUnit: event.target.value })}
        error={errors.measurementUnit !== undefined}
        helperText={errors.measurementUnit}
        disabled={disabled}
      />
      <TextField
        id={`${idPrefix}-weightage`}
        label="Weightage"
        value={values.weightage}
        onChange={(event) => set({ weightage: acceptedWeightage(event.target.value.trim(), values.weightage) })}
        error={errors.weightage !== undefined}
        helperText={errors.weightage ?? `${GOAL_WEIGHT.min} to ${GOAL_WEIGHT.max}`}
        disabled={disabled}
        required
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' },
          // The range stays readable (full contrast) while the field is disabled.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
      />
      <TextField
        id={`${idPrefix}-evidence`}
        label="Evidence"
        value={values.evidence}
        error={errors.evidence !== undefined}
        helperText={errors.evidence}
        multiline
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
