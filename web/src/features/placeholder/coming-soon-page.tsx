import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header';
import type { Screen } from '../../lib/routes';

/** Stands in for a screen of a later release. */
export default function ComingSoonPage({ screen }: { screen: Screen }) {
  const { title } = screen;
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'Home', href: '/dashboard' }]} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <ConstructionIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mt: 1.5 }}>
          Coming in a later release
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3, maxWidth: 460, mx: 'auto' }}>
          The {title} screen is being built. Everything you can already use is in the menu.
        </Typography>
        <Button href="/dashboard" variant="outlined">
          Back to Dashboard
        </Button>
      </Paper>
    </>
  );
}
