import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GOAL_LIBRARY_CATEGORIES, type GoalLibraryItem, goalLibraryResponse, hasPrivilege } from '@school/contract';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/access';
import { listLibrary } from './goal-library.repository';

const categoryNames = new Map<string, string>(GOAL_LIBRARY_CATEGORIES.map((category) => [category.key, category.name]));

/**
 * GET /goal-library (issue 9 section 2): the items of the three categories with the spec's keys, for whoever sets
 * or reads goals (READ on goalsetting or goalsettingform; the access declaration names one privilege, so the
 * second is checked here).
 */
export function goalLibraryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goal-library',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['goal library'],
          operationId: 'listGoalLibraryItems',
          summary: 'List the goal library',
          description:
            'For whoever sets or reads goals: READ on goalsetting or on goalsettingform (403 with neither). The 18 ' +
            'fixed items of Learning, Teaching and Leadership goals, by SortOrder.',
          response: { 200: goalLibraryResponse },
        },
      },
      async (request): Promise<GoalLibraryItem[]> => {
        const { privileges } = requireAuth(request);
        if (!hasPrivilege(privileges, 'goalsetting', 'READ') && !hasPrivilege(privileges, 'goalsettingform', 'READ')) {
          throw forbidden();
        }
        const items = await listLibrary(deps.db);
        return items.map((item) => ({
          id: item.id,
          category: item.category,
          categoryName: categoryNames.get(item.category) ?? item.category,
          Goal_Description: item.goalDescription,
          Measure_Unit: item.measureUnit,
          Evidence: item.evidence,
          SortOrder: item.sortOrder,
        }));
      },
    );
  };
}
