import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, staffResponse, userRoleInput, userRoleParams } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createUserRoleService } from './user-roles.service';

const tags = ['staff roles'];

/** Roles of a staff member: Add Role needs CREATE on user, editing or removing one needs UPDATE. */
export function userRoleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const userRoles = createUserRoleService(deps);
  return async (app) => {
    // The original client calls these paths with a trailing slash; both spellings answer.
    for (const path of ['/users/:id/roles/', '/users/:id/roles']) {
      const hide = path.endsWith('/');
      app.post(
        path,
        {
          config: { access: { entity: 'user', type: 'CREATE' } },
          schema: { tags, hide, params: idParams, body: userRoleInput, response: { 200: staffResponse } },
        },
        (request) => userRoles.add(request.params.id, request.body, requireAuth(request)),
      );
      app.put(
        path,
        {
          config: { access: { entity: 'user', type: 'UPDATE' } },
          schema: { tags, hide, params: idParams, body: userRoleInput, response: { 200: staffResponse } },
        },
        (request) => userRoles.replace(request.params.id, request.body, requireAuth(request)),
      );
    }
    app.delete(
      '/users/:id/roles/:roleId',
      {
        config: { access: { entity: 'user', type: 'UPDATE' } },
        schema: { tags, params: userRoleParams, response: { 200: staffResponse } },
      },
      (request) => userRoles.remove(request.params.id, request.params.roleId, requireAuth(request)),
    );
  };
}
