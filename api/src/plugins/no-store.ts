import type { FastifyInstance } from 'fastify';

/**
 * Answers that need a session must not be kept by the browser or a proxy: every /api answer of a route that
 * is not public gets Cache-Control: no-store, its errors (401, 403, 404 …) included.
 */
export function registerNoStore(app: FastifyInstance) {
  // A callback hook, not an async one: a public route pays one property read, not a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.access !== 'public' && request.url.startsWith('/api')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
