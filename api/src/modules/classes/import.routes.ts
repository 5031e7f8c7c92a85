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
import { csvAttachment } from '../../lib/csv-reply';
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
        schema: {
          tags,
          operationId: 'downloadClassImportTemplate',
          summary: 'Download the class import CSV template',
          produces: ['text/csv'],
          response: { 200: z.string().describe('The header and an example row') },
        },
      },
      async (_request, reply) => {
        csvAttachment(reply, CLASS_IMPORT_TEMPLATE_FILE);
        return CLASS_IMPORT_TEMPLATE;
      },
    );
    app.post(
      '/classes/import/preview',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'previewClassImport',
          summary: "Check a class CSV against a school's classes without writing",
          description: 'Says per row what importing would do, and which rows have errors.',
          body: classImportInput,
          response: { 200: classImportPreviewResponse },
        },
      },
      (request) => imports.preview(request.body, requireAuth(request)),
    );
    app.post(
      '/classes/import',
      {
        config: { access: { entity: 'class', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'importClasses',
          summary: "Import a class CSV into a school's classes, sections and subjects",
          description:
            'Checks the file again and writes its valid rows in one transaction; rows with errors are skipped ' +
            'and reported.',
          body: classImportInput,
          response: { 200: classImportResultResponse },
        },
      },
      (request) => imports.confirm(request.body, requireAuth(request)),
    );
  };
}
