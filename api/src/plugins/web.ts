import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Files under /assets have their content's hash in their name: a browser keeps them a year without asking again.
 * Everything else (index.html, the service worker, the manifest, icons) is checked with the server on each use,
 * so a new release is seen at once.
 */
export function cacheControlFor(relativePath: string) {
  return relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The content security policy's sources for index.html's inline scripts: their SHA-256 hashes. The build adds one
 * (web/bundling/first-screen-chunk.ts: a stored session preloads the first screen's code); any other inline script
 * stays refused. None without a built app.
 */
export function inlineScriptSources(webDist: string | undefined): string[] {
  const index = webDist === undefined ? undefined : path.join(webDist, 'index.html');
  if (!index || !fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * Serves the built web app and answers unknown paths: JSON under /api, the app's index elsewhere. The build holds
 * a brotli and a gzip copy of each text file (web/scripts/compress.mjs): the one the browser accepts is sent.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', cacheControlFor(relative));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old asset after a deploy) is a 404, not the app's page with status 200.
    const path = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || looksLikeFile) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    // The app's own router shows its 404 page for unknown routes.
    return reply.sendFile('index.html');
  });
  if (!hasWeb) app.log.warn(`no built web app found at ${webDist}; run "npm run build" to serve it`);
}
