import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classDetailResponse,
  classInput,
  classListQuery,
  classSummaryResponse,
  classUpdateInput,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createClassService } from './classes.service';

const tags = ['classes'];

export function classCrudRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const classes = createClassService(deps);
  const route = crudRoutes('class', tags, classDetailResponse);
  return async (app) => {
    app.get(
      '/classes',
      route.list(
        {
          operationId: 'listClasses',
          summary: 'List classes',
          description: "A user limited to one school sees only that school's classes.",
        },
        classListQuery,
        classSummaryResponse,
      ),
      (request) => classes.list(request.query, requireAuth(request)),
    );
    app.get(
      '/classes/:id',
      route.get({
        operationId: 'getClass',
        summary: 'Get a class with its subjects and sections',
        description: 'Subjects and sections of every status are listed; the counts count the ACTIVE ones.',
      }),
      (request) => classes.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/classes',
      route.create(
        {
          operationId: 'createClass',
          summary: 'Create a class in a school',
          description: 'The class name is unique within its school (409).',
        },
        classInput,
      ),
      (request) => classes.create(request.body, requireAuth(request)),
    );
    app.put(
      '/classes/:id',
      route.update(
        {
          operationId: 'updateClass',
          summary: 'Rename a class',
          description: 'Only the name changes: a class keeps its school. The name is unique within the school (409).',
        },
        classUpdateInput,
      ),
      (request) => classes.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/classes/:id',
      route.status({
        operationId: 'changeClassStatus',
        summary: 'Activate or deactivate a class',
        description: 'A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        classes.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
