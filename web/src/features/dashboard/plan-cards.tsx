import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
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

const OUTSTANDING: CardSpec = {
  list: 'outstanding',
  title: 'My outstanding plans',
  empty: 'Nothing outstanding: every plan past its end date is completed.',
  when: (plan) => `ended ${formatDisplayDate(plan.end)}`,
};

const UPCOMING: CardSpec = {
  list: 'upcoming',
  title: 'Upcoming plans',
  empty: 'No plan of yours starts in the next 14 days.',
  when: (plan) => `starts ${formatDisplayDate(plan.start)}`,
};

function usePlans(level: DashboardPlanLevel, list: DashboardPlanList, enabled: boolean): CardPlans {
  const query = useQuery({ ...dashboardPlansQuery(level, list), enabled });
  return {
    loading: enabled && query.isPending,
    items: (enabled && query.data?.content) || [],
    total: (enabled && query.data?.totalElements) || 0,
  };
}

interface CardPlans {
  loading: boolean;
  items: DashboardPlan[];
  total: number;
}

/** One card's plans of both levels. */
interface CardLists {
  spec: CardSpec;
  units: CardPlans;
  lessons: CardPlans;
}

export interface DashboardPlans {
  /** The user holds unit or lesson plans (READ on unitplan or lessonplan): the 'My plans' section is shown. */
  shown: boolean;
  /** Some of the four calls have not answered yet. */
  loading: boolean;
  cards: CardLists[];
}

/**
 * The four calls of the 'My plans' section. The dashboard holds what follows the section until they have all
 * answered: the cards then appear at their full height at once and nothing below them moves (no layout shift).
 */
export function useDashboardPlans(): DashboardPlans {
  const { can } = usePrivileges();
  const unit = can('unitplan', 'READ');
  const lesson = can('lessonplan', 'READ');
  const outstandingUnits = usePlans('unit', 'outstanding', unit);
  const outstandingLessons = usePlans('lesson', 'outstanding', lesson);
  const upcomingUnits = usePlans('unit', 'upcoming', unit);
  const upcomingLessons = usePlans('lesson', 'upcoming', lesson);
  const cards: CardLists[] = [
    { spec: OUTSTANDING, units: outstandingUnits, lessons: outstandingLessons },
    { spec: UPCOMING, units: upcomingUnits, lessons: upcomingLessons },
  ];
  const loading = cards.some(({ units, lessons }) => units.loading || lessons.loading);
  // The answers come as urgent updates (from the query cache's store), and the last one completes the whole page
  // (both cards and every section below): React renders that as one long task. Deferred, the same render runs as
  // background work that React splits into short slices.
  const deferredLoading = useDeferredValue(loading);
  return { shown: unit || lesson, loading: deferredLoading, cards };
}

function PlansCard({ spec, units, lessons }: CardLists) {
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
          {spec.title} ({units.total + lessons.total})
        </Typography>
        {rows.length === 0 ? (
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
 * 'My outstanding plans' and 'Upcoming plans', for users who hold unit or lesson plans (READ on unitplan or
 * lessonplan); each item links to its plan. One loader stands for both cards until all four calls have answered, so
 * neither card grows under the eyes of the user nor pushes the other down.
 */
export function DashboardPlanCards({ plans }: { plans: DashboardPlans }) {
  if (!plans.shown) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-my-plans" sx={{ mb: 4 }}>
      <Typography id="dashboard-my-plans" variant="h2" sx={{ mb: 2 }}>
        My plans
      </Typography>
      {plans.loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading my plans" />
        </Box>
      ) : (
        <Grid container spacing={2.5}>
          {plans.cards.map((card) => (
            <Grid key={card.spec.list} size={{ xs: 12, md: 6 }}>
              <PlansCard {...card} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
