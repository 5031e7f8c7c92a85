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
        schema: {
          tags,
          operationId: 'listClasses',
          summary: 'List classes',
          description: "A user limited to one school sees only that school's classes.",
          querystring: classListQuery,
          response: { 200: pagedResponse(classSummaryResponse) },
        },
      },
      (request) => classes.list(request.query, requireAuth(request)),
    );
    app.get(
      '/classes/:id',
      {
        config: { access: { entity: 'class', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getClass',
          summary: 'Get a class with its subjects and sections',
          description: 'Subjects and sections of every status are listed; the counts count the ACTIVE ones.',
          params: idParams,
          response: { 200: classDetailResponse },
        },
      },
      (request) => classes.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/classes',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createClass',
          summary: 'Create a class in a school',
          description: 'The class name is unique within its school (409).',
          body: classInput,
          response: { 200: classDetailResponse },
        },
      },
      (request) => classes.create(request.body, requireAuth(request)),
    );
    app.put(
      '/classes/:id',
      {
        config: { access: { entity: 'class', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateClass',
          summary: 'Rename a class',
          description: 'Only the name changes: a class keeps its school. The name is unique within the school (409).',
          params: idParams,
          body: classUpdateInput,
          response: { 200: classDetailResponse },
        },
      },
      (request) => classes.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/classes/:id',
      {
        config: { access: { entity: 'class', type: 'DELETE' } },
        schema: {
          tags,
          operationId: 'changeClassStatus',
          summary: 'Activate or deactivate a class',
          description: 'A version given must be the current one (409 otherwise).',
          params: idParams,
          querystring: statusChangeQuery,
          response: { 200: classDetailResponse },
        },
      },
      (request) =>
        classes.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
