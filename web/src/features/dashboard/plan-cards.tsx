import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '../../lib/dates';
import { usePrivileges } from '../../lib/privileges';
import {
  type DashboardPlan,
  type DashboardPlanLevel,
  type DashboardPlanList,
  dashboardPlanPath,
  dashboardPlansQuery,
} from './plans-api';

const LEVEL_LABELS: Record<DashboardPlanLevel, string> = { unit: 'Unit plan', lesson: 'Lesson plan' };

interface CardSpec {
  list: DashboardPlanList;
  title: string;
  empty: string;
  /** The date that matters: when it ended (outstanding) or when it starts (upcoming). */
  when: (plan: DashboardPlan) => string;
}

const CARDS: readonly CardSpec[] = [
  {
    list: 'outstanding',
    title: 'My outstanding plans',
    empty: 'Nothing outstanding: every plan past its end date is completed.',
    when: (plan) => `ended ${formatDisplayDate(plan.end)}`,
  },
  {
    list: 'upcoming',
    title: 'Upcoming plans',
    empty: 'No plan of yours starts in the next 14 days.',
    when: (plan) => `starts ${formatDisplayDate(plan.start)}`,
  },
];

function usePlans(level: DashboardPlanLevel, list: DashboardPlanList, enabled: boolean) {
  const query = useQuery({ ...dashboardPlansQuery(level, list), enabled });
  return {
    loading: enabled && query.isPending,
    items: (enabled && query.data?.content) || [],
    total: (enabled && query.data?.totalElements) || 0,
  };
}

function PlansCard({ spec, levels }: { spec: CardSpec; levels: Record<DashboardPlanLevel, boolean> }) {
  const units = usePlans('unit', spec.list, levels.unit);
  const lessons = usePlans('lesson', spec.list, levels.lesson);
  const headingId = `dashboard-plans-${spec.list}`;
  const rows = [
    ...units.items.map((plan) => ({ level: 'unit' as const, plan })),
    ...lessons.items.map((plan) => ({ level: 'lesson' as const, plan })),
  ];
  const more = units.total - units.items.length + (lessons.total - lessons.items.length);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
          {spec.title}
          {!units.loading && !lessons.loading && ` (${units.total + lessons.total})`}
        </Typography>
        {units.loading || lessons.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={`Loading ${spec.title.toLowerCase()}`} />
          </Box>
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {spec.empty}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {rows.map(({ level, plan }) => (
              <Box component="li" key={`${level}-${plan.id}`} sx={{ minWidth: 0 }}>
                <Link href={dashboardPlanPath(level, plan.id)} underline="hover" sx={{ fontWeight: 600 }}>
                  {plan.name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {LEVEL_LABELS[level]} · {plan.curriculumContext.gradeName} {plan.curriculumContext.subjectName}
                  {plan.school ? ` · ${plan.school.schoolCode}` : ''} · {spec.when(plan)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {more > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            and {more} more
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * 'My outstanding plans' and 'Upcoming plans' (issue 7 section 6), for users who hold unit or lesson plans
 * (READ on unitplan or lessonplan); each item links to its plan.
 */
export function DashboardPlanCards() {
  const { can } = usePrivileges();
  const levels = { unit: can('unitplan', 'READ'), lesson: can('lessonplan', 'READ') };
  if (!levels.unit && !levels.lesson) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-my-plans" sx={{ mb: 4 }}>
      <Typography id="dashboard-my-plans" variant="h2" sx={{ mb: 2 }}>
        My plans
      </Typography>
      <Grid container spacing={2.5}>
        {CARDS.map((spec) => (
          <Grid key={spec.list} size={{ xs: 12, md: 6 }}>
            <PlansCard spec={spec} levels={levels} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
