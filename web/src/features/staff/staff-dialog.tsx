import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_APPLICATION_USER_TYPE,
  type Staff,
  staffCreateInput,
  staffUpdateInput,
} from '@school/contract/schemas/user';
import { type Resolver, useForm } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { useSaveStaff, useSchools } from './api';
import { STAFF_FORM_FIELDS, StaffFields, type StaffFormValues } from './staff-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The staff member to edit (Manage Staff); absent for Add Staff. */
  record?: Staff;
}

const STAFF_DIALOG: RecordDialogKind<Staff> = {
  entity: 'user',
  titles: { add: 'Add Staff', edit: 'Manage Staff' },
  nameOf: (staff) => staff.fullName,
  statusPath: '/api/users/{id}',
  maxWidth: 'md',
};

function valuesOf(record: Staff | undefined): StaffFormValues {
  return {
    firstName: record?.firstName ?? '',
    lastName: record?.lastName ?? '',
    email: record?.email ?? '',
    rawPassword: '',
    mobile: record?.mobile ?? '',
    designation: record?.designation ?? '',
    currentAddress: record?.currentAddress ?? '',
    permanentAddress: record?.permanentAddress ?? '',
    experienceInMonths: record?.experienceInMonths ?? '',
    onboardingDate: record?.onboardingDate ?? '',
    school: record?.school?.id ?? null,
    applicationUserType: record?.applicationUserType ?? DEFAULT_APPLICATION_USER_TYPE,
    version: record?.version,
  };
}

/*
 * The contract's schemas validate the form; `raw` keeps the typed values (blank texts stay blank), which
 * the server parses with the same schema. The form's type is wider than either schema's input (it holds
 * both the password of Add and the version of Edit), hence the one cast.
 */
const addResolver = zodResolver(staffCreateInput, undefined, { raw: true }) as unknown as Resolver<StaffFormValues>;
const editResolver = zodResolver(staffUpdateInput, undefined, { raw: true }) as unknown as Resolver<StaffFormValues>;

/** Add Staff and Manage Staff: one dialog, the email locked when editing, rawPassword only when adding. */
export function StaffDialog({ open, onClose, record }: Props) {
  const mode = record ? 'edit' : 'add';
  const { enabled: canSeeSchools, schools } = useSchools();
  const save = useSaveStaff();
  const form = useForm<StaffFormValues>({
    resolver: mode === 'add' ? addResolver : editResolver,
    defaultValues: valuesOf(record),
  });

  async function handleSave(values: StaffFormValues) {
    if (record) {
      const { rawPassword: _unused, ...body } = values;
      return save.mutateAsync({ id: record.id, body: { ...body, version: record.version } });
    } else {
      const { version: _unused, ...body } = values;
      return save.mutateAsync({ body: { ...body, rawPassword: body.rawPassword ?? '' } });
    }
  }

  return (
    <RecordDialog
      kind={STAFF_DIALOG}
      record={record}
      open={open}
      onClose={onClose}
      form={form}
      fields={STAFF_FORM_FIELDS}
      onSave={handleSave}
    >
      <StaffFields
        control={form.control}
        mode={mode}
        schools={canSeeSchools ? schools : undefined}
        currentSchoolId={record?.school?.id}
      />
    </RecordDialog>
  );
}
