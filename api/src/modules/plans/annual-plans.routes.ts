import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  annualPlanCreateInput,
  annualPlanDetailResponse,
  annualPlanDuplicateQuery,
  annualPlanListItem,
  annualPlanUpdateInput,
  idParams,
  pagedResponse,
  planListQuery,
  planStatusQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createAnnualPlanService } from './annual-plans.service';
import { duplicateAnnualPlan } from './commands/duplicate-annual-plan';

const tags = ['annual plans'];

/**
 * Annual plans. Routes declare the privilege that lets a user reach them; the status machine
 * and the abilities (contract) decide the rest, with the same answers the screens read.
 */
export function annualPlanRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const plans = createAnnualPlanService(deps);
  return async (app) => {
    app.get(
      '/annual-plans',
      {
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listAnnualPlans',
          summary: 'List annual plans',
          querystring: planListQuery,
          response: { 200: pagedResponse(annualPlanListItem) },
        },
      },
      (request) => plans.list(request.query, requireAuth(request)),
    );
    app.post(
      '/annual-plans',
      {
        config: { access: { entity: 'annualplan', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createAnnualPlan',
          summary: 'Create an annual plan with its tier plans, topics and sub topics',
          description:
            'The school is required for the classes of the setting SCHOOL_SPECIFIC_CLASSES (VI, VII, VIII) and ' +
            'ignored for the others. A second plan for the same class, subject, annual period (and school) that is ' +
            'not INACTIVE is refused with 409, its message naming the existing plan.',
          body: annualPlanCreateInput,
          response: { 200: annualPlanDetailResponse },
        },
      },
      (request) => plans.create(request.body, requireAuth(request)),
    );
    app.get(
      '/annual-plans/:id',
      {
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getAnnualPlan',
          summary: 'Get an annual plan with its tier plans, topics and sub topics',
          params: idParams,
          response: { 200: annualPlanDetailResponse },
        },
      },
      (request) => plans.get(request.params.id, requireAuth(request)),
    );
    app.put(
      '/annual-plans/:id',
      {
        config: { access: { entity: 'annualplan', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateAnnualPlan',
          summary: 'Update an annual plan and its tier plans, topics and sub topics',
          description:
            'Tier plans, topics and sub topics without id are added, with id changed, with deleted: true removed; ' +
            'the annual period, class, subject and school are kept whatever is sent. A COMPLETED plan may be ' +
            'changed only by Administrator or System Administrator (403), an INACTIVE one by nobody (409).',
          params: idParams,
          body: annualPlanUpdateInput,
          response: { 200: annualPlanDetailResponse },
        },
      },
      (request) => plans.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/annual-plans/:id',
      {
        // Submit and resume need UPDATE, deactivate and activate DELETE: the status machine decides (403 otherwise).
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'changeAnnualPlanStatus',
          summary: 'Submit, resume, deactivate or activate an annual plan',
          description:
            'status=COMPLETED submits the plan and its tier plans (UPDATE; a COMPLETED plan is submitted again ' +
            'only by Administrator or System Administrator). status=INACTIVE deactivates it (DELETE). ' +
            'status=ACTIVE activates an INACTIVE plan (DELETE; 409 when another live plan has its class, subject, ' +
            'period and school) or resumes a COMPLETED one with its tier plans (UPDATE, Administrator or System ' +
            'Administrator). A transition the status does not allow is 409.',
          params: idParams,
          querystring: planStatusQuery,
          response: { 200: annualPlanDetailResponse },
        },
      },
      (request) =>
        plans.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.patch(
      '/annual-plans/duplicate/:id',
      {
        config: { access: { entity: 'annualplan', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'duplicateAnnualPlan',
          summary: 'Duplicate an annual plan into another annual period',
          description:
            "A new ACTIVE plan with the source's tier plans, topics and sub topics, every date moved by the whole " +
            'years between the two periods; unit and lesson plans are not copied. The period must be one of the ' +
            "list of values 'Annual Period' (400); 409 when it already has a plan for the class, subject (and school).",
          params: idParams,
          querystring: annualPlanDuplicateQuery,
          response: { 200: annualPlanDetailResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const id = await duplicateAnnualPlan(deps, request.params.id, request.query.annualPeriod, auth);
        return plans.get(id, auth);
      },
    );
  };
}
