import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { TOAST_STACK_LIMIT, TOAST_TIMEOUT_MS } from '@school/contract/constants';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToaster, type Toast as ToastRequest } from '../lib/notify';

/** Toast colours with readable contrast (white text on each). */
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.dark },
  '&.notistack-MuiContent-info': { backgroundColor: palette.primary.main },
}));

const toastComponents = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

const CONTAINER_CLASS = 'app-toasts';

/**
 * The stack starts below the header (56 px high on phones, 64 px from 600 px up), so a toast never covers
 * the menu or the account button. Two classes outrank notistack's own placement class.
 */
const belowHeader = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer.${CONTAINER_CLASS}`]: {
        top: 64,
        '@media (min-width:600px)': { top: 72 },
      },
    }}
  />
);

function show({ message, variant, action, durationMs }: ToastRequest) {
  enqueueSnackbar(message, {
    variant,
    autoHideDuration: durationMs ?? TOAST_TIMEOUT_MS,
    // A toast with an action has its own key: two deactivations in a row each keep their Undo.
    key: action ? `${message}-${Date.now()}-${Math.random()}` : undefined,
    action: action
      ? (key) => (
          <Button
            color="inherit"
            size="small"
            aria-label={action.accessibleLabel}
            onClick={() => {
              closeSnackbar(key);
              action.onClick();
            }}
            sx={{ fontWeight: 700, textDecoration: 'underline' }}
          >
            {action.label}
          </Button>
        )
      : undefined,
  });
}

/** The toast stack: at most 3, each for 3 seconds (6 with Undo), top right; a toast already shown is not repeated. */
export default function Toaster() {
  useEffect(() => connectToaster(show), []);
  return (
    <>
      {belowHeader}
      <SnackbarProvider
        maxSnack={TOAST_STACK_LIMIT}
        autoHideDuration={TOAST_TIMEOUT_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        preventDuplicate
        Components={toastComponents}
        classes={{ containerRoot: CONTAINER_CLASS }}
      />
    </>
  );
}
