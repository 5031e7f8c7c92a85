import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';

type Props = Omit<DialogProps, 'fullScreen' | 'title'> & { title: string };

/** A dialog with a title that fills the screen on small screens. Children: DialogContent, DialogActions. */
export function ResponsiveDialog({ title, children, ...props }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog fullWidth maxWidth="xs" {...props} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
