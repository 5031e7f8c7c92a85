import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  messageResponse,
  pagedResponse,
  planDashboardQuery,
  planDeleteQuery,
  planListQuery,
  unitLessonPlansInput,
  unitPlanCreateInput,
  unitPlanDetailResponse,
  unitPlanListItem,
  unitPlanStatusQuery,
} from '@school/contract';
import { requireAuth } from '../../plugins/access';
import type { createPlanDashboardService } from './outstanding.service';
import type { UnitPlanService } from './unit-plans.service';

const tags = ['unit plans'];
const unitPlanPage = pagedResponse(unitPlanListItem);

/** Unit plans (issue 7 section 5, spec 001 section 7). */
export function unitPlanRoutes(
  units: UnitPlanService,
  dashboard: ReturnType<typeof createPlanDashboardService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of ['/unit-plan/list', '/unit-plans']) {
      app.get(
        path,
        {
          config: { access: { entity: 'unitplan', type: 'READ' } },
          schema: { tags, querystring: planListQuery, response: { 200: unitPlanPage } },
        },
        (request) => units.list(request.query, requireAuth(request)),
      );
    }
    for (const kind of ['outstanding', 'upcoming'] as const) {
      app.get(
        `/unit-plan/${kind}`,
        {
          config: { access: { entity: 'unitplan', type: 'READ' } },
          schema: { tags, querystring: planDashboardQuery, response: { 200: unitPlanPage } },
        },
        (request) => dashboard.unitPlans(kind, request.query, requireAuth(request)),
      );
    }
    app.post(
      '/unit-plan',
      {
        config: { access: { entity: 'unitplan', type: 'CREATE' } },
        schema: { tags, body: unitPlanCreateInput, response: { 200: unitPlanDetailResponse } },
      },
      (request) => units.create(request.body, requireAuth(request)),
    );
    app.get(
      '/unit-plan/:id',
      {
        config: { access: { entity: 'unitplan', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: unitPlanDetailResponse } },
      },
      (request) => units.get(request.params.id, requireAuth(request)),
    );
    // Adding, changing and removing lessons each need their own privilege on lessonplan (checked per lesson).
    app.put(
      '/unit-plan/:id/lesson-plans',
      {
        config: { access: { entity: 'lessonplan', type: 'READ' } },
        schema: { tags, params: idParams, body: unitLessonPlansInput, response: { 200: unitPlanDetailResponse } },
      },
      (request) => units.saveLessonPlans(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/unit-plan/:id',
      {
        config: { access: { entity: 'unitplan', type: 'UPDATE' } },
        schema: { tags, params: idParams, querystring: unitPlanStatusQuery, response: { 200: unitPlanDetailResponse } },
      },
      (request) =>
        units.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.delete(
      '/unit-plan/:id',
      {
        config: { access: { entity: 'unitplan', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: planDeleteQuery, response: { 200: messageResponse } },
      },
      (request) => units.remove(request.params.id, request.query.version, requireAuth(request)),
    );
  };
}
