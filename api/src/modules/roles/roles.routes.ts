import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  privilegeListQuery,
  privilegeResponse,
  roleInput,
  roleUpdateInput,
  roleListQuery,
  roleResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createRoleService } from './roles.service';

const tags = ['roles'];

export function roleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const role = createRoleService(deps);
  return async (app) => {
    app.get(
      '/roles',
      {
        config: { access: { entity: 'role', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listRoles',
          summary: 'List roles with their privileges',
          description: 'Roles are shared by every school.',
          querystring: roleListQuery,
          response: { 200: pagedResponse(roleResponse) },
        },
      },
      (request) => role.list(request.query),
    );
    app.get(
      '/roles/:id',
      {
        config: { access: { entity: 'role', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getRole',
          summary: 'Get a role with its privileges',
          params: idParams,
          response: { 200: roleResponse },
        },
      },
      (request) => role.get(request.params.id),
    );
    app.post(
      '/roles',
      {
        config: { access: { entity: 'role', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createRole',
          summary: 'Create a role with its privileges and scope flags',
          description:
            'The name is unique (409). A Create, Update or Delete privilege brings the Read of its entity, and ' +
            'isGlobal clears the other scope flags. A user limited to one school cannot create a role for every ' +
            'school (403).',
          body: roleInput,
          response: { 200: roleResponse },
        },
      },
      (request) => role.create(request.body, requireAuth(request)),
    );
    app.put(
      '/roles/:id',
      {
        config: { access: { entity: 'role', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateRole',
          summary: 'Update a role, its scope flags and its privileges',
          description:
            'Privileges left out keep the stored set. Built-in roles keep their name and the System Administrator ' +
            'role every privilege (400); a user limited to one school cannot change a role for every school or one ' +
            'they hold (403). Holders get the change on their next call.',
          params: idParams,
          body: roleUpdateInput,
          response: { 200: roleResponse },
        },
      },
      (request) => role.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/roles/:id',
      {
        config: { access: { entity: 'role', type: 'DELETE' } },
        schema: {
          tags,
          operationId: 'changeRoleStatus',
          summary: 'Activate or deactivate a role',
          description:
            'The System Administrator role stays active (400). A version given must be the current one (409 otherwise).',
          params: idParams,
          querystring: statusChangeQuery,
          response: { 200: roleResponse },
        },
      },
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
