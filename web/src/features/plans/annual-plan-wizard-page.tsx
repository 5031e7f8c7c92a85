import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { ANNUAL_PLAN_STEPS, PLAN_MESSAGES } from '@school/contract/plan-messages';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LeaveGuardDialog } from '../../components/leave-guard-dialog';
import { clearFormDraft, initialFormOf, useFormDraft } from '../../lib/form-draft';
import { applyServerErrors } from '../../lib/form-errors';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/http';
import { notify } from '../../lib/notify';
import { usePrivileges } from '../../lib/privileges';
import {
  annualPlanDetailQuery,
  planSettingsQuery,
  useAnnualPlanStatus,
  usePlanSettings,
  useCreateAnnualPlan,
  useUpdateAnnualPlan,
} from './api/annual-plans';
import { type AnnualPlanDetail, annualPlanCreateInput } from '@school/contract/schemas/plans/annual-plan';
import { isSchoolSpecificClass } from '@school/contract/schemas/plans/plan-list-query';
import { AnnualPlanFields } from './annual-plan-fields';
import {
  ANNUAL_STEP_FIELDS,
  type AnnualPlanFormValues,
  annualPlanValuesOf,
  ANNUAL_PLAN_FIELDS,
  ANNUAL_PLAN_PARTS,
  createBodyOf,
  draftKeyOf,
  draftValuesOf,
  dropStaleDrafts,
  emptyAnnualPlan,
  updateBodyOf,
} from './annual-plan-form';
import { AnnualTierFields } from './annual-tier-fields';

/** Why the wizard does not open: no privilege, or the plan's state (COMPLETED, INACTIVE). */
function readOnlyReason(status: string | undefined): string {
  if (status === 'COMPLETED') return PLAN_MESSAGES.completedReadOnly('annual');
  if (status === 'INACTIVE') return PLAN_MESSAGES.inactiveReadOnly;
  return MESSAGES.forbidden;
}

const BREADCRUMBS = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Annual Plans', href: '/academic-plans/annual-plans' },
];

/**
 * The annual plan wizard: /annual-plans/new adds a plan, /annual-plans/{id}/edit changes
 * one (period, class and subject read-only). Steps 'Annual Plan' and 'Tier Plan'; Save on the last step,
 * then 'All steps completed - you're finished' with Reset and Submit.
 */
export default function AnnualPlanWizardPage({ screen }: { screen: Screen }) {
  const { id } = useParams();
  const planId = id ? Number(id) : undefined;
  const plan = useQuery({ ...annualPlanDetailQuery(id ?? '0'), enabled: planId !== undefined });
  // The current period (the default of a new plan) is the server's setting: wait for it (a failure keeps a default).
  const settings = useQuery(planSettingsQuery);
  const { can } = usePrivileges();

  let body: ReactNode;
  if ((planId !== undefined && plan.isPending) || settings.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the annual plan" />
      </Box>
    );
  } else if (planId !== undefined && !plan.data) {
    body = (
      <Alert severity="error">
        {plan.error instanceof ApiError && plan.error.status === 404 ? MESSAGES.notFoundRecord : MESSAGES.oops}
      </Alert>
    );
  } else if (planId === undefined ? !can('annualplan', 'CREATE') : !plan.data?.abilities.update.allowed) {
    // The server would refuse the save: say so before anything is typed.
    body = (
      <Alert severity="info">
        {readOnlyReason(plan.data?.status)}{' '}
        {plan.data && (
          <Link component={RouterLink} to={`/annual-plan/${plan.data.id}`}>
            Open the annual plan
          </Link>
        )}
      </Alert>
    );
  } else {
    body = <AnnualPlanWizard key={planId ?? 'new'} plan={plan.data} />;
  }
  return (
    <>
      <PageHeader
        title={screen.title}
        breadcrumbs={
          plan.data ? [...BREADCRUMBS, { label: plan.data.name, href: `/annual-plan/${plan.data.id}` }] : BREADCRUMBS
        }
      />
      {body}
    </>
  );
}

function AnnualPlanWizard({ plan }: { plan?: AnnualPlanDetail }) {
  const { currentAnnualPeriod, schoolSpecificClasses } = usePlanSettings();
  const [saved, setSaved] = useState<AnnualPlanDetail | undefined>(plan);
  // The draft follows the plan as saved: after the first save of a new plan it is that plan's, no longer 'new'.
  const draftKey = draftKeyOf(saved);
  // A half-filled wizard survives a reload: its draft is read once, when the wizard opens.
  const [initial] = useState(() => {
    if (plan) dropStaleDrafts(plan);
    const base = plan ? annualPlanValuesOf(plan) : emptyAnnualPlan(currentAnnualPeriod);
    const start = initialFormOf(draftKeyOf(plan), base, {
      complete: (stored) => draftValuesOf(stored, base),
      lastStep: ANNUAL_PLAN_STEPS.length - 1,
    });
    return { ...start, base };
  });
  // What the server holds: the draft is compared with it (an equal form keeps no draft).
  const savedRef = useRef<AnnualPlanFormValues>(initial.base);
  const [restored, setRestored] = useState(initial.restored);
  const [step, setStep] = useState(initial.step);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<AnnualPlanFormValues>({
    // The contract's schema of POST /annual-plans; its input type is the wizard's, with tierPlans optional there
    // (the wizard always holds the list), hence the cast.
    resolver: zodResolver(annualPlanCreateInput, undefined, { raw: true }) as Resolver<AnnualPlanFormValues>,
    defaultValues: initial.base,
  });
  // A restored draft is the form's value, the server's stays its default: the form counts as changed. (Not through
  // useForm's `values` and `resetOptions`: those options would apply to every later reset, a save's included.)
  useEffect(() => {
    if (initial.restored) form.reset(initial.values, { keepDefaultValues: true });
  }, [form, initial]);
  const done = step === ANNUAL_PLAN_STEPS.length;
  const draft = useFormDraft(draftKey, form, savedRef, step);
  const guard = useLeaveGuard(form.formState.isDirty);
  const create = useCreateAnnualPlan();
  const update = useUpdateAnnualPlan(saved?.id ?? 0);
  const status = useAnnualPlanStatus(saved?.id ?? 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const editing = plan !== undefined;
  const busy = form.formState.isSubmitting;
  const serverMessage = form.formState.errors.root?.server?.message;
  // A refusal of the class, subject and period together (409: a plan already has them) names no single field.
  const contextMessage = form.formState.errors.curriculumContext?.message;

  const goTo = (next: number) => {
    setStep(next);
    // The step's heading takes the focus, so a screen reader hears where the user is.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  async function next() {
    const valid = await form.trigger([...ANNUAL_STEP_FIELDS]);
    // The School selector's rule is a server setting, not in the schema: checked here too, before the step changes.
    const context = form.getValues('curriculumContext');
    if (isSchoolSpecificClass(context.gradeName, schoolSpecificClasses) && !context.school) {
      form.setError('curriculumContext.school', { type: 'required', message: PLAN_MESSAGES.schoolRequired });
      return;
    }
    if (valid) goTo(1);
  }

  const onInvalid = (errors: FieldErrors<AnnualPlanFormValues>) => {
    if (ANNUAL_STEP_FIELDS.some((field) => errors[field] !== undefined)) goTo(0);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const result = saved
        ? await update.mutateAsync(updateBodyOf(values, saved.version))
        : await create.mutateAsync(createBodyOf(values));
      notify.success(PLAN_MESSAGES.saved);
      showSaved(result);
      goTo(ANNUAL_PLAN_STEPS.length);
    } catch (error) {
      applyServerErrors(error, form.setError, ANNUAL_PLAN_FIELDS, ANNUAL_PLAN_PARTS);
      // The first step shows its own errors: the wizard opens it when one is there.
      const paths = error instanceof ApiError ? Object.keys(error.fieldErrors ?? {}) : [];
      if (paths.some((path) => ANNUAL_STEP_FIELDS.some((field) => path === field || path.startsWith(`${field}.`)))) {
        goTo(0);
      }
    }
  }, onInvalid);

  /** The form holds what the server has: no draft is kept of it, under the old key or the new one. */
  function showSaved(result: AnnualPlanDetail | undefined) {
    const values = result ? annualPlanValuesOf(result) : emptyAnnualPlan(currentAnnualPeriod);
    draft.cancel();
    clearFormDraft(draftKey);
    clearFormDraft(draftKeyOf(result));
    // Before the reset: the draft's writer compares the reset values with these.
    savedRef.current = values;
    setSaved(result);
    setRestored(false);
    form.reset(values);
  }

  /** After a save: a blank wizard to add another plan, or (edit mode) the plan as now saved. */
  function reset() {
    showSaved(editing ? saved : undefined);
    goTo(0);
  }

  function discardDraft() {
    draft.cancel();
    clearFormDraft(draftKey);
    form.reset(savedRef.current);
    setRestored(false);
  }

  // Submit sends what is saved: right after Save, or on the last step of a saved plan with nothing changed yet.
  const unchanged = !form.formState.isDirty;
  const canSubmit = Boolean(saved?.abilities.submit.allowed) && (done || (step > 0 && unchanged));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stepper activeStep={step} sx={{ mb: 3 }} aria-label="Steps of the annual plan">
        {ANNUAL_PLAN_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {restored && !done && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {FORM_SCREEN_MESSAGES.draftRestored}{' '}
          <Link component="button" type="button" onClick={discardDraft} sx={{ verticalAlign: 'baseline' }}>
            {FORM_SCREEN_MESSAGES.discardDraft}
          </Link>
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="wizard-step-title">
        <Typography
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ mb: 2, outline: 'none' }}
        >
          {done ? PLAN_MESSAGES.allStepsCompleted : ANNUAL_PLAN_STEPS[step]}
        </Typography>
        {serverMessage && !done && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverMessage}
          </Alert>
        )}
        <FormProvider {...form}>
          {step === 0 && contextMessage && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {contextMessage}
            </Alert>
          )}
          {step === 0 && <AnnualPlanFields form={form} editing={editing} />}
          {step === 1 && <AnnualTierFields control={form.control} />}
        </FormProvider>
        {done && saved && (
          <Typography sx={{ mb: 2 }}>
            The annual plan{' '}
            <Link component={RouterLink} to={`/annual-plan/${saved.id}`}>
              {saved.name}
            </Link>{' '}
            is saved.
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
          {done ? (
            <Button onClick={reset}>Reset</Button>
          ) : (
            <>
              <Button disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
                Back
              </Button>
              {step === 0 ? (
                <Button variant="contained" onClick={() => void next()}>
                  Next
                </Button>
              ) : (
                <Button variant="contained" disabled={busy} onClick={() => void save()}>
                  Save
                </Button>
              )}
            </>
          )}
          <Button variant="outlined" color="success" disabled={!canSubmit} onClick={() => setConfirming(true)}>
            Submit
          </Button>
        </Box>
      </Box>
      {saved && (
        <ConfirmDialog
          open={confirming}
          title={PLAN_MESSAGES.submitConfirmTitle}
          message={PLAN_MESSAGES.submitConfirm}
          onConfirm={async () => {
            await status.mutateAsync({ status: 'COMPLETED', version: saved.version });
            // A submitted plan is read-only for most: its page shows it as it now is.
            clearFormDraft(draftKey);
            navigate(`/annual-plan/${saved.id}`);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      <LeaveGuardDialog guard={guard} />
    </Paper>
  );
}
