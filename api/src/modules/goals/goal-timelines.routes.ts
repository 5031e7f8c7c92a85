import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goalTimelineInput, goalTimelineResponse, goalTimelineUpdateInput, idParams } from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createGoalTimelineService } from './goal-timelines.service';

const tags = ['goal timelines'];

/** Goal timelines (issue 9 section 1; spec 001 section 7), under the privileges of goalconfiguration. */
export function goalTimelineRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const timelines = createGoalTimelineService(deps);
  return async (app) => {
    // The spec's path ends with a slash; the same call without it is accepted too (hidden from the document).
    for (const [path, hide] of [
      ['/goal-timeline-configurations/', false],
      ['/goal-timeline-configurations', true],
    ] as const) {
      app.get(
        path,
        {
          config: { access: { entity: 'goalconfiguration', type: 'READ' } },
          schema: { tags, hide, response: { 200: z.array(goalTimelineResponse) } },
        },
        () => timelines.list(),
      );
      app.post(
        path,
        {
          config: { access: { entity: 'goalconfiguration', type: 'CREATE' } },
          schema: { tags, hide, body: goalTimelineInput, response: { 200: goalTimelineResponse } },
        },
        (request) => timelines.create(request.body, requireAuth(request)),
      );
    }
    app.get(
      '/goal-timeline-configurations/:id',
      {
        config: { access: { entity: 'goalconfiguration', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: goalTimelineResponse } },
      },
      (request) => timelines.get(request.params.id),
    );
    app.put(
      '/goal-timeline-configurations/:id',
      {
        config: { access: { entity: 'goalconfiguration', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: goalTimelineUpdateInput, response: { 200: goalTimelineResponse } },
      },
      (request) => timelines.update(request.params.id, request.body, requireAuth(request)),
    );
  };
}
