import { zodResolver } from '@hookform/resolvers/zod';
import { PlanDateField } from './shared/plan-date-field';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { checkWithin } from '@school/contract/schemas/plans/common';
import {
  type TierPlanDetail,
  type TierPlanUpdateInput,
  tierPlanUpdateInput,
} from '@school/contract/schemas/plans/tier-plan';
import { FormProvider, type Resolver, useController, useForm } from 'react-hook-form';
import { DialogCancelButton, ResponsiveDialog } from '../../components/responsive-dialog';
import { notify } from '../../lib/notify';
import { lovItemsQuery, TIER_PLAN_LOV } from './api/annual-plans';
import { useSaveTierPlan } from './api/tier-plans';
import { applyNestedServerErrors } from './annual-plan-form';
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
    topics: tier.topics.map((topic) => ({
      id: topic.id,
      name: topic.name,
      sortOrder: topic.sortOrder,
      subTopics: topic.subTopics.map((subTopic) => ({
        id: subTopic.id,
        name: subTopic.name,
        sortOrder: subTopic.sortOrder,
      })),
    })),
  };
}

interface Props {
  tier: TierPlanDetail;
  onClose: () => void;
}

/**
 * Add/Edit Tier Plan (spec 001 section 2): the tier, its dates and its topics with sub topics, saved by
 * PUT /tier-plan/{id} (unit plans untouched). Read-only when the record's abilities do not allow a change (a
 * COMPLETED tier for all but the roles that edit completed plans).
 */
export function TierPlanDialog({ tier, onClose }: Props) {
  const readOnly = !tier.abilities.update;
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
      applyNestedServerErrors(error, form, ['name', 'value', 'start', 'end', 'topics']);
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
                <TierNameSelect form={form} />
                <PlanDateField control={form.control} name="start" label="Start Date" />
                <PlanDateField control={form.control} name="end" label="End Date" />
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

/** The tier's name: an item of the list of values 'Tier Plan' (name shown, value kept). */
function TierNameSelect({ form }: { form: ReturnType<typeof useForm<TierFormValues>> }) {
  const tierNames = useQuery(lovItemsQuery(TIER_PLAN_LOV)).data ?? [];
  const { field: value, fieldState } = useController({ control: form.control, name: 'value' });
  const { field: name, fieldState: nameState } = useController({ control: form.control, name: 'name' });
  const options = [...tierNames];
  if (value.value && !options.some((option) => option.value === value.value)) {
    options.push({ value: value.value, name: name.value || value.value });
  }
  const error = fieldState.error?.message ?? nameState.error?.message;
  return (
    <TextField
      select
      required
      id="field-tier-value"
      label="Tier Plan"
      value={value.value ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        value.onChange(event.target.value);
        name.onChange(chosen?.name ?? '');
      }}
      onBlur={value.onBlur}
      inputRef={value.ref}
      error={error !== undefined}
      helperText={error}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
