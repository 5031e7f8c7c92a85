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
import { accessOfRecordRule, requireAuth } from '../../plugins/access';
import { createGoalReviewService, REVIEW_COMMENT_RULE } from './goal-reviews.service';

const tags = ['goal reviews'];

/** Goal reviews and review comments. */
export function goalReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const reviews = createGoalReviewService(deps);
  return async (app) => {
    app.get(
      '/goal-setting-review',
      {
        config: { access: { entity: 'goalsettingreview', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listGoalReviews',
          summary: 'List the goal reviews of others you review',
          description:
            "Others' reviews the user reviews or commented on, and, from Peer Review Completed, those the user " +
            'approves; pending first, then the most recently changed.',
          querystring: goalReviewListQuery,
          response: { 200: pagedResponse(goalReviewListItem) },
        },
      },
      (request) => reviews.list(request.query, requireAuth(request)),
    );
    app.get(
      '/goal-setting-review/:id',
      {
        config: { access: { entity: 'goalsettingreview', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getGoalReview',
          summary: 'Get a goal review with the goals it reviews',
          description:
            'Visible to the setter, the reviewers and approvers of its configuration and whoever commented on it; ' +
            'anyone else gets 404.',
          params: idParams,
          response: { 200: goalReviewResponse },
        },
      },
      (request) => reviews.get(request.params.id, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-review/:id',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'decideGoalReview',
          summary: 'Approve the goals or send them back for reassessment, with a comment',
          description:
            'A reviewer of the setting only (403), while the review is Review Pending and its window is open (409; ' +
            'of two reviewers deciding at once, one gets 409). Sending back sets the setting to Reassessment ' +
            'Required, approving sets it to Reviewed.',
          params: idParams,
          body: goalReviewDecisionInput,
          response: { 200: goalReviewResponse },
        },
      },
      (request) => reviews.decide(request.params.id, request.body, requireAuth(request)),
    );
    app.post(
      '/review-comments',
      {
        // The service checks which relation to the review the user holds: the document states the same rule.
        config: { access: accessOfRecordRule(REVIEW_COMMENT_RULE), recordRule: REVIEW_COMMENT_RULE },
        schema: {
          tags,
          operationId: 'createReviewComment',
          summary: 'Add a comment to a goal review',
          description: 'Labelled with the review state unless reviewState is given.',
          body: reviewCommentInput,
          response: { 200: reviewCommentResponse },
        },
      },
      (request) => reviews.addComment(request.body, requireAuth(request)),
    );
  };
}
