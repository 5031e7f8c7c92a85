import { z } from 'zod';
import { EVIDENCE, errorResponse, INT32_MAX, STORABLE_TEXT } from '@school/contract';
import type { AccessRule, PrivilegeNeed, RecordRule, RegisteredRoute } from '../plugins/access';
import { DOCUMENTED_BODY } from './multipart-body';

/*
 * The OpenAPI document as @fastify/swagger builds it from the routes' zod schemas says what each route accepts and
 * answers on success. This step adds, once for every route (a route added later included), what follows from the
 * route's declarations and from rules the whole API keeps: the access rule in words and as security, the error
 * answers with their shared shape, the rate-limit headers, integer formats from their bounds, and the bounds of
 * answered text and lists. Nothing here is written per route.
 */

type Json = Record<string, unknown>;
/** The route of an operation: its declared access and the rule its service checks on the record, if any. */
type RouteOf = (method: string, path: string) => Pick<RegisteredRoute, 'access' | 'recordRule'> | undefined;

/**
 * Rules every answer keeps, stated for the fields whose schema says nothing more precise. Every stored text came
 * through a request field, none of which accepts more than 5,000 characters, and PostgreSQL cannot hold NUL or a
 * lone surrogate; lists that can grow with the data are paged (at most PAGE_SIZES.max items), the others hold one
 * record's children or a school's classes and subjects. The conformance check of the test suite holds every answer it sees to them.
 */
export const ANSWER_LIMITS = {
  textLength: 10_000,
  listItems: 10_000,
  dateTimeLength: 40,
  /** A file answered (a plan's PDF, an evidence): never more than the largest evidence a server may hold. */
  fileBytes: EVIDENCE.largestMaxMb * 1024 * 1024,
} as const;
const STORABLE_TEXT_PATTERN = STORABLE_TEXT.source;
const INT32_MIN = -INT32_MAX - 1;

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': 'How many requests the caller may make in the current window (a minute).',
  'RateLimit-Remaining': 'How many requests the caller has left in the current window.',
  'RateLimit-Reset': 'Seconds until the current window ends.',
} as const;

const errorResponseSchema = z.toJSONSchema(errorResponse, { target: 'openapi-3.0', io: 'output' }) as Json;
delete errorResponseSchema.$schema;

const ERROR_ANSWERS = {
  307: [
    'PasswordExpired',
    'The password has expired: the user changes it (POST /api/auth/change-password) before signing in ' +
      '(code PASSWORD_EXPIRED).',
  ],
  400: ['BadRequest', 'The request broke a rule: fieldErrors names each field and its rules (code VALIDATION).'],
  401: [
    'Unauthorized',
    'No bearer token, or its session has ended or expired: sign in again. On the sign-in and password calls: the ' +
      'credentials or the link were refused.',
  ],
  403: [
    'Forbidden',
    'The signed-in user lacks the privilege or role the operation needs, or must change their password first ' +
      '(code PASSWORD_CHANGE_REQUIRED).',
  ],
  404: ['NotFound', 'No such record, or one the signed-in user may not see (the two are not told apart).'],
  409: [
    'Conflict',
    'The record changed since it was read (code STALE_VERSION: read it again), it already exists (DUPLICATE), or ' +
      'its workflow state does not allow this step now.',
  ],
  413: ['PayloadTooLarge', 'The body is larger than the server accepts (2 MB; an evidence file: EVIDENCE_MAX_MB).'],
  415: ['UnsupportedMediaType', 'The body is not of a type the operation reads (JSON, or a multipart form).'],
  429: ['TooManyRequests', 'Too many requests from this user or address: wait the seconds Retry-After gives.'],
  500: ['ServerError', 'An unexpected failure; requestId identifies it in the server log.'],
  502: ['BadGateway', 'The external system the operation calls failed or answered something unreadable.'],
  503: ['ServiceUnavailable', 'The external system the operation calls is not configured or not reachable.'],
} as const;
type ErrorStatus = keyof typeof ERROR_ANSWERS;

function errorResponses(): Json {
  const responses: Json = {};
  for (const [status, [name, description]] of Object.entries(ERROR_ANSWERS)) {
    const headers: Json = status === '500' ? corsHeaderRef() : answerHeaderRefs();
    if (status === '429') headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' };
    responses[name] = {
      description,
      headers,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
  }
  return responses;
}

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const corsHeaderRef = (): Json => ({ 'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin') });

/** The headers of every success and client-error answer: the rate limit's and CORS's. */
function answerHeaderRefs(): Json {
  return { ...corsHeaderRef(), ...Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((n) => [n, headerRef(n)])) };
}

function components(): Json {
  const header = (description: string) => ({
    description,
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: INT32_MAX },
  });
  // Every API answer but an unexpected failure carries the rate limit (plugins/rate-limit.ts): a client may rely on it.
  const sentAlways = (description: string) => ({ ...header(description), required: true });
  return {
    schemas: { ErrorResponse: errorResponseSchema },
    headers: {
      ...Object.fromEntries(Object.entries(RATE_LIMIT_HEADERS).map(([name, text]) => [name, sentAlways(text)])),
      'Retry-After': sentAlways('Seconds to wait before the next request.'),
      'Access-Control-Allow-Origin': {
        description:
          "The calling page's origin, only when it is one of the server's CORS_ALLOWED_ORIGINS (none by default: " +
          'browsers then refuse cross-origin calls).',
        schema: { type: 'string', maxLength: 500, pattern: '^https?://[^\\s/]+$' },
      },
    },
    responses: errorResponses(),
  };
}

const privilegeInWords = (need: PrivilegeNeed) => `the ${need.type} privilege on ${need.entity}`;

/** The rule a service checks on the record, in words: who may act, by relation to the record. */
function recordRuleInWords(rule: RecordRule): string {
  const who = Object.values(rule.relations).map(
    (relation) => `${relation.who} with ${privilegeInWords(relation.needs)}`,
  );
  return ` On the record: only ${who.join(', or ')} (403 otherwise).`;
}

/**
 * The operation's access in words, for its description: from the route's declared access and the rule its service
 * checks on the record, the same data the server decides with, so the words cannot drift from what is enforced.
 */
export function accessInWords(access: AccessRule | undefined, recordRule?: RecordRule): string {
  const onRecord = recordRule ? recordRuleInWords(recordRule) : '';
  if (access === undefined) return 'Access: refused to everyone (the route declares no access rule).';
  if (access === 'public') return 'Access: public, no sign-in needed.';
  if ('signedIn' in access) {
    return access.duringPasswordChange
      ? `Access: any signed-in user, also one who must change their password first.${onRecord}`
      : `Access: any signed-in user.${onRecord}`;
  }
  if ('anyOf' in access) return `Access: ${access.anyOf.map(privilegeInWords).join(' or ')}.${onRecord}`;
  const rule = access.rule ? ` and the role rule '${access.rule}'` : '';
  return `Access: ${privilegeInWords(access)}${rule}; records outside the user's school scope answer 404.${onRecord}`;
}

/**
 * Which error answers an operation can give, from its method, path, body and access rule. A route that answers
 * one more (a GET that can meet a workflow's refusal) declares it in its response schema with errorResponse.
 */
export function errorStatusesOf(
  method: string,
  path: string,
  access: AccessRule | undefined,
  hasBody = false,
  hasQuery = false,
): ErrorStatus[] {
  const signedIn = access !== 'public';
  const namesRecord = path.includes('{');
  const statuses: ErrorStatus[] = [400, 401];
  if (signedIn) statuses.push(403);
  // A record named in the path, or in the body or query (an id a signed-in user may not see), may not be found.
  if (namesRecord || (signedIn && (hasBody || hasQuery))) statuses.push(404);
  // A write may meet a stale version, a duplicate or a workflow's refusal; a read of one record may meet the
  // last (feedback that is not open yet).
  if (signedIn && (method !== 'get' || namesRecord)) statuses.push(409);
  // Any request that may carry a body (every method but GET) may send one too large or of another type.
  if (hasBody || method !== 'get') statuses.push(413, 415);
  statuses.push(429, 500);
  return statuses;
}

const isErrorStatus = (status: string): status is `${ErrorStatus}` => status in ERROR_ANSWERS;
const errorRef = (status: ErrorStatus | `${ErrorStatus}`) => ({
  $ref: `#/components/responses/${ERROR_ANSWERS[status][0]}`,
});

function completeOperation(
  operation: Json,
  method: string,
  path: string,
  route: Pick<RegisteredRoute, 'access' | 'recordRule'> | undefined,
) {
  const access = route?.access;
  const own = typeof operation.description === 'string' ? operation.description : undefined;
  operation.description = [own, accessInWords(access, route?.recordRule)].filter(Boolean).join('\n\n');
  // An empty requirement says no credentials are needed (OpenAPI 3.0 security requirement object).
  if (access === 'public') operation.security = [{}];
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    if (isErrorStatus(status)) {
      responses[status] = errorRef(status);
      continue;
    }
    if (/^[24]/.test(status)) response.headers = { ...answerHeaderRefs(), ...(response.headers as Json) };
    if (response.description === 'Default Response') response.description = status.startsWith('2') ? 'Done' : '';
  }
  const hasQuery = ((operation.parameters ?? []) as Json[]).some((parameter) => parameter.in === 'query');
  for (const status of errorStatusesOf(method, path, access, operation.requestBody !== undefined, hasQuery)) {
    responses[status] ??= errorRef(status);
  }
  operation.responses = responses;
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const typeIs = (schema: Json, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** int32 when the bounds fit PostgreSQL's integer, int64 otherwise. */
function integerFormat(schema: Json) {
  if (schema.format) return;
  const fits = (bound: unknown) => typeof bound === 'number' && bound >= INT32_MIN && bound <= INT32_MAX;
  schema.format = fits(schema.minimum) && fits(schema.maximum) ? 'int32' : 'int64';
}

/**
 * zod writes a second pattern of the same text as allOf members (a password's rules): the first moves up to the
 * text itself (allOf of patterns means all must match, wherever each is written).
 */
function hoistPattern(schema: Json) {
  const members = schema.allOf;
  if (schema.pattern !== undefined || !Array.isArray(members)) return;
  const index = members.findIndex((member) => isJson(member) && typeof member.pattern === 'string');
  if (index === -1) return;
  schema.pattern = members[index].pattern;
  const rest = members.filter((_, at) => at !== index);
  if (rest.length > 0) schema.allOf = rest;
  else delete schema.allOf;
}

function stringBounds(schema: Json, parent: Json | null, inAnswer: boolean) {
  hoistPattern(schema);
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (schema.maxLength === undefined && !fixed) {
    if (schema.format === 'date') schema.maxLength = 10;
    else if (schema.format === 'binary' && inAnswer) schema.maxLength = ANSWER_LIMITS.fileBytes;
    else if (schema.format === 'date-time') schema.maxLength = ANSWER_LIMITS.dateTimeLength;
    // A member of allOf checks the same text as its parent: the parent's bound is its bound.
    else if (parent?.maxLength !== undefined) schema.maxLength = parent.maxLength;
    else if (inAnswer) schema.maxLength = ANSWER_LIMITS.textLength;
  }
  if (inAnswer && schema.format === undefined && schema.pattern === undefined && !fixed) {
    schema.pattern = STORABLE_TEXT_PATTERN;
  }
}

/** Walks one schema, completing integers everywhere and the bounds of answered text, lists and maps. */
function completeSchema(schema: unknown, inAnswer: boolean, parent: Json | null = null): void {
  if (Array.isArray(schema)) {
    for (const item of schema) completeSchema(item, inAnswer, parent);
    return;
  }
  if (!isJson(schema)) return;
  if (typeIs(schema, 'integer')) integerFormat(schema);
  if (typeIs(schema, 'string')) stringBounds(schema, parent, inAnswer);
  if (inAnswer && typeIs(schema, 'array') && schema.maxItems === undefined) schema.maxItems = ANSWER_LIMITS.listItems;
  if (inAnswer && isJson(schema.additionalProperties) && schema.maxProperties === undefined) {
    schema.maxProperties = ANSWER_LIMITS.listItems;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isJson(value)) {
      for (const property of Object.values(value)) completeSchema(property, inAnswer);
    } else if (key === 'allOf') {
      completeSchema(value, inAnswer, schema);
    } else if (['items', 'anyOf', 'oneOf', 'additionalProperties', 'not'].includes(key)) {
      completeSchema(value, inAnswer);
    }
  }
}

/** Every schema of an operation: parameters and body as requests, responses (with their headers) as answers. */
function completeOperationSchemas(operation: Json) {
  for (const parameter of (operation.parameters ?? []) as Json[]) completeSchema(parameter.schema, false);
  const body = operation.requestBody as Json | undefined;
  for (const media of Object.values((body?.content ?? {}) as Record<string, Json>)) completeSchema(media.schema, false);
  for (const response of Object.values((operation.responses ?? {}) as Record<string, Json>)) {
    for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) {
      completeSchema(media.schema, true);
    }
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Completes the document @fastify/swagger built; routeOf names each operation's route (its access rules). */
export function completeDocument(document: Json, routeOf: RouteOf): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (operation[DOCUMENTED_BODY]) {
        operation.requestBody = operation[DOCUMENTED_BODY];
        delete operation[DOCUMENTED_BODY];
      }
      completeOperationSchemas(operation);
      completeOperation(operation, method, path, routeOf(method, path));
    }
  }
  const own = (document.components ?? {}) as Json;
  const added = components();
  for (const schema of Object.values(added.schemas as Json)) completeSchema(schema, true);
  return {
    ...document,
    components: {
      ...own,
      schemas: { ...(own.schemas as Json), ...(added.schemas as Json) },
      headers: added.headers,
      responses: added.responses,
    },
  };
}
