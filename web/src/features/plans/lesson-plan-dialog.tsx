import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FIELD_MESSAGES } from '@school/contract/constants';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { FormField, FormSelect, type Option } from '../../components/form-fields';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/http';
import { SERVER_ERROR } from '../../lib/form-errors';
import { PlanDateRange } from './shared/plan-date-field';
import { ExplainedButton } from '../../components/explained-button';

/** What the Add/Edit Lesson Plan modal edits. */
export interface LessonFormValues {
  name: string;
  start: string;
  end: string;
  /** The chosen school's id, '' while none is chosen. */
  schoolId: number | '';
  subUnits: string[];
}

const FIELDS = ['name', 'start', 'end', 'schoolId', 'subUnits'] as const;
type Field = (typeof FIELDS)[number];

/** The server's field names (lessonPlans.0.school.id, curriculumContext.school…) as the modal's fields. */
function fieldOf(serverField: string): Field | undefined {
  const parts = serverField.split('.');
  if (parts.includes('school') || parts.includes('curriculumContext')) return 'schoolId';
  if (parts.includes('subUnits')) return 'subUnits';
  const last = parts.filter((part) => !/^\d+$/.test(part)).at(-1);
  return FIELDS.find((field) => field === last);
}

interface Props {
  title: 'Add Lesson Plan' | 'Edit Lesson Plan';
  /** Shown above the fields (the lesson list's dialog: the lesson's header with Download as PDF). */
  header?: ReactNode;
  /** The lesson being edited; absent when adding. */
  initial?: LessonFormValues & { saved: boolean };
  schoolOptions: Option[];
  /** The unit's sub units, in order. */
  subUnitOptions: string[];
  /** The unit's dates: a lesson falls inside them. */
  unitDates?: { start: string; end: string };
  /** Why the lesson cannot be changed here (a COMPLETED plan without the role): read-only with this note. */
  readOnlyReason?: string;
  /** Saves; rejects with the server's refusal (the modal keeps what was typed and shows why). */
  onSave: (values: LessonFormValues) => Promise<unknown>;
  /** Removes the saved lesson (after asking); absent when the user may never delete lessons. */
  onDelete?: () => Promise<unknown>;
  /** Why the lesson cannot be deleted now (a COMPLETED lesson): Delete shows disabled with this reason. */
  deleteReason?: string;
  onClose: () => void;
}

function SubUnitsField({
  control,
  options,
  disabled,
}: {
  control: ReturnType<typeof useForm<LessonFormValues>>['control'];
  options: string[];
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'subUnits' });
  const chosen = field.value ?? [];
  // A sub unit the lesson holds but the unit no longer has stays visible, so saving does not drop it silently.
  const all = [...options, ...chosen.filter((name) => !options.includes(name))];
  return (
    <Autocomplete
      multiple
      id="field-subUnits"
      options={all}
      value={chosen}
      disabled={disabled}
      disableCloseOnSelect
      filterSelectedOptions
      noOptionsText="The unit plan has no sub units"
      onChange={(_event, names) => field.onChange(names)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Sub Units"
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? 'The sub units of the unit this lesson covers'}
        />
      )}
    />
  );
}

/**
 * Add/Edit Lesson Plan: school, start and end date, sub units of the unit, lesson name.
 * The school is locked once the lesson is saved. A failed save keeps what was typed and shows the server's
 * message beside its field, or above the fields.
 */
export function LessonPlanDialog({
  title,
  header,
  initial,
  schoolOptions,
  subUnitOptions,
  unitDates,
  readOnlyReason,
  onSave,
  onDelete,
  deleteReason,
  onClose,
}: Props) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<LessonFormValues>({
    defaultValues: initial ?? { name: '', start: '', end: '', schoolId: '', subUnits: [] },
  });
  const { control, formState, setError, getValues } = form;
  const [busy, setBusy] = useState(false);
  const readOnly = readOnlyReason !== undefined;
  const schoolLocked = initial?.saved === true;

  function validate(values: LessonFormValues): boolean {
    let valid = true;
    const fail = (field: Field, message: string) => {
      if (valid) setError(field, { type: 'client', message }, { shouldFocus: true });
      else setError(field, { type: 'client', message });
      valid = false;
    };
    if (!values.name.trim()) fail('name', FIELD_MESSAGES.required);
    else if (values.name.trim().length > 200) fail('name', FIELD_MESSAGES.tooLong(200));
    if (values.schoolId === '') fail('schoolId', FIELD_MESSAGES.required);
    if (!values.start) fail('start', FIELD_MESSAGES.required);
    if (!values.end) fail('end', FIELD_MESSAGES.required);
    if (values.start && values.end && values.end < values.start) fail('end', PLAN_MESSAGES.endBeforeStart);
    if (unitDates) {
      const outside = (date: string) => date !== '' && (date < unitDates.start || date > unitDates.end);
      const message = PLAN_MESSAGES.dateWithin('unit', unitDates.start, unitDates.end);
      if (outside(values.start)) fail('start', message);
      if (outside(values.end)) fail('end', message);
    }
    return valid;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (readOnly || busy) return;
    form.clearErrors();
    const values = getValues();
    if (!validate(values)) return;
    setBusy(true);
    try {
      await onSave({ ...values, name: values.name.trim() });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const unmatched: string[] = [];
        for (const [serverField, messages] of Object.entries(error.fieldErrors ?? {})) {
          const field = fieldOf(serverField);
          if (field) setError(field, { type: 'server', message: messages.join(' ') });
          else unmatched.push(messages.join(' '));
        }
        // A refusal without field errors (409, 403) is the toast the HTTP client shows; field errors show here.
        if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
          error.shownInline = true;
          if (unmatched.length > 0) setError(SERVER_ERROR, { type: 'server', message: unmatched.join(' ') });
        }
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={handleSubmit}
      busy={busy}
      saving={busy}
      dirty={formState.isDirty && !readOnly}
      readOnlyNote={readOnlyReason}
      serverError={formState.errors.root?.server?.message}
      header={header}
      startAction={
        onDelete && (
          <ExplainedButton
            color="error"
            disabledReason={deleteReason}
            onClick={() => setConfirmingDelete(true)}
            sx={{ mr: 'auto' }}
          >
            Delete
          </ExplainedButton>
        )
      }
      nested={
        onDelete && (
          <ConfirmDialog
            open={confirmingDelete}
            title="Delete Lesson Plan"
            message={`${PLAN_MESSAGES.deleteConfirm} '${initial?.name ?? ''}' is removed.`}
            confirmLabel="Delete"
            onClose={() => setConfirmingDelete(false)}
            onConfirm={async () => {
              await onDelete();
              onClose();
            }}
          />
        )
      }
    >
      <FormSelect
        control={control}
        name="schoolId"
        label="School"
        options={schoolOptions}
        required
        disabled={readOnly || schoolLocked}
        helperText={schoolLocked ? 'The school of a saved lesson plan cannot change.' : undefined}
        // The note of a locked field stays readable (a disabled field's helper text is too faint).
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PlanDateRange control={control} />
      </Box>
      <SubUnitsField control={control} options={subUnitOptions} disabled={readOnly || busy} />
      <FormField control={control} name="name" label="Lesson Name" required />
    </FormDialog>
  );
}
