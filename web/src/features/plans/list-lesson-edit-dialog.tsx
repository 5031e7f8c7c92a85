import Box from '@mui/material/Box';
import { type LessonPlanItem, planSchoolLabel } from './api/plan-lists';
import { EditLessonPlanDialog } from './lesson-edit-dialog';
import { PlanDownloadButton } from './shared/plan-download-button';
import { formatPlanDate } from './shared/plan-dates';
import { PlanHeader } from './shared/plan-header';

interface Props {
  lesson: LessonPlanItem;
  onClose: () => void;
}

/**
 * The 'Edit Lesson Plan' dialog of the lesson list under Academic Plan: a header of name,
 * school, class, subject, start, end and status with Download as PDF, above the fields of the Add/Edit Lesson Plan
 * modal (school locked, dates, sub units, lesson name), saved through PUT /lesson-plan/{id}.
 */
export function ListLessonEditDialog({ lesson, onClose }: Props) {
  const context = lesson.curriculumContext;
  return (
    <EditLessonPlanDialog
      lesson={lesson}
      onClose={onClose}
      header={
        <Box sx={{ mb: 2 }}>
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
        </Box>
      }
    />
  );
}
