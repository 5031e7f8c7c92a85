import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@school/contract/constants';
import { changePasswordRequest } from '@school/contract/schemas/auth';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { FormTextField } from '../../components/form-text-field';
import { NewPasswordField } from '../../components/password-rules';
import { applyServerErrors } from '../../lib/form-errors';
import { navigateTo } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { useOptionalProfile } from '../../lib/profile-context';
import { refreshProfile, startSession } from '../../lib/session';
import { endSession } from '../../lib/session-store';
import { changePassword, signOut } from './api';

const FIELDS = ['email', 'currentPassword', 'newPassword', 'confirmPassword'] as const;

/** A signed-out user changing an expired password names the account. */
const withEmailRequired = changePasswordRequest.superRefine((value, ctx) => {
  if (!value.passwordResetTokenId && !value.email?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.required });
  }
});

/**
 * /auth/reset-password and /change-password. With a reset token from the mail: set a new password, then
 * sign in. Without: prove the current password (signed in, or with the email of an expired account).
 */
export default function ChangePasswordPage() {
  const [params] = useSearchParams();
  // Signed in when the session boundary has provided the profile.
  const profile = useOptionalProfile();

  const passwordResetTokenId = params.get('passwordResetTokenId') ?? '';
  const isReset = passwordResetTokenId !== '';
  const signedIn = profile !== undefined;
  const askEmail = !isReset && !signedIn;
  const mustChange = profile?.passwordChangeRequired === true;
  const expired = askEmail && params.has('email');

  const schema = useMemo(() => (askEmail ? withEmailRequired : changePasswordRequest), [askEmail]);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      email: params.get('email') ?? '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      passwordResetTokenId,
    },
  });
  const serverError = formState.errors.root?.server?.message;

  const handleSave = handleSubmit(async (values) => {
    try {
      if (isReset) {
        await changePassword({
          email: values.email || undefined,
          passwordResetTokenId,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        });
        // Setting a password ends every session of the account.
        endSession();
        notify.success(MESSAGES.passwordSet);
        navigateTo('/login');
        return;
      }
      const answer = await changePassword({
        email: profile ? profile.email : values.email?.trim(),
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      // The expired-password flow had no session: the answer starts one.
      if (answer.accessToken) await startSession(answer.accessToken);
      else await refreshProfile();
      notify.success(MESSAGES.passwordChanged);
      navigateTo('/dashboard');
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const title = isReset ? 'Set Password' : 'Change Password';
  const subtitle = isReset
    ? 'Choose a new password for your account.'
    : profile
      ? `Signed in as ${profile.email}.`
      : 'Prove your current password, then choose a new one.';

  return (
    <AuthLayout title={title} subtitle={subtitle} maxWidth={480}>
      <Box component="form" noValidate onSubmit={handleSave}>
        <Stack spacing={2.5}>
          {mustChange && <Alert severity="info">{MESSAGES.passwordChangeRequired}</Alert>}
          {expired && <Alert severity="warning">Your password has expired. Choose a new one to continue.</Alert>}
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          {askEmail && (
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" required />
          )}
          {!isReset && (
            <FormTextField
              control={control}
              name="currentPassword"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              required
            />
          )}
          <NewPasswordField control={control} name="newPassword" label="New Password" />
          <NewPasswordField control={control} name="confirmPassword" label="Confirm Password" withRules={false} />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            {signedIn && !mustChange && <Button href="/dashboard">Cancel</Button>}
            {signedIn && mustChange && (
              <Button onClick={() => void signOut().then(() => navigateTo('/'))}>Logout</Button>
            )}
            {!signedIn && <Button href="/login">Back to Sign In</Button>}
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {isReset ? 'Set Password' : 'Change Password'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
