import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { tooManyRequests } from '../lib/http-errors';
import { optionalAuth } from './access';

/** The limits count requests per minute. */
const WINDOW_MS = 60_000;
/** Keys the in-memory store keeps (least recently used first out): users and addresses active in one window. */
const KEYS_KEPT = 20_000;
/**
 * Only the API is limited, every route of it as its document says (/api/health too: a load balancer polling it
 * every second from one address stays far below the address's limit); the web app's files and pages are not.
 */
function isLimited(request: FastifyRequest) {
  const { url } = request;
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

/**
 * Whose budget a request spends: on a route that needs a session, the signed-in user's when it carries the bearer
 * token of a live session (all their sessions share one), else its client address's (request.ip, which honours
 * TRUST_PROXY; an IPv6 address counts by its /64, as one household or office gets). The session is looked up once:
 * the access check reuses it.
 */
async function rateLimitKey(request: FastifyRequest): Promise<string> {
  const address = `address:${normalizeIP(request.ip)}`;
  // A public route (sign-in, health) or an unknown path spends its address's budget, without a session look-up.
  const { url, config } = request.routeOptions;
  if (!url || config.access === 'public') return address;
  const auth = await optionalAuth(request);
  return auth ? `user:${auth.userId}` : address;
}

/**
 * The API's rate limit (@fastify/rate-limit, in memory, per process): RATE_LIMIT_PER_USER requests a minute per
 * signed-in user, RATE_LIMIT_PER_ADDRESS per client address for requests without a live session. Every limited
 * answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (IETF draft names); beyond the limit the
 * answer is 429 RATE_LIMITED with Retry-After. An app-wide onRequest hook registered before the access check, so
 * a 401, a 403 or an unknown /api path counts and carries the headers too (the plugin's own per-route hooks would
 * run after the access check). The sign-in throttle (modules/auth/sign-in-throttle.ts) is separate and finer.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'RATE_LIMIT_PER_USER' | 'RATE_LIMIT_PER_ADDRESS'>,
) {
  await app.register(rateLimit, {
    // No per-route hooks: the one hook below covers every /api request, routes and unknown paths alike.
    global: false,
    enableDraftSpec: true,
    timeWindow: WINDOW_MS,
    cache: KEYS_KEPT,
    keyGenerator: rateLimitKey,
    max: (_request, key) => (key.startsWith('user:') ? config.RATE_LIMIT_PER_USER : config.RATE_LIMIT_PER_ADDRESS),
    // Thrown by the plugin after it set the RateLimit headers and Retry-After; the error handler answers it.
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  const limit = app.rateLimit();
  // A callback hook: a request outside the API (a web file) returns at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isLimited(request)) {
      done();
      return;
    }
    limit.call(app, request, reply).then(() => done(), done);
  });
}
