import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GoalReview, GoalSetting } from '@school/contract/schemas/goals/goal-setting';
import { type ReactNode, useId, useState } from 'react';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { type Learnings, useSaveLearnings } from '../../api/goal-learnings';
import { ReadFacts } from '../../shared/facts';
import { useLearningsDraft } from './use-learnings-draft';

type LearningField = keyof Learnings;
const FIELDS: readonly { name: LearningField; label: string }[] = [
  { name: 'strength', label: 'Strength' },
  { name: 'weakness', label: 'Area of Development' },
  { name: 'learningRequired', label: 'Training Required' },
];

type Saved = Pick<GoalSetting, 'strength' | 'weakness' | 'learningRequired'>;
const learningsOf = (saved: Saved): Learnings => ({
  strength: saved.strength ?? '',
  weakness: saved.weakness ?? '',
  learningRequired: saved.learningRequired ?? '',
});

function Section({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Goal Learnings
      </Typography>
      {children}
    </Paper>
  );
}

const readOnly = (saved: Saved) => (
  <ReadFacts facts={FIELDS.map(({ name, label }) => [label, saved[name]] as [string, string | null])} />
);

/** The setter's learnings form: Save Learnings while the server allows it, kept as a draft until saved. */
function LearningsForm({ setting }: { setting: GoalSetting }) {
  const baseId = useId();
  const saved = learningsOf(setting);
  const { values, setValues, dirty } = useLearningsDraft(setting.id, saved);
  const [errors, setErrors] = useState<Partial<Record<LearningField, string>>>({});
  const [message, setMessage] = useState<string | undefined>();
  const save = useSaveLearnings(setting.id);

  async function handleSave() {
    setErrors({});
    setMessage(undefined);
    try {
      await save.mutateAsync({ learnings: values, version: setting.version });
    } catch (error) {
      // What was typed stays (and stays in the draft) so it can be saved again.
      const found = serverErrorsOf(
        error,
        FIELDS.map((field) => field.name),
      );
      setErrors(found.fields);
      setMessage(found.message);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          id={`${baseId}-${name}`}
          label={label}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          error={errors[name] !== undefined}
          helperText={errors[name]}
          disabled={save.isPending}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="contained" onClick={() => void handleSave()} disabled={save.isPending || !dirty}>
          {save.isPending ? 'Saving…' : 'Save Learnings'}
        </Button>
        {dirty && (
          <Chip size="small" label="Not saved" color="warning" variant="outlined" sx={{ color: 'warning.dark' }} />
        )}
      </Box>
    </Box>
  );
}

/**
 * Goal Learnings: strength, area of development and training required. The setter edits them while the server's
 * yearAbilities allow it, and reads them otherwise. Reviewers and approvers read them in the review's own Goal
 * Learnings (review-goals-section, from APPROVED on), so the goal year adds nothing for them.
 */
export function LearningsSection({ setting }: { setting?: GoalSetting; review?: GoalReview }) {
  if (setting) {
    return (
      <Section>
        {setting.yearAbilities.editLearnings.allowed ? (
          <LearningsForm key={setting.id} setting={setting} />
        ) : (
          <>
            {setting.yearAbilities.editLearnings.reason && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {setting.yearAbilities.editLearnings.reason}
              </Typography>
            )}
            {readOnly(setting)}
          </>
        )}
      </Section>
    );
  }
  return null;
}
