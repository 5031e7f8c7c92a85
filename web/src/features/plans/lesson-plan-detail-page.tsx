import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { usePrivileges } from '../../lib/privileges';
import { useProfile } from '../../lib/profile-context';
import {
  type LessonPlanDetail,
  lessonPlanQuery,
  schoolLabelOf,
  useDeleteLessonPlan,
  useLessonStatus,
  useSaveLessonConsents,
} from './api/lesson-plans';
import { ConsentList } from './consent-list';
import { PlanFormTab } from './forms/plan-form-tab';
import { TeacherReflectionsTab } from './forms/teacher-reflections-tab';
import { ExplainedButton } from '../../components/explained-button';
import { PlanWorkflowButtons } from './shared/plan-workflow-buttons';
import { formatPlanDate } from './shared/plan-dates';
import { PlanDownloadButton } from './shared/plan-download-button';
import { PlanStatusChip } from './shared/plan-status-chip';
import { PlanSummaryCard, PlanTabs } from './shared/plan-detail-parts';
import { PlanDetailScaffold } from './shared/plan-detail-scaffold';

/** Loaded when Manage is pressed: reading a lesson does not download its edit dialog. */
const EditLessonPlanDialog = lazy(() =>
  import('./lesson-edit-dialog').then((module) => ({ default: module.EditLessonPlanDialog })),
);

function LessonSummary({ lesson }: { lesson: LessonPlanDetail }) {
  const unitHref = `/unit-plan/${lesson.unitPlanId}`;
  return (
    <PlanSummaryCard
      titleId="lesson-plan-name"
      title={lesson.name}
      lines={[
        { label: 'School', value: schoolLabelOf(lesson.school) },
        { label: 'Class', value: lesson.curriculumContext.gradeName },
        { label: 'Subject', value: lesson.curriculumContext.subjectName },
        { label: 'Start', value: formatPlanDate(lesson.start) },
        { label: 'End', value: formatPlanDate(lesson.end) },
        { label: 'Status', value: <PlanStatusChip status={lesson.status} /> },
        {
          label: 'Unit Plan',
          // A link alone in its line: at least 24 px tall, so a finger finds it (WCAG 2.5.8).
          value: (
            <Link href={unitHref} sx={{ display: 'inline-block', minHeight: 24, py: '2px' }}>
              {lesson.unitPlan.name}
            </Link>
          ),
        },
        {
          label: 'Sub Units',
          value: lesson.subUnits.length === 0 ? '-' : lesson.subUnits.map((subUnit) => subUnit.name).join(', '),
        },
      ]}
    />
  );
}

/**
 * Lesson plan detail (/lesson-plan/{id} and /lesson-plans/{id}): the lesson and its consents
 * on the left (above on small screens); Manage, Submit or Resume and Delete as the record's abilities allow;
 * the lesson plan form (read view, or the step form for who may change it) and the teacher reflections.
 */
export default function LessonPlanDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const lessonId = Number(id);
  const navigate = useNavigate();
  const profile = useProfile();
  const { can } = usePrivileges();
  const { data: lesson, isPending, error } = useQuery(lessonPlanQuery(id));
  const saveConsents = useSaveLessonConsents(lessonId);
  const changeStatus = useLessonStatus(lessonId);
  const remove = useDeleteLessonPlan(lessonId);
  const [managing, setManaging] = useState(false);
  const [openTab, setOpenTab] = useState(0);
  const [formOpen, setFormOpen] = useState(false);

  const breadcrumbs = [
    { label: 'Home', href: '/dashboard' },
    { label: 'Lesson Plans', href: '/lesson-plans' },
    ...(lesson ? [{ label: lesson.unitPlan.name, href: `/unit-plan/${lesson.unitPlanId}` }] : []),
  ];
  const frame = {
    title: screen.title,
    breadcrumbs,
    loading: isPending,
    error,
    loadingLabel: 'Loading the lesson plan',
  };
  if (!lesson) return <PlanDetailScaffold {...frame} />;

  const { abilities } = lesson;
  const mayUpdate = can('lessonplan', 'UPDATE');

  const consents = (
    <ConsentList
      consents={lesson.consents}
      ownEmail={profile.email}
      abilities={abilities}
      status={lesson.status}
      onChange={(email, consent) => saveConsents.mutateAsync([{ subjectTeacher: { email }, consent }])}
    />
  );

  const actions = (
    <>
      <PlanDownloadButton label="Download Lesson Plan" level="lesson" planId={lesson.id} />
      {mayUpdate && abilities.editContent.allowed && (
        <ExplainedButton
          variant="contained"
          disabledReason={abilities.update.reason ?? undefined}
          onClick={() => setManaging(true)}
        >
          Manage
        </ExplainedButton>
      )}
      <PlanWorkflowButtons
        status={lesson.status}
        abilities={abilities}
        mayUpdate={mayUpdate}
        mayDelete={can('lessonplan', 'DELETE')}
        onStatusChange={(status) => changeStatus.mutateAsync({ status, version: lesson.version })}
        deletion={{
          title: 'Delete Lesson Plan',
          message: `${PLAN_MESSAGES.deleteConfirm} '${lesson.name}' is removed.`,
          onConfirm: async () => {
            await remove.mutateAsync();
            navigate(`/unit-plan/${lesson.unitPlanId}`, { replace: true });
          },
        }}
      />
    </>
  );

  return (
    <>
      <PlanDetailScaffold
        {...frame}
        actions={actions}
        summary={<LessonSummary lesson={lesson} />}
        consents={consents}
        folded={formOpen ? { title: lesson.name } : undefined}
      >
        <PlanTabs
          label="Lesson plan"
          open={openTab}
          onOpenChange={setOpenTab}
          tabs={[
            {
              key: 'form',
              label: 'Lesson Plan Form',
              content: (
                <PlanFormTab
                  level="lesson"
                  planId={lesson.id}
                  consents={consents}
                  onSubmitted={() => setOpenTab(0)}
                  onEditingChange={setFormOpen}
                />
              ),
            },
            {
              key: 'reflections',
              label: 'Teacher Reflections',
              content: <TeacherReflectionsTab level="lesson" planId={lesson.id} />,
            },
          ]}
        />
      </PlanDetailScaffold>
      {managing && (
        <Suspense fallback={null}>
          <EditLessonPlanDialog lesson={lesson} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </>
  );
}
