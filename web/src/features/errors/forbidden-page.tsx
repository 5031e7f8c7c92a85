import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { PageHeader } from '../../components/page-header';

/** A signed-in screen the user's roles do not open. */
export default function ForbiddenPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'Home', href: '/dashboard' }]} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mt: 1.5, mb: 3 }}>{MESSAGES.forbidden}</Typography>
        <Button href="/dashboard" variant="outlined">
          Back to Dashboard
        </Button>
      </Paper>
    </>
  );
}
