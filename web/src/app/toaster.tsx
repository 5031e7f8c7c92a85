import { styled } from '@mui/material/styles';
import { TOAST_STACK_LIMIT, TOAST_TIMEOUT_MS } from '@school/contract/constants';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '../lib/notify';

/** Toast colours with readable contrast (white text on each). */
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.dark },
  '&.notistack-MuiContent-info': { backgroundColor: palette.primary.main },
}));

const toastComponents = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

/** The toast stack: at most 3, each for 3 seconds, top right; a toast already shown is not repeated. */
export default function Toaster() {
  useEffect(() => connectToaster(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_STACK_LIMIT}
      autoHideDuration={TOAST_TIMEOUT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={toastComponents}
    />
  );
}
