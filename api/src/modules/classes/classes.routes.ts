import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classDetailResponse,
  classInput,
  classListQuery,
  classSummaryResponse,
  classUpdateInput,
  idParams,
  pagedResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createClassService } from './classes.service';

const tags = ['classes'];

export function classCrudRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const classes = createClassService(deps);
  return async (app) => {
    app.get(
      '/classes',
      {
        config: { access: { entity: 'class', type: 'READ' } },
        schema: { tags, querystring: classListQuery, response: { 200: pagedResponse(classSummaryResponse) } },
      },
      (request) => classes.list(request.query, requireAuth(request)),
    );
    app.get(
      '/classes/:id',
      {
        config: { access: { entity: 'class', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: classDetailResponse } },
      },
      (request) => classes.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/classes',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: { tags, body: classInput, response: { 200: classDetailResponse } },
      },
      (request) => classes.create(request.body, requireAuth(request)),
    );
    app.put(
      '/classes/:id',
      {
        config: { access: { entity: 'class', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: classUpdateInput, response: { 200: classDetailResponse } },
      },
      (request) => classes.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/classes/:id',
      {
        config: { access: { entity: 'class', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: classDetailResponse } },
      },
      (request) =>
        classes.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
