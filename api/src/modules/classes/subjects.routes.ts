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
        schema: {
          tags,
          operationId: 'listSubjects',
          summary: 'List subjects',
          description: "A user limited to one school sees only that school's subjects.",
          querystring: subjectListQuery,
          response: { 200: pagedResponse(subjectResponse) },
        },
      },
      (request) => subjects.list(request.query, requireAuth(request)),
    );
    app.get(
      '/subjects/:id',
      {
        config: { access: { entity: 'subject', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getSubject',
          summary: 'Get a subject',
          params: idParams,
          response: { 200: subjectResponse },
        },
      },
      (request) => subjects.get(request.params.id, requireAuth(request)),
    );
    // Add Subject on the class detail; the path id is the class (the add-subject payload is keyed by grade id).
    app.post(
      '/classes/:id/subjects',
      {
        config: { access: { entity: 'subject', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createSubject',
          summary: 'Add a subject to a class',
          description:
            "The path id is the class (a grade in the body must be the same). The subject's name and value are " +
            'unique within the class (409).',
          params: idParams,
          body: subjectInput,
          response: { 200: subjectResponse },
        },
      },
      (request) => subjects.create(request.params.id, request.body, requireAuth(request)),
    );
    app.put(
      '/subjects/:id',
      {
        config: { access: { entity: 'subject', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateSubject',
          summary: 'Update a subject',
          description: "The subject's name and value are unique within its class (409).",
          params: idParams,
          body: subjectUpdateInput,
          response: { 200: subjectResponse },
        },
      },
      (request) => subjects.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/subjects/:id',
      {
        config: { access: { entity: 'subject', type: 'DELETE' } },
        schema: {
          tags,
          operationId: 'changeSubjectStatus',
          summary: 'Activate or deactivate a subject',
          description: 'A version given must be the current one (409 otherwise).',
          params: idParams,
          querystring: statusChangeQuery,
          response: { 200: subjectResponse },
        },
      },
      (request) =>
        subjects.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
