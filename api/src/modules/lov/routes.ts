import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, lovInput, lovListQuery, lovResponse, pagedResponse, statusChangeQuery } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createLovService } from './service';

const tags = ['lists of values'];

export function lovRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const lov = createLovService(deps);
  return async (app) => {
    app.get(
      '/lov',
      {
        config: { access: { entity: 'lov', type: 'READ' } },
        schema: { tags, querystring: lovListQuery, response: { 200: pagedResponse(lovResponse) } },
      },
      (request) => lov.list(request.query),
    );
    app.get(
      '/lov/:id',
      {
        config: { access: { entity: 'lov', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: lovResponse } },
      },
      (request) => lov.get(request.params.id),
    );
    app.post(
      '/lov',
      {
        config: { access: { entity: 'lov', type: 'CREATE' } },
        schema: { tags, body: lovInput, response: { 200: lovResponse } },
      },
      (request) => lov.create(request.body, requireAuth(request)),
    );
    app.put(
      '/lov/:id',
      {
        config: { access: { entity: 'lov', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: lovInput, response: { 200: lovResponse } },
      },
      (request) => lov.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/lov/:id',
      {
        config: { access: { entity: 'lov', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: lovResponse } },
      },
      (request) =>
        lov.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
