import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GOAL_LIBRARY_CATEGORIES, type GoalLibraryItem, goalLibraryResponse } from '@school/contract';
import type { AppDeps } from '../../deps';
import { listLibrary } from './goal-library.repository';

const categoryNames = new Map<string, string>(GOAL_LIBRARY_CATEGORIES.map((category) => [category.key, category.name]));

/**
 * GET /goal-library: the items of the three categories with the spec's keys, for whoever sets
 * or reads goals.
 */
export function goalLibraryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/goal-library',
      {
        config: {
          access: {
            anyOf: [
              { entity: 'goalsetting', type: 'READ' },
              { entity: 'goalsettingform', type: 'READ' },
            ],
          },
        },
        schema: {
          tags: ['goal library'],
          operationId: 'listGoalLibraryItems',
          summary: 'List the goal library',
          description:
            'For whoever sets or reads goals: the 18 fixed items of Learning, Teaching and Leadership goals, by ' +
            'SortOrder.',
          response: { 200: goalLibraryResponse },
        },
      },
      async (): Promise<GoalLibraryItem[]> => {
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
