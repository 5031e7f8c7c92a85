import Alert from '@mui/material/Alert';

/**
 * The line that says whether a goal window (setup, review) is open, in the words the server's 409 uses
 * (contract goalWindowStatus): 'Goal setup for A.Y. 2026-2027 is open until 15-12-2026'.
 */
export function WindowNotice({ window }: { window: { open: boolean; message: string } }) {
  return (
    <Alert severity={window.open ? 'info' : 'warning'} variant="outlined" sx={{ py: 0 }}>
      {window.message}
    </Alert>
  );
}
