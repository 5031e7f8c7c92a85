import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pagedResponse,
  privilegeListQuery,
  privilegeResponse,
  roleInput,
  roleUpdateInput,
  roleListQuery,
  roleResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createRoleService } from './roles.service';

const tags = ['roles'];

export function roleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const role = createRoleService(deps);
  const route = crudRoutes('role', tags, roleResponse);
  return async (app) => {
    app.get(
      '/roles',
      route.list(
        {
          operationId: 'listRoles',
          summary: 'List roles with their privileges',
          description: 'Roles are shared by every school.',
        },
        roleListQuery,
      ),
      (request) => role.list(request.query),
    );
    app.get('/roles/:id', route.get({ operationId: 'getRole', summary: 'Get a role with its privileges' }), (request) =>
      role.get(request.params.id),
    );
    app.post(
      '/roles',
      route.create(
        {
          operationId: 'createRole',
          summary: 'Create a role with its privileges and scope flags',
          description:
            'The name is unique (409). A Create, Update or Delete privilege brings the Read of its entity, and ' +
            'isGlobal clears the other scope flags. A user limited to one school cannot create a role for every ' +
            'school (403).',
        },
        roleInput,
      ),
      (request) => role.create(request.body, requireAuth(request)),
    );
    app.put(
      '/roles/:id',
      route.update(
        {
          operationId: 'updateRole',
          summary: 'Update a role, its scope flags and its privileges',
          description:
            'Privileges left out keep the stored set. Built-in roles keep their name and the System Administrator ' +
            'role every privilege (400); a user limited to one school cannot change a role for every school or one ' +
            'they hold (403). Holders get the change on their next call.',
        },
        roleUpdateInput,
      ),
      (request) => role.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/roles/:id',
      route.status({
        operationId: 'changeRoleStatus',
        summary: 'Activate or deactivate a role',
        description:
          'The System Administrator role stays active (400). A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        role.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.get(
      '/privileges',
      {
        config: { access: { entity: 'role', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listPrivileges',
          summary: 'List the privileges a role can hold',
          querystring: privilegeListQuery,
          response: { 200: pagedResponse(privilegeResponse) },
        },
      },
      (request) => role.listPrivileges(request.query),
    );
  };
}
