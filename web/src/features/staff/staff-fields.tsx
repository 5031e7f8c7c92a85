import Box from '@mui/material/Box';
import type { School } from '@school/contract/schemas/school';
import { USER_TYPE_LABELS, USER_TYPES } from '@school/contract/user-types';
import type { Control } from 'react-hook-form';
import { FormField, FormSelect } from '../../components/form-fields';
import { NewPasswordField } from '../../components/password-rules';

/** The staff form as typed; the contract's staffCreateInput / staffUpdateInput validate it. */
export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Only when adding. */
  rawPassword?: string;
  mobile: string;
  designation: string;
  currentAddress: string;
  permanentAddress: string;
  experienceInMonths: number | '';
  onboardingDate: string;
  school: number | null;
  applicationUserType: string;
  version?: number;
}

/** Every field, so the server's field errors land beside them. */
export const STAFF_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'rawPassword',
  'mobile',
  'designation',
  'currentAddress',
  'permanentAddress',
  'experienceInMonths',
  'onboardingDate',
  'school',
  'applicationUserType',
] as const satisfies readonly (keyof StaffFormValues)[];

interface Props {
  control: Control<StaffFormValues>;
  mode: 'add' | 'edit';
  /** The schools the user may see; the field is hidden without READ on school (the server then uses theirs). */
  schools: School[] | undefined;
  /** The school of the record being edited: kept selectable even when inactive. */
  currentSchoolId?: number | null;
}

const USER_TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

/** One set of fields for Add Staff and Manage Staff. */
export function StaffFields({ control, mode, schools, currentSchoolId }: Props) {
  const schoolOptions = (schools ?? []).map((school) => ({
    value: school.id,
    label: school.schoolCampus,
    disabled: school.status !== 'ACTIVE' && school.id !== currentSchoolId,
  }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormField control={control} name="firstName" label="First Name" required />
      <FormField control={control} name="lastName" label="Last Name" required />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormField control={control} name="email" label="Email" type="email" required disabled={mode === 'edit'} />
      </Box>
      {mode === 'add' && (
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
          <NewPasswordField control={control} name="rawPassword" id="field-rawPassword" label="Password" />
        </Box>
      )}
      <FormField control={control} name="mobile" label="Mobile" type="tel" />
      <FormField control={control} name="designation" label="Designation" />
      <FormField control={control} name="currentAddress" label="Current Address" multiline maxRows={4} />
      <FormField control={control} name="permanentAddress" label="Permanent Address" multiline maxRows={4} />
      <FormField
        control={control}
        name="experienceInMonths"
        label="Experience (months)"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <FormField
        control={control}
        name="onboardingDate"
        label="Onboarding Date"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {schools && (
        <FormSelect control={control} name="school" label="School" options={schoolOptions} emptyLabel="None" />
      )}
      <FormSelect control={control} name="applicationUserType" label="User Type" options={USER_TYPE_OPTIONS} required />
    </Box>
  );
}
