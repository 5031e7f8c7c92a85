import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { AuthLayout } from '../../components/auth-layout';
import { TextInput } from '../../components/text-input';
import { serverErrorsOf } from '../../lib/form-errors';
import { signIn } from './api';

// The dialog loads when first opened, and the form needs no form library: the sign-in page stays small.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export default function LoginPage() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Stays mounted once opened, so that closing it animates.
  const [forgotMounted, setForgotMounted] = useState(false);

  const handleChange = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSignIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      FIELDS.filter((field) => values[field].trim() === '').map((field) => [field, MESSAGES.required]),
    );
    setErrors(missing);
    setServerError(undefined);
    if (Object.keys(missing).length > 0) {
      document.getElementById(Object.keys(missing)[0] ?? '')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await signIn(values);
    } catch (error) {
      const server = serverErrorsOf(error, FIELDS);
      setErrors(server.fields);
      setServerError(server.message);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Sign in to plan, teach and grow.">
      <Box component="form" noValidate onSubmit={handleSignIn}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            id="email"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={values.email}
            onChange={handleChange('email')}
            error={errors.email}
          />
          <TextInput
            id="password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={handleChange('password')}
            error={errors.password}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1.5 }}>
            <Button
              size="small"
              onClick={() => {
                setForgotMounted(true);
                setForgotOpen(true);
              }}
            >
              Forgot Password?
            </Button>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Sign In
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            New here?{' '}
            <Button href="/signup" size="small" sx={{ verticalAlign: 'baseline' }}>
              Sign up
            </Button>
          </Typography>
        </Box>
      </Box>
      {forgotMounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
