import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  statusChangeQuery,
  subjectInput,
  subjectListQuery,
  subjectResponse,
  subjectUpdateInput,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createSubjectService } from './subjects.service';

const tags = ['subjects'];

export function subjectRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const subjects = createSubjectService(deps);
  return async (app) => {
    app.get(
      '/subjects',
      {
        config: { access: { entity: 'subject', type: 'READ' } },
        schema: { tags, querystring: subjectListQuery, response: { 200: pagedResponse(subjectResponse) } },
      },
      (request) => subjects.list(request.query, requireAuth(request)),
    );
    app.get(
      '/subjects/:id',
      {
        config: { access: { entity: 'subject', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: subjectResponse } },
      },
      (request) => subjects.get(request.params.id, requireAuth(request)),
    );
    // Add Subject on the class detail; the path id is the class (the add-subject payload is keyed by grade id).
    app.post(
      '/classes/:id/subjects',
      {
        config: { access: { entity: 'subject', type: 'CREATE' } },
        schema: { tags, params: idParams, body: subjectInput, response: { 200: subjectResponse } },
      },
      (request) => subjects.create(request.params.id, request.body, requireAuth(request)),
    );
    app.put(
      '/subjects/:id',
      {
        config: { access: { entity: 'subject', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: subjectUpdateInput, response: { 200: subjectResponse } },
      },
      (request) => subjects.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/subjects/:id',
      {
        config: { access: { entity: 'subject', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: subjectResponse } },
      },
      (request) =>
        subjects.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
