import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { goalConfigurationRoutes } from './goal-configurations.routes';
import { goalEvidenceRoutes } from './goal-evidence.routes';
import { goalFeedbackRoutes } from './goal-feedback.routes';
import { goalFinalReviewRoutes } from './goal-final-review.routes';
import { goalLibraryRoutes } from './goal-library.routes';
import { goalReviewRoutes } from './goal-reviews.routes';
import { goalSettingRoutes } from './goal-settings.routes';
import { goalTimelineRoutes } from './goal-timelines.routes';
import { singleGoalRoutes } from './goals.routes';

/**
 * Every route of goal management. Each goal area registers here: configurations, timelines and the
 * library (G1); goal settings, goals, reviews and comments (G2); evidence, feedback and the final review.
 */
export function goalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Goal areas (keep one line each).
    await app.register(goalConfigurationRoutes(deps));
    await app.register(goalTimelineRoutes(deps));
    await app.register(goalLibraryRoutes(deps));
    await app.register(goalSettingRoutes(deps));
    await app.register(singleGoalRoutes(deps));
    await app.register(goalReviewRoutes(deps));
    await app.register(goalEvidenceRoutes(deps));
    await app.register(goalFeedbackRoutes(deps));
    await app.register(goalFinalReviewRoutes(deps));
  };
}
