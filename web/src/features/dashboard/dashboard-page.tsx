import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { NavIcon } from '../../components/nav-icon';
import { PageHeader } from '../../components/page-header';
import { usePrivileges } from '../../lib/privileges';
import { useProfile } from '../../lib/profile-context';
import { DASHBOARD_SECTIONS, type Screen } from '../../lib/routes';
import { DashboardPlanCards, useDashboardPlans } from './plan-cards';

type CardScreen = Screen & { card: NonNullable<Screen['card']> };

function DashboardCard({ screen }: { screen: CardScreen }) {
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow 150ms', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea href={screen.path} sx={{ height: '100%', p: 2.5, display: 'flex', alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48, mr: 2 }} aria-hidden>
          <NavIcon name={screen.card.icon} />
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {screen.card.label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {screen.card.description}
          </Typography>
        </Box>
        <ArrowForwardIcon sx={{ color: 'primary.main', ml: 1, alignSelf: 'center' }} aria-hidden />
      </CardActionArea>
    </Card>
  );
}

/** The dashboard: the user's plans, then a card for each screen of `screens` that has one and that they may read. */
export default function DashboardPage({ screens }: { screens: readonly Screen[] }) {
  const profile = useProfile();
  const { can } = usePrivileges();
  const plans = useDashboardPlans();
  const cards = screens.filter(
    (screen): screen is CardScreen => screen.card !== undefined && can(screen.entity, 'READ'),
  );

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${profile.firstName}.`} />
      <DashboardPlanCards plans={plans} />
      {/* Held until the plans have answered: shown earlier, the sections would move down as the plan cards fill. */}
      {!plans.loading &&
        DASHBOARD_SECTIONS.map((section) => {
          const sectionCards = cards.filter((screen) => screen.card.section === section.id);
          if (sectionCards.length === 0) return null;
          const headingId = `dashboard-${section.id}`;
          return (
            <Box component="section" aria-labelledby={headingId} key={section.id} sx={{ mb: 4 }}>
              <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
                {section.title}
              </Typography>
              <Grid container spacing={2.5}>
                {sectionCards.map((screen) => (
                  <Grid key={screen.path} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <DashboardCard screen={screen} />
                  </Grid>
                ))}
              </Grid>
            </Box>
          );
        })}
      {!plans.loading && cards.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          Your roles give you no dashboard items yet. Ask an administrator for access.
        </Typography>
      )}
    </>
  );
}
