import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds nothing private (a health check, the API document): caches may keep it. */
    storable?: true;
  }
}

/**
 * No browser or proxy may keep an API answer: every /api answer gets Cache-Control: no-store, its errors (401,
 * 403, 404 …) and unknown /api paths included, unless its route declares `storable`. Public routes are not spared:
 * sign-in answers a bearer token, a change of password without a session answers a new one, and a public route
 * added later that hands out a secret is covered without remembering to say so.
 */
export function registerNoStore(app: FastifyInstance) {
  // A callback hook, not an async one: it costs a property read and a header, not a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.storable !== true && request.url.startsWith('/api')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
