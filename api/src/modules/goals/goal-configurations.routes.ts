import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goalConfigurationInput,
  goalConfigurationResponse,
  goalConfigurationUpdateInput,
  idParams,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalConfigurationService } from './goal-configurations.service';

const tags = ['goal configurations'];

/** Goal configurations (issue 9 section 1; spec 001 section 7), under the privileges of goalconfiguration. */
export function goalConfigurationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const configurations = createGoalConfigurationService(deps);
  return async (app) => {
    // The spec's path ends with a slash; the same call without it is accepted too (hidden from the document).
    for (const [path, hide] of [
      ['/goal-configurations/', false],
      ['/goal-configurations', true],
    ] as const) {
      app.get(
        path,
        {
          config: { access: { entity: 'goalconfiguration', type: 'READ' } },
          schema: { tags, hide, response: { 200: z.array(goalConfigurationResponse) } },
        },
        () => configurations.list(),
      );
      app.post(
        path,
        {
          config: { access: { entity: 'goalconfiguration', type: 'CREATE' } },
          schema: { tags, hide, body: goalConfigurationInput, response: { 200: goalConfigurationResponse } },
        },
        (request) => configurations.create(request.body, requireAuth(request)),
      );
    }
    app.get(
      '/goal-configurations/:id',
      {
        config: { access: { entity: 'goalconfiguration', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: goalConfigurationResponse } },
      },
      (request) => configurations.get(request.params.id),
    );
    app.put(
      '/goal-configurations/:id',
      {
        config: { access: { entity: 'goalconfiguration', type: 'UPDATE' } },
        schema: {
          tags,
          params: idParams,
          body: goalConfigurationUpdateInput,
          response: { 200: goalConfigurationResponse },
        },
      },
      (request) => configurations.update(request.params.id, request.body, requireAuth(request)),
    );
  };
}
