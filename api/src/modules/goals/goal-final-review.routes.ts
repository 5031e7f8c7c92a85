import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { finalReviewInput, goalScoreResponse, goalYearStepInput, idParams } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalFinalReviewService } from './goal-final-review.service';

const tags = ['goal final review'];

/** The year's score, the final review, its sign-off and the close (issue 10 section 4; spec 001 section 7). */
export function goalFinalReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = createGoalFinalReviewService(deps);
  return async (app) => {
    app.get(
      '/goal-setting-form/:id/score',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: goalScoreResponse } },
      },
      (request) => service.score(request.params.id, requireAuth(request)),
    );
    app.put(
      '/goal-setting-review/:id/final-review',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: finalReviewInput, response: { 200: goalScoreResponse } },
      },
      (request) => service.writeFinalReview(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-review/:id/sign-off',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: goalYearStepInput, response: { 200: goalScoreResponse } },
      },
      (request) => service.step(request.params.id, 'signOff', request.body, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-review/:id/close',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: goalYearStepInput, response: { 200: goalScoreResponse } },
      },
      (request) => service.step(request.params.id, 'close', request.body, requireAuth(request)),
    );
  };
}
