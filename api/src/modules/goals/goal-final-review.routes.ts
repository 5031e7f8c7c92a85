import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { finalReviewInput, goalScoreResponse, goalYearStepInput, idParams } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalFinalReviewService } from './goal-final-review.service';

const tags = ['goal final review'];

/** The year's score, the final review, its sign-off and the close. */
export function goalFinalReviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = createGoalFinalReviewService(deps);
  return async (app) => {
    app.get(
      '/goal-setting-form/:id/score',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getGoalScore',
          summary: "Get the year's score and final review of a goal setting",
          description:
            'Only accepted ratings count. Visible to the setter, its reviewers and approvers (404 otherwise); the ' +
            'setter sees the lines from Peer Review Completed and the final review once it is signed off.',
          params: idParams,
          response: { 200: goalScoreResponse },
        },
      },
      (request) => service.score(request.params.id, requireAuth(request)),
    );
    app.put(
      '/goal-setting-review/:id/final-review',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'writeFinalReview',
          summary: 'Write or rewrite the final review of a goal year',
          description:
            'A reviewer of the setting (403), from Peer Review Completed until the sign-off (409). An overall rating ' +
            'that differs from the proposed score needs an adjustmentReason (400).',
          params: idParams,
          body: finalReviewInput,
          response: { 200: goalScoreResponse },
        },
      },
      (request) => service.writeFinalReview(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-review/:id/sign-off',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'signOffFinalReview',
          summary: 'Sign off the final review',
          description:
            "A holder of the configuration's goal approver role (403), when the setting is Peer Review Completed " +
            'and the final review is written (409). Setting and review become Final Review Completed.',
          params: idParams,
          body: goalYearStepInput,
          response: { 200: goalScoreResponse },
        },
      },
      (request) => service.step(request.params.id, 'signOff', request.body, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-review/:id/close',
      {
        config: { access: { entity: 'goalsettingreview', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'closeGoalYear',
          summary: 'Close the goal year of a signed-off goal setting',
          description:
            "A holder of the configuration's review approver role (403), from Final Review Completed (409). The " +
            'setting becomes Completed; the review stays Final Review Completed.',
          params: idParams,
          body: goalYearStepInput,
          response: { 200: goalScoreResponse },
        },
      },
      (request) => service.step(request.params.id, 'close', request.body, requireAuth(request)),
    );
  };
}
