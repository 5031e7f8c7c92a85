import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  forgotPasswordQuery,
  idParams,
  loginRequest,
  loginResponse,
  messageResponse,
  profileResponse,
  resetPasswordRequest,
  signupRequest,
  temporaryPasswordRequest,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { bearerToken, optionalAuth, requireAuth } from '../../plugins/access';
import type { AuthService } from './service';

const tags = ['auth'];

/** The app's own address for links in mail: PUBLIC_URL, else the address the request came to. */
function appUrl(deps: AppDeps, request: { protocol: string; host: string }) {
  return deps.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

export function authRoutes(deps: AppDeps, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: { access: 'public' },
        schema: { tags, body: loginRequest, response: { 200: loginResponse } },
      },
      (request) => auth.login(request.body, request.ip),
    );
    // The original client calls the path with a trailing slash.
    app.post(
      '/auth/login/',
      {
        config: { access: 'public' },
        schema: { tags, hide: true, body: loginRequest, response: { 200: loginResponse } },
      },
      (request) => auth.login(request.body, request.ip),
    );

    app.get(
      '/auth/me',
      {
        config: { access: { signedIn: true, duringPasswordChange: true } },
        schema: { tags, response: { 200: profileResponse } },
      },
      (request) => auth.profile(requireAuth(request)),
    );

    app.get(
      '/auth/logout',
      { config: { access: 'public' }, schema: { tags, response: { 200: messageResponse } } },
      (request) => auth.logout(bearerToken(request)),
    );

    app.post(
      '/auth/signup',
      { config: { access: 'public' }, schema: { tags, body: signupRequest, response: { 200: messageResponse } } },
      (request) => auth.signup(request.body, appUrl(deps, request)),
    );

    app.get(
      '/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: { tags, querystring: forgotPasswordQuery, response: { 200: messageResponse } },
      },
      (request) => auth.forgotPassword(request.query.email, appUrl(deps, request)),
    );

    app.post(
      '/auth/reset-password',
      {
        config: { access: 'public' },
        schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse } },
      },
      (request) => auth.resetPassword(request.body),
    );

    // Public on purpose: the expired-password flow has no session and proves the current password instead.
    app.post(
      '/auth/change-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
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
        schema: { tags, params: idParams, body: temporaryPasswordRequest, response: { 200: messageResponse } },
      },
      (request) => auth.setTemporaryPassword(request.params.id, request.body, requireAuth(request)),
    );
  };
}
