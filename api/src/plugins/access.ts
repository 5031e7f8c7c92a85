import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  type EntityName,
  hasPrivilege,
  MESSAGES,
  type PrivilegeType,
  type RoleRuleName,
  roleRules,
} from '@school/contract';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { AuthContext } from '../modules/auth/auth-context';

/** One privilege: a type on an entity. */
export interface PrivilegeNeed {
  entity: EntityName;
  type: PrivilegeType;
}

/**
 * What a route needs, declared on every route as `config.access`:
 * - 'public': anyone;
 * - 'signedIn': any signed-in user;
 * - { entity, type }: that privilege, and optionally a named role rule of contract/access.ts;
 * - { anyOf }: any one of these privileges (a list that users of several kinds read).
 * `duringPasswordChange` lets a user who must change their password through (me, logout, change).
 */
export type AccessRule =
  | 'public'
  | { signedIn: true; duringPasswordChange?: boolean }
  | { entity: EntityName; type: PrivilegeType; rule?: RoleRuleName }
  | { anyOf: readonly [PrivilegeNeed, PrivilegeNeed, ...PrivilegeNeed[]] };

/**
 * A rule a service checks on one record after the route's access: each relation to the record that may act (the
 * setter of a goal setting, one of its reviewers), in words, with the privilege it needs. The route declares it as
 * `config.recordRule` beside its access (accessOfRecordRule), so the API document states it from the same data the
 * service decides with (recordRuleAllows).
 */
export interface RecordRule<Relation extends string = string> {
  relations: Record<Relation, { who: string; needs: PrivilegeNeed }>;
}

/** The route's access for a record rule: any one of the privileges its relations need. */
export function accessOfRecordRule(rule: RecordRule): AccessRule {
  const [first, second, ...rest] = Object.values(rule.relations).map((relation) => relation.needs);
  if (!first) throw new Error('A record rule names at least one relation.');
  return second ? { anyOf: [first, second, ...rest] } : first;
}

/** Whether the user, in the given relations to the record, may act: one relation they hold with its privilege. */
export function recordRuleAllows<Relation extends string>(
  rule: RecordRule<Relation>,
  auth: Pick<AuthContext, 'privileges'>,
  holds: Record<Relation, boolean>,
): boolean {
  return (Object.keys(rule.relations) as Relation[]).some((relation) => {
    const { needs } = rule.relations[relation];
    return holds[relation] && hasPrivilege(auth.privileges, needs.entity, needs.type);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The rule its service checks on the record, when there is one (stated in the API document). */
    recordRule?: RecordRule;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    resolveSession: SessionResolver;
  }
}

export type SessionResolver = (token: string) => Promise<AuthContext | null>;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** Every route of the API: filled as routes register, read by the route-declaration test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  recordRule?: RecordRule;
}

/** Routes a library registers that are public by nature: the API docs page and its assets. */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

/** The one place that turns a route's declaration into 401 or 403. */
export function registerAccessControl(
  app: FastifyInstance,
  resolveSession: SessionResolver,
  routes: RegisteredRoute[],
) {
  app.decorateRequest('auth', null);
  app.decorate('resolveSession', resolveSession);
  app.addHook('onRoute', (route) => {
    if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && !route.config?.access) {
      route.config = { ...route.config, access: 'public' };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { access, recordRule } = route.config ?? {};
      routes.push(recordRule ? { method, url: route.url, access, recordRule } : { method, url: route.url, access });
    }
  });
  // Not an async function: a public route, a file of the web app or an unknown path returns at once, without the
  // promise and the extra turn of the event loop an async hook costs every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const { config, url } = request.routeOptions;
    const rule = config.access;
    // A public route, a file of the web app or an unknown path spends nothing on a session it does not need;
    // a public route that behaves differently for a signed-in user asks for it with optionalAuth.
    if (rule === 'public' || !url || !request.url.startsWith('/api')) {
      done();
      return;
    }
    checkAccess(request, rule).then(() => done(), done);
  });

  async function checkAccess(request: FastifyRequest, rule: Exclude<AccessRule, 'public'> | undefined) {
    if (rule === undefined) throw forbidden('This route declares no access rule.');
    // The rate limit's key (plugins/rate-limit.ts) may have looked the session up already: never twice a request.
    const auth = await lookUpSession(request, resolveSession);
    if (!auth) throw unauthorized();
    request.auth = auth;
    const duringPasswordChange = 'signedIn' in rule && rule.duringPasswordChange === true;
    if (auth.passwordChangeRequired && !duringPasswordChange) {
      throw forbidden(MESSAGES.passwordChangeRequired, ERROR_CODES.passwordChangeRequired);
    }
    if ('entity' in rule) {
      if (!hasPrivilege(auth.privileges, rule.entity, rule.type)) throw forbidden();
      if (rule.rule && !roleRules[rule.rule](auth)) throw forbidden();
    }
    if ('anyOf' in rule && !rule.anyOf.some((need) => hasPrivilege(auth.privileges, need.entity, need.type))) {
      throw forbidden();
    }
  }
}

/** Requests whose bearer token was looked up, whatever the answer (null included): each is looked up once. */
const lookedUp = new WeakSet<FastifyRequest>();

/** The request's session, resolved at most once a request (the rate limit's key, the access check, a route). */
async function lookUpSession(request: FastifyRequest, resolveSession: SessionResolver): Promise<AuthContext | null> {
  if (request.auth || lookedUp.has(request)) return request.auth;
  const token = bearerToken(request);
  if (!token) return null;
  request.auth = await resolveSession(token);
  lookedUp.add(request);
  return request.auth;
}

/** The signed-in user on a public route, when the request carries a live session (resolved on demand). */
export function optionalAuth(request: FastifyRequest): Promise<AuthContext | null> {
  return lookUpSession(request, request.server.resolveSession);
}

/** The signed-in user of a route that declared a privilege or signedIn. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
