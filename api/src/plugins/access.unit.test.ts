import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, type PrivilegeFlags, ROLE_NAMES } from '@school/contract';
import { AppError } from '../lib/http-errors';
import {
  type AccessRule,
  accessOfRecordRule,
  bearerToken,
  optionalAuth,
  type RecordRule,
  type RegisteredRoute,
  recordRuleAllows,
  registerAccessControl,
  requireAuth,
  type SessionResolver,
} from './access';
import type { AuthContext } from '../modules/auth/auth-context';

/*
 * The access plugin on a bare Fastify app, without a database: the sessions are AuthContext objects built here,
 * answered by a fake resolver that records every token it is asked about.
 */

const flags = (granted: Partial<PrivilegeFlags>): PrivilegeFlags => ({
  READ: false,
  CREATE: false,
  UPDATE: false,
  DELETE: false,
  ...granted,
});

let nextId = 1;
function user(overrides: Partial<AuthContext> = {}): AuthContext {
  const id = nextId++;
  return {
    sessionId: 100 + id,
    userId: id,
    email: `user${id}@school.test`,
    fullName: `User ${id}`,
    schoolId: null,
    passwordChangeRequired: false,
    roleNames: [ROLE_NAMES.teacher],
    privileges: {},
    limitedToSchool: false,
    profile: { firstName: 'User', lastName: String(id), designation: null, school: null, roles: [] },
    ...overrides,
  };
}

const TOKEN_200 = 'a'.repeat(200);
const TOKEN_201 = 'b'.repeat(201);

const users = {
  plain: user(),
  reader: user({ privileges: { school: flags({ READ: true }) } }),
  administrator: user({ roleNames: [ROLE_NAMES.administrator], privileges: { user: flags({ UPDATE: true }) } }),
  updaterWithoutRole: user({ roleNames: [ROLE_NAMES.teacher], privileges: { user: flags({ UPDATE: true }) } }),
  schoolCreator: user({ privileges: { school: flags({ CREATE: true }) } }),
  mustChange: user({
    passwordChangeRequired: true,
    roleNames: [ROLE_NAMES.administrator],
    privileges: { school: flags({ READ: true }), user: flags({ UPDATE: true }) },
  }),
  longest: user(),
  tooLong: user(),
  empty: user(),
};

/** Every token the resolver knows. The empty and the 201-character ones are known so that letting them through shows. */
const sessions = new Map<string, AuthContext>([
  ['tok-plain', users.plain],
  ['tok-reader', users.reader],
  ['tok-admin', users.administrator],
  ['tok-updater', users.updaterWithoutRole],
  ['tok-creator', users.schoolCreator],
  ['tok-must-change', users.mustChange],
  [TOKEN_200, users.longest],
  [TOKEN_201, users.tooLong],
  ['', users.empty],
]);

let resolved: unknown[] = [];
const resolveSession: SessionResolver = async (token) => {
  resolved.push(token);
  if (token === 'tok-broken') throw new Error('the session store is down');
  return sessions.get(token) ?? null;
};

let app: FastifyInstance;
const routes: RegisteredRoute[] = [];

const EITHER: AccessRule = {
  anyOf: [
    { entity: 'school', type: 'READ' },
    { entity: 'user', type: 'UPDATE' },
  ],
};
const RECORD_RULE: RecordRule<'owner' | 'checker'> = {
  relations: {
    owner: { who: 'its owner', needs: { entity: 'school', type: 'READ' } },
    checker: { who: 'a checker', needs: { entity: 'user', type: 'UPDATE' } },
  },
};

beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError)
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    return reply.status(500).send({ code: 'INTERNAL', message: 'internal' });
  });
  registerAccessControl(app, resolveSession, routes);

  app.get('/api/public', { config: { access: 'public' } }, async (request) => ({ auth: request.auth }));
  app.get('/api/public/who', { config: { access: 'public' } }, async (request) => {
    const first = await optionalAuth(request);
    const second = await optionalAuth(request);
    return { first: first?.userId ?? null, second: second?.userId ?? null };
  });
  app.get('/api/public/require', { config: { access: 'public' } }, async (request) => ({
    userId: requireAuth(request).userId,
  }));
  app.get('/api/public/token', { config: { access: 'public' } }, async (request) => ({ token: bearerToken(request) }));
  app.get('/api/signed-in', { config: { access: { signedIn: true } } }, async (request) => ({
    userId: requireAuth(request).userId,
    again: (await optionalAuth(request))?.userId,
  }));
  app.post(
    '/api/change-password',
    { config: { access: { signedIn: true, duringPasswordChange: true } } },
    async (request) => ({
      userId: requireAuth(request).userId,
    }),
  );
  app.get('/api/schools', { config: { access: { entity: 'school', type: 'READ' } } }, async (request) => ({
    userId: requireAuth(request).userId,
  }));
  app.patch(
    '/api/users/:id/temporary-password',
    { config: { access: { entity: 'user', type: 'UPDATE', rule: 'assignTemporaryPassword' } } },
    async (request) => ({ userId: requireAuth(request).userId }),
  );
  app.get('/api/either', { config: { access: EITHER } }, async (request) => ({ userId: requireAuth(request).userId }));
  app.get('/api/commented', { config: { access: accessOfRecordRule(RECORD_RULE), recordRule: RECORD_RULE } }, () => ({
    reached: true,
  }));
  app.get('/api/undeclared', async () => ({ reached: true }));
  app.get('/api/docs', async () => ({ docs: true }));
  app.route({ method: 'GET', url: '/api/docs/static/app.js', handler: async () => ({ asset: true }) });
  app.get('/api/docs/private', { config: { access: { signedIn: true } } }, async () => ({ reached: true }));
  app.get('/page', async () => ({ page: true }));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/both',
    config: { access: { signedIn: true } },
    handler: async () => ({ both: true }),
  });
  await app.ready();
});

afterAll(() => app.close());

beforeEach(() => {
  resolved = [];
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, authorization?: string) =>
  app.inject({ method, url, headers: authorization === undefined ? {} : { authorization } });

describe('the routes list the route-declaration test reads', () => {
  it('holds every method and path with its declared rule, HEAD left out, each method of a multi-method route listed', () => {
    expect(routes).toEqual([
      { method: 'GET', url: '/api/public', access: 'public' },
      { method: 'GET', url: '/api/public/who', access: 'public' },
      { method: 'GET', url: '/api/public/require', access: 'public' },
      { method: 'GET', url: '/api/public/token', access: 'public' },
      { method: 'GET', url: '/api/signed-in', access: { signedIn: true } },
      { method: 'POST', url: '/api/change-password', access: { signedIn: true, duringPasswordChange: true } },
      { method: 'GET', url: '/api/schools', access: { entity: 'school', type: 'READ' } },
      {
        method: 'PATCH',
        url: '/api/users/:id/temporary-password',
        access: { entity: 'user', type: 'UPDATE', rule: 'assignTemporaryPassword' },
      },
      { method: 'GET', url: '/api/either', access: EITHER },
      { method: 'GET', url: '/api/commented', access: EITHER, recordRule: RECORD_RULE },
      { method: 'GET', url: '/api/undeclared', access: undefined },
      { method: 'GET', url: '/api/docs', access: 'public' },
      { method: 'GET', url: '/api/docs/static/app.js', access: 'public' },
      { method: 'GET', url: '/api/docs/private', access: { signedIn: true } },
      { method: 'GET', url: '/page', access: undefined },
      { method: 'GET', url: '/api/both', access: { signedIn: true } },
      { method: 'POST', url: '/api/both', access: { signedIn: true } },
    ]);
  });
});

describe('a route without an access rule', () => {
  it('is refused with 403 at run time, to an anonymous caller', async () => {
    const response = await call('GET', '/api/undeclared');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: ERROR_CODES.forbidden, message: 'This route declares no access rule.' });
  });

  it('is refused with 403 at run time, to a signed-in user too, without looking the session up', async () => {
    const response = await call('GET', '/api/undeclared', 'Bearer tok-admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: ERROR_CODES.forbidden, message: 'This route declares no access rule.' });
    expect(resolved).toEqual([]);
  });

  it('outside /api (a page of the web app) is answered without any check', async () => {
    const response = await call('GET', '/page');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ page: true });
    expect(resolved).toEqual([]);
  });

  it('an unknown /api path answers 404, not 403', async () => {
    const response = await call('GET', '/api/no-such-thing', 'Bearer tok-admin');
    expect(response.statusCode).toBe(404);
    expect(resolved).toEqual([]);
  });
});

describe('the API docs (public plugin prefix /api/docs)', () => {
  it('a docs route registered without a rule is public', async () => {
    const response = await call('GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ docs: true });
  });

  it('a docs asset registered without any config is public', async () => {
    const response = await call('GET', '/api/docs/static/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ asset: true });
  });

  it('a docs route that declares its own rule keeps it', async () => {
    expect((await call('GET', '/api/docs/private')).statusCode).toBe(401);
    expect((await call('GET', '/api/docs/private', 'Bearer tok-plain')).statusCode).toBe(200);
  });
});

describe('a public route', () => {
  it('answers without a token and without looking a session up', async () => {
    const response = await call('GET', '/api/public');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: null });
    expect(resolved).toEqual([]);
  });

  it('does not resolve the session of a request that carries a token unless the route asks', async () => {
    const response = await call('GET', '/api/public', 'Bearer tok-plain');
    expect(response.json()).toEqual({ auth: null });
    expect(resolved).toEqual([]);
  });

  it('requireAuth on a route that did not resolve the session answers 401', async () => {
    const response = await call('GET', '/api/public/require');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('optionalAuth', () => {
  it('resolves a live session once a request, however often it is asked', async () => {
    const response = await call('GET', '/api/public/who', 'Bearer tok-plain');
    expect(response.json()).toEqual({ first: users.plain.userId, second: users.plain.userId });
    expect(resolved).toEqual(['tok-plain']);
  });

  it("remembers a dead token's null: the session is looked up once", async () => {
    const response = await call('GET', '/api/public/who', 'Bearer tok-dead');
    expect(response.json()).toEqual({ first: null, second: null });
    expect(resolved).toEqual(['tok-dead']);
  });

  it('answers null without a lookup when the request carries no token', async () => {
    const response = await call('GET', '/api/public/who');
    expect(response.json()).toEqual({ first: null, second: null });
    expect(resolved).toEqual([]);
  });

  it('on a signed-in route reuses the session the access check resolved', async () => {
    const response = await call('GET', '/api/signed-in', 'Bearer tok-plain');
    expect(response.json()).toEqual({ userId: users.plain.userId, again: users.plain.userId });
    expect(resolved).toEqual(['tok-plain']);
  });
});

describe('the bearer token', () => {
  it('without a token a signed-in route answers 401, with no lookup', async () => {
    const response = await call('GET', '/api/signed-in');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(resolved).toEqual([]);
  });

  it('a live token opens a signed-in route, to its own user', async () => {
    const response = await call('GET', '/api/signed-in', 'Bearer tok-plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: users.plain.userId });
  });

  it('a dead token answers 401', async () => {
    expect((await call('GET', '/api/signed-in', 'Bearer tok-dead')).statusCode).toBe(401);
  });

  it('spaces around the token are trimmed', async () => {
    const response = await call('GET', '/api/signed-in', 'Bearer    tok-plain   ');
    expect(response.statusCode).toBe(200);
    expect(resolved).toEqual(['tok-plain']);
  });

  it("a header that does not start with 'Bearer ' is refused, even when what follows is a live token", async () => {
    for (const header of ['Basic  tok-plain', 'bearer tok-plain', 'Bearertok-plain', 'tok-plain']) {
      expect((await call('GET', '/api/signed-in', header)).statusCode, header).toBe(401);
    }
    expect(resolved).toEqual([]);
  });

  it('an empty token is refused before any lookup', async () => {
    for (const header of ['Bearer ', 'Bearer      ']) {
      expect((await call('GET', '/api/signed-in', header)).statusCode, JSON.stringify(header)).toBe(401);
    }
    expect(resolved).toEqual([]);
  });

  it('a token of 200 characters is accepted, one of 201 refused before any lookup', async () => {
    const longest = await call('GET', '/api/signed-in', `Bearer ${TOKEN_200}`);
    expect(longest.statusCode).toBe(200);
    expect(longest.json()).toMatchObject({ userId: users.longest.userId });
    resolved = [];
    expect((await call('GET', '/api/signed-in', `Bearer ${TOKEN_201}`)).statusCode).toBe(401);
    expect(resolved).toEqual([]);
  });

  it('bearerToken reads the token of the header, trimmed, and null for none, an empty one or one over 200 characters', async () => {
    const tokenOf = async (authorization?: string) => (await call('GET', '/api/public/token', authorization)).json();
    expect(await tokenOf('Bearer tok-plain')).toEqual({ token: 'tok-plain' });
    expect(await tokenOf('Bearer  \t tok-plain \t ')).toEqual({ token: 'tok-plain' });
    expect(await tokenOf(`Bearer ${TOKEN_200}`)).toEqual({ token: TOKEN_200 });
    for (const refused of [
      undefined,
      'Bearer ',
      'Bearer   \t',
      `Bearer ${TOKEN_201}`,
      'Basic  tok-plain',
      'tok-plain',
    ]) {
      expect(await tokenOf(refused), JSON.stringify(refused)).toEqual({ token: null });
    }
  });

  it('a resolver that fails answers 500, not a hang or a pass', async () => {
    expect((await call('GET', '/api/signed-in', 'Bearer tok-broken')).statusCode).toBe(500);
  });
});

describe('a user who must change their password', () => {
  it('reaches a route declared duringPasswordChange', async () => {
    const response = await call('POST', '/api/change-password', 'Bearer tok-must-change');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: users.mustChange.userId });
  });

  it.each([
    ['a plain signed-in route', 'GET', '/api/signed-in'],
    ['a privilege route whose privilege they hold', 'GET', '/api/schools'],
    ['a privilege and role rule route they satisfy', 'PATCH', '/api/users/7/temporary-password'],
    ['each method of a multi-method route', 'POST', '/api/both'],
  ] as const)('is refused %s with 403 PASSWORD_CHANGE_REQUIRED', async (_what, method, url) => {
    const response = await call(method, url, 'Bearer tok-must-change');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: ERROR_CODES.passwordChangeRequired,
      message: MESSAGES.passwordChangeRequired,
    });
  });

  it('a user who need not change it reaches the duringPasswordChange route too', async () => {
    expect((await call('POST', '/api/change-password', 'Bearer tok-plain')).statusCode).toBe(200);
  });
});

describe('a privilege route', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/schools')).statusCode).toBe(401);
  });

  it('answers 403 to a signed-in user without the privilege', async () => {
    const response = await call('GET', '/api/schools', 'Bearer tok-plain');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: ERROR_CODES.forbidden, message: MESSAGES.forbidden });
  });

  it('answers 403 to a user holding another type of the privilege', async () => {
    // The administrator holds user UPDATE, not school READ; the reader holds school READ, not user UPDATE.
    expect((await call('GET', '/api/schools', 'Bearer tok-admin')).statusCode).toBe(403);
    expect((await call('PATCH', '/api/users/7/temporary-password', 'Bearer tok-reader')).statusCode).toBe(403);
  });

  it('lets a user holding the privilege through, with their session', async () => {
    const response = await call('GET', '/api/schools', 'Bearer tok-reader');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: users.reader.userId });
  });

  it('with a role rule, answers 403 to a user holding the privilege without the role', async () => {
    const response = await call('PATCH', '/api/users/7/temporary-password', 'Bearer tok-updater');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: ERROR_CODES.forbidden, message: MESSAGES.forbidden });
  });

  it('with a role rule, lets a user holding the privilege and the role through', async () => {
    const response = await call('PATCH', '/api/users/7/temporary-password', 'Bearer tok-admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: users.administrator.userId });
  });
});

describe('a route open to any one of several privileges', () => {
  it('answers 401 without a token and 403 to a user holding none of them (another type included)', async () => {
    expect((await call('GET', '/api/either')).statusCode).toBe(401);
    for (const token of ['tok-plain', 'tok-creator']) {
      const response = await call('GET', '/api/either', `Bearer ${token}`);
      expect(response.statusCode, token).toBe(403);
      expect(response.json()).toEqual({ code: ERROR_CODES.forbidden, message: MESSAGES.forbidden });
    }
  });

  it('lets a user holding the first or the second through, with their session', async () => {
    expect((await call('GET', '/api/either', 'Bearer tok-reader')).json()).toEqual({ userId: users.reader.userId });
    expect((await call('GET', '/api/either', 'Bearer tok-updater')).json()).toEqual({
      userId: users.updaterWithoutRole.userId,
    });
  });

  it("a record rule's route admits whoever holds one of its relations' privileges", async () => {
    expect((await call('GET', '/api/commented', 'Bearer tok-plain')).statusCode).toBe(403);
    expect((await call('GET', '/api/commented', 'Bearer tok-updater')).statusCode).toBe(200);
  });
});

describe('a record rule', () => {
  it('is declared on its route as the one privilege of a single relation, or any one of several', () => {
    expect(accessOfRecordRule(RECORD_RULE)).toEqual(EITHER);
    const single = { relations: { owner: { who: 'its owner', needs: { entity: 'school', type: 'READ' } } } } as const;
    expect(accessOfRecordRule(single)).toEqual({ entity: 'school', type: 'READ' });
    expect(() => accessOfRecordRule({ relations: {} })).toThrow(/at least one relation/);
  });

  it('allows a relation the user holds with its own privilege, and nothing else', () => {
    const none = { owner: false, checker: false };
    expect(recordRuleAllows(RECORD_RULE, users.reader, { ...none, owner: true })).toBe(true);
    expect(recordRuleAllows(RECORD_RULE, users.updaterWithoutRole, { ...none, checker: true })).toBe(true);
    // The relation without its privilege, the privilege of the other relation, or no relation at all.
    expect(recordRuleAllows(RECORD_RULE, users.plain, { owner: true, checker: true })).toBe(false);
    expect(recordRuleAllows(RECORD_RULE, users.reader, { ...none, checker: true })).toBe(false);
    expect(recordRuleAllows(RECORD_RULE, users.updaterWithoutRole, { ...none, owner: true })).toBe(false);
    expect(recordRuleAllows(RECORD_RULE, users.schoolCreator, { ...none, owner: true })).toBe(false);
    expect(recordRuleAllows(RECORD_RULE, users.reader, none)).toBe(false);
  });
});

describe('a signed-in route', () => {
  it('lets any signed-in user through, whatever their privileges, on each of its methods', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(method, '/api/both', 'Bearer tok-plain');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ both: true });
    }
  });
});
