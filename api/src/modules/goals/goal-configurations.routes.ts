import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalConfigurationInput, goalConfigurationResponse, goalConfigurationUpdateInput } from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createGoalConfigurationService } from './goal-configurations.service';

const tags = ['goal configurations'];
const slashNote = 'The original client calls the path with a trailing slash (/goal-configurations/): both answer.';

/** Goal configurations, under the privileges of goalconfiguration. */
export function goalConfigurationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const configurations = createGoalConfigurationService(deps);
  const route = crudRoutes('goalconfiguration', tags, goalConfigurationResponse);
  return async (app) => {
    // The spec's path ends with a slash (the original client's); the document shows the form without it
    // (Spectral's path-keys-no-trailing-slash), the slash form answers the same, hidden.
    for (const [path, hide] of [
      ['/goal-configurations', false],
      ['/goal-configurations/', true],
    ] as const) {
      app.get(
        path,
        route.all({
          hide,
          operationId: 'listGoalConfigurations',
          summary: 'List goal configurations',
          description: `Every configuration, whole (one per setter role), by the setter role's name. ${slashNote}`,
        }),
        () => configurations.list(),
      );
      app.post(
        path,
        route.create(
          {
            hide,
            operationId: 'createGoalConfiguration',
            summary: 'Configure who reviews and approves the goals of a setter role',
            description:
              'Takes either shape of the spec (role objects or role ids). Every role must be ACTIVE, at least one ' +
              'reviewer role, the setter role not among its reviewers (400); one configuration per setter role ' +
              `(409). ${slashNote}`,
          },
          goalConfigurationInput,
        ),
        (request) => configurations.create(request.body, requireAuth(request)),
      );
    }
    app.get(
      '/goal-configurations/:id',
      route.get({ operationId: 'getGoalConfiguration', summary: 'Get a goal configuration' }),
      (request) => configurations.get(request.params.id),
    );
    app.put(
      '/goal-configurations/:id',
      route.update(
        {
          operationId: 'updateGoalConfiguration',
          summary: 'Update a goal configuration',
          description:
            'The reviewer roles are replaced by the set sent. 409 for a stale version or a setter role that ' +
            'already has a configuration.',
        },
        goalConfigurationUpdateInput,
      ),
      (request) => configurations.update(request.params.id, request.body, requireAuth(request)),
    );
  };
}
