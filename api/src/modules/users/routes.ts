import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

export function userRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async () => {};
}
