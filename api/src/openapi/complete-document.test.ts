import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { API_TAGS } from './api-tags';
import { accessInWords, completeDocument, errorStatusesOf } from './complete-document';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the completion of the API document', () => {
  it('derives the error answers from the method, the path and the access rule', () => {
    expect(errorStatusesOf('post', '/api/auth/login', 'public')).toEqual([400, 401, 429, 500]);
    expect(errorStatusesOf('get', '/api/schools', { entity: 'school', type: 'READ' })).toEqual([
      400, 401, 403, 429, 500,
    ]);
    expect(errorStatusesOf('put', '/api/schools/{id}', { entity: 'school', type: 'UPDATE' })).toEqual([
      400, 401, 403, 404, 409, 429, 500,
    ]);
    expect(errorStatusesOf('get', '/api/auth/me', { signedIn: true })).not.toContain(409);
  });

  it('says the access rule in words', () => {
    expect(accessInWords('public')).toMatch(/public/);
    expect(accessInWords({ signedIn: true, duringPasswordChange: true })).toMatch(/must change their password/);
    expect(accessInWords({ entity: 'school', type: 'UPDATE', rule: 'canManageRoles' as never })).toBe(
      "Access: the UPDATE privilege on school and the role rule 'canManageRoles'; records outside the user's " +
        'school scope answer 404.',
    );
    expect(accessInWords(undefined)).toMatch(/refused to everyone/);
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
      () => ({ entity: 'school', type: 'READ' }),
    );
    const operation = (document.paths as Json)['/api/things/{id}'] as Record<string, Json>;
    const { get } = operation;
    expect(((get.parameters as Json[])[0].schema as Json).format).toBe('int32');
    const ok = (get.responses as Record<string, Json>)['200'];
    const schema = ((ok.content as Json)['application/json'] as Json).schema as Json;
    const properties = schema.properties as Record<string, Json>;
    expect(properties.count.format).toBe('int64');
    expect(properties.name).toMatchObject({ maxLength: 10_000, pattern: '^[^\\0]*$' });
    expect(properties.code).toMatchObject({ maxLength: 30, pattern: '^[A-Z]+$' });
    expect(properties.status).not.toHaveProperty('maxLength');
    expect(properties.on).toMatchObject({ maxLength: 10 });
    expect(properties.on).not.toHaveProperty('pattern');
    expect(properties.tags.maxItems).toBe(10_000);
    expect(Object.keys(ok.headers as Json)).toEqual([
      'Access-Control-Allow-Origin',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    expect(Object.keys(get.responses as Json)).toEqual(['200', '400', '401', '403', '404', '429', '500']);
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
      () => 'public',
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
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] })),
  );

  it('names, summarises and files every operation under a known area, once', () => {
    const tags = new Set(API_TAGS.map(([name]) => name));
    const missing = operations.filter(({ operation }) => {
      const own = operation.tags as string[] | undefined;
      return !operation.operationId || !operation.summary || own?.length !== 1 || !tags.has(own[0] as never);
    });
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states each operation's access and error answers from its route's declaration", () => {
    const login = operations.find(({ path, method }) => path === '/api/auth/login' && method === 'post');
    expect(login?.operation.security).toEqual([{}]);
    expect(login?.operation.description).toMatch(/Access: public/);
    const school = operations.find(({ path, method }) => path === '/api/schools/{id}' && method === 'put');
    expect(school?.operation.security).toBeUndefined();
    expect(Object.keys(school?.operation.responses as Json)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '429', '500']),
    );
    expect(school?.operation.description).toMatch(/the UPDATE privilege on school/);
  });
});
