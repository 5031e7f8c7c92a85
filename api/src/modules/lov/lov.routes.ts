import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lovInput, lovListQuery, lovResponse, lovUpdateInput } from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createLovService } from './lov.service';

const tags = ['lists of values'];

export function lovRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const lov = createLovService(deps);
  const route = crudRoutes('lov', tags, lovResponse);
  return async (app) => {
    app.get(
      '/lov',
      route.list(
        {
          operationId: 'listListsOfValues',
          summary: 'List the lists of values',
          description: 'Lists of values are shared by every school.',
        },
        lovListQuery,
      ),
      (request) => lov.list(request.query),
    );
    app.get(
      '/lov/:id',
      route.get({ operationId: 'getListOfValues', summary: 'Get a list of values with its items' }),
      (request) => lov.get(request.params.id),
    );
    app.post(
      '/lov',
      route.create(
        {
          operationId: 'createListOfValues',
          summary: 'Create a list of values',
          description: 'The name is unique (409).',
        },
        lovInput,
      ),
      (request) => lov.create(request.body, requireAuth(request)),
    );
    app.put(
      '/lov/:id',
      route.update(
        {
          operationId: 'updateListOfValues',
          summary: 'Update a list of values and its items',
          description:
            'Existing items keep their name and value (only their status may change) and items without an id are ' +
            'appended. The version read is required: 409 when the list changed since.',
        },
        lovUpdateInput,
      ),
      (request) => lov.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/lov/:id',
      route.status({
        operationId: 'changeListOfValuesStatus',
        summary: 'Activate or deactivate a list of values',
        description: 'A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        lov.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
