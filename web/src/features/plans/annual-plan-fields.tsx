import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FieldPath, type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { FormField, FormSelect } from '../../components/form-fields';
import { listQuery } from '../../lib/crud';
import { usePrivileges } from '../../lib/privileges';
import { useProfile } from '../../lib/profile-context';
import {
  ANNUAL_PERIOD_LOV,
  lovItemsQuery,
  useClassNames,
  usePlanSettings,
  useSubjectsOfClassName,
} from './api/annual-plans';
import { isSchoolSpecificClass } from '@school/contract/schemas/plans/plan-list-query';
import type { AnnualPlanFormValues } from './annual-plan-form';
import { PlanDateRange } from './shared/plan-date-field';

interface Props {
  form: UseFormReturn<AnnualPlanFormValues>;
  /** Edit mode: period, class, subject (and school) are read-only. */
  editing: boolean;
}

/** The schools the user may choose from; a user without READ on school has only their own. */
function useSchoolOptions() {
  const { can } = usePrivileges();
  const profile = useProfile();
  const mayRead = can('school', 'READ');
  const { data } = useQuery({
    ...listQuery('/api/schools', { page: 0, size: PAGE_SIZES.max, status: 'ACTIVE' }),
    enabled: mayRead,
  });
  if (!mayRead) {
    const own = profile.school;
    return own ? [{ id: own.id, schoolCode: own.schoolCode, label: `${own.schoolName} - ${own.campus}` }] : [];
  }
  return (data?.content ?? []).map((school) => ({
    id: school.id,
    schoolCode: school.schoolCode,
    label: school.schoolCampus,
  }));
}

/** Step 'Annual Plan': name, dates, period, class, school (school-specific classes only), subject. */
export function AnnualPlanFields({ form, editing }: Props) {
  const { control, setValue } = form;
  const gradeName = useWatch({ control, name: 'curriculumContext.gradeName' });
  const school = useWatch({ control, name: 'curriculumContext.school' });
  const subjectName = useWatch({ control, name: 'curriculumContext.subjectName' });
  const periods = useQuery(lovItemsQuery(ANNUAL_PERIOD_LOV)).data ?? [];
  const classNames = useClassNames();
  const schools = useSchoolOptions();
  const { schoolSpecificClasses } = usePlanSettings();
  const schoolSpecific = isSchoolSpecificClass(gradeName, schoolSpecificClasses);
  // A school-specific plan takes a subject of its school's class; a network-wide one, any school's.
  const subjects = useSubjectsOfClassName(gradeName, schoolSpecific ? (school?.schoolCode ?? '') : undefined);

  const classOptions = [...classNames];
  if (gradeName && !classOptions.includes(gradeName)) classOptions.push(gradeName);
  const subjectOptions = subjects.choices.map((subject) => ({
    value: subject.subjectName,
    label: subject.subjectName,
  }));
  if (subjectName && !subjectOptions.some((option) => option.value === subjectName)) {
    subjectOptions.push({ value: subjectName, label: subjectName });
  }

  const changeSubject = (name: string) => {
    const chosen = subjects.choices.find((subject) => subject.subjectName === name);
    setValue('curriculumContext.subject', { id: chosen?.id, subject: name }, { shouldDirty: true });
    setValue('curriculumContext.subjectValue', chosen?.subjectValue ?? '', { shouldDirty: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormField control={control} name="name" label="Name" required slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Box>
      <PlanDateRange control={control} />
      <FormSelect
        control={control}
        name="curriculumContext.annualPeriod"
        label="Annual Period"
        required
        disabled={editing}
        options={periods.map((period) => ({ value: period.value, label: period.name }))}
      />
      <BoundSelect
        form={form}
        name="curriculumContext.gradeName"
        label="Class Name"
        disabled={editing}
        options={classOptions.map((name) => ({ value: name, label: name }))}
        value={gradeName}
        onChange={(next) => {
          setValue('curriculumContext.gradeName', next, { shouldDirty: true, shouldValidate: true });
          // The subjects follow the class; a school is named only for the school-specific classes.
          setValue('curriculumContext.subjectName', '', { shouldDirty: true });
          changeSubject('');
          if (!isSchoolSpecificClass(next, schoolSpecificClasses))
            setValue('curriculumContext.school', null, { shouldDirty: true });
        }}
      />
      {schoolSpecific && (
        <BoundSelect
          form={form}
          name="curriculumContext.school"
          label="School"
          disabled={editing}
          options={schools.map((choice) => ({ value: choice.schoolCode, label: choice.label }))}
          value={school?.schoolCode ?? ''}
          onChange={(next) => {
            const chosen = schools.find((choice) => choice.schoolCode === next);
            setValue('curriculumContext.school', chosen ? { id: chosen.id, schoolCode: chosen.schoolCode } : null, {
              shouldDirty: true,
              shouldValidate: true,
            });
            // The subjects follow the school too.
            setValue('curriculumContext.subjectName', '', { shouldDirty: true });
            changeSubject('');
          }}
        />
      )}
      <BoundSelect
        form={form}
        name="curriculumContext.subject"
        label="Subject"
        disabled={editing}
        helperText={
          gradeName === ''
            ? 'Choose the class first'
            : schoolSpecific && !school
              ? 'Choose the school first'
              : undefined
        }
        options={subjectOptions}
        value={subjectName ?? ''}
        onChange={(next) => {
          setValue('curriculumContext.subjectName', next, { shouldDirty: true });
          changeSubject(next);
          void form.trigger('curriculumContext.subject');
        }}
      />
    </Box>
  );
}

interface SelectProps {
  form: UseFormReturn<AnnualPlanFormValues>;
  name: FieldPath<AnnualPlanFormValues>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
  helperText?: string;
}

/**
 * A required select whose choice sets more than its own field (the class clears the subject, the subject sets
 * its id and value); its error, client or server, shows below it.
 */
function BoundSelect({ form, name, label, value, onChange, options, disabled, helperText }: SelectProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  // An object field (the school) reports its error on a part: show the first one found.
  const error = fieldState.error?.message ?? firstNestedMessage(fieldState.error);
  return (
    <TextField
      select
      required
      id={`field-${name}`}
      label={label}
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function firstNestedMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  for (const value of Object.values(error)) {
    if (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string') {
      return (value as { message: string }).message;
    }
  }
  return undefined;
}
