import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  policyInput,
  policyListQuery,
  policyResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createPolicyService } from './service';

const tags = ['policies'];

/**
 * Spec 000 section 7 names GET /policies and POST /policy; the singular and plural paths both work for
 * save, read and status change so either spelling of the original client reaches the same record.
 */
export function policyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policies = createPolicyService(deps);
  return async (app) => {
    app.get(
      '/policies',
      {
        config: { access: { entity: 'school', type: 'READ' } },
        schema: { tags, querystring: policyListQuery, response: { 200: pagedResponse(policyResponse) } },
      },
      (request) => policies.list(request.query, requireAuth(request)),
    );
    for (const path of ['/policies', '/policy']) {
      app.get(
        `${path}/:id`,
        {
          config: { access: { entity: 'school', type: 'READ' } },
          schema: { tags, params: idParams, response: { 200: policyResponse } },
        },
        (request) => policies.get(request.params.id, requireAuth(request)),
      );
      app.post(
        path,
        {
          config: { access: { entity: 'school', type: 'CREATE' } },
          schema: { tags, body: policyInput, response: { 200: policyResponse } },
        },
        (request) => policies.create(request.body, requireAuth(request)),
      );
      app.put(
        `${path}/:id`,
        {
          config: { access: { entity: 'school', type: 'UPDATE' } },
          schema: { tags, params: idParams, body: policyInput, response: { 200: policyResponse } },
        },
        (request) => policies.update(request.params.id, request.body, requireAuth(request)),
      );
      app.patch(
        `${path}/:id`,
        {
          config: { access: { entity: 'school', type: 'DELETE' } },
          schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: policyResponse } },
        },
        (request) =>
          policies.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
      );
    }
  };
}
