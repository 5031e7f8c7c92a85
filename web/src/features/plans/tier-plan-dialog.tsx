import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { checkWithin } from '@school/contract/schemas/plans/common';
import {
  type TierPlanDetail,
  type TierPlanUpdateInput,
  tierPlanUpdateInput,
} from '@school/contract/schemas/plans/tier-plan';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { DialogCancelButton, ResponsiveDialog } from '../../components/responsive-dialog';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useSaveTierPlan } from './api/tier-plans';
import { topicFieldsOf, topicPartsOf, topicValuesOf } from './annual-plan-form';
import { PlanDateRange } from './shared/plan-date-field';
import { TierNameSelect } from './shared/tier-name-select';
import { TopicOutline } from './shared/topic-outline';
import { TopicList } from './annual-tier-fields';

type TopicValues = NonNullable<TierPlanUpdateInput['topics']>[number];
export type TierFormValues = Omit<TierPlanUpdateInput, 'topics' | 'unitPlans'> & { topics: TopicValues[] };

function valuesOf(tier: TierPlanDetail): TierFormValues {
  return {
    name: tier.name,
    value: tier.value,
    start: tier.start,
    end: tier.end,
    version: tier.version,
    topics: topicValuesOf(tier.topics),
  };
}

interface Props {
  tier: TierPlanDetail;
  onClose: () => void;
}

/**
 * Add/Edit Tier Plan: the tier, its dates and its topics with sub topics, saved by
 * PUT /tier-plan/{id} (unit plans untouched). Read-only when the record's abilities do not allow a change (a
 * COMPLETED tier for all but the roles that edit completed plans).
 */
export function TierPlanDialog({ tier, onClose }: Props) {
  const readOnly = !tier.abilities.update.allowed;
  const save = useSaveTierPlan(tier.id);
  // The contract's schema of PUT /tier-plan, and the tier inside its annual plan's dates (the server checks both).
  const schema = tierPlanUpdateInput.superRefine((values, ctx) =>
    checkWithin(values, tier.annualPlan, 'annual', ctx, []),
  );
  const form = useForm<TierFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<TierFormValues>,
    defaultValues: valuesOf(tier),
  });
  const busy = form.formState.isSubmitting;
  const serverMessage = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ...values,
        topics: values.topics.map((topic) => ({
          ...topic,
          sortOrder: Number(topic.sortOrder),
          subTopics: (topic.subTopics ?? []).map((subTopic) => ({
            ...subTopic,
            sortOrder: Number(subTopic.sortOrder),
          })),
        })),
      });
      notify.success(PLAN_MESSAGES.updated);
      onClose();
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        ['name', 'value', 'start', 'end', ...topicFieldsOf('topics')],
        topicPartsOf('topics', () => tier.name),
      );
    }
  });

  return (
    <ResponsiveDialog
      open
      onClose={busy ? undefined : onClose}
      title={readOnly ? 'Tier Plan' : 'Edit Tier Plan'}
      dirty={!readOnly && form.formState.isDirty}
      maxWidth="md"
    >
      <DialogContent>
        {readOnly ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {tier.status === 'COMPLETED' && <Alert severity="info">{PLAN_MESSAGES.completedReadOnly('tier')}</Alert>}
            <TopicOutline topics={tier.topics} label={`Topics of ${tier.name}`} />
          </Box>
        ) : (
          <FormProvider {...form}>
            <Box
              component="form"
              id="tier-plan-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
              sx={{ display: 'grid', gap: 2, pt: 1 }}
            >
              {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
                <TierNameSelect
                  control={form.control}
                  valueName="value"
                  nameName="name"
                  id="field-tier-value"
                  label="Tier Plan"
                />
                <PlanDateRange control={form.control} />
              </Box>
              <TopicList control={form.control} basePath="topics" tierLabel={tier.name} />
            </Box>
          </FormProvider>
        )}
      </DialogContent>
      <DialogActions>
        <DialogCancelButton disabled={busy}>{readOnly ? 'Close' : 'Cancel'}</DialogCancelButton>
        {!readOnly && (
          <Button type="submit" form="tier-plan-form" variant="contained" disabled={busy}>
            Save
          </Button>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
