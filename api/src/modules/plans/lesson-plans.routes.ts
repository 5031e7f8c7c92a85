import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  lessonPlanDetailResponse,
  lessonPlanListItem,
  lessonPlanStatusQuery,
  lessonPlanUpdateInput,
  messageResponse,
  pagedResponse,
  planDashboardQuery,
  planDeleteQuery,
  planListQuery,
} from '@school/contract';
import { requireAuth } from '../../plugins/access';
import type { LessonPlanService } from './lesson-plans.service';
import type { createPlanDashboardService } from './outstanding.service';
import { dashboardDoc, editCompletedRoles, statusChangeDoc } from './plan-route-docs';

const tags = ['lesson plans'];
const lessonPlanPage = pagedResponse(lessonPlanListItem);

/** Lesson plans. */
export function lessonPlanRoutes(
  lessons: LessonPlanService,
  dashboard: ReturnType<typeof createPlanDashboardService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lesson-plans',
      {
        config: { access: { entity: 'lessonplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listLessonPlans',
          summary: 'List lesson plans',
          querystring: planListQuery,
          response: { 200: lessonPlanPage },
        },
      },
      (request) => lessons.list(request.query, requireAuth(request)),
    );
    for (const kind of ['outstanding', 'upcoming'] as const) {
      app.get(
        `/lesson-plan/${kind}`,
        {
          config: { access: { entity: 'lessonplan', type: 'READ' } },
          schema: {
            tags,
            ...dashboardDoc('lesson', kind),
            querystring: planDashboardQuery,
            response: { 200: lessonPlanPage },
          },
        },
        (request) => dashboard.lessonPlans(kind, request.query, requireAuth(request)),
      );
    }
    app.get(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getLessonPlan',
          summary: 'Get a lesson plan with its sub units and consents',
          params: idParams,
          response: { 200: lessonPlanDetailResponse },
        },
      },
      (request) => lessons.get(request.params.id, requireAuth(request)),
    );
    app.put(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateLessonPlan',
          summary: 'Update a lesson plan, its consents and its form',
          description:
            "Name, dates (within the unit plan's) and sub units (the unit plan's, by name); school, unit plan and " +
            `status are kept. A COMPLETED plan is changed only by ${editCompletedRoles('lesson')} (403), any plan ` +
            'only by a user who signs it or holds one of those roles (403); consent ' +
            'changes follow the consent rules of PUT /lesson-plan/{id}/consents and lessonPlanForm those of the ' +
            'lesson plan form, all in one transaction.',
          params: idParams,
          body: lessonPlanUpdateInput,
          response: { 200: lessonPlanDetailResponse },
        },
      },
      (request) => lessons.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'UPDATE' } },
        schema: {
          tags,
          ...statusChangeDoc('lesson'),
          params: idParams,
          querystring: lessonPlanStatusQuery,
          response: { 200: lessonPlanDetailResponse },
        },
      },
      (request) =>
        lessons.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.delete(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'DELETE' } },
        schema: {
          tags,
          operationId: 'deleteLessonPlan',
          summary: 'Delete a lesson plan',
          description: 'Refused with 409 when the lesson plan is COMPLETED or its annual plan INACTIVE.',
          params: idParams,
          querystring: planDeleteQuery,
          response: { 200: messageResponse },
        },
      },
      (request) => lessons.remove(request.params.id, request.query.version, requireAuth(request)),
    );
  };
}
