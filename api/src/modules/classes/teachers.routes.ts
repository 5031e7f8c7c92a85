import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
 * Manage Teachers on the class detail. Assignments belong to a section, so the section's privileges guard them:
 * reading needs READ on classsection, replacing needs UPDATE on classsection.
 */
export function teacherRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const assignments = createTeacherAssignmentService(deps);
  return async (app) => {
    app.get(
      '/teacher/subjects',
      {
        config: { access: { entity: 'classsection', type: 'READ' } },
        schema: { tags, querystring: teacherSubjectsQuery, response: { 200: assignmentList } },
      },
      (request) => assignments.list(request.query.sectionId, requireAuth(request)),
    );
    app.get(
      '/teacher/subjects/:sectionId',
      {
        config: { access: { entity: 'classsection', type: 'READ' } },
        schema: { tags, params: sectionParams, response: { 200: assignmentList } },
      },
      (request) => assignments.list(request.params.sectionId, requireAuth(request)),
    );
    app.post(
      '/teacher/subjects/:sectionId',
      {
        config: { access: { entity: 'classsection', type: 'UPDATE' } },
        schema: {
          tags,
          params: sectionParams,
          body: sectionTeacherAssignmentsInput,
          response: { 200: assignmentList },
        },
      },
      (request) => assignments.replace(request.params.sectionId, request.body, requireAuth(request)),
    );
  };
}
