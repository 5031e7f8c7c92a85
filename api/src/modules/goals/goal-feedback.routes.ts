import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** Self and peer feedback (issue 10 section 3). SCAFFOLD: its owner fills it in this change. */
export function goalFeedbackRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async () => {};
}
