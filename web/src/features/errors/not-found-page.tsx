import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { AuthLayout } from '../../components/auth-layout';

export default function NotFoundPage() {
  return (
    <AuthLayout
      title={MESSAGES.notFoundPage}
      lead={
        <Typography
          aria-hidden
          sx={{ fontSize: '4.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1, mb: 1.5 }}
        >
          404
        </Typography>
      }
    >
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button href="/" variant="contained" size="large">
        Go Back
      </Button>
    </AuthLayout>
  );
}
