import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  sectionTeacherAssignmentResponse,
  sectionTeacherAssignmentsInput,
  teacherSubjectsQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createTeacherAssignmentService } from './teachers.service';

const tags = ['class sections'];
const sectionParams = z.object({ sectionId: teacherSubjectsQuery.shape.sectionId });
const assignmentList = z.array(sectionTeacherAssignmentResponse);

/**
 * GET /teacher/subjects?sectionId= (what the web client calls) and GET /teacher/subjects/{sectionId} are one
 * operation: the document shows the first, the second is hidden and shares its operationId.
 */
const listAssignments = <SectionIn extends { querystring: z.ZodType } | { hide: true; params: z.ZodType }>(
  sectionIn: SectionIn,
) => ({
  config: { access: { entity: 'classsection', type: 'READ' } as const },
  schema: {
    tags,
    operationId: 'listSectionTeacherAssignments',
    summary: 'List which teacher teaches which subject in a section',
    ...sectionIn,
    response: { 200: assignmentList, 404: errorResponse },
  },
});

/**
 * Manage Teachers on the class detail. Assignments belong to a section, so the section's privileges guard them:
 * reading needs READ on classsection, replacing needs UPDATE on classsection.
 */
export function teacherRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const assignments = createTeacherAssignmentService(deps);
  return async (app) => {
    app.get('/teacher/subjects', listAssignments({ querystring: teacherSubjectsQuery }), (request) =>
      assignments.list(request.query.sectionId, requireAuth(request)),
    );
    app.get('/teacher/subjects/:sectionId', listAssignments({ hide: true, params: sectionParams }), (request) =>
      assignments.list(request.params.sectionId, requireAuth(request)),
    );
    app.post(
      '/teacher/subjects/:sectionId',
      {
        config: { access: { entity: 'classsection', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'replaceSectionTeacherAssignments',
          summary: "Replace a section's teacher assignments (Manage Teachers)",
          description:
            "The body is the section's whole list and replaces what it had, in one transaction. Every subject must " +
            "be one of the section's class and every teacher an ACTIVE user of its school, else 400 naming the row " +
            'and nothing changes.',
          params: sectionParams,
          body: sectionTeacherAssignmentsInput,
          response: { 200: assignmentList },
        },
      },
      (request) => assignments.replace(request.params.sectionId, request.body, requireAuth(request)),
    );
  };
}
