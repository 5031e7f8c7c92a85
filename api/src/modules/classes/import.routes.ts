import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLASS_IMPORT_TEMPLATE,
  CLASS_IMPORT_TEMPLATE_FILE,
  classImportInput,
  classImportPreviewResponse,
  classImportResultResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createClassImportService } from './import.service';

const tags = ['classes'];

/** Class CSV import for one school. All three calls need CREATE on class. */
export function classImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const imports = createClassImportService(deps);
  return async (app) => {
    app.get(
      '/classes/import/template',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: { tags, response: { 200: z.string().describe('text/csv') } },
      },
      async (_request, reply) => {
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${CLASS_IMPORT_TEMPLATE_FILE}"`);
        return CLASS_IMPORT_TEMPLATE;
      },
    );
    app.post(
      '/classes/import/preview',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: { tags, body: classImportInput, response: { 200: classImportPreviewResponse } },
      },
      (request) => imports.preview(request.body, requireAuth(request)),
    );
    app.post(
      '/classes/import',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: { tags, body: classImportInput, response: { 200: classImportResultResponse } },
      },
      (request) => imports.confirm(request.body, requireAuth(request)),
    );
  };
}
