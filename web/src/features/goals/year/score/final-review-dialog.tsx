import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { OVERALL_RATING, ratingAdjusted } from '@school/contract/goals/goal-score';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import { finalReviewInput, type GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { type FormEvent, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog } from '../../../../components/responsive-dialog';
import { ApiError } from '../../../../lib/http';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { useWriteFinalReview } from '../../api/goal-score';
import { formatScore } from './score-format';

type Field = 'comment' | 'overallRating' | 'adjustmentReason';
type Errors = Partial<Record<Field, string>>;

interface Props {
  score: GoalScoreResponse & { goalReviewId: number };
  onClose: () => void;
  /** A 409 (signed off meanwhile, a stale version): the section reloads; the dialog keeps what was typed. */
  onConflict: () => void;
}

/**
 * Write final review: a comment and the overall rating, prefilled with the proposed score (or the review written
 * before); a reason is asked for as soon as the rating differs from the proposed score. The server checks the same
 * against the score it computes. A failed save keeps what was typed.
 */
export function FinalReviewDialog({ score, onClose, onConflict }: Props) {
  const written = score.finalReview;
  const [comment, setComment] = useState(written?.comment ?? '');
  const initialRating = written?.overallRating ?? score.proposed;
  const [rating, setRating] = useState(initialRating === null ? '' : initialRating.toFixed(2));
  const [reason, setReason] = useState(written?.adjustmentReason ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useWriteFinalReview(score.goalReviewId);
  const ratingValue = rating.trim() === '' ? Number.NaN : Number(rating);
  const adjusted = Number.isNaN(ratingValue) || ratingAdjusted(ratingValue, score.proposed);
  const dirty = comment !== (written?.comment ?? '') || reason !== (written?.adjustmentReason ?? '');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const body = {
      comment,
      overallRating: ratingValue,
      adjustmentReason: adjusted ? reason : '',
      version: score.version ?? 0,
    };
    const parsed = finalReviewInput.safeParse(body);
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    if (adjusted && !reason.trim()) found.adjustmentReason = GOAL_YEAR_MESSAGES.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        error.shownInline = true;
        setFailure(error.message);
        onConflict();
        return;
      }
      const { fields, message } = serverErrorsOf(error, ['comment', 'overallRating', 'adjustmentReason'] as const);
      setErrors(fields);
      setFailure(message ?? null);
    }
  }

  const clear = (field: Field) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  return (
    <ResponsiveDialog
      open
      title="Write final review"
      onClose={save.isPending ? undefined : onClose}
      dirty={dirty}
      maxWidth="sm"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
          <DialogContentText>
            Proposed score: {formatScore(score.proposed)}. Keep it, or give another rating from {OVERALL_RATING.min} to{' '}
            {OVERALL_RATING.max} and say why.
          </DialogContentText>
          {failure && (
            <Alert severity="warning" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Overall rating"
            type="number"
            value={rating}
            onChange={(event) => {
              setRating(event.target.value);
              clear('overallRating');
            }}
            error={Boolean(errors.overallRating)}
            helperText={errors.overallRating}
            required
            disabled={save.isPending}
            slotProps={{ htmlInput: { min: OVERALL_RATING.min, max: OVERALL_RATING.max, step: 0.01 } }}
          />
          {adjusted && (
            <TextField
              label="Reason for the adjustment"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                clear('adjustmentReason');
              }}
              error={Boolean(errors.adjustmentReason)}
              helperText={errors.adjustmentReason ?? 'The rating differs from the proposed score.'}
              required
              multiline
              minRows={2}
              disabled={save.isPending}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          )}
          <TextField
            label="Comment"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              clear('comment');
            }}
            error={Boolean(errors.comment)}
            helperText={errors.comment}
            required
            multiline
            minRows={3}
            maxRows={10}
            disabled={save.isPending}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </DialogContent>
        <DialogActions>
          <DialogCancelButton disabled={save.isPending} />
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save final review
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
