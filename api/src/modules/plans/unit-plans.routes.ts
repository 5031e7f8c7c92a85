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
  unitPlanDetailQuery,
  unitPlanDetailResponse,
  unitPlanListItem,
  unitPlanSchoolsQuery,
  unitPlanSchoolsResponse,
  unitPlanStatusQuery,
} from '@school/contract';
import { requireAuth } from '../../plugins/access';
import type { createPlanDashboardService } from './outstanding.service';
import { dashboardDoc, editCompletedRoles, statusChangeDoc } from './plan-route-docs';
import type { UnitPlanService } from './unit-plans.service';

const tags = ['unit plans'];
const unitPlanPage = pagedResponse(unitPlanListItem);

/** Unit plans. */
export function unitPlanRoutes(
  units: UnitPlanService,
  dashboard: ReturnType<typeof createPlanDashboardService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The spec's client lists at /unit-plan/list; /unit-plans answers the same list, hidden from the document (one
    // operation listUnitPlans there).
    for (const [path, hide] of [
      ['/unit-plan/list', false],
      ['/unit-plans', true],
    ] as const) {
      app.get(
        path,
        {
          config: { access: { entity: 'unitplan', type: 'READ' } },
          schema: {
            tags,
            hide,
            operationId: 'listUnitPlans',
            summary: 'List unit plans',
            querystring: planListQuery,
            response: { 200: unitPlanPage },
          },
        },
        (request) => units.list(request.query, requireAuth(request)),
      );
    }
    for (const kind of ['outstanding', 'upcoming'] as const) {
      app.get(
        `/unit-plan/${kind}`,
        {
          config: { access: { entity: 'unitplan', type: 'READ' } },
          schema: {
            tags,
            ...dashboardDoc('unit', kind),
            querystring: planDashboardQuery,
            response: { 200: unitPlanPage },
          },
        },
        (request) => dashboard.unitPlans(kind, request.query, requireAuth(request)),
      );
    }
    app.post(
      '/unit-plan',
      {
        config: { access: { entity: 'unitplan', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createUnitPlan',
          summary: 'Create a unit plan in a tier plan',
          description:
            'Refused under an INACTIVE annual plan (409). The dates must lie within the tier plan, the name must be ' +
            "new in the tier and the topics the tier's own (400). The consent list starts with the subject " +
            "teachers of the annual plan's class, subject and school, unticked.",
          body: unitPlanCreateInput,
          response: { 200: unitPlanDetailResponse },
        },
      },
      (request) => units.create(request.body, requireAuth(request)),
    );
    app.get(
      '/unit-plan/:id',
      {
        config: { access: { entity: 'unitplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getUnitPlan',
          summary: 'Get a unit plan with its lesson plans and consents',
          description:
            "When the plan's consents or the user's lessons are in several schools (a network-wide plan), it lists " +
            "those of one school (`school`, else the user's own, else the first by name: `shownSchool`) and says how " +
            'many schools there are (GET /unit-plan/{id}/schools lists them); the consent counts, consentsComplete ' +
            'and lessonPlanCount are of the whole plan.',
          params: idParams,
          querystring: unitPlanDetailQuery,
          response: { 200: unitPlanDetailResponse },
        },
      },
      (request) => units.get(request.params.id, requireAuth(request), request.query.school ?? null),
    );
    app.get(
      '/unit-plan/:id/schools',
      {
        config: { access: { entity: 'unitplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listUnitPlanSchools',
          summary: 'List the schools a unit plan spans, with their consent and lesson counts',
          description:
            "The schools of the plan's consents (by the teacher's school) and of the lesson plans the user sees, by " +
            'school name, a page at a time; `name` finds a school by name or code. GET /unit-plan/{id}?school= lists ' +
            'one of them. 404 when the user does not see the unit plan.',
          params: idParams,
          querystring: unitPlanSchoolsQuery,
          response: { 200: unitPlanSchoolsResponse },
        },
      },
      (request) => units.schools(request.params.id, request.query, requireAuth(request)),
    );
    // Adding, changing and removing lessons each need their own privilege on lessonplan (checked per lesson).
    app.put(
      '/unit-plan/:id/lesson-plans',
      {
        config: { access: { entity: 'lessonplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'saveUnitPlanLessonPlans',
          summary: 'Add, change or remove the lesson plans of a unit plan',
          description:
            'A lesson plan without id is added (CREATE on lessonplan, only once the unit plan is COMPLETED, 409 ' +
            `before); one with id is changed (UPDATE; a COMPLETED one: ${editCompletedRoles('lesson')}); one with ` +
            'deleted: true is removed (DELETE, refused with 409 when COMPLETED). Lesson plans not sent are left ' +
            "alone; everything saves in one transaction guarded by the unit plan's version.",
          params: idParams,
          body: unitLessonPlansInput,
          response: { 200: unitPlanDetailResponse },
        },
      },
      (request) => units.saveLessonPlans(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/unit-plan/:id',
      {
        config: { access: { entity: 'unitplan', type: 'UPDATE' } },
        schema: {
          tags,
          ...statusChangeDoc('unit'),
          params: idParams,
          querystring: unitPlanStatusQuery,
          response: { 200: unitPlanDetailResponse },
        },
      },
      (request) =>
        units.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.delete(
      '/unit-plan/:id',
      {
        config: { access: { entity: 'unitplan', type: 'DELETE' } },
        schema: {
          tags,
          operationId: 'deleteUnitPlan',
          summary: 'Delete a unit plan with its lesson plans',
          description:
            'Refused with 409 when the unit plan or one of its lesson plans is COMPLETED, or its annual plan is ' +
            'INACTIVE.',
          params: idParams,
          querystring: planDeleteQuery,
          response: { 200: messageResponse },
        },
      },
      (request) => units.remove(request.params.id, request.query.version, requireAuth(request)),
    );
  };
}
