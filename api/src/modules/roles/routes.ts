import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  privilegeListQuery,
  privilegeResponse,
  roleInput,
  roleListQuery,
  roleResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createRoleService } from './service';

const tags = ['roles'];

export function roleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const role = createRoleService(deps);
  return async (app) => {
    app.get(
      '/roles',
      {
        config: { access: { entity: 'role', type: 'READ' } },
        schema: { tags, querystring: roleListQuery, response: { 200: pagedResponse(roleResponse) } },
      },
      (request) => role.list(request.query),
    );
    app.get(
      '/roles/:id',
      {
        config: { access: { entity: 'role', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: roleResponse } },
      },
      (request) => role.get(request.params.id),
    );
    app.post(
      '/roles',
      {
        config: { access: { entity: 'role', type: 'CREATE' } },
        schema: { tags, body: roleInput, response: { 200: roleResponse } },
      },
      (request) => role.create(request.body, requireAuth(request)),
    );
    app.put(
      '/roles/:id',
      {
        config: { access: { entity: 'role', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: roleInput, response: { 200: roleResponse } },
      },
      (request) => role.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/roles/:id',
      {
        config: { access: { entity: 'role', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: roleResponse } },
      },
      (request) =>
        role.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.get(
      '/privileges',
      {
        config: { access: { entity: 'role', type: 'READ' } },
        schema: { tags, querystring: privilegeListQuery, response: { 200: pagedResponse(privilegeResponse) } },
      },
      (request) => role.listPrivileges(request.query),
    );
  };
}
