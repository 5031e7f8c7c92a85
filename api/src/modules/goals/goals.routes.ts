import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalInput, goalResponse, goalUpdateInput, idParams, messageResponse } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalService } from './goals.service';

const tags = ['goals'];

/**
 * Goals (spec 001 section 7: POST /goal, PUT /goal/{id}, DELETE /goal/{id}). Removing a goal changes the setting,
 * so it needs UPDATE on goalsetting like a change (no seeded role holds DELETE on it: docs/decisions.md).
 */
export function singleGoalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const goals = createGoalService(deps);
  return async (app) => {
    app.post(
      '/goal',
      {
        config: { access: { entity: 'goalsetting', type: 'CREATE' } },
        schema: { tags, body: goalInput, response: { 200: goalResponse } },
      },
      (request) => goals.create(request.body, requireAuth(request)),
    );
    app.put(
      '/goal/:id',
      {
        config: { access: { entity: 'goalsetting', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: goalUpdateInput, response: { 200: goalResponse } },
      },
      (request) => goals.update(request.params.id, request.body, requireAuth(request)),
    );
    app.delete(
      '/goal/:id',
      {
        config: { access: { entity: 'goalsetting', type: 'UPDATE' } },
        schema: { tags, params: idParams, response: { 200: messageResponse } },
      },
      (request) => goals.remove(request.params.id, requireAuth(request)),
    );
  };
}
