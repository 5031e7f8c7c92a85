import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  observationRegisterInput,
  observationRegisterUpdateInput,
  observationRegisterListQuery,
  observationRegisterResponse,
  pagedResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createObservationRegisterService } from './observation-register.service';

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
          operationId: 'listObservationRegisters',
          summary: 'List observation registers',
          description: 'The observation registry is shared by every school.',
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
        schema: {
          tags,
          operationId: 'getObservationRegister',
          summary: 'Get an observation register with its grades and observations',
          params: idParams,
          response: { 200: observationRegisterResponse },
        },
      },
      (request) => registry.get(request.params.id),
    );
    app.post(
      '/observation-register',
      {
        config: { access: { entity: 'observationregister', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createObservationRegister',
          summary: 'Create an observation register',
          description:
            'The name is unique (409). Every observation is new: ids sent along (a copied entry) are ignored; a ' +
            "missing sortOrder is the observation's position.",
          body: observationRegisterInput,
          response: { 200: observationRegisterResponse },
        },
      },
      (request) => registry.create(request.body, requireAuth(request)),
    );
    app.put(
      '/observation-register/:id',
      {
        config: { access: { entity: 'observationregister', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateObservationRegister',
          summary: 'Update an observation register and its observations',
          description:
            'The observations are replaced: kept by id, added without one, removed when left out; an observation ' +
            'sent without tags keeps its stored ones (the original client strips them). The version read is ' +
            'required (409 when the register changed since).',
          params: idParams,
          body: observationRegisterUpdateInput,
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
          operationId: 'changeObservationRegisterStatus',
          summary: 'Activate or deactivate an observation register',
          description: 'A version given must be the current one (409 otherwise).',
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
