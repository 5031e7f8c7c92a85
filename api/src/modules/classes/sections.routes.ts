import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classSectionInput,
  classSectionListQuery,
  classSectionResponse,
  classSectionUpdateInput,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createSectionService } from './sections.service';

const tags = ['class sections'];

export function sectionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const sections = createSectionService(deps);
  const route = crudRoutes('classsection', tags, classSectionResponse);
  return async (app) => {
    app.get(
      '/class-sections',
      route.list(
        {
          operationId: 'listClassSections',
          summary: 'List class sections',
          description: "A user limited to one school sees only that school's sections.",
        },
        classSectionListQuery,
      ),
      (request) => sections.list(request.query, requireAuth(request)),
    );
    app.get(
      '/class-sections/:id',
      route.get({ operationId: 'getClassSection', summary: 'Get a class section' }),
      (request) => sections.get(request.params.id, requireAuth(request)),
    );
    // Spec 000 section 7 keeps both verbs on the class's path; the path id is the class.
    app.post(
      '/classes/:id/class-sections',
      route.createIn(
        {
          operationId: 'createClassSection',
          summary: 'Add a section to a class',
          description:
            'The path id is the class. The section name is unique within the class (409) and the class teacher ' +
            "must be an ACTIVE user of the class's school.",
        },
        classSectionInput,
      ),
      (request) => sections.create(request.params.id, request.body, requireAuth(request)),
    );
    app.put(
      '/classes/:id/class-sections',
      route.update(
        {
          operationId: 'updateClassSection',
          summary: "Change a class section's capacity or class teacher",
          description:
            "The path id is the class and the body's id the section. School, class and section name are kept; a " +
            'field left out keeps its value, null clears it.',
        },
        classSectionUpdateInput,
      ),
      (request) => sections.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/class-sections/:id',
      route.status({
        operationId: 'changeClassSectionStatus',
        summary: 'Activate or deactivate a class section',
        description: 'A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        sections.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
  };
}
