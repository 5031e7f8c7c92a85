import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FormEvent, ReactNode } from 'react';
import { DialogCancelButton, ResponsiveDialog } from './responsive-dialog';

interface Props {
  open?: boolean;
  title: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** Something runs (a save, a status change): the dialog stays open, its fields and buttons wait. */
  busy: boolean;
  /** Save says 'Saving…' meanwhile. */
  saving: boolean;
  /** Unsaved changes: closing asks first. */
  dirty: boolean;
  /** Why nothing can be changed here: the fields show read-only under this note, without Save. */
  readOnlyNote?: string;
  /** The server's refusal that no field shows. */
  serverError?: string;
  /** Shown above the notes and fields. */
  header?: ReactNode;
  /** An action at the start of the buttons (Deactivate, Delete). */
  startAction?: ReactNode;
  /** Dialogs this one opens (a confirmation), kept inside it. */
  nested?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog: its fields in one fieldset, disabled while read-only or busy, a read-only note and the server's
 * refusal above them, Cancel and Save below. The callers keep their own form state, validation and saving.
 */
export function FormDialog({ open = true, readOnlyNote, busy, ...props }: Props) {
  const readOnly = readOnlyNote !== undefined;
  return (
    <ResponsiveDialog
      open={open}
      onClose={busy ? undefined : props.onClose}
      dirty={props.dirty}
      title={props.title}
      maxWidth={props.maxWidth ?? 'sm'}
    >
      <Box component="form" noValidate onSubmit={props.onSubmit} sx={{ display: 'contents' }}>
        {/* Read-only, nothing inside takes focus: the content itself does, so a keyboard can scroll it. */}
        <DialogContent dividers tabIndex={readOnly ? 0 : undefined}>
          {props.header}
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {readOnlyNote}
            </Alert>
          )}
          {props.serverError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {props.serverError}
            </Alert>
          )}
          <Box
            component="fieldset"
            disabled={readOnly || busy}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
          >
            {props.children}
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {props.startAction}
          <DialogCancelButton disabled={busy} />
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={busy}>
              {props.saving ? 'Saving…' : 'Save'}
            </Button>
          )}
        </DialogActions>
      </Box>
      {props.nested}
    </ResponsiveDialog>
  );
}
