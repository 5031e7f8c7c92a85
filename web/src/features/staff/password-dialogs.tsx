import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { temporaryPasswordRequest } from '@school/contract/schemas/auth';
import {
  type Staff,
  type TeacherPasswordChangeRequest,
  teacherPasswordChangeRequest,
} from '@school/contract/schemas/user';
import { useForm, useWatch } from 'react-hook-form';
import { EntityDialog } from '../../components/entity-dialog';
import { FormTextField } from '../../components/form-text-field';
import { PasswordRules } from '../../components/password-rules';
import { useAssignTemporaryPassword, useChangeTeacherPassword } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  staff: Staff;
}

const temporaryPasswordForm = temporaryPasswordRequest.pick({ password: true });
const TEMPORARY_RULES_ID = 'temporary-password-rules';
const TEACHER_RULES_ID = 'teacher-password-rules';

/** Assign Temporary Password (Administrator): the user must change it at the next sign-in. */
export function TemporaryPasswordDialog({ open, onClose, staff }: Props) {
  const assign = useAssignTemporaryPassword();
  const form = useForm({ resolver: zodResolver(temporaryPasswordForm), defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <EntityDialog
      open={open}
      onClose={onClose}
      title="Assign Temporary Password"
      entity="user"
      form={form}
      fields={['password']}
      onSave={({ password }) => assign.mutateAsync({ staff, password })}
    >
      <Typography>
        A temporary password for {staff.fullName} ({staff.email}). Their open sessions end, and they must choose a new
        password at the next sign-in.
      </Typography>
      <FormTextField
        control={form.control}
        name="password"
        id="field-temporary-password"
        label="Temporary Password"
        type="password"
        autoComplete="new-password"
        required
        describedBy={TEMPORARY_RULES_ID}
      />
      <PasswordRules id={TEMPORARY_RULES_ID} password={password} />
    </EntityDialog>
  );
}

/** Change Password of a teacher (System Administrator): sets a new password and ends their sessions. */
export function TeacherPasswordDialog({ open, onClose, staff }: Props) {
  const change = useChangeTeacherPassword();
  const form = useForm<TeacherPasswordChangeRequest>({
    resolver: zodResolver(teacherPasswordChangeRequest),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onSubmit',
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  return (
    <EntityDialog
      open={open}
      onClose={onClose}
      title="Change Password"
      entity="user"
      form={form}
      fields={['newPassword', 'confirmPassword']}
      onSave={(body) => change.mutateAsync({ staffId: staff.id, body })}
    >
      <Typography>
        A new password for {staff.fullName} ({staff.email}). Their open sessions end.
      </Typography>
      <FormTextField
        control={form.control}
        name="newPassword"
        id="field-teacher-new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        describedBy={TEACHER_RULES_ID}
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        id="field-teacher-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
      />
      <PasswordRules id={TEACHER_RULES_ID} password={newPassword} />
    </EntityDialog>
  );
}
