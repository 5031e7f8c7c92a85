import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { AuthLayout } from '../../components/auth-layout';

/** A page failed to render or to load (for example its code changed after a new release): offer a reload. */
export default function RouteErrorPage() {
  return (
    <AuthLayout title="Something went wrong">
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{MESSAGES.oops}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </AuthLayout>
  );
}
