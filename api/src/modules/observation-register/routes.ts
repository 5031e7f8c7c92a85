import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  observationRegisterInput,
  observationRegisterListQuery,
  observationRegisterResponse,
  pagedResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createObservationRegisterService } from './service';

const tags = ['observation registry'];

export function observationRegisterRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const registry = createObservationRegisterService(deps);
  return async (app) => {
    app.get(
      '/observation-register',
      {
        config: { access: { entity: 'observationregister', type: 'READ' } },
        schema: {
          tags,
          querystring: observationRegisterListQuery,
          response: { 200: pagedResponse(observationRegisterResponse) },
        },
      },
      (request) => registry.list(request.query),
    );
    app.get(
      '/observation-register/:id',
      {
        config: { access: { entity: 'observationregister', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: observationRegisterResponse } },
      },
      (request) => registry.get(request.params.id),
    );
    app.post(
      '/observation-register',
      {
        config: { access: { entity: 'observationregister', type: 'CREATE' } },
        schema: { tags, body: observationRegisterInput, response: { 200: observationRegisterResponse } },
      },
      (request) => registry.create(request.body, requireAuth(request)),
    );
    app.put(
      '/observation-register/:id',
      {
        config: { access: { entity: 'observationregister', type: 'UPDATE' } },
        schema: {
          tags,
          params: idParams,
          body: observationRegisterInput,
          response: { 200: observationRegisterResponse },
        },
      },
      (request) => registry.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/observation-register/:id',
      {
        config: { access: { entity: 'observationregister', type: 'DELETE' } },
        schema: {
          tags,
          params: idParams,
          querystring: statusChangeQuery,
          response: { 200: observationRegisterResponse },
        },
      },
      (request) =>
        registry.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
