import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { checkWithin } from '@school/contract/schemas/plans/common';
import {
  type TierPlanDetail,
  type TierUnitPlan,
  type TierUnitPlanInput,
  tierUnitPlanInput,
} from '@school/contract/schemas/plans/tier-plan';
import { useState } from 'react';
import {
  type Control,
  FormProvider,
  type Resolver,
  useController,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-fields';
import { DialogCancelButton, ResponsiveDialog } from '../../components/responsive-dialog';
import { notify } from '../../lib/notify';
import { useSaveTierPlan } from './api/tier-plans';
import type { FormPart } from '../../lib/field-paths';
import { applyServerErrors } from '../../lib/form-errors';
import { PlanDateRange } from './shared/plan-date-field';
import { planDateRange } from './shared/plan-dates';
import { SEQUENCE_ROW_SX, SequenceField } from './annual-tier-fields';

type SubUnitValues = { id?: number; name: string; sortOrder: unknown; deleted?: boolean };
export type UnitFormValues = Omit<TierUnitPlanInput, 'subUnits' | 'topics'> & {
  subUnits: SubUnitValues[];
  topics: { id: number; name?: string }[];
};

const UNIT_FIELDS = ['name', 'start', 'end', 'subUnits.*.sortOrder', 'subUnits.*.name', 'topics'];
/** Where an error of a path no field shows (a sub unit's id, the list) is said. */
const UNIT_PARTS: readonly FormPart[] = [
  { path: 'subUnits', label: () => 'Sub Units' },
  { path: 'subUnits.*', label: (rows) => `Sub unit ${(rows[0] ?? 0) + 1}` },
];

function valuesOf(unit: TierUnitPlan | undefined): UnitFormValues {
  if (!unit)
    return { name: '', start: '', end: '', subUnits: [{ name: '', sortOrder: 1 }], topics: [], version: undefined };
  return {
    name: unit.name,
    start: unit.start,
    end: unit.end,
    subUnits: unit.subUnits.map((subUnit) => ({ id: subUnit.id, name: subUnit.name, sortOrder: subUnit.sortOrder })),
    topics: unit.topics.map((topic) => ({ id: topic.id, name: topic.name })),
    version: unit.version,
  };
}

interface Props {
  tier: TierPlanDetail;
  /** The unit being edited or viewed; absent when adding. */
  unit?: TierUnitPlan;
  /** Read mode: the unit's fields shown, nothing saved. */
  readOnly: boolean;
  /** Delete offered (DELETE on unitplan and the unit not COMPLETED). */
  mayDelete: boolean;
  onClose: () => void;
}

/**
 * Add/Edit Unit Plan: name, dates, sub units (sequence and name) and the tier's topics it
 * covers. Saved through PUT /tier-plan/{id} with unitPlans: the new unit without id, a changed one with its id and
 * version, a removed one with deleted: true (one transaction; the tier's other units untouched). What was typed stays
 * when a save fails.
 */
export function TierUnitDialog({ tier, unit, readOnly, mayDelete, onClose }: Props) {
  const saveTier = useSaveTierPlan(tier.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The contract's schema of a tier's unit, and the unit's dates inside the tier's (the server checks both).
  const schema = tierUnitPlanInput.superRefine((values, ctx) => checkWithin(values, tier, 'tier', ctx, []));
  const form = useForm<UnitFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<UnitFormValues>,
    defaultValues: valuesOf(unit),
  });
  const busy = form.formState.isSubmitting || saveTier.isPending;
  const serverMessage = form.formState.errors.root?.server?.message;
  const title = readOnly ? 'Unit Plan' : unit ? 'Edit Unit Plan' : 'Add Unit Plan';

  const tierBody = () => ({
    name: tier.name,
    value: tier.value,
    start: tier.start,
    end: tier.end,
    version: tier.version,
  });

  const save = form.handleSubmit(async (values) => {
    const subUnits = values.subUnits.map((subUnit) => ({ ...subUnit, sortOrder: Number(subUnit.sortOrder) }));
    try {
      // New (without id) or changed (with its id and version): the tier's other units are not sent, so untouched.
      const sent = unit ? { ...values, subUnits, id: unit.id, version: unit.version } : { ...values, subUnits };
      await saveTier.mutateAsync({ ...tierBody(), unitPlans: [sent] });
      notify.success(PLAN_MESSAGES.saved);
      onClose();
    } catch (error) {
      applyUnitServerErrors(error, form);
    }
  });

  async function remove() {
    if (!unit) return;
    await saveTier.mutateAsync({
      ...tierBody(),
      unitPlans: [
        { id: unit.id, name: unit.name, start: unit.start, end: unit.end, deleted: true, version: unit.version },
      ],
    });
    notify.success(PLAN_MESSAGES.deleted);
    onClose();
  }

  return (
    <ResponsiveDialog
      open
      onClose={busy ? undefined : onClose}
      title={title}
      dirty={!readOnly && form.formState.isDirty}
      maxWidth="md"
    >
      <FormProvider {...form}>
        <DialogContent>
          <Box
            component="form"
            id="unit-plan-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
            <Typography variant="body2" color="text.secondary">
              {tier.name}: {planDateRange(tier.start, tier.end)}
            </Typography>
            <FormField
              control={form.control}
              name="name"
              label="Unit Name"
              required
              disabled={readOnly}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <PlanDateRange control={form.control} within={tier} disabled={readOnly} />
            </Box>
            <SubUnitsField control={form.control} readOnly={readOnly} />
            <TopicChoice control={form.control} tier={tier} readOnly={readOnly} />
          </Box>
        </DialogContent>
      </FormProvider>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {unit && mayDelete && !readOnly && (
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy} sx={{ mr: 'auto' }}>
            Delete
          </Button>
        )}
        <DialogCancelButton disabled={busy}>{readOnly ? 'Close' : 'Cancel'}</DialogCancelButton>
        {!readOnly && (
          <Button type="submit" form="unit-plan-form" variant="contained" disabled={busy}>
            Save
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirmDelete}
        message={PLAN_MESSAGES.deleteConfirm}
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      />
    </ResponsiveDialog>
  );
}

/** Errors of PUT /tier-plan name the unit as unitPlans.0.…: put them on the unit's own fields. */
function applyUnitServerErrors(error: unknown, form: ReturnType<typeof useForm<UnitFormValues>>) {
  const body = (error as { body?: { fieldErrors?: Record<string, string[]> } }).body;
  if (body?.fieldErrors) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(body.fieldErrors).map(([path, messages]) => [path.replace(/^unitPlans\.0\./, ''), messages]),
    );
  }
  applyServerErrors(error, form.setError, UNIT_FIELDS, UNIT_PARTS);
}

function SubUnitsField({ control, readOnly }: { control: Control<UnitFormValues>; readOnly: boolean }) {
  const subUnits = useFieldArray({ control, name: 'subUnits', keyName: 'key' });
  const values = useWatch({ control, name: 'subUnits' });
  const nextOrder = Math.max(0, ...(values ?? []).map((subUnit) => Number(subUnit.sortOrder) || 0)) + 1;
  const visible = subUnits.fields.filter((field) => !field.deleted);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
        Sub Units
      </Typography>
      {visible.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {PLAN_MESSAGES.noSubUnits}
        </Typography>
      )}
      {subUnits.fields.map((field, index) =>
        field.deleted ? null : (
          <Box key={field.key} sx={SEQUENCE_ROW_SX}>
            <SequenceField
              control={control}
              name={`subUnits.${index}.sortOrder`}
              accessibleLabel={`Sub unit ${index + 1} sequence`}
              disabled={readOnly}
            />
            <FormField
              control={control}
              name={`subUnits.${index}.name`}
              label="Sub unit"
              size="small"
              required
              disabled={readOnly}
              slotProps={{ htmlInput: { 'aria-label': `Sub unit ${index + 1} name`, maxLength: 200 } }}
            />
            {readOnly ? (
              <Box sx={{ width: 40 }} />
            ) : (
              <IconButton
                aria-label={`Remove sub unit ${index + 1}`}
                onClick={() =>
                  field.id === undefined
                    ? subUnits.remove(index)
                    : subUnits.update(index, { ...(values?.[index] ?? field), deleted: true })
                }
              >
                <DeleteOutlinedIcon />
              </IconButton>
            )}
          </Box>
        ),
      )}
      {!readOnly && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => subUnits.append({ name: '', sortOrder: nextOrder }, { shouldFocus: false })}
          >
            Add Sub Unit
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The tier's topics this unit covers: a list of checkboxes (several may be chosen). */
function TopicChoice({
  control,
  tier,
  readOnly,
}: {
  control: Control<UnitFormValues>;
  tier: TierPlanDetail;
  readOnly: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'topics' });
  const chosen = new Set((field.value ?? []).map((topic) => topic.id));
  const toggle = (id: number, name: string, checked: boolean) => {
    const rest = (field.value ?? []).filter((topic) => topic.id !== id);
    field.onChange(checked ? [...rest, { id, name }] : rest);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
        Topics
      </FormLabel>
      {tier.topics.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This tier plan has no topics yet.
        </Typography>
      ) : (
        <FormGroup>
          {tier.topics.map((topic) => (
            <FormControlLabel
              key={topic.id}
              label={topic.name}
              disabled={readOnly}
              control={
                <Checkbox
                  checked={chosen.has(topic.id)}
                  onChange={(event) => toggle(topic.id, topic.name, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {fieldState.error?.message && (
        <Typography variant="caption" color="error">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}
