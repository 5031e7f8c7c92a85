import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** The final review, its sign-off, the close and the year's score (issue 10 section 4). SCAFFOLD: its owner fills it in this change. */
export function goalFinalReviewRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async () => {};
}
