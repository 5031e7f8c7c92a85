import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { ResponsiveDialog } from './responsive-dialog';

interface Props {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown> | undefined;
  onClose: () => void;
}

/** 'Are you sure…?' with Cancel and Ok; Ok is disabled while the action runs, so a double click acts once. */
export function ConfirmDialog({
  open,
  title = 'Confirmation',
  message,
  confirmLabel = 'Ok',
  onConfirm,
  onClose,
}: Props) {
  const [busy, setBusy] = useState(false);
  async function handleConfirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The HTTP client already told the user what went wrong; the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  }
  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} title={title}>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={handleConfirm} disabled={busy} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
