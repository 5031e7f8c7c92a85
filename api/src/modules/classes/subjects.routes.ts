import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectInput, subjectListQuery, subjectResponse, subjectUpdateInput } from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createSubjectService } from './subjects.service';

const tags = ['subjects'];

export function subjectRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const subjects = createSubjectService(deps);
  const route = crudRoutes('subject', tags, subjectResponse);
  return async (app) => {
    app.get(
      '/subjects',
      route.list(
        {
          operationId: 'listSubjects',
          summary: 'List subjects',
          description: "A user limited to one school sees only that school's subjects.",
        },
        subjectListQuery,
      ),
      (request) => subjects.list(request.query, requireAuth(request)),
    );
    app.get('/subjects/:id', route.get({ operationId: 'getSubject', summary: 'Get a subject' }), (request) =>
      subjects.get(request.params.id, requireAuth(request)),
    );
    // Add Subject on the class detail; the path id is the class (the add-subject payload is keyed by grade id).
    app.post(
      '/classes/:id/subjects',
      route.createIn(
        {
          operationId: 'createSubject',
          summary: 'Add a subject to a class',
          description:
            "The path id is the class (a grade in the body must be the same). The subject's name and value are " +
            'unique within the class (409).',
        },
        subjectInput,
      ),
      (request) => subjects.create(request.params.id, request.body, requireAuth(request)),
    );
    app.put(
      '/subjects/:id',
      route.update(
        {
          operationId: 'updateSubject',
          summary: 'Update a subject',
          description: "The subject's name and value are unique within its class (409).",
        },
        subjectUpdateInput,
      ),
      (request) => subjects.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/subjects/:id',
      route.status({
        operationId: 'changeSubjectStatus',
        summary: 'Activate or deactivate a subject',
        description: 'A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        subjects.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
