import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_IMPORT_TEMPLATE,
  STAFF_IMPORT_TEMPLATE_FILE,
  staffImportInput,
  staffImportPreviewResponse,
  staffImportResultResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { csvAttachment } from '../../lib/csv-reply';
import { requireAuth } from '../../plugins/access';
import { createStaffImportService } from './import.service';

const tags = ['staff import'];

/**
 * A 1 MB file grows when JSON escapes it; the route takes up to 4 MB so that a file over 1 MB gets
 * the service's clear 400 rather than the framework's 413.
 */
const bodyLimit = 4 * 1024 * 1024;

export function staffImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const staffImport = createStaffImportService(deps);
  return async (app) => {
    app.get(
      '/users/import/template',
      {
        config: { access: { entity: 'user', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'downloadStaffImportTemplate',
          summary: 'Download the staff import CSV template',
          produces: ['text/csv'],
          response: { 200: z.string().describe('The header and two example rows') },
        },
      },
      (_request, reply) => {
        csvAttachment(reply, STAFF_IMPORT_TEMPLATE_FILE);
        return STAFF_IMPORT_TEMPLATE;
      },
    );
    app.post(
      '/users/import/preview',
      {
        bodyLimit,
        config: { access: { entity: 'user', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'previewStaffImport',
          summary: 'Check a staff CSV without writing',
          description:
            'Validates every row against the file and the database and says what importing would do: create, ' +
            'update (the changed columns) or skip.',
          body: staffImportInput,
          response: { 200: staffImportPreviewResponse },
        },
      },
      (request) => staffImport.preview(request.body, requireAuth(request)),
    );
    app.post(
      '/users/import',
      {
        bodyLimit,
        config: { access: { entity: 'user', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'importStaff',
          summary: 'Import a staff CSV',
          description:
            'Checks again, then writes every valid row in one transaction, matched by email so a re-run creates ' +
            'nobody. Existing staff keep their password; new staff with a password must change it at sign-in, ' +
            'those without one set it through Forgot Password.',
          body: staffImportInput,
          response: { 200: staffImportResultResponse },
        },
      },
      (request) => staffImport.confirm(request.body, requireAuth(request)),
    );
  };
}
