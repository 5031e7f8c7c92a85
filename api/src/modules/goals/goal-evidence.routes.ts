import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** Evidence of goals (issue 10 section 1). SCAFFOLD: its owner fills it in this change. */
export function goalEvidenceRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async () => {};
}
