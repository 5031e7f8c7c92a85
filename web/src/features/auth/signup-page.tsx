import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signupRequest } from '@school/contract/schemas/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { FormTextField } from '../../components/form-text-field';
import { NewPasswordField } from '../../components/password-rules';
import { applyServerErrors } from '../../lib/form-errors';
import { signUp } from './api';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export default function SignupPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signupRequest),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const serverError = formState.errors.root?.server?.message;

  const handleSignUp = handleSubmit(async (values) => {
    try {
      await signUp(values);
      navigate('/login');
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthLayout title="Sign Up" subtitle="Create your staff account." maxWidth={520}>
      <Box component="form" noValidate onSubmit={handleSignUp}>
        <Stack spacing={2.5}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" required />
            <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" required />
          </Stack>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
          <NewPasswordField control={control} name="password" label="Password" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            Sign Up
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            Already have an account? <Link href="/login">Sign in</Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
