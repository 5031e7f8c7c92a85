import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Headers a page on another origin may read from an answer (the browser hides the others). */
const READABLE_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Content-Disposition',
];

/**
 * Cross-origin calls from a browser: only pages served from CORS_ALLOWED_ORIGINS may call the API (the web app is
 * served from the API's own origin and needs none; a native app or a server is not a browser and needs none). With
 * no origin configured, the plugin is not registered: no answer carries Access-Control-Allow-Origin and browsers
 * refuse every cross-origin call.
 * Registered before the access check, whose route list then sees the preflight route as public.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: string[]) {
  // No origin allowed: the plugin would still run its hook on every request only to add nothing, and a preflight
  // then meets the API's 404 (no Access-Control-Allow-Origin either), which a browser refuses the same way.
  if (allowedOrigins.length === 0) return;
  app.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS' && route.url === '*') route.config = { ...route.config, access: 'public' };
  });
  await app.register(cors, {
    origin: allowedOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: READABLE_HEADERS,
    // Tokens travel in the Authorization header, never in cookies: credentials mode is not needed.
    credentials: false,
    maxAge: 600,
  });
}
