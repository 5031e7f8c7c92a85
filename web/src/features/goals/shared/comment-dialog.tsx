import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import { type FormEvent, useId, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog } from '../../../components/responsive-dialog';

interface Props {
  /** 'Feedback Comments' when submitting; the decision's name for a reviewer. */
  title: string;
  /** The submit button's label. */
  action: string;
  prompt?: string;
  /** The submit button's colour (Approve is green). */
  actionColor?: 'primary' | 'success';
  /** What an empty comment is told. */
  requiredMessage?: string;
  onClose: () => void;
  /** Sends the comment; answers a message to show under the comment, or undefined (done or shown elsewhere). */
  onSubmit: (comment: string) => Promise<string | undefined>;
}

/**
 * A required comment with Cancel and the action: the 'Feedback Comments' dialog, the reviewer's
 * feedback decisions and the goal review's Send For Reassessment and Approve.
 */
export function CommentDialog({
  title,
  action,
  prompt,
  actionColor = 'primary',
  requiredMessage = GOAL_YEAR_MESSAGES.commentRequired,
  onClose,
  onSubmit,
}: Props) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const promptId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!comment.trim()) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      setError(await onSubmit(comment.trim()));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ResponsiveDialog
      open
      title={title}
      onClose={busy ? undefined : onClose}
      dirty={comment.trim() !== ''}
      maxWidth="sm"
      aria-describedby={prompt ? promptId : undefined}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          {prompt && (
            <DialogContentText id={promptId} sx={{ mb: 2 }}>
              {prompt}
            </DialogContentText>
          )}
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
          <Button type="submit" variant="contained" disabled={busy} color={actionColor}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
