import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  observationRegisterInput,
  observationRegisterUpdateInput,
  observationRegisterListQuery,
  observationRegisterResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createObservationRegisterService } from './observation-register.service';

const tags = ['observation registry'];

export function observationRegisterRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const registry = createObservationRegisterService(deps);
  const route = crudRoutes('observationregister', tags, observationRegisterResponse);
  return async (app) => {
    app.get(
      '/observation-register',
      route.list(
        {
          operationId: 'listObservationRegisters',
          summary: 'List observation registers',
          description: 'The observation registry is shared by every school.',
        },
        observationRegisterListQuery,
      ),
      (request) => registry.list(request.query),
    );
    app.get(
      '/observation-register/:id',
      route.get({
        operationId: 'getObservationRegister',
        summary: 'Get an observation register with its grades and observations',
      }),
      (request) => registry.get(request.params.id),
    );
    app.post(
      '/observation-register',
      route.create(
        {
          operationId: 'createObservationRegister',
          summary: 'Create an observation register',
          description:
            'The name is unique (409). Every observation is new: ids sent along (a copied entry) are ignored; a ' +
            "missing sortOrder is the observation's position.",
        },
        observationRegisterInput,
      ),
      (request) => registry.create(request.body, requireAuth(request)),
    );
    app.put(
      '/observation-register/:id',
      route.update(
        {
          operationId: 'updateObservationRegister',
          summary: 'Update an observation register and its observations',
          description:
            'The observations are replaced: kept by id, added without one, removed when left out; an observation ' +
            'sent without tags keeps its stored ones (the original client strips them). The version read is ' +
            'required (409 when the register changed since).',
        },
        observationRegisterUpdateInput,
      ),
      (request) => registry.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/observation-register/:id',
      route.status({
        operationId: 'changeObservationRegisterStatus',
        summary: 'Activate or deactivate an observation register',
        description: 'A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        registry.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
