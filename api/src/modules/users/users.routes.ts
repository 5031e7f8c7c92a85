import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  teacherPasswordChangeRequest,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { csvAttachment } from '../../lib/csv-reply';
import { requireAuth } from '../../plugins/access';
import { createUserService } from './users.service';

const tags = ['staff'];

export function staffRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const staff = createUserService(deps);
  const route = crudRoutes('user', tags, staffResponse);
  return async (app) => {
    app.get(
      '/users',
      route.list(
        {
          operationId: 'listStaffMembers',
          summary: 'List staff members',
          description: "A user limited to one school sees only that school's staff.",
        },
        staffListQuery,
      ),
      (request) => staff.list(request.query, requireAuth(request)),
    );
    // The staff list as a file: the same filters, order and scope as GET /users, streamed in batches.
    app.get(
      '/users/export.csv',
      {
        config: { access: { entity: 'user', type: 'READ' } },
        schema: {
          tags,
          operationId: 'exportStaffMembers',
          summary: 'Download the staff list as CSV',
          // A streamed body has no response schema to serialise with; the description names its columns.
          description:
            'The same search, filters, order and school scope as GET /users, streamed. Columns: ' +
            `${STAFF_EXPORT_COLUMNS.join(', ')}.`,
          querystring: staffExportQuery,
          produces: ['text/csv'],
          response: { 200: z.string().meta({ format: 'binary' }).describe('The CSV file, streamed') },
        },
      },
      (request, reply) => {
        const chunks = staff.exportCsv(request.query, requireAuth(request));
        csvAttachment(reply, staffExportFileName())
          // Fastify sends a stream as it is, past the response schema, which only documents the file.
          .send(Readable.from(chunks) as unknown as string);
      },
    );
    // Teacher pickers (class teacher, Manage Teachers): holders of teacher READ, like the Coordinator.
    app.get(
      '/users/list',
      {
        config: { access: { entity: 'teacher', type: 'READ' } },
        schema: {
          tags,
          operationId: 'lookUpStaffMembers',
          summary: 'Look up active staff of a school for teacher pickers',
          description: 'Answers only the id, email and full name of each.',
          querystring: staffLookupQuery,
          response: { 200: pagedResponse(staffLookupItem) },
        },
      },
      (request) => staff.lookup(request.query, requireAuth(request)),
    );
    app.get(
      '/users/:id',
      route.get({
        operationId: 'getStaffMember',
        summary: 'Get a staff member with their roles and teaching assignments',
      }),
      (request) => staff.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/users',
      route.create(
        {
          operationId: 'createStaffMember',
          summary: 'Create a staff member',
          description:
            'The email is unique (409). The school must be one the user sees (400 otherwise); without one, a ' +
            "school-limited user's new staff join their own school.",
        },
        staffCreateInput,
      ),
      (request) => staff.create(request.body, requireAuth(request)),
    );
    app.put(
      '/users/:id',
      route.update(
        {
          operationId: 'updateStaffMember',
          summary: 'Update a staff member',
          description:
            "The email stays as stored; a move to another school drops the role scopes on the old school's " +
            'classes. The version read is required (409 when the user changed since).',
        },
        staffUpdateInput,
      ),
      (request) => staff.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/users/:id',
      route.status({
        operationId: 'changeStaffMemberStatus',
        summary: 'Activate or deactivate a staff member',
        description:
          "Deactivation ends the user's sessions. Nobody deactivates themself, nor the last active System " +
          'Administrator (400). A version given must be the current one (409 otherwise).',
      }),
      (request) =>
        staff.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    // The teacher Change Password dialog; the spec does not show its call, this path is our choice.
    app.patch(
      '/users/:id/password',
      {
        config: { access: { entity: 'user', type: 'UPDATE', rule: 'changeTeacherPassword' } },
        schema: {
          tags,
          operationId: 'changeStaffMemberPassword',
          summary: "Set a teacher's new password (Change Password dialog)",
          description:
            "The teacher's sessions end. The spec does not show this call: the path is this project's choice.",
          params: idParams,
          body: teacherPasswordChangeRequest,
          response: { 200: messageResponse },
        },
      },
      (request) => staff.changePassword(request.params.id, request.body, requireAuth(request)),
    );
  };
}
