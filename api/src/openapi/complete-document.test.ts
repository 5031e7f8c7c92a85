import { afterAll, describe, expect, it } from 'vitest';
import { STORABLE_TEXT } from '@school/contract';
import { createTestApp } from '../test/test-app';
import { API_TAGS } from './api-tags';
import { accessInWords, completeDocument, errorStatusesOf } from './complete-document';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The object at a path of keys, or the test fails there. */
function dig(value: unknown, ...keys: string[]): Json {
  let at = value;
  for (const key of keys) {
    at = (at as Json | undefined)?.[key];
    if (at === undefined) throw new Error(`nothing at ${keys.join('.')}`);
  }
  return at as Json;
}

describe('the completion of the API document', () => {
  it('derives the error answers from the method, the path and the access rule', () => {
    expect(errorStatusesOf('post', '/api/auth/login', 'public')).toEqual([400, 401, 413, 415, 429, 500]);
    expect(errorStatusesOf('get', '/api/schools', { entity: 'school', type: 'READ' })).toEqual([
      400, 401, 403, 429, 500,
    ]);
    expect(errorStatusesOf('put', '/api/schools/{id}', { entity: 'school', type: 'UPDATE' })).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 500,
    ]);
    expect(errorStatusesOf('get', '/api/auth/me', { signedIn: true })).not.toContain(409);
    expect(errorStatusesOf('get', '/api/teacher/subjects', { signedIn: true }, false, true)).toContain(404);
    // A read of one record may meet a workflow's refusal; a body may name a record the user may not see.
    expect(errorStatusesOf('get', '/api/goal-feedback/{id}/self', { signedIn: true })).toContain(409);
    expect(errorStatusesOf('post', '/api/goal/evidence', { signedIn: true }, true)).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 500,
    ]);
  });

  it('says the access rule in words', () => {
    expect(accessInWords('public')).toMatch(/public/);
    expect(accessInWords({ signedIn: true, duringPasswordChange: true })).toMatch(/must change their password/);
    expect(accessInWords({ entity: 'school', type: 'UPDATE', rule: 'canManageRoles' as never })).toBe(
      "Access: the UPDATE privilege on school and the role rule 'canManageRoles'; records outside the user's " +
        'school scope answer 404.',
    );
    expect(accessInWords(undefined)).toMatch(/refused to everyone/);
    expect(
      accessInWords({
        anyOf: [
          { entity: 'goalsetting', type: 'READ' },
          { entity: 'goalsettingform', type: 'READ' },
        ],
      }),
    ).toBe('Access: the READ privilege on goalsetting or the READ privilege on goalsettingform.');
    const recordRule = {
      relations: {
        setter: { who: 'its setter', needs: { entity: 'goalsettingform', type: 'READ' } },
        reviewer: { who: 'a reviewer', needs: { entity: 'goalsettingreview', type: 'UPDATE' } },
      },
    } as const;
    expect(accessInWords({ signedIn: true }, recordRule)).toBe(
      'Access: any signed-in user. On the record: only its setter with the READ privilege on goalsettingform, or ' +
        'a reviewer with the UPDATE privilege on goalsettingreview (403 otherwise).',
    );
  });

  it('bounds integers by format, answered text and lists by the rules every answer keeps, and keeps own bounds', () => {
    const document = completeDocument(
      {
        paths: {
          '/api/things/{id}': {
            get: {
              parameters: [{ in: 'path', name: 'id', schema: { type: 'integer', minimum: 1, maximum: 2147483647 } }],
              responses: {
                200: {
                  description: 'Default Response',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: {
                          count: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                          name: { type: 'string' },
                          code: { type: 'string', maxLength: 30, pattern: '^[A-Z]+$' },
                          status: { type: 'string', enum: ['ACTIVE'] },
                          on: { type: 'string', format: 'date' },
                          tags: { type: 'array', items: { type: 'string' } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      () => ({ access: { entity: 'school', type: 'READ' } }),
    );
    const get = dig(document, 'paths', '/api/things/{id}', 'get');
    const ok = dig(get, 'responses', '200');
    const properties = dig(ok, 'content', 'application/json', 'schema', 'properties');
    expect(dig(get, 'parameters', '0', 'schema').format).toBe('int32');
    expect(dig(properties, 'count').format).toBe('int64');
    expect(properties.name).toMatchObject({ maxLength: 10_000, pattern: STORABLE_TEXT.source });
    expect(properties.code).toMatchObject({ maxLength: 30, pattern: '^[A-Z]+$' });
    expect(properties.status).not.toHaveProperty('maxLength');
    expect(properties.on).toMatchObject({ maxLength: 10 });
    expect(properties.on).not.toHaveProperty('pattern');
    expect(dig(properties, 'tags').maxItems).toBe(10_000);
    expect(Object.keys(ok.headers as Json)).toEqual([
      'Access-Control-Allow-Origin',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    expect(Object.keys(get.responses as Json)).toEqual(['200', '400', '401', '403', '404', '409', '429', '500']);
    expect(get.description).toMatch(/^Access: the READ privilege on school/);
  });

  it('moves the first of several patterns up to the text, so the text itself states a rule', () => {
    const password = {
      type: 'string',
      maxLength: 20,
      allOf: [
        { type: 'string', pattern: '^[^\\0]*$' },
        { type: 'string', pattern: '\\d' },
      ],
    };
    completeDocument(
      {
        paths: {
          '/api/p': {
            post: {
              requestBody: {
                content: { 'application/json': { schema: { type: 'object', properties: { password } } } },
              },
              responses: {},
            },
          },
        },
      },
      () => ({ access: 'public' }),
    );
    expect(password).toEqual({
      type: 'string',
      maxLength: 20,
      pattern: '^[^\\0]*$',
      allOf: [{ type: 'string', pattern: '\\d', maxLength: 20 }],
    });
  });
});

describe('the served document', async () => {
  const t = await createTestApp();
  afterAll(() => t.close());
  const document = (await t.call('GET', '/api/openapi.json')).json() as Json;
  const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: dig(item, method) })),
  );

  it('names, summarises and files every operation under a known area, once', () => {
    const tags = new Set(API_TAGS.map(([name]) => name));
    const missing = operations.filter(({ operation }) => {
      const own = operation.tags as string[] | undefined;
      return !operation.operationId || !operation.summary || own?.length !== 1 || !tags.has(own.at(0) as never);
    });
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states each operation's access and error answers from its route's declaration", () => {
    const login = dig(document, 'paths', '/api/auth/login', 'post');
    expect(login.security).toEqual([{}]);
    expect(login.description).toMatch(/Access: public/);
    const school = dig(document, 'paths', '/api/schools/{id}', 'put');
    expect(school.security).toBeUndefined();
    expect(Object.keys(dig(school, 'responses'))).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '429', '500']),
    );
    expect(school.description).toMatch(/the UPDATE privilege on school/);
  });

  it("derives every operation's Access line from its route's declared access and record rule", () => {
    const wrong = operations.flatMap(({ method, path, operation }) => {
      const route = t.routes.find(
        (candidate) =>
          candidate.method.toLowerCase() === method &&
          candidate.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}') === path,
      );
      const description = String(operation.description ?? '');
      const expected = accessInWords(route?.access, route?.recordRule);
      const problems: string[] = [];
      if (!route) problems.push('no route');
      if (!description.endsWith(expected)) problems.push(`Access line is not '${expected}'`);
      if (description.split('Access:').length !== 2) problems.push('states its access more than once');
      // A route open to any signed-in user whose own words ask for a privilege understates its access: the
      // privilege belongs in its declaration (anyOf, or a record rule), where the server enforces it.
      const own = description.slice(0, -expected.length);
      const access = route?.access;
      if (typeof access === 'object' && 'signedIn' in access && /\b(READ|CREATE|UPDATE|DELETE)\b/.test(own)) {
        problems.push('names a privilege its declaration does not');
      }
      return problems.map((problem) => `${method.toUpperCase()} ${path}: ${problem}`);
    });
    expect(wrong).toEqual([]);
    const described = (method: string, path: string) => String(dig(document, 'paths', path, method).description);
    expect(described('get', '/api/plan-form-options')).toMatch(
      /Access: the READ privilege on unitplanform or the READ privilege on lessonplanform\.$/,
    );
    expect(described('get', '/api/goal-library')).toMatch(
      /Access: the READ privilege on goalsetting or the READ privilege on goalsettingform\.$/,
    );
    expect(described('post', '/api/review-comments')).toMatch(
      /Access: the READ privilege on goalsettingform or the READ privilege on goalsettingreview\. On the record: only /,
    );
  });
});
