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

const tags = ['lesson plans'];
const lessonPlanPage = pagedResponse(lessonPlanListItem);

/** Lesson plans (issue 7 section 5, spec 001 section 7). */
export function lessonPlanRoutes(
  lessons: LessonPlanService,
  dashboard: ReturnType<typeof createPlanDashboardService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lesson-plans',
      {
        config: { access: { entity: 'lessonplan', type: 'READ' } },
        schema: { tags, querystring: planListQuery, response: { 200: lessonPlanPage } },
      },
      (request) => lessons.list(request.query, requireAuth(request)),
    );
    for (const kind of ['outstanding', 'upcoming'] as const) {
      app.get(
        `/lesson-plan/${kind}`,
        {
          config: { access: { entity: 'lessonplan', type: 'READ' } },
          schema: { tags, querystring: planDashboardQuery, response: { 200: lessonPlanPage } },
        },
        (request) => dashboard.lessonPlans(kind, request.query, requireAuth(request)),
      );
    }
    app.get(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: lessonPlanDetailResponse } },
      },
      (request) => lessons.get(request.params.id, requireAuth(request)),
    );
    app.put(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: lessonPlanUpdateInput, response: { 200: lessonPlanDetailResponse } },
      },
      (request) => lessons.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/lesson-plan/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'UPDATE' } },
        schema: {
          tags,
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
        schema: { tags, params: idParams, querystring: planDeleteQuery, response: { 200: messageResponse } },
      },
      (request) => lessons.remove(request.params.id, request.query.version, requireAuth(request)),
    );
  };
}
