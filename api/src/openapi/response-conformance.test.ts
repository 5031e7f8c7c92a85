import { describe, expect, it } from 'vitest';
import { createConformanceChecker, type ObservedResponse } from './response-conformance';

/** A small OpenAPI 3.0 document written the way @fastify/swagger and complete-document.ts write ours. */
const document = {
  openapi: '3.0.3',
  info: { title: 'test', version: '1' },
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: {
            description: 'Done',
            headers: { 'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' } },
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 },
                    note: { type: 'string', nullable: true, maxLength: 5 },
                    status: { type: 'string', nullable: true, enum: ['ACTIVE', 'INACTIVE'] },
                    createdOn: { type: 'string', format: 'date-time' },
                    ratio: { type: 'number', minimum: 0, exclusiveMinimum: true },
                  },
                  required: ['id', 'note', 'status', 'createdOn'],
                  additionalProperties: false,
                },
              },
            },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
      delete: { responses: { 204: { description: 'Gone' }, '4XX': { $ref: '#/components/responses/NotFound' } } },
    },
    '/api/things/{id}/pdf': {
      get: { responses: { 200: { description: 'A PDF', content: { 'application/pdf': {} } } } },
    },
  },
  components: {
    schemas: {
      ErrorResponse: {
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' } },
        required: ['message'],
        additionalProperties: false,
      },
    },
    headers: { 'RateLimit-Limit': { required: true, schema: { type: 'integer', minimum: 0 } } },
    responses: {
      NotFound: {
        description: 'No such thing',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      },
    },
  },
};

const checker = createConformanceChecker(document);
const thing = { id: 3, note: null, status: null, createdOn: '2026-05-01T10:00:00.000Z' };
const json = { 'content-type': 'application/json; charset=utf-8', 'ratelimit-limit': '100' };
const answer = (overrides: Partial<ObservedResponse> & { data?: unknown }): ObservedResponse => {
  const { data, ...rest } = overrides;
  return {
    method: 'GET',
    path: '/api/things/{id}',
    status: 200,
    headers: json,
    body: JSON.stringify(data ?? thing),
    ...rest,
  };
};

describe('response conformance', () => {
  it('accepts an answer the document describes, nullable fields and referenced responses included', () => {
    expect(checker.check(answer({}))).toEqual([]);
    expect(checker.check(answer({ data: { ...thing, note: 'short', status: 'ACTIVE', ratio: 0.5 } }))).toEqual([]);
    expect(checker.check(answer({ status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } }))).toEqual([]);
    expect(checker.check(answer({ method: 'DELETE', status: 204, headers: {}, body: '' }))).toEqual([]);
    expect(checker.check(answer({ method: 'DELETE', status: 409, data: { message: 'Stale' } }))).toEqual([]);
    const pdf = { path: '/api/things/{id}/pdf', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' };
    expect(checker.check(answer(pdf))).toEqual([]);
  });

  it('names what the document does not say', () => {
    const problems = (overrides: Parameters<typeof answer>[0]) => checker.check(answer(overrides)).join('\n');
    expect(problems({ status: 403 })).toMatch(/GET \/api\/things\/\{id\} → 403: status not documented/);
    expect(problems({ method: 'PUT' })).toMatch(/no such operation/);
    expect(problems({ data: { ...thing, extra: 1 } })).toMatch(/must NOT have additional properties 'extra'/);
    expect(problems({ data: { ...thing, id: null } })).toMatch(/\/id must be integer/);
    expect(problems({ data: { ...thing, id: 2 ** 31 } })).toMatch(/\/id must be <= 2147483647/);
    expect(problems({ data: { ...thing, note: 'too long' } })).toMatch(/\/note must NOT have more than 5 characters/);
    expect(problems({ data: { ...thing, status: 'GONE' } })).toMatch(/\/status must be equal to one of the allowed/);
    expect(problems({ data: { ...thing, createdOn: 'yesterday' } })).toMatch(/\/createdOn must match format/);
    expect(problems({ data: { ...thing, ratio: 0 } })).toMatch(/\/ratio must be > 0/);
    expect(problems({ data: { id: 3 } })).toMatch(/must have required property 'note'/);
    expect(problems({ headers: { 'content-type': 'application/json' } })).toMatch(/required header RateLimit-Limit/);
    expect(problems({ headers: { ...json, 'ratelimit-limit': 'many' } })).toMatch(/header RateLimit-Limit "many"/);
    expect(problems({ headers: { ...json, 'content-type': 'text/html' } })).toMatch(/answered text\/html/);
    expect(problems({ body: '' })).toMatch(/empty body/);
    expect(problems({ status: 404, data: { error: 'x' } })).toMatch(/must have required property 'message'/);
  });
});
