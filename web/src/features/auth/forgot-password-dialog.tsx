import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { MESSAGES } from '@school/contract/constants';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { DialogCancelButton, ResponsiveDialog } from '../../components/responsive-dialog';
import { applyServerErrors } from '../../lib/form-errors';
import { requestPasswordReset } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Asks for a reset link by mail (GET /auth/forgot-password). */
export default function ForgotPasswordDialog({ open, onClose }: Props) {
  const { control, handleSubmit, setError, reset, formState } = useForm<{ email: string }>({
    defaultValues: { email: '' },
  });
  const serverError = formState.errors.root?.server?.message;

  const handleClose = () => {
    onClose();
    reset();
  };

  const handleSend = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      handleClose();
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  });

  return (
    <ResponsiveDialog open={open} onClose={handleClose} dirty={formState.isDirty} title="Reset Password">
      <form noValidate onSubmit={handleSend}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2.5 }}>
            Enter the email of your account. We will send you a link to choose a new password.
          </DialogContentText>
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="email"
            id="reset-email"
            rules={{ required: MESSAGES.required }}
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <DialogCancelButton />
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Send Reset Link
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
