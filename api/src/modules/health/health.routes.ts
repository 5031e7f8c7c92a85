import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/http-errors';

const statusResponse = z.object({ status: z.string() });
/**
 * /health answers a constant: checking it against its schema on every call (the zod serializer parses the answer
 * before writing it) proves nothing, so it is written as it is. The schema still documents it in the OpenAPI.
 */
const constantSerializer = () => (data: unknown) => JSON.stringify(data);

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public', storable: true },
        // Fifteen bytes are never compressed: without the compression's two hooks, a poll costs less.
        compress: false,
        schema: {
          tags: ['health'],
          operationId: 'checkHealth',
          summary: 'Check that the API process is up',
          description: 'Answers without touching the database: GET /ready also checks the database.',
          response: { 200: statusResponse },
        },
        serializerCompiler: constantSerializer,
      },
      () => ({ status: 'up' }),
    );
    app.get(
      '/ready',
      {
        config: { access: 'public', storable: true },
        schema: {
          tags: ['health'],
          operationId: 'checkReadiness',
          summary: 'Check that the API can reach its database',
          description: 'Answers 503 (code NOT_READY) while the database does not answer.',
          response: { 200: statusResponse },
        },
      },
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
