import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app and answers unknown paths: JSON under /api, the app's index elsewhere. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old asset after a deploy) is a 404, not the app's page with status 200.
    const path = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || looksLikeFile) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    // The app's own router shows its 404 page for unknown routes.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  if (!hasWeb) app.log.warn(`no built web app found at ${webDist}; run "npm run build" to serve it`);
}
