import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, useId, useState } from 'react';

type Props = Omit<DialogProps, 'fullScreen' | 'title' | 'onClose'> & {
  title: string;
  /** Escape, the backdrop and Cancel close through it; undefined keeps the dialog open (while saving). */
  onClose?: () => void;
  /** Unsaved changes: closing asks first. Content can report its own with useUnsavedChanges. */
  dirty?: boolean;
};

interface DialogClose {
  /** Closes the dialog, asking first when there are unsaved changes. */
  requestClose: () => void;
  setContentDirty: (dirty: boolean) => void;
}

const DialogCloseContext = createContext<DialogClose | null>(null);

/**
 * A dialog with a title that fills the screen on small screens. Children: DialogContent, DialogActions.
 * Every dialog closes through it, so none loses work: with unsaved changes, Escape, the backdrop and
 * Cancel (DialogCancelButton) ask 'Discard changes?' first.
 */
export function ResponsiveDialog({ title, children, onClose, dirty = false, ...props }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [contentDirty, setContentDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const unsaved = dirty || contentDirty;

  const requestClose = () => {
    if (!onClose) return;
    if (unsaved) setAsking(true);
    else onClose();
  };

  return (
    <Dialog
      fullWidth
      maxWidth="xs"
      {...props}
      onClose={onClose ? requestClose : undefined}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogCloseContext.Provider value={{ requestClose, setContentDirty }}>{children}</DialogCloseContext.Provider>
      <DiscardChangesDialog
        open={asking}
        dialogTitle={title}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose?.();
        }}
      />
    </Dialog>
  );
}

/** Cancel of a dialog: asks before unsaved changes are lost. */
export function DialogCancelButton({ children = 'Cancel', ...props }: Omit<ButtonProps, 'onClick'>) {
  const close = useContext(DialogCloseContext);
  return (
    <Button {...props} onClick={close?.requestClose}>
      {children}
    </Button>
  );
}

/** Tells the enclosing dialog whether its content holds unsaved changes (for content that keeps its own state). */
export function useUnsavedChanges(dirty: boolean) {
  const setContentDirty = useContext(DialogCloseContext)?.setContentDirty;
  useEffect(() => {
    setContentDirty?.(dirty);
    return () => setContentDirty?.(false);
  }, [dirty, setContentDirty]);
}

interface DiscardProps {
  open: boolean;
  dialogTitle: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** 'Discard changes?': Keep editing (the default, also on Escape) or Discard. */
function DiscardChangesDialog({ open, dialogTitle, onKeepEditing, onDiscard }: DiscardProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onKeepEditing}
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>Discard changes?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The changes you made in {dialogTitle} have not been saved. Discard them and close?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          Discard
        </Button>
        <Button onClick={onKeepEditing} variant="contained" autoFocus>
          Keep editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
