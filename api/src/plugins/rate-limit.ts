import { normalizeIP } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { isApiPath } from '../lib/api-path';
import { tooManyRequests } from '../lib/http-errors';
import { optionalAuth } from './access';
import { addRateLimitCounts, removeEndedRateLimitCounts } from './rate-limit.repository';
import { createSharedCounts, type Spent } from './rate-limit-shared';

/** The limits count requests per minute. */
const WINDOW_MS = 60_000;
/** Keys the in-memory store keeps (least recently used first out): users and addresses active in one window. */
const KEYS_KEPT = 20_000;
/** How often an instance on PostgreSQL sends the counts the others have not seen yet. */
const SHARE_EVERY_MS = 1000;
/** How often a failure of the shared counts is logged at most: every request would otherwise log it. */
const ERROR_LOG_EVERY_MS = 60_000;

type Count = (key: string, max: number, callback: (error: Error | null, spent: Spent) => void) => void;

/**
 * On PostgreSQL the instances behind a load balancer share the counts (rate-limit-shared.ts), so that a user's
 * budget is theirs across all of them; the embedded database admits one process, whose memory is enough.
 */
function createCount(app: FastifyInstance, database: DatabaseHandle): Count {
  if (database.kind === 'postgres') {
    let lastLogged = Number.NEGATIVE_INFINITY;
    const shared = createSharedCounts({
      add: (counts) => addRateLimitCounts(database.untraced, counts, WINDOW_MS),
      removeEnded: () => removeEndedRateLimitCounts(database.untraced),
      windowMs: WINDOW_MS,
      onError: (error) => {
        if (Date.now() - lastLogged < ERROR_LOG_EVERY_MS) return;
        lastLogged = Date.now();
        app.log.warn({ err: error }, 'rate limit: the shared counts failed; this instance counts on its own meanwhile');
      },
      flushEveryMs: SHARE_EVERY_MS,
      keysKept: KEYS_KEPT,
    });
    app.addHook('onClose', () => shared.close());
    return shared.incr;
  }
  // Neither of the store's options: a caller over the limit waits for the window's end, no longer.
  const store = new LocalStore(false, false, KEYS_KEPT);
  return (key, max, callback) => store.incr(key, callback, WINDOW_MS, max);
}

/** A client address's budget: request.ip honours TRUST_PROXY; an IPv6 address counts by its /64, as one household or office gets. */
const addressKey = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/**
 * The API's rate limit: RATE_LIMIT_PER_USER requests a minute per signed-in user (all their sessions, on every
 * instance, share one budget) on routes that need a session, RATE_LIMIT_PER_ADDRESS per client address for
 * public routes, unknown /api paths and requests without a live session. Every limited answer carries
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (IETF draft names); beyond the limit the answer is 429
 * RATE_LIMITED with Retry-After.
 *
 * The counting (createCount) is called from this one app-wide onRequest hook rather than through the plugin's
 * handler: the handler awaits its key, its limit and the store on every request, four promise turns that cost a
 * public route such as /health a sixth of its CPU (docs/performance.md). Here a request counted from memory is
 * counted synchronously; a route that needs a session waits for the session look-up the access check then reuses,
 * and on PostgreSQL a key's first request in a window and the last of a budget wait for the shared count. The hook is registered before the access check, so a 401,
 * a 403 or an unknown /api path counts and carries the headers too. The sign-in throttle
 * (modules/auth/sign-in-throttle.ts) is separate and finer.
 */
export function registerRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'RATE_LIMIT_PER_USER' | 'RATE_LIMIT_PER_ADDRESS'>,
  database: DatabaseHandle,
) {
  const count = createCount(app, database);

  function spend(key: string, max: number, reply: FastifyReply, done: HookHandlerDoneFunction) {
    count(key, max, (error, { current, ttl }) => {
      if (error) {
        done(error);
        return;
      }
      const resetSeconds = Math.max(1, Math.ceil(ttl / 1000));
      reply.headers({
        'ratelimit-limit': max,
        'ratelimit-remaining': Math.max(0, max - current),
        'ratelimit-reset': resetSeconds,
      });
      // The error carries Retry-After; the error handler answers it.
      done(current > max ? tooManyRequests(resetSeconds) : undefined);
    });
  }

  app.addHook('onRequest', (request, reply, done) => {
    // Only the API is limited, every route of it as its document says (/api/health too: a load balancer polling
    // it every second from one address stays far below the address's limit); the web app's files and pages are not.
    if (!isApiPath(request.url)) {
      done();
      return;
    }
    const { url, config: routeConfig } = request.routeOptions;
    // A public route (sign-in, health) or an unknown path spends its address's budget, without a session look-up.
    if (!url || routeConfig.access === 'public') {
      spend(addressKey(request), config.RATE_LIMIT_PER_ADDRESS, reply, done);
      return;
    }
    optionalAuth(request).then((auth) => {
      if (auth) spend(`user:${auth.userId}`, config.RATE_LIMIT_PER_USER, reply, done);
      else spend(addressKey(request), config.RATE_LIMIT_PER_ADDRESS, reply, done);
    }, done);
  });
}
