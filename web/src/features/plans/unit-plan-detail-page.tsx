import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { CardGrid } from '../../components/card-grid';
import { usePrivileges } from '../../lib/privileges';
import { useProfile } from '../../lib/profile-context';
import { schoolLabelOf, useLessonSchoolOptions } from './api/lesson-plans';
import {
  type LessonOfUnit,
  type UnitPlanDetail,
  unitPlanQuery,
  useDeleteUnitPlan,
  useRefreshLessonConsents,
  useSaveUnitConsents,
  useSaveUnitLessons,
  useUnitStatus,
} from './api/unit-plans';
import { ConsentList } from './consent-list';
import { PlanFormTab, useFormFocusAsked } from './forms/plan-form-tab';
import { TeacherReflectionsTab } from './forms/teacher-reflections-tab';
import type { LessonFormValues } from './lesson-plan-dialog';
import { ExplainedButton } from '../../components/explained-button';
import { PlanWorkflowButtons } from './shared/plan-workflow-buttons';
import { formatPlanDate } from './shared/plan-dates';
import { PlanDownloadButton } from './shared/plan-download-button';
import { PlanStatusChip } from './shared/plan-status-chip';
import { PlanSummaryCard, PlanTabs } from './shared/plan-detail-parts';
import { PlanDetailScaffold } from './shared/plan-detail-scaffold';
import { RefreshConsentsButton } from './shared/refresh-consents-button';
import { UnitLessonCard } from './unit-lesson-card';
import { shownSchoolName, UnitSchoolPicker } from './unit-school-picker';
import { NoData } from '../../components/no-data';

/** Loaded when a lesson is added or edited: reading a unit does not download the lesson dialog. */
const LessonPlanDialog = lazy(() =>
  import('./lesson-plan-dialog').then((module) => ({ default: module.LessonPlanDialog })),
);

type OpenDialog = { kind: 'addLesson' } | { kind: 'editLesson'; lesson: LessonOfUnit };

/** The signed-in user as the plan rules need them. */
function useActor() {
  const profile = useProfile();
  return { privileges: profile.privileges, roleNames: profile.roles.map((role) => role.name), email: profile.email };
}

function UnitSummary({ unit }: { unit: UnitPlanDetail }) {
  const subUnits = [...unit.subUnits].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <PlanSummaryCard
      titleId="unit-plan-name"
      title={unit.name}
      lines={[
        { label: 'Tier Plan', value: unit.tierPlan.name },
        { label: 'Annual Period', value: unit.curriculumContext.annualPeriodName },
        { label: 'Class', value: unit.curriculumContext.gradeName },
        { label: 'Subject', value: unit.curriculumContext.subjectName },
        { label: 'Start', value: formatPlanDate(unit.start) },
        { label: 'End', value: formatPlanDate(unit.end) },
        { label: 'Status', value: <PlanStatusChip status={unit.status} /> },
        {
          label: 'Sub Units',
          value:
            subUnits.length === 0 ? (
              PLAN_MESSAGES.noSubUnits
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 2.5, pt: 0 }}>
                {subUnits.map((subUnit) => (
                  <li key={subUnit.id}>{subUnit.name}</li>
                ))}
              </Box>
            ),
        },
      ]}
    />
  );
}

function LessonCards({
  unit,
  mayEdit,
  onEdit,
}: {
  unit: UnitPlanDetail;
  mayEdit: (lesson: LessonOfUnit) => boolean;
  onEdit: (lesson: LessonOfUnit) => void;
}) {
  const school = shownSchoolName(unit);
  return (
    <>
      {school && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          The lesson plans of {school}. Choose another school under Consents.
        </Typography>
      )}
      {unit.lessonPlans.length === 0 ? (
        <NoData message={PLAN_MESSAGES.noLessonPlans} />
      ) : (
        <CardGrid>
          {unit.lessonPlans.map((lesson) => (
            <UnitLessonCard
              key={lesson.id}
              lesson={lesson}
              onEdit={mayEdit(lesson) ? () => onEdit(lesson) : undefined}
            />
          ))}
        </CardGrid>
      )}
    </>
  );
}

const lessonValuesOf = (lesson: LessonOfUnit): LessonFormValues & { saved: boolean } => ({
  name: lesson.name,
  start: lesson.start,
  end: lesson.end,
  schoolId: lesson.school.id,
  subUnits: lesson.subUnits.map((subUnit) => subUnit.name),
  saved: true,
});

/**
 * Unit plan detail (/unit-plan/{id}): the unit and its consents on the left (above on small
 * screens); Refresh Lesson Plan Consents, Add Lesson Plan, Submit or Resume and Delete; the lesson plans.
 * Every button follows the record's abilities; every refusal of the server is shown as it is.
 */
export default function UnitPlanDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const unitId = Number(id);
  const navigate = useNavigate();
  const actor = useActor();
  const { can } = usePrivileges();
  // A plan spanning several schools lists one school's consents and lessons: the URL keeps the chosen one.
  const [params, setParams] = useSearchParams();
  const askedSchool = Number(params.get('school')) || undefined;
  const {
    data: unit,
    isPending,
    error,
  } = useQuery({ ...unitPlanQuery(id, askedSchool), placeholderData: keepPreviousData });
  const refreshConsents = useRefreshLessonConsents(unitId);
  const saveLessons = useSaveUnitLessons(unitId);
  const saveConsents = useSaveUnitConsents(unitId, unit?.shownSchoolId ?? null);
  const changeStatus = useUnitStatus(unitId);
  const remove = useDeleteUnitPlan(unitId);
  const schoolOptions = useLessonSchoolOptions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // A link to the form (?focus=form) opens its tab, the second.
  const [openTab, setOpenTab] = useState(useFormFocusAsked() ? 1 : 0);
  const [formOpen, setFormOpen] = useState(false);
  const close = () => setDialog(null);

  const breadcrumbs = [
    { label: 'Home', href: '/dashboard' },
    { label: 'Unit Plans', href: '/unit-plans' },
    ...(unit ? [{ label: unit.tierPlan.name, href: `/tier-plan/${unit.tierPlanId}` }] : []),
  ];

  const frame = { title: screen.title, breadcrumbs, loading: isPending, error, loadingLabel: 'Loading the unit plan' };
  if (!unit) return <PlanDetailScaffold {...frame} />;

  const { abilities } = unit;
  const mayUpdate = can('unitplan', 'UPDATE');
  // A lesson changes through the unit's PUT by its own save rule (state and signers), answered with each lesson.
  const mayEditLesson = (lesson: LessonOfUnit) => lesson.abilities.update.allowed;

  const saveLesson = (values: LessonFormValues, lesson?: LessonOfUnit) =>
    saveLessons.mutateAsync({
      version: unit.version,
      lessonPlans: [
        {
          id: lesson?.id,
          version: lesson?.version,
          name: values.name,
          start: values.start,
          end: values.end,
          school: { id: Number(values.schoolId) },
          subUnits: values.subUnits,
        },
      ],
    });

  // Removal of one lesson through the unit's PUT (deleted: true), with the lesson as it was read.
  const removeLesson = (lesson: LessonOfUnit) =>
    saveLessons.mutateAsync({
      version: unit.version,
      lessonPlans: [
        {
          id: lesson.id,
          version: lesson.version,
          name: lesson.name,
          start: lesson.start,
          end: lesson.end,
          school: { id: lesson.school.id },
          subUnits: lesson.subUnits.map((subUnit) => subUnit.name),
          deleted: true,
        },
      ],
    });

  const consents = (
    <ConsentList
      consents={unit.consents}
      ownEmail={actor.email}
      abilities={abilities}
      status={unit.status}
      onChange={(email, consent) => saveConsents.mutateAsync([{ subjectTeacher: { email }, consent }])}
      total={unit.shownSchoolId === null ? undefined : { given: unit.consentsGiven, count: unit.consentCount }}
      header={
        <UnitSchoolPicker
          unit={unit}
          onChange={(school) => {
            const next = new URLSearchParams(params);
            next.set('school', String(school));
            setParams(next, { replace: true });
          }}
        />
      }
    />
  );

  const actions = (
    <>
      <PlanDownloadButton label="Download Unit Plan" level="unit" planId={unit.id} />
      {abilities.refreshConsents.allowed && (
        <RefreshConsentsButton label="Refresh Lesson Plan Consents" refresh={refreshConsents} />
      )}
      {can('lessonplan', 'CREATE') && (
        <ExplainedButton
          variant="contained"
          startIcon={<AddIcon />}
          disabledReason={abilities.addChildren.reason ?? undefined}
          onClick={() => setDialog({ kind: 'addLesson' })}
        >
          Add Lesson Plan
        </ExplainedButton>
      )}
      <PlanWorkflowButtons
        status={unit.status}
        abilities={abilities}
        mayUpdate={mayUpdate}
        mayDelete={can('unitplan', 'DELETE')}
        onStatusChange={(status) => changeStatus.mutateAsync({ status, version: unit.version })}
        deletion={{
          title: 'Delete Unit Plan',
          message: `${PLAN_MESSAGES.deleteConfirm} '${unit.name}' and its ${unit.lessonPlanCount} lesson plan(s) are removed.`,
          onConfirm: async () => {
            await remove.mutateAsync();
            navigate(`/tier-plan/${unit.tierPlanId}`, { replace: true });
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
        summary={<UnitSummary unit={unit} />}
        consents={consents}
        folded={formOpen ? { title: unit.name } : undefined}
      >
        <PlanTabs
          label="Unit plan"
          open={openTab}
          onOpenChange={setOpenTab}
          tabs={[
            {
              key: 'lessons',
              label: `Lesson Plans (${unit.lessonPlans.length})`,
              content: (
                <LessonCards
                  unit={unit}
                  mayEdit={mayEditLesson}
                  onEdit={(lesson) => setDialog({ kind: 'editLesson', lesson })}
                />
              ),
            },
            {
              key: 'form',
              label: 'Unit Plan Form',
              content: (
                <PlanFormTab
                  level="unit"
                  planId={unit.id}
                  consents={consents}
                  onSubmitted={() => setOpenTab(0)}
                  onEditingChange={setFormOpen}
                />
              ),
            },
            {
              key: 'reflections',
              label: 'Teacher Reflections',
              content: <TeacherReflectionsTab level="unit" planId={unit.id} />,
            },
          ]}
        />
      </PlanDetailScaffold>
      <Suspense fallback={null}>
        {dialog?.kind === 'addLesson' && (
          <LessonPlanDialog
            title="Add Lesson Plan"
            schoolOptions={schoolOptions}
            subUnitOptions={unit.subUnits.map((subUnit) => subUnit.name)}
            unitDates={{ start: unit.start, end: unit.end }}
            onSave={(values) => saveLesson(values)}
            onClose={close}
          />
        )}
        {dialog?.kind === 'editLesson' && (
          <LessonPlanDialog
            title="Edit Lesson Plan"
            initial={lessonValuesOf(dialog.lesson)}
            schoolOptions={withSchool(schoolOptions, dialog.lesson)}
            subUnitOptions={unit.subUnits.map((subUnit) => subUnit.name)}
            unitDates={{ start: unit.start, end: unit.end }}
            onSave={(values) => saveLesson(values, dialog.lesson)}
            onDelete={can('lessonplan', 'DELETE') ? () => removeLesson(dialog.lesson) : undefined}
            deleteReason={dialog.lesson.abilities.delete.reason ?? undefined}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}

/** The school options with the lesson's own school, which a user of another school may not see in the list. */
function withSchool(options: { value: number; label: string }[], lesson: LessonOfUnit) {
  if (options.some((option) => option.value === lesson.school.id)) return options;
  return [...options, { value: lesson.school.id, label: schoolLabelOf(lesson.school) }];
}
