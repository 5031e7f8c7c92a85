import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import type { GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { type FormEvent, useId, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog } from '../../../../components/responsive-dialog';
import { ApiError } from '../../../../lib/http';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { type GoalYearStepName, useGoalYearStep } from '../../api/goal-score';

export const STEP_LABELS: Record<GoalYearStepName, string> = { 'sign-off': 'Sign off', close: 'Close year' };

const PROMPTS: Record<GoalYearStepName, string> = {
  'sign-off': 'Sign off this final review? It can no longer be changed afterwards.',
  close: "Close this goal year? The goal setting becomes Completed and the year's score final.",
};

interface Props {
  step: GoalYearStepName;
  score: GoalScoreResponse & { goalReviewId: number };
  onClose: () => void;
  /** A 409 (another approver acted, a stale version): the section says why and reloads. */
  onConflict: (message: string) => void;
}

/** The confirmation of Sign off (goal approver) or Close year (review approver), with an optional comment. */
export function StepDialog({ step, score, onClose, onConflict }: Props) {
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const run = useGoalYearStep(score.goalReviewId, step);
  const promptId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (run.isPending) return;
    try {
      await run.mutateAsync({ comment, version: score.version ?? 0 });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        error.shownInline = true;
        onConflict(error.message);
        onClose();
        return;
      }
      const { fields, message } = serverErrorsOf(error, ['comment'] as const);
      setFailure(fields.comment ?? message ?? null);
    }
  }

  return (
    <ResponsiveDialog
      open
      title={STEP_LABELS[step]}
      onClose={run.isPending ? undefined : onClose}
      dirty={comment.trim() !== ''}
      maxWidth="sm"
      aria-describedby={promptId}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
          <DialogContentText id={promptId}>{PROMPTS[step]}</DialogContentText>
          {failure && (
            <Alert severity="warning" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Comment (optional)"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            disabled={run.isPending}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <DialogCancelButton disabled={run.isPending} />
          <Button type="submit" variant="contained" disabled={run.isPending}>
            {STEP_LABELS[step]}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
