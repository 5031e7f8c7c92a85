import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { PLAN_FORM_ENTITY } from '@school/contract/plan-forms/plan-form-abilities';
import { FORM_MESSAGES } from '@school/contract/plan-forms/form-steps';
import { PLAN_LEVEL_LABELS } from '@school/contract/plan-messages';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDateTime } from '../../../lib/dates';
import { usePrivileges } from '../../../lib/privileges';
import { type FormLevel, type TeacherReflection, teacherReflectionsQuery } from '../api/plan-forms';
import { PLAN_PATHS } from '../shared/plan-paths';
import { NoData } from '../../../components/no-data';

/** The plan a reflection belongs to: a lesson links to its page (the unit is the page being read). */
function PlanName({ reflection, level }: { reflection: TeacherReflection; level: FormLevel }) {
  if (reflection.level === 'lesson' && level === 'unit') {
    return (
      <Link component={RouterLink} to={PLAN_PATHS.lessonPlan(reflection.planId)} sx={{ fontWeight: 600 }}>
        {reflection.planName}
      </Link>
    );
  }
  return (
    <Box component="span" sx={{ fontWeight: 600 }}>
      {reflection.planName}
    </Box>
  );
}

/**
 * The Teacher Reflections tab: the reflection of the plan and, on a unit plan, of its lesson plans, newest first (the
 * server's order), each with its plan, who wrote it and when.
 */
export function TeacherReflectionsTab({ level, planId }: { level: FormLevel; planId: number }) {
  const { can } = usePrivileges();
  // The reflections are part of the forms: READ on the form's entity is needed (the server checks it too).
  if (!can(PLAN_FORM_ENTITY[level], 'READ')) {
    return <Alert severity="info">{FORM_MESSAGES.cannotView(`${PLAN_LEVEL_LABELS[level]} form`)}</Alert>;
  }
  return <Reflections level={level} planId={planId} />;
}

function Reflections({ level, planId }: { level: FormLevel; planId: number }) {
  const { data, isPending, error } = useQuery(teacherReflectionsQuery(level, planId));
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading the ${FORM_MESSAGES.reflectionsTitle.toLowerCase()}`} />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{error.message || MESSAGES.oops}</Alert>;
  if (data.content.length === 0) {
    return <NoData message={FORM_MESSAGES.noData} />;
  }
  return (
    <Box
      component="ol"
      aria-label={FORM_MESSAGES.reflectionsTitle}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {data.content.map((reflection) => (
        <Paper component="li" key={`${reflection.level}-${reflection.planId}`} variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            <PlanName reflection={reflection} level={level} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {reflection.authorName ?? reflection.author ?? FORM_MESSAGES.noAnswer} ·{' '}
            <time dateTime={reflection.date}>{formatDisplayDateTime(reflection.date)}</time>
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reflection.reflection}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
