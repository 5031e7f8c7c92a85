import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { FORM_MESSAGES } from '@school/contract/plan-forms/index';
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
 * school, class, subject, start, end and status, and Download as PDF. The lesson plan form, with its consents, is
 * filled in on the lesson plan's page, where the dialog leads.
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
          actions={<PlanDownloadButton label="Download as PDF" level="lesson" planId={lesson.id} compact={false} />}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {FORM_MESSAGES.formOnLessonPage}
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
