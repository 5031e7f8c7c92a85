import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  messageResponse,
  pagedResponse,
  STAFF_EXPORT_COLUMNS,
  staffCreateInput,
  staffExportFileName,
  staffExportQuery,
  staffListQuery,
  staffLookupItem,
  staffLookupQuery,
  staffResponse,
  staffUpdateInput,
  statusChangeQuery,
  teacherPasswordChangeRequest,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createUserService } from './users.service';

const tags = ['staff'];

export function staffRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const staff = createUserService(deps);
  return async (app) => {
    app.get(
      '/users',
      {
        config: { access: { entity: 'user', type: 'READ' } },
        schema: { tags, querystring: staffListQuery, response: { 200: pagedResponse(staffResponse) } },
      },
      (request) => staff.list(request.query, requireAuth(request)),
    );
    // The staff list as a file: the same filters, order and scope as GET /users, streamed in batches.
    app.get(
      '/users/export.csv',
      {
        config: { access: { entity: 'user', type: 'READ' } },
        schema: {
          tags,
          // A streamed body has no response schema to serialise with; the summary names its columns.
          summary: `The staff list, with its search and filters, as CSV (${STAFF_EXPORT_COLUMNS.join(', ')})`,
          querystring: staffExportQuery,
          produces: ['text/csv'],
        },
      },
      (request, reply) => {
        const chunks = staff.exportCsv(request.query, requireAuth(request));
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${staffExportFileName()}"`)
          .send(Readable.from(chunks));
      },
    );
    // Teacher pickers (class teacher, Manage Teachers): holders of teacher READ, like the Coordinator.
    app.get(
      '/users/list',
      {
        config: { access: { entity: 'teacher', type: 'READ' } },
        schema: { tags, querystring: staffLookupQuery, response: { 200: pagedResponse(staffLookupItem) } },
      },
      (request) => staff.lookup(request.query, requireAuth(request)),
    );
    app.get(
      '/users/:id',
      {
        config: { access: { entity: 'user', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: staffResponse } },
      },
      (request) => staff.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/users',
      {
        config: { access: { entity: 'user', type: 'CREATE' } },
        schema: { tags, body: staffCreateInput, response: { 200: staffResponse } },
      },
      (request) => staff.create(request.body, requireAuth(request)),
    );
    app.put(
      '/users/:id',
      {
        config: { access: { entity: 'user', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: staffUpdateInput, response: { 200: staffResponse } },
      },
      (request) => staff.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/users/:id',
      {
        config: { access: { entity: 'user', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: staffResponse } },
      },
      (request) =>
        staff.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    // The teacher Change Password dialog; the spec does not show its call, this path is our choice.
    app.patch(
      '/users/:id/password',
      {
        config: { access: { entity: 'user', type: 'UPDATE', rule: 'changeTeacherPassword' } },
        schema: { tags, params: idParams, body: teacherPasswordChangeRequest, response: { 200: messageResponse } },
      },
      (request) => staff.changePassword(request.params.id, request.body, requireAuth(request)),
    );
  };
}
