import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { ReviewComment } from '@school/contract/schemas/goals/goal-setting';
import { type FormEvent, useState } from 'react';
import { DialogCancelButton, ResponsiveDialog, useUnsavedChanges } from '../../../components/responsive-dialog';
import { serverErrorsOf } from '../../../lib/form-errors';
import { CommentsTimeline } from './comments-timeline';

interface Props {
  open: boolean;
  onClose: () => void;
  /** 'Comments' on the setter's screen, 'Review Comments' on the reviewer's. */
  title?: string;
  comments: readonly ReviewComment[];
  /** Adds a comment (POST /review-comments); without it the dialog only shows the comments. */
  onAdd?: (reviewComment: string) => Promise<unknown>;
}

/** The Comments and Review Comments dialogs: the timeline of every comment, and 'Add comment' when allowed. */
export function CommentsDialog({ open, onClose, title = 'Comments', comments, onAdd }: Props) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} title={title} maxWidth="sm">
      <DialogContent dividers>
        <CommentsTimeline comments={comments} />
      </DialogContent>
      {onAdd ? (
        <AddCommentForm onAdd={onAdd} />
      ) : (
        <DialogActions>
          <DialogCancelButton>Close</DialogCancelButton>
        </DialogActions>
      )}
    </ResponsiveDialog>
  );
}

function AddCommentForm({ onAdd }: { onAdd: (reviewComment: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(text.trim() !== '');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError(GOAL_MESSAGES.commentRequired);
      return;
    }
    setBusy(true);
    try {
      await onAdd(text.trim());
      setText('');
      setError(undefined);
    } catch (failure) {
      const { fields, message } = serverErrorsOf(failure, ['reviewComment']);
      setError(fields.reviewComment ?? message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogContent sx={{ pb: 0 }}>
        <TextField
          label="Add comment"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          required
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <DialogCancelButton disabled={busy}>Close</DialogCancelButton>
        <Button type="submit" variant="contained" disabled={busy}>
          Add comment
        </Button>
      </DialogActions>
    </form>
  );
}
