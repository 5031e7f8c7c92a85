import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/http-errors';

const statusResponse = z.object({ status: z.string() });

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: statusResponse } } },
      () => ({ status: 'up' }),
    );
    app.get(
      '/ready',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: statusResponse } } },
      async () => {
        try {
          await database.ping();
          return { status: 'ready' };
        } catch {
          throw new AppError(503, 'The database does not answer.', 'NOT_READY');
        }
      },
    );
  };
}
