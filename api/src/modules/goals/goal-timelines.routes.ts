import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalTimelineInput, goalTimelineResponse, goalTimelineUpdateInput } from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createGoalTimelineService } from './goal-timelines.service';

const tags = ['goal timelines'];
const slashNote =
  'The original client calls the path with a trailing slash (/goal-timeline-configurations/): both answer.';

/** Goal timelines, under the privileges of goalconfiguration. */
export function goalTimelineRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const timelines = createGoalTimelineService(deps);
  const route = crudRoutes('goalconfiguration', tags, goalTimelineResponse);
  return async (app) => {
    // The spec's path ends with a slash (the original client's); the document shows the form without it
    // (Spectral's path-keys-no-trailing-slash), the slash form answers the same, hidden.
    for (const [path, hide] of [
      ['/goal-timeline-configurations', false],
      ['/goal-timeline-configurations/', true],
    ] as const) {
      app.get(
        path,
        route.all({
          hide,
          operationId: 'listGoalTimelines',
          summary: 'List goal timelines',
          description: `Every timeline, whole (one per annual period), the newest period first. ${slashNote}`,
        }),
        () => timelines.list(),
      );
      app.post(
        path,
        route.create(
          {
            hide,
            operationId: 'createGoalTimeline',
            summary: 'Create the goal timeline of an annual period',
            description:
              "The period is an ACTIVE item of 'Annual Period'; each window ends after it starts, inside the " +
              'period, the review not before the setup (400 beside each date at fault); one timeline per period ' +
              `(409). ${slashNote}`,
          },
          goalTimelineInput,
        ),
        (request) => timelines.create(request.body, requireAuth(request)),
      );
    }
    app.get(
      '/goal-timeline-configurations/:id',
      route.get({ operationId: 'getGoalTimeline', summary: 'Get a goal timeline' }),
      (request) => timelines.get(request.params.id),
    );
    app.put(
      '/goal-timeline-configurations/:id',
      route.update(
        {
          operationId: 'updateGoalTimeline',
          summary: 'Update a goal timeline (how a window is extended)',
          description:
            'The feedback frequencies are replaced by the list sent. A timeline that keeps its period may be saved ' +
            'after that period was retired from the list; 409 for a stale version or a period that has a timeline.',
        },
        goalTimelineUpdateInput,
      ),
      (request) => timelines.update(request.params.id, request.body, requireAuth(request)),
    );
  };
}
