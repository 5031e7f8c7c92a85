import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { AuthLayout } from '../../components/auth-layout';
import { useOnline } from '../../lib/online';

/** A signed-in user whose profile could not be loaded (offline, or the server is unreachable). */
export default function ProfileUnavailablePage() {
  const online = useOnline();
  return (
    <AuthLayout title="Your profile could not be loaded">
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{online ? MESSAGES.oops : MESSAGES.offline}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </AuthLayout>
  );
}
