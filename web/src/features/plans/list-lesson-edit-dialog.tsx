import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { DialogCancelButton, ResponsiveDialog } from '../../components/responsive-dialog';
import { type LessonPlanItem, planSchoolLabel } from './api/plan-lists';
import { PlanDownloadButton } from './shared/plan-download-button';
import { formatPlanDate } from './shared/plan-dates';
import { PlanHeader } from './shared/plan-header';
import { PLAN_PATHS } from './shared/plan-paths';

/** Spec 001 section 2: the lesson list's dialog title. */
export const EDIT_LESSON_PLAN_TITLE = 'Edit Lesson Plan';

interface Props {
  lesson: LessonPlanItem;
  onClose: () => void;
}

/**
 * The 'Edit Lesson Plan' dialog of the lesson list under Academic Plan (spec 001 section 2): a header of name,
 * school, class, subject, start, end and status, and Download as PDF (the next issue's, disabled until then).
 * The lesson plan form it edits is the next issue's too: until then it leads to the lesson plan's page.
 */
export function ListLessonEditDialog({ lesson, onClose }: Props) {
  const context = lesson.curriculumContext;
  return (
    <ResponsiveDialog open title={EDIT_LESSON_PLAN_TITLE} onClose={onClose} maxWidth="sm">
      <DialogContent>
        <PlanHeader
          variant="flat"
          headingLevel="h3"
          name={lesson.name}
          status={lesson.status}
          details={[
            { label: 'School', value: planSchoolLabel(lesson.school) ?? '-' },
            { label: 'Class', value: context.gradeName },
            { label: 'Subject', value: context.subjectName },
            { label: 'Start', value: formatPlanDate(lesson.start) },
            { label: 'End', value: formatPlanDate(lesson.end) },
          ]}
          actions={<PlanDownloadButton label="Download as PDF" compact={false} />}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The lesson plan form comes in a later release. Its consents and status are on the lesson plan's page.
        </Typography>
      </DialogContent>
      <DialogActions>
        <DialogCancelButton>Close</DialogCancelButton>
        <Button variant="contained" href={PLAN_PATHS.lessonPlan(lesson.id)}>
          Open Lesson Plan
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
