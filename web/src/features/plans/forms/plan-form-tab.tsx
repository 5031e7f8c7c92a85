import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { completeFormValues, FORM_MESSAGES, type FormStep, isFormEmpty } from '@school/contract/plan-forms/form-steps';
import { lessonPlanFormSteps } from '@school/contract/plan-forms/lesson-plan-form';
import { PLAN_FORM_ENTITY } from '@school/contract/plan-forms/plan-form-abilities';
import { UNIT_PLAN_FORM_STEPS } from '@school/contract/plan-forms/unit-plan-form';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDisplayDateTime } from '../../../lib/dates';
import { usePrivileges } from '../../../lib/privileges';
import {
  type FormLevel,
  type LessonPlanFormResponse,
  lessonPlanFormQuery,
  planFormOptionsQuery,
  type SaveIntent,
  type UnitPlanFormResponse,
  unitPlanFormQuery,
  useSavePlanForm,
} from '../api/plan-forms';
import { FormReadView } from './form-read-view';

/** The editor loads when someone starts filling the form in: reading a plan does not download it. */
const StepForm = lazy(() => import('./step-form').then((module) => ({ default: module.StepForm })));

interface Props {
  level: FormLevel;
  planId: number;
  /** The page's consent list: the form's last step ticks it. */
  consents: ReactNode;
  /** After Save and Submit: the page goes back to its first tab. */
  onSubmitted: () => void;
  /** Told whether the step form is open (the page folds its summary away meanwhile); false when the tab closes. */
  onEditingChange?: (editing: boolean) => void;
}

type FormResponse = UnitPlanFormResponse | LessonPlanFormResponse;
type Outcome = { id: number; name: string };

const FORM_LABELS: Record<FormLevel, string> = { unit: 'Unit plan form', lesson: 'Lesson plan form' };
export const draftKeyOf = (level: FormLevel, planId: number) => `plan-form:${level}:${planId}`;

/**
 * The plan page's address while its step form is open (/lesson-plan/12?focus=form): a teacher can open the form
 * directly, the same form 'Fill in the form' opens, and a reload keeps it open.
 */
export const FORM_FOCUS_PARAM = 'focus';
export const FORM_FOCUS_VALUE = 'form';

/** Whether the page's address asks for the step form (?focus=form): a page whose form tab is not its first opens it. */
export function useFormFocusAsked(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get(FORM_FOCUS_PARAM) === FORM_FOCUS_VALUE;
}

/** Whether the browser holds an unsaved draft of this form (the step form keeps it under its draft key). */
function hasStoredDraft(draftKey: string): boolean {
  try {
    return window.localStorage.getItem(draftKey) !== null;
  } catch {
    // Storage refused (private mode): there is no draft to go back to.
    return false;
  }
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

interface BodyProps extends Props {
  steps: readonly FormStep[];
  form: FormResponse;
  /** The learning outcomes a lesson may choose (its unit's); the unit's own form lists them itself. */
  outcomeOptions?: readonly Outcome[];
  outcomeNames: ReadonlyMap<number, string>;
}

/** The read view with Fill in the form / Edit form, or the step form while it is being filled in. */
function FormTabBody({
  level,
  planId,
  consents,
  onSubmitted,
  onEditingChange,
  steps,
  form,
  outcomeOptions,
  outcomeNames,
}: BodyProps) {
  const draftKey = draftKeyOf(level, planId);
  const label = FORM_LABELS[level];
  const mayEdit = form.abilities.update.allowed;
  const [, setSearchParams] = useSearchParams();
  const askedForForm = useFormFocusAsked();
  // The form's address opens it, its heading focused (the user asked for it); a draft left in the browser (the user
  // left mid-form) opens it too, where the draft is restored.
  const [opened] = useState(() => ({ byUser: mayEdit && askedForForm, byDraft: mayEdit && hasStoredDraft(draftKey) }));
  const [editing, setEditingState] = useState(opened.byUser || opened.byDraft);
  const [focusOnOpen, setFocusOnOpen] = useState(opened.byUser);

  function setEditing(open: boolean) {
    setEditingState(open);
    setFocusOnOpen(open);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set(FORM_FOCUS_PARAM, FORM_FOCUS_VALUE);
        else next.delete(FORM_FOCUS_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  // The page learns whether the form is open, and that it is not once the tab closes.
  const reportEditing = useRef(onEditingChange);
  reportEditing.current = onEditingChange;
  const open = editing && mayEdit;
  useEffect(() => reportEditing.current?.(open), [open]);
  useEffect(() => () => reportEditing.current?.(false), []);
  const options = useQuery({ ...planFormOptionsQuery(), enabled: editing });
  const save = useSavePlanForm(level, planId);
  // Saves send the version of the latest read (a consent ticked meanwhile may have re-read the form).
  const version = useRef(form.version);
  version.current = form.version;
  const values = useMemo(() => completeFormValues(steps, form), [steps, form]);

  async function handleSave(typed: Record<string, unknown>, intent: SaveIntent) {
    await save.mutateAsync({ values: typed, intent, version: version.current });
    if (intent === 'submit') {
      setEditing(false);
      onSubmitted();
    }
  }

  if (editing && mayEdit) {
    if (options.isPending) return <Loading label="Loading the form's choices" />;
    if (!options.data) return <Alert severity="error">{options.error?.message || MESSAGES.oops}</Alert>;
    return (
      <Suspense fallback={<Loading label="Loading the form" />}>
        <StepForm
          steps={steps}
          values={values}
          draftKey={draftKey}
          label={label}
          submitDisabledReason={form.abilities.submit.reason}
          options={options.data}
          outcomeOptions={outcomeOptions}
          consents={consents}
          onSave={handleSave}
          onCancel={() => setEditing(false)}
          focusOnOpen={focusOnOpen}
        />
      </Suspense>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {form.formUpdatedOn
            ? `Last saved by ${form.formUpdatedByName ?? form.formUpdatedBy ?? FORM_MESSAGES.noAnswer} on ${formatDisplayDateTime(form.formUpdatedOn)}`
            : ''}
        </Typography>
        {mayEdit && (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            {isFormEmpty(steps, values) ? FORM_MESSAGES.fillIn : FORM_MESSAGES.edit}
          </Button>
        )}
      </Box>
      <FormReadView steps={steps} values={values} context={{ outcomeNames, consents: form.consents }} label={label} />
    </Box>
  );
}

const namesOf = (outcomes: readonly Outcome[]) => new Map(outcomes.map((outcome) => [outcome.id, outcome.name]));

function UnitFormTab(props: Props) {
  const { data, isPending, error } = useQuery(unitPlanFormQuery(props.planId));
  const outcomeNames = useMemo(() => namesOf(data?.learningOutcomes ?? []), [data]);
  if (isPending) return <Loading label="Loading the unit plan form" />;
  if (error) return <Alert severity="error">{error.message || MESSAGES.oops}</Alert>;
  return <FormTabBody {...props} steps={UNIT_PLAN_FORM_STEPS} form={data} outcomeNames={outcomeNames} />;
}

function LessonFormTab(props: Props) {
  const { data, isPending, error } = useQuery(lessonPlanFormQuery(props.planId));
  const outcomeNames = useMemo(() => namesOf(data?.unitLearningOutcomes ?? []), [data]);
  if (isPending) return <Loading label="Loading the lesson plan form" />;
  if (error) return <Alert severity="error">{error.message || MESSAGES.oops}</Alert>;
  return (
    <FormTabBody
      {...props}
      steps={lessonPlanFormSteps(data.type)}
      form={data}
      outcomeOptions={data.unitLearningOutcomes}
      outcomeNames={outcomeNames}
    />
  );
}

/**
 * The 'Unit Plan Form' and 'Lesson Plan Form' tabs: the form read-only, and for a user
 * who may change it (the form's abilities) the step form in its place. READ on the form's entity is needed to see
 * it at all; without it the tab says so.
 */
export function PlanFormTab(props: Props) {
  const { can } = usePrivileges();
  if (!can(PLAN_FORM_ENTITY[props.level], 'READ')) {
    return <Alert severity="info">{FORM_MESSAGES.cannotView(FORM_LABELS[props.level].toLowerCase())}</Alert>;
  }
  return props.level === 'unit' ? <UnitFormTab {...props} /> : <LessonFormTab {...props} />;
}
