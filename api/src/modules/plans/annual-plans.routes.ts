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
 * Annual plans (issue 7 section 5). Routes declare the privilege that lets a user reach them; the status machine
 * and the abilities (contract) decide the rest, with the same answers the screens read.
 */
export function annualPlanRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const plans = createAnnualPlanService(deps);
  return async (app) => {
    app.get(
      '/annual-plans',
      {
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: { tags, querystring: planListQuery, response: { 200: pagedResponse(annualPlanListItem) } },
      },
      (request) => plans.list(request.query, requireAuth(request)),
    );
    app.post(
      '/annual-plans',
      {
        config: { access: { entity: 'annualplan', type: 'CREATE' } },
        schema: { tags, body: annualPlanCreateInput, response: { 200: annualPlanDetailResponse } },
      },
      (request) => plans.create(request.body, requireAuth(request)),
    );
    app.get(
      '/annual-plans/:id',
      {
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: annualPlanDetailResponse } },
      },
      (request) => plans.get(request.params.id, requireAuth(request)),
    );
    app.put(
      '/annual-plans/:id',
      {
        config: { access: { entity: 'annualplan', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: annualPlanUpdateInput, response: { 200: annualPlanDetailResponse } },
      },
      (request) => plans.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/annual-plans/:id',
      {
        // Submit and resume need UPDATE, deactivate and activate DELETE: the status machine decides (403 otherwise).
        config: { access: { entity: 'annualplan', type: 'READ' } },
        schema: { tags, params: idParams, querystring: planStatusQuery, response: { 200: annualPlanDetailResponse } },
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
