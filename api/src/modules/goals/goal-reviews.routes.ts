import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  goalReviewDecisionInput,
  goalReviewListItem,
  goalReviewListQuery,
  goalReviewResponse,
  idParams,
  pagedResponse,
  reviewCommentInput,
  reviewCommentResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalReviewService } from './goal-reviews.service';

const tags = ['goal reviews'];

/** Goal reviews and review comments (issue 9 section 4; spec 001 section 7). */
export function goalReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const reviews = createGoalReviewService(deps);
  return async (app) => {
    app.get(
      '/goal-setting-review',
      {
        config: { access: { entity: 'goalsettingreview', type: 'READ' } },
        schema: { tags, querystring: goalReviewListQuery, response: { 200: pagedResponse(goalReviewListItem) } },
      },
      (request) => reviews.list(request.query, requireAuth(request)),
    );
    app.get(
      '/goal-setting-review/:id',
      {
        config: { access: { entity: 'goalsettingreview', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: goalReviewResponse } },
      },
      (request) => reviews.get(request.params.id, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-review/:id',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: goalReviewDecisionInput, response: { 200: goalReviewResponse } },
      },
      (request) => reviews.decide(request.params.id, request.body, requireAuth(request)),
    );
    app.post(
      '/review-comments',
      {
        // The setter (goalsettingform) or a reviewer (goalsettingreview): the service checks which one applies.
        config: { access: { signedIn: true } },
        schema: { tags, body: reviewCommentInput, response: { 200: reviewCommentResponse } },
      },
      (request) => reviews.addComment(request.body, requireAuth(request)),
    );
  };
}
