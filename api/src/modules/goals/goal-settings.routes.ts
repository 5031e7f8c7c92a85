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

/** Goal settings (issue 9 section 3; spec 001 section 7): the privilege here, who and which state in the service. */
export function goalSettingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const settings = createGoalSettingService(deps);
  return async (app) => {
    app.get(
      '/goal-setting-form',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: { tags, querystring: goalSettingListQuery, response: { 200: pagedResponse(goalSettingListItem) } },
      },
      (request) => settings.list(request.query, requireAuth(request)),
    );
    app.post(
      '/goal-setting-form',
      {
        config: { access: { entity: 'goalsettingform', type: 'CREATE' } },
        schema: { tags, body: goalSettingCreateInput, response: { 200: goalSettingResponse } },
      },
      (request) => settings.create(request.body, requireAuth(request)),
    );
    app.get(
      '/goal-setting-form/:id',
      {
        config: { access: { entity: 'goalsettingform', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: goalSettingResponse } },
      },
      (request) => settings.get(request.params.id, requireAuth(request)),
    );
    app.patch(
      '/goal-setting-form/:id',
      {
        config: { access: { entity: 'goalsettingform', type: 'UPDATE' } },
        schema: {
          tags,
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
