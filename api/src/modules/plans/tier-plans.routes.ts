import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  planListQuery,
  tierPlanDetailResponse,
  tierPlanListItem,
  tierPlanUpdateInput,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createTierPlanService } from './tier-plans.service';

const tags = ['tier plans'];

/** Tier plans; tier plans are parts of annual plans (privilege entity annualplan). */
export function tierPlanRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const tiers = createTierPlanService(deps);
  return async (app) => {
    app.get(
      '/tier-plans',
      {
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listTierPlans',
          summary: 'List tier plans',
          querystring: planListQuery,
          response: { 200: pagedResponse(tierPlanListItem) },
        },
      },
      (request) => tiers.list(request.query, requireAuth(request)),
    );
    app.get(
      '/tier-plan/:id',
      {
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getTierPlan',
          summary: 'Get a tier plan with its topics and unit plans',
          params: idParams,
          response: { 200: tierPlanDetailResponse },
        },
      },
      (request) => tiers.get(request.params.id, requireAuth(request)),
    );
    app.put(
      '/tier-plan/:id',
      {
        // The tier's own fields need UPDATE on annualplan, its units the unitplan privileges: the service decides.
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: {
          tags,
          operationId: 'updateTierPlan',
          summary: 'Update a tier plan, its topics and its unit plans',
          description:
            "The tier's own fields need UPDATE on annualplan (a COMPLETED tier: Administrator or System " +
            'Administrator); a new unit plan CREATE on unitplan; a changed one UPDATE on unitplan (a COMPLETED one: ' +
            'Administrator, Inspire Us-Core or System Administrator); a removed one (deleted: true) DELETE on ' +
            'unitplan, refused with 409 when it or one of its lesson plans is COMPLETED. Unit plans and topics sent ' +
            'back unchanged are left alone; everything saves in one transaction.',
          params: idParams,
          body: tierPlanUpdateInput,
          response: { 200: tierPlanDetailResponse },
        },
      },
      (request) => tiers.update(request.params.id, request.body, requireAuth(request)),
    );
  };
}
