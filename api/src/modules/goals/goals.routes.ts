import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalInput, goalResponse, goalUpdateInput, idParams, messageResponse } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalService } from './goals.service';

const tags = ['goals'];
const whoAndWhen =
  'The setter only (403 for a reviewer), while the setting is in Goal Setup or Reassessment Required and the ' +
  'setup window is open (409).';

/**
 * Goals (POST /goal, PUT /goal/{id}, DELETE /goal/{id}). Removing a goal changes the setting,
 * so it needs UPDATE on goalsetting like a change (no seeded role holds DELETE on it: docs/decisions.md).
 */
export function singleGoalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const goals = createGoalService(deps);
  return async (app) => {
    app.post(
      '/goal',
      {
        config: { access: { entity: 'goalsetting', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createGoal',
          summary: 'Add a goal to a goal setting',
          description:
            `${whoAndWhen} Appended after the last goal; at most 20 goals (409). With libraryItemId the evidence ` +
            "is the library item's, and its unit when none is given.",
          body: goalInput,
          response: { 200: goalResponse },
        },
      },
      (request) => goals.create(request.body, requireAuth(request)),
    );
    app.put(
      '/goal/:id',
      {
        config: { access: { entity: 'goalsetting', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'updateGoal',
          summary: 'Update a goal',
          description: `${whoAndWhen} The goal stays in its setting.`,
          params: idParams,
          body: goalUpdateInput,
          response: { 200: goalResponse },
        },
      },
      (request) => goals.update(request.params.id, request.body, requireAuth(request)),
    );
    app.delete(
      '/goal/:id',
      {
        config: { access: { entity: 'goalsetting', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'deleteGoal',
          summary: 'Delete a goal',
          description: whoAndWhen,
          params: idParams,
          response: { 200: messageResponse },
        },
      },
      (request) => goals.remove(request.params.id, requireAuth(request)),
    );
  };
}
