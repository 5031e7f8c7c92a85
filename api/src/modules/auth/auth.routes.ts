import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  errorResponse,
  forgotPasswordQuery,
  idParams,
  loginRequest,
  loginResponse,
  messageResponse,
  passwordCheckRequest,
  passwordCheckResponse,
  profileResponse,
  resetPasswordRequest,
  signupRequest,
  temporaryPasswordRequest,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { bearerToken, optionalAuth, requireAuth } from '../../plugins/access';
import type { AuthService } from './auth.service';

const tags = ['auth'];

/** What the API document says of POST /auth/login. */
const signIn = {
  operationId: 'signIn',
  summary: 'Sign in with email and password',
  description:
    'Answers a bearer token for the Authorization header. A wrong email and a wrong password answer alike (401), ' +
    'repeated failures per account and address answer 429 with Retry-After, and an expired password answers 307 ' +
    '(PASSWORD_EXPIRED) to start the change-password flow. With passwordChangeRequired true, calls that need a ' +
    'session answer 403 (PASSWORD_CHANGE_REQUIRED), except /auth/me, until /auth/change-password succeeds.',
} as const;

/** The app's own address for links in mail: PUBLIC_URL, else the address the request came to. */
function appUrl(deps: AppDeps, request: { protocol: string; host: string }) {
  return deps.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

export function authRoutes(deps: AppDeps, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    // The original client calls the path with a trailing slash: the same operation, left out of the document.
    for (const path of ['/auth/login', '/auth/login/']) {
      app.post(
        path,
        {
          config: { access: 'public' },
          schema: {
            tags,
            ...signIn,
            hide: path.endsWith('/'),
            body: loginRequest,
            response: { 200: loginResponse, 307: errorResponse },
          },
        },
        (request) => auth.login(request.body, request.ip),
      );
    }

    app.get(
      '/auth/me',
      {
        config: { access: { signedIn: true, duringPasswordChange: true } },
        schema: {
          tags,
          operationId: 'getCurrentUser',
          summary: 'Get the signed-in user with their roles and privileges',
          description: 'Answers also while a password change is required, so the client can show only that screen.',
          response: { 200: profileResponse },
        },
      },
      (request) => auth.profile(requireAuth(request)),
    );

    app.get(
      '/auth/logout',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'signOut',
          summary: 'Sign out: end the session of the bearer token',
          description: 'A GET, as the original client calls it. A missing or stale token signs out without an error.',
          response: { 200: messageResponse },
        },
      },
      (request) => auth.logout(bearerToken(request)),
    );

    app.post(
      '/auth/signup',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'signUp',
          summary: 'Register a new account',
          description:
            'Refused (403) while sign-up is switched off (ALLOW_SIGNUP). An address already registered gets the ' +
            'same answer, so the answer reveals nothing; its owner is told by mail instead.',
          body: signupRequest,
          response: { 200: messageResponse, 403: errorResponse },
        },
      },
      (request) => auth.signup(request.body, appUrl(deps, request)),
    );

    app.get(
      '/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'requestPasswordReset',
          summary: 'Send a password reset link by email',
          description:
            'A GET with the email in the query, as the original client calls it. Answers the same message at once ' +
            'for any address, known or not; the mail is sent afterwards.',
          querystring: forgotPasswordQuery,
          response: { 200: messageResponse },
        },
      },
      (request) => auth.forgotPassword(request.query.email, appUrl(deps, request)),
    );

    app.post(
      '/auth/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'resetPassword',
          summary: 'Set a new password with the token of a reset mail',
          description: "The token is used once; the user's sessions end. An unknown or used token answers 400.",
          body: resetPasswordRequest,
          response: { 200: messageResponse },
        },
      },
      (request) => auth.resetPassword(request.body),
    );

    app.post(
      '/auth/password-check',
      {
        // Public: sign-up and the expired-password flow ask it without a session.
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'checkPassword',
          summary: 'Say whether a new password is too common',
          description:
            'The password rules beside a new-password field ask as the user types: common is true for a password ' +
            'the server would refuse as too common (one of the 10,000 most used, dressed up or not). Stores and ' +
            'logs nothing.',
          body: passwordCheckRequest,
          response: { 200: passwordCheckResponse },
        },
      },
      (request) => auth.checkPassword(request.body.password),
    );

    // Public on purpose: the expired-password flow has no session and proves the current password instead.
    app.post(
      '/auth/change-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'changePassword',
          summary: 'Change the password, or set it with a reset token',
          description:
            'With passwordResetTokenId it sets the password like /auth/reset-password. Otherwise the caller proves ' +
            'the current password: the signed-in user, or without a session (an expired password) the account ' +
            "named by email, which then gets a new accessToken. The user's other sessions end.",
          body: changePasswordRequest,
          response: { 200: z.object({ message: z.string(), accessToken: z.string().optional() }) },
        },
      },
      async (request) => auth.changePassword(request.body, await optionalAuth(request), request.ip),
    );

    app.patch(
      '/admin-controls/update-password/:id',
      {
        config: { access: { entity: 'user', type: 'UPDATE', rule: 'assignTemporaryPassword' } },
        schema: {
          tags,
          operationId: 'assignTemporaryPassword',
          summary: 'Assign a temporary password to a staff member',
          description:
            "The user must change it at their next sign-in and their sessions end. The optional email must be the user's.",
          params: idParams,
          body: temporaryPasswordRequest,
          response: { 200: messageResponse },
        },
      },
      (request) => auth.setTemporaryPassword(request.params.id, request.body, requireAuth(request)),
    );
  };
}
