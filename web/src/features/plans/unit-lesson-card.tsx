import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PLAN_CARD_LIMITS } from '@school/contract/plan-messages';
import type { LessonOfUnit } from './api/unit-plans';
import { schoolLabelOf } from './api/lesson-plans';
import { formatPlanDate } from './shared/plan-dates';
import { PlanStatusChip } from './shared/plan-status-chip';

interface Props {
  lesson: LessonOfUnit;
  /** Opens the Edit Lesson Plan modal; absent when the user may not change this lesson here. */
  onEdit?: () => void;
}

/** A lesson plan of a unit: name, status, school, dates, sub units; edit and view icons. */
export function UnitLessonCard({ lesson, onEdit }: Props) {
  const href = `/lesson-plan/${lesson.id}`;
  // A unit often has a lesson of the same name in each school: the icons name the school too.
  const shown = lesson.subUnits.slice(0, PLAN_CARD_LIMITS.subUnits);
  const more = lesson.subUnits.length - shown.length;
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      <CardContent sx={{ pr: onEdit ? 11 : 6 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="h3"
            variant="h6"
            sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            <Link href={href} color="inherit" underline="hover">
              {lesson.name}
            </Link>
          </Typography>
          <PlanStatusChip status={lesson.status} tone="lesson" />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            School
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {schoolLabelOf(lesson.school)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Dates
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatPlanDate(lesson.start)}
            </Box>{' '}
            to{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatPlanDate(lesson.end)}
            </Box>
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Sub Units
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {shown.length === 0 ? '-' : shown.map((subUnit) => subUnit.name).join(', ')}
            {more > 0 && ` and ${more} more`}
          </Typography>
        </Box>
      </CardContent>
      <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex' }}>
        {onEdit && (
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${lesson.name} (${lesson.school.schoolCode})`} onClick={onEdit}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="View">
          <IconButton aria-label={`View ${lesson.name} (${lesson.school.schoolCode})`} href={href}>
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
}
