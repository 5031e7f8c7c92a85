import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';

/** Refresh … Consents of a plan's page: disabled while the refresh runs, so one click refreshes once. */
export function RefreshConsentsButton({
  label,
  refresh,
}: {
  label: string;
  refresh: { isPending: boolean; mutate: () => void };
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<RefreshIcon />}
      disabled={refresh.isPending}
      onClick={() => refresh.mutate()}
    >
      {label}
    </Button>
  );
}
