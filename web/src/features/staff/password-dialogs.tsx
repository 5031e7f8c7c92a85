import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { temporaryPasswordRequest } from '@school/contract/schemas/auth';
import {
  type Staff,
  type TeacherPasswordChangeRequest,
  teacherPasswordChangeRequest,
} from '@school/contract/schemas/user';
import { useForm } from 'react-hook-form';
import { EntityDialog } from '../../components/entity-dialog';
import { NewPasswordField } from '../../components/password-rules';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAssignTemporaryPassword, useChangeTeacherPassword } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  staff: Staff;
}

const temporaryPasswordForm = temporaryPasswordRequest.pick({ password: true });

/** Assign Temporary Password (Administrator): the user must change it at the next sign-in. */
export function TemporaryPasswordDialog({ open, onClose, staff }: Props) {
  const assign = useAssignTemporaryPassword();
  const form = useSchemaForm(temporaryPasswordForm, { password: '' });
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
      <NewPasswordField
        control={form.control}
        name="password"
        id="field-temporary-password"
        label="Temporary Password"
      />
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
      <NewPasswordField
        control={form.control}
        name="newPassword"
        id="field-teacher-new-password"
        label="New Password"
      />
      <NewPasswordField
        control={form.control}
        name="confirmPassword"
        id="field-teacher-confirm-password"
        label="Confirm Password"
        withRules={false}
      />
    </EntityDialog>
  );
}
