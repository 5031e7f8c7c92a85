import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  goalSettingCreateInput,
  goalSettingLearningsBody,
  goalSettingListItem,
  goalSettingListQuery,
  goalSettingResponse,
  goalSettingStatusQuery,
  idParams,
  pagedResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalSettingService } from './goal-settings.service';

const tags = ['goal settings'];

/** Goal settings: the privilege here, who and which state in the service. */
export function goalSettingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const settings = createGoalSettingService(deps);
  return async (app) => {
    app.get(
      '/goal-setting-form',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listGoalSettings',
          summary: 'List your own goal settings',
          description: "Only the signed-in user's own settings, the newest annual period first.",
          querystring: goalSettingListQuery,
          response: { 200: pagedResponse(goalSettingListItem) },
        },
      },
      (request) => settings.list(request.query, requireAuth(request)),
    );
    app.post(
      '/goal-setting-form',
      {
        config: { access: { entity: 'goalsettingform', type: 'CREATE' } },
        schema: {
          tags,
          operationId: 'createGoalSetting',
          summary: 'Start a goal setting for one of your roles and an annual period',
          description:
            "The role must be one of the user's own ACTIVE roles with a goal configuration and the period an " +
            "ACTIVE item of 'Annual Period' (400); one setting per user, role and period, and only while the " +
            "period's goal setup window is open (409).",
          body: goalSettingCreateInput,
          response: { 200: goalSettingResponse },
        },
      },
      (request) => settings.create(request.body, requireAuth(request)),
    );
    app.get(
      '/goal-setting-form/:id',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getGoalSetting',
          summary: 'Get a goal setting with its goals, windows and abilities',
          description:
            'Visible to the setter and to the reviewers and approvers of its configuration; anyone else gets 404. ' +
            '`abilities` and `yearAbilities` say what the signed-in user may do now.',
          params: idParams,
          response: { 200: goalSettingResponse },
        },
      },
      (request) => settings.get(request.params.id, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-form/:id',
      {
        config: { access: { entity: 'goalsettingform', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'submitGoalSetting',
          summary: 'Submit the goals for review, or save the learnings (without status)',
          description:
            'The setter only (403). With status=SENT_FOR_REVIEW (any other status 409): from Goal Setup or ' +
            'Reassessment Required, in the setup window, with at least one goal and weights totalling 100; it opens ' +
            'the review. Without status: saves the learnings, from Reviewed until the final review is signed off.',
          params: idParams,
          querystring: goalSettingStatusQuery,
          body: goalSettingLearningsBody,
          response: { 200: goalSettingResponse },
        },
      },
      (request) =>
        settings.changeStatus(
          request.params.id,
          request.query.status,
          request.query.version,
          request.body,
          requireAuth(request),
        ),
    );
  };
}
