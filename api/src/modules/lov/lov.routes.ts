import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  lovInput,
  lovUpdateInput,
  lovListQuery,
  lovResponse,
  pagedResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createLovService } from './lov.service';

const tags = ['lists of values'];

export function lovRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const lov = createLovService(deps);
  return async (app) => {
    app.get(
      '/lov',
      {
        config: { access: { entity: 'lov', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listListsOfValues',
          summary: 'List the lists of values',
          description: 'Lists of values are shared by every school.',
          querystring: lovListQuery,
          response: { 200: pagedResponse(lovResponse) },
        },
      },
      (request) => lov.list(request.query),
    );
    app.get(
      '/lov/:id',
      {
        config: { access: { entity: 'lov', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getListOfValues',
          summary: 'Get a list of values with its items',
          params: idParams,
          response: { 200: lovResponse },
        },
      },
      (request) => lov.get(request.params.id),
    );
    app.post(
      '/lov',
      {
        config: { access: { entity: 'lov', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createListOfValues',
          summary: 'Create a list of values',
          description: 'The name is unique (409).',
          body: lovInput,
          response: { 200: lovResponse },
        },
      },
      (request) => lov.create(request.body, requireAuth(request)),
    );
    app.put(
      '/lov/:id',
      {
        config: { access: { entity: 'lov', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateListOfValues',
          summary: 'Update a list of values and its items',
          description:
            'Existing items keep their name and value (only their status may change) and items without an id are ' +
            'appended. The version read is required: 409 when the list changed since.',
          params: idParams,
          body: lovUpdateInput,
          response: { 200: lovResponse },
        },
      },
      (request) => lov.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/lov/:id',
      {
        config: { access: { entity: 'lov', type: 'DELETE' } },
        schema: {
          tags,
          operationId: 'changeListOfValuesStatus',
          summary: 'Activate or deactivate a list of values',
          description: 'A version given must be the current one (409 otherwise).',
          params: idParams,
          querystring: statusChangeQuery,
          response: { 200: lovResponse },
        },
      },
      (request) =>
        lov.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
