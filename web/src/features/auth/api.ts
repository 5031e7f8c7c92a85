import { MESSAGES } from '@school/contract/constants';
import type { LoginRequest, LoginResponse, SignupRequest } from '@school/contract/schemas/auth';
import { http } from '../../lib/http';
import { notify } from '../../lib/notify';
import { endSession, setToken } from '../../lib/session-store';

/**
 * The auth calls. Plain functions rather than query mutations: the signed-out screens run without the
 * query cache, which keeps the sign-in page small. Failures are reported by the HTTP client.
 */

export interface ChangePasswordBody {
  email?: string;
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
  passwordResetTokenId?: string;
}

/** POST /auth/login/ (the email trimmed). The session guard then opens the remembered page. */
export async function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  const session = await http.post('/api/auth/login', {
    body: { email: credentials.email.trim(), password: credentials.password },
  });
  setToken(session.accessToken);
  notify.success(MESSAGES.loggedIn);
  return session;
}

export async function signUp(body: SignupRequest): Promise<void> {
  await http.post('/api/auth/signup', { body });
  notify.success(MESSAGES.registered);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await http.get('/api/auth/forgot-password', { params: { query: { email: email.trim() } } });
  notify.success(MESSAGES.resetEmailSent);
}

/**
 * POST /auth/change-password in both flows. The expired-password flow has no session: the server answers
 * with a new token for it.
 */
export function changePassword(body: ChangePasswordBody) {
  return http.post('/api/auth/change-password', { body });
}

/** GET /auth/logout; the session ends here whatever the server answers (a failure is already reported). */
export async function signOut(): Promise<void> {
  try {
    await http.get('/api/auth/logout');
    notify.success(MESSAGES.loggedOut);
  } catch {
    // The HTTP client showed the error; signing out here still goes ahead.
  } finally {
    endSession();
  }
}
