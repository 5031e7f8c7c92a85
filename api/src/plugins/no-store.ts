import type { FastifyInstance } from 'fastify';

/**
 * Answers that need a session must not be kept by the browser or a proxy: every /api answer of a route that
 * is not public gets Cache-Control: no-store, its errors (401, 403, 404 …) included.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && request.routeOptions.config?.access !== 'public') {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
