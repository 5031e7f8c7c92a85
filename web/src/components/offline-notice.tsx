import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@school/contract/constants';
import { useOnline } from '../lib/online';

/** A clear notice while the browser is offline: the app shell works, saving does not. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />} role="status" sx={{ mb: 2 }}>
      {MESSAGES.offline}
    </Alert>
  );
}
