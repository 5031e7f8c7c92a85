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
    // The original client calls these paths with a trailing slash; both spellings answer (one operation each: the
    // slash spelling is hidden from the document and shares the operationId).
    for (const path of ['/users/:id/roles/', '/users/:id/roles']) {
      const hide = path.endsWith('/');
      app.post(
        path,
        {
          config: { access: { entity: 'user', type: 'CREATE' } },
          schema: {
            tags,
            hide,
            operationId: 'addStaffMemberRole',
            summary: 'Give a staff member a role, with its grade and subject scope',
            description:
              'The role must be ACTIVE and not held yet (409). Grades only for a role with isGradesApplicable, ' +
              "subjects only with isSubjectApplicable, each of the user's school; every problem is answered together.",
            params: idParams,
            body: userRoleInput,
            response: { 200: staffResponse },
          },
        },
        (request) => userRoles.add(request.params.id, request.body, requireAuth(request)),
      );
      app.put(
        path,
        {
          config: { access: { entity: 'user', type: 'UPDATE' } },
          schema: {
            tags,
            hide,
            operationId: 'updateStaffMemberRole',
            summary: "Replace the grade and subject scope of a staff member's role",
            description: 'The user must hold the role (404 otherwise); the scope rules are those of adding a role.',
            params: idParams,
            body: userRoleInput,
            response: { 200: staffResponse },
          },
        },
        (request) => userRoles.replace(request.params.id, request.body, requireAuth(request)),
      );
    }
    app.delete(
      '/users/:id/roles/:roleId',
      {
        config: { access: { entity: 'user', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'removeStaffMemberRole',
          summary: 'Take a role and its scope away from a staff member',
          description: 'The last active System Administrator keeps that role (400).',
          params: userRoleParams,
          response: { 200: staffResponse },
        },
      },
      (request) => userRoles.remove(request.params.id, request.params.roleId, requireAuth(request)),
    );
  };
}
