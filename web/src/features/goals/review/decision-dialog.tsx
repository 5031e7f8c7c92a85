import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { GoalReviewDecision } from '@school/contract/workflows/goal-review';
import { type FormEvent, useId, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog } from '../../../components/responsive-dialog';

/** The two decisions of spec 001 section 4, as their buttons and dialogs name them. */
export const DECISION_LABELS: Record<GoalReviewDecision, string> = {
  SENT_FOR_REASSESSMENT: 'Send For Reassessment',
  APPROVED: 'Approve',
};

const PROMPTS: Record<GoalReviewDecision, string> = {
  SENT_FOR_REASSESSMENT: GOAL_MESSAGES.sendBackPrompt,
  APPROVED: GOAL_MESSAGES.approvePrompt,
};

interface Props {
  decision: GoalReviewDecision;
  onClose: () => void;
  /** Sends the decision; a rejection with a message for the comment answers it, anything else answers undefined. */
  onDecide: (comment: string) => Promise<string | undefined>;
}

/** Send For Reassessment or Approve: asks for the comment (required) and confirms. */
export function DecisionDialog({ decision, onClose, onDecide }: Props) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const promptId = useId();
  const label = DECISION_LABELS[decision];

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!comment.trim()) {
      setError(GOAL_MESSAGES.commentRequired);
      return;
    }
    setBusy(true);
    try {
      setError(await onDecide(comment.trim()));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ResponsiveDialog
      open
      title={label}
      onClose={busy ? undefined : onClose}
      dirty={comment.trim() !== ''}
      maxWidth="sm"
      aria-describedby={promptId}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={promptId} sx={{ mb: 2 }}>
            {PROMPTS[decision]}
          </DialogContentText>
          <TextField
            label="Comment"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (error) setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            required
            multiline
            minRows={3}
            maxRows={8}
            fullWidth
            autoFocus
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <DialogCancelButton disabled={busy} />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            color={decision === 'APPROVED' ? 'success' : 'primary'}
          >
            {label}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
