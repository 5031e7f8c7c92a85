import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { completeFormValues, type FormStep, stepIndexOfPath } from '@school/contract/plan-forms/form-steps';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import type { PlanFormOptions } from '@school/contract/plan-forms/plan-form-api';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { type JSX, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { clearFormDraft, initialFormOf, sameFormValues, useFormDraft } from '../../../lib/form-draft';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { FieldInput } from './fields/field-input';
import { StepFormActions } from './step-form-actions';
import {
  clientErrorsOf,
  errorPathsOf,
  type PathErrors,
  placeErrors,
  serverErrorsOf,
  stepsWithErrors,
} from './step-form-errors';
import { STEP_FORM_CONTAINER, StepHeading, StepList, WIDE_STEP_FORM } from './step-form-nav';
import { type FormValues, pathOf } from './step-form-values';

export type SaveIntent = 'draft' | 'next' | 'save' | 'submit';

export interface StepFormProps {
  /** The steps of the form (contract: UNIT_PLAN_FORM_STEPS, lessonPlanFormSteps(type)). */
  steps: readonly FormStep[];
  /** The form as the server answered it (every field present: completeFormValues(steps, response)). */
  values: Record<string, unknown>;
  /** localStorage key of the unsaved draft, e.g. 'plan-form:lesson:12'; removed after a successful save. */
  draftKey: string;
  /** Accessible name of the form, e.g. 'Lesson plan form'. */
  label: string;
  /** Why Save and Submit is not offered (incomplete consents, no privilege …), or null when it is. */
  submitDisabledReason: string | null;
  /** The lists of values offered by choices, strategies and activityNames fields (GET /plan-form-options). */
  options: PlanFormOptions;
  /** outcomeChoice fields: the unit plan's learning outcomes (empty: the selector is disabled with FORM_MESSAGES.noOutcomes). */
  outcomeOptions?: readonly { id: number; name: string }[];
  /** What the 'consents' field shows (the plan's consent list, rendered by the page). */
  consents: ReactNode;
  /** Saves; rejects with the ApiError of the server (400 fieldErrors keyed by dot path, 409 …). */
  onSave: (values: Record<string, unknown>, intent: SaveIntent) => Promise<void>;
  /** Leave the form without saving (e.g. back to the read view); asks first when there are unsaved changes. */
  onCancel?: () => void;
  /**
   * The user opened the form (Fill in the form, Edit form, a link to the form): its step's heading is scrolled into
   * view and takes the keyboard focus, as after every change of step. Not for a form the page reopened by itself.
   */
  focusOnOpen?: boolean;
}

const NO_OUTCOMES: readonly { id: number; name: string }[] = [];

/**
 * The multi-step form of a unit or lesson plan, driven by the contract's steps: one react-hook-form instance holds
 * every step, so moving between steps loses nothing; the draft is kept in localStorage until saved; a failed save puts
 * each message beside its field and marks the steps holding them.
 */
export function StepForm(props: StepFormProps): JSX.Element {
  // Another plan's form (another draft key) starts afresh: its own values, draft and step.
  return <PlanStepForm key={props.draftKey} {...props} />;
}

function PlanStepForm({
  steps,
  values,
  draftKey,
  label,
  submitDisabledReason,
  options,
  outcomeOptions = NO_OUTCOMES,
  consents,
  onSave,
  onCancel,
  focusOnOpen = false,
}: StepFormProps) {
  const [initial] = useState(() =>
    initialFormOf(draftKey, values, {
      complete: (stored) => completeFormValues(steps, stored),
      lastStep: steps.length - 1,
    }),
  );
  const [restored, setRestored] = useState(initial.restored);
  const [step, setStep] = useState(initial.step);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [message, setMessage] = useState<string | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const form = useForm<FormValues>({ defaultValues: values });
  // What the server holds: the draft is compared with it, Discard goes back to it.
  const savedRef = useRef<FormValues>(values);
  const latestValues = useRef(values);
  latestValues.current = values;
  const draft = useFormDraft(draftKey, form, savedRef, step);
  const { isDirty, errors } = form.formState;
  const guard = useLeaveGuard(isDirty);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingBlockRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // The step's heading, below the app's fixed header (its scroll margin), with the first field under it: on a phone
  // the top of the page is a screen or more above the form. The heading then takes the focus, so a screen reader
  // hears where the user is and Tab goes on to the step's first field.
  const showStep = useCallback(() => {
    headingBlockRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  // Opened by the user: the form's first step is where the keyboard and the eye go. On mount only (a ref, so a later
  // change of the prop does not move the focus again).
  const openedByUser = useRef(focusOnOpen);
  useEffect(() => {
    if (!openedByUser.current) return;
    const frame = requestAnimationFrame(showStep);
    return () => cancelAnimationFrame(frame);
  }, [showStep]);

  // A restored draft is the form's value, the server's stays its default: the form counts as changed.
  useEffect(() => {
    if (initial.restored) form.reset(initial.values, { keepDefaultValues: true });
  }, [form, initial]);

  // New values from the server (after a save: ids of new learning outcomes; a reload) are taken while nothing is
  // unsaved; over unsaved changes they would throw away what the user typed.
  const valuesKey = useMemo(() => JSON.stringify(values), [values]);
  const seenValuesKey = useRef(valuesKey);
  useEffect(() => {
    if (seenValuesKey.current === valuesKey) return;
    seenValuesKey.current = valuesKey;
    if (form.formState.isDirty) return;
    savedRef.current = latestValues.current;
    form.reset(latestValues.current);
  }, [form, valuesKey]);

  const goTo = (index: number) => {
    setStep(index);
    // Once the new step is rendered (its fields decide where the heading ends up).
    requestAnimationFrame(showStep);
  };

  const showErrors = (fieldErrors: PathErrors, text: string) => {
    placeErrors(fieldErrors, form.setError);
    setMessage(text);
    const paths = Object.keys(fieldErrors);
    const first = stepsWithErrors(steps, paths)[0];
    if (first === undefined) {
      // The general line sits just below the heading.
      requestAnimationFrame(showStep);
      return;
    }
    goTo(first);
    const firstPath = paths.find((path) => stepIndexOfPath(steps, path) === first);
    // Once the step is shown (two frames: its fields register in the first), its first rejected field takes the focus.
    if (firstPath) requestAnimationFrame(() => requestAnimationFrame(() => form.setFocus(pathOf(firstPath))));
  };

  async function save(intent: SaveIntent) {
    // The ref, not the state: a double click arrives before the disabled buttons are rendered.
    if (savingRef.current || (intent === 'submit' && submitDisabledReason)) return;
    setMessage(null);
    setSavedNotice(false);
    form.clearErrors();
    // A copy: react-hook-form changes its nested values in place as the user types on during the save.
    const current = structuredClone(form.getValues());
    const typeErrors = clientErrorsOf(steps, current);
    if (Object.keys(typeErrors).length > 0) {
      showErrors(typeErrors, FORM_SCREEN_MESSAGES.checkFields);
      return;
    }
    const before = latestValues.current;
    savingRef.current = true;
    setSaving(true);
    try {
      await onSave(current, intent);
    } catch (error) {
      const { fields, message: text } = serverErrorsOf(error, steps);
      showErrors(fields, text);
      return;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
    draft.cancel();
    clearFormDraft(draftKey);
    setRestored(false);
    // The server's answer may already be here (the page updates its query before the save resolves): it has the
    // ids of new rows. Otherwise the values sent stand until it comes (the effect above takes it).
    const answered = !sameFormValues(latestValues.current, before);
    const saved = answered ? latestValues.current : current;
    seenValuesKey.current = answered ? JSON.stringify(latestValues.current) : seenValuesKey.current;
    savedRef.current = saved;
    form.reset(saved);
    setSavedNotice(true);
    if (intent === 'next' && step < steps.length - 1) goTo(step + 1);
  }

  function discardDraft() {
    draft.cancel();
    clearFormDraft(draftKey);
    form.reset(savedRef.current);
    setRestored(false);
    setMessage(null);
  }

  const errorSteps = stepsWithErrors(steps, errorPathsOf(errors));
  const current = steps[step];
  const last = step === steps.length - 1;
  const context = { options, outcomeOptions, consents, disabled: false };

  return (
    <FormProvider {...form}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 3 }, containerType: 'inline-size', containerName: STEP_FORM_CONTAINER }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            [WIDE_STEP_FORM]: { gridTemplateColumns: '15rem minmax(0, 1fr)' },
          }}
        >
          <StepList steps={steps} current={step} errorSteps={errorSteps} label={label} onSelect={goTo} />
          <Box
            component="form"
            aria-label={label}
            noValidate
            onSubmit={(event) => event.preventDefault()}
            sx={{ minWidth: 0, display: 'grid', gap: 2.5, alignContent: 'start' }}
          >
            <StepHeading
              steps={steps}
              current={step}
              errorSteps={errorSteps}
              headingRef={headingRef}
              blockRef={headingBlockRef}
              headingId={headingId}
              onSelect={goTo}
            />
            {restored && (
              <Alert severity="info">
                {FORM_SCREEN_MESSAGES.draftRestored}{' '}
                <Link component="button" type="button" onClick={discardDraft} sx={{ verticalAlign: 'baseline' }}>
                  {FORM_SCREEN_MESSAGES.discardDraft}
                </Link>
              </Alert>
            )}
            {message && <Alert severity="error">{message}</Alert>}
            <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
              {current?.fields.map((field) => (
                <FieldInput key={`${current.key}:${field.path}`} field={field} context={context} />
              ))}
            </Box>
            <StepFormActions
              last={last}
              saving={saving}
              submitDisabledReason={submitDisabledReason}
              onSave={(intent) => void save(intent)}
              onCancel={
                onCancel
                  ? () =>
                      guard.confirmLeave(() => {
                        draft.cancel();
                        clearFormDraft(draftKey);
                        onCancel();
                      })
                  : undefined
              }
            />
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ textAlign: 'right', minHeight: '1.5em' }}
            >
              {saving ? FORM_SCREEN_MESSAGES.saving : savedNotice && !isDirty ? PLAN_MESSAGES.saved : ''}
            </Typography>
          </Box>
        </Box>
      </Paper>
      <LeaveGuardDialog guard={guard} />
    </FormProvider>
  );
}
