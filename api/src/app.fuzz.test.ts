import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, sisExamplePayload } from '@school/contract';
import { startFakeSis } from './test/fake-sis';
import { createClass, createSection, createSubject } from './test/factories-classes';
import {
  addLessonConsent,
  addUnitConsent,
  createAnnualPlan,
  createLessonPlan,
  createTierPlan,
  createUnitPlan,
} from './test/factories-plans';
import { createPolicy } from './test/factories-schools';
import { createSchool, createUser, TEST_PASSWORD } from './test/factories';
import {
  fromSchema,
  type JsonPath,
  type JsonSchema,
  mutateOne,
  nastyJson,
  nastyNumber,
  nastyText,
  pathsOf,
  rawBodies,
  withValueAt,
} from './test/fuzz-arbitraries';
import { createTestApp } from './test/test-app';

/*
 * No input gives a 5xx. For every operation of the OpenAPI document (so a route added later is covered without
 * editing this file), and every API route hidden from it, a signed-in System Administrator sends generated paths,
 * queries and bodies: malformed ids, NUL-bearing, huge and odd texts, numbers beyond a PostgreSQL integer, wrong
 * types, nested junk, raw malformed JSON, and bodies built from the route's own schema with one value replaced.
 * FUZZ_RUNS (cases per route) and FUZZ_SEED replay or deepen a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// The sync calls an external system: a fake one answers every school code with a valid school.
const sis = await startFakeSis((code) => ({ status: 200, body: JSON.stringify(validSisAnswer(code)) }));
const t = await createTestApp({ SIS_SYNC_URL: sis.url });
afterAll(async () => {
  await t.close();
  await sis.close();
});

/** The example answer with emails on a domain any school code can name. */
function validSisAnswer(code: string) {
  const domain = `s-${Buffer.from(code).toString('hex')}.valai.test`;
  return JSON.parse(JSON.stringify(sisExamplePayload(code)).replaceAll(`${code.toLowerCase()}.valai.test`, domain));
}

// Records to aim at, so generated ids often name something that exists.
const school = await createSchool(t.db);
const grade = await createClass(t.db, school.id);
const section = await createSection(t.db, grade.id);
const subject = await createSubject(t.db, grade.id);
const policy = await createPolicy(t.db, school.id);
const teacher = await createUser(t.db, { schoolId: school.id });
// A plan hierarchy (a COMPLETED unit with a lesson and consents, an open unit), so plan ids name something too.
const annualPlan = await createAnnualPlan(t.db, {
  gradeName: grade.gradeName,
  subjectName: subject.subjectName,
  subjectValue: subject.subjectValue,
});
const tierPlan = await createTierPlan(t.db, annualPlan);
const completedUnit = await createUnitPlan(t.db, tierPlan, { status: 'COMPLETED' });
const openUnit = await createUnitPlan(t.db, tierPlan);
const lessonPlan = await createLessonPlan(t.db, completedUnit, school.id);
await addUnitConsent(t.db, completedUnit, teacher.id);
await addLessonConsent(t.db, lessonPlan, teacher.id);
const planIds = [annualPlan.id, tierPlan.id, completedUnit.id, openUnit.id, lessonPlan.id];
const knownIds = [
  ...new Set([1, 2, 3, school.id, grade.id, section.id, subject.id, policy.id, teacher.id, ...planIds]),
];

// The administrator's session can end under the fuzz (logout, a password set on their id): a 401 renews it.
let token = '';
async function renewToken() {
  const admin = await createUser(t.db, { roles: [ROLE_NAMES.systemAdministrator] });
  token = await t.login(admin.email, TEST_PASSWORD);
}
await renewToken();

interface Operation {
  method: string;
  path: string;
  /** Public routes (sign-in, sign-up, passwords) behave differently without a session: they get more such cases. */
  isPublic: boolean;
  /** False for a route hidden from the document: it has no schemas to build on, so it gets junk only. */
  inDocument: boolean;
  parameters: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** fastify's /:id and /* as the document writes them: /{id} and /{wildcard}. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
const isPublic = (method: string, path: string) =>
  t.routes.find((route) => route.method === method && documentPath(route.url) === path)?.access === 'public';

function documentedOperations(): Operation[] {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        isPublic: isPublic(method.toUpperCase(), path),
        inDocument: true,
        parameters: operation.parameters ?? [],
        body: (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
          'application/json'
        ]?.schema,
      })),
  );
}

/** API routes left out of the document (aliases with a trailing slash, the docs pages): fuzzed without a schema. */
function hiddenOperations(documented: Operation[]): Operation[] {
  const known = new Set(documented.map((operation) => `${operation.method} ${operation.path}`));
  return t.routes
    .filter((route) => route.url.startsWith('/api'))
    .map((route) => ({
      method: route.method,
      path: documentPath(route.url),
      isPublic: route.access === 'public',
      inDocument: false,
    }))
    .filter((route) => !known.has(`${route.method} ${route.path}`))
    .map((route) => ({
      ...route,
      parameters: [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ in: 'path', name: match[1] ?? '' })),
      body: route.method === 'GET' ? undefined : {},
    }));
}

const operations = documentedOperations();
const allOperations = [...operations, ...hiddenOperations(operations)];

/** Percent-encodes, keeping a lone surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
function encode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?')).concat('%ED%A0%80');
  }
}

/** Escapes that are malformed on purpose, put into a URL as they are. */
const rawUrlTokens = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%2F',
  '%E0%A4%A',
  '..',
  '.',
  '+1',
  '1%0A',
  '%201',
  '0x10',
  '1e3',
);

const pathJunk = fc.oneof(
  { weight: 3, arbitrary: nastyText.map(encode) },
  { weight: 2, arbitrary: nastyNumber.map((number) => encode(String(number))) },
  { weight: 2, arbitrary: rawUrlTokens },
);
const validPathValue = fc.constantFrom(...knownIds).map(String);

/** One query value as the URL carries it, from the parameter's schema. */
const validQueryValue = (schema: JsonSchema | undefined) =>
  fromSchema(schema ?? {}, knownIds).map((value) => encode(String(value)));
/** Junk for a query parameter; two of them make it an array. */
const queryJunk = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: nastyText.map(encode) },
    { weight: 2, arbitrary: nastyNumber.map((number) => encode(String(number))) },
    { weight: 1, arbitrary: rawUrlTokens },
  ),
  { minLength: 1, maxLength: 2 },
);
const rawQueryParts = fc.constantFrom('%zz=1', '=', 'a%00=1', `${'k'.repeat(3000)}=1`, 'page=1&page=2');

interface FuzzRequest {
  url: string;
  anonymous: boolean;
  payload?: string;
  contentType?: string;
}
type Body = Pick<FuzzRequest, 'payload' | 'contentType'>;

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'];
const json = (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/** A body that is not the route's: any JSON, raw malformed or deep JSON, another content type, or none. */
const bodyJunk: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: nastyJson.map(json) },
  { weight: 2, arbitrary: rawBodies.map((payload) => ({ payload, contentType: 'application/json' })) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), nastyText)
      .map(([contentType, payload]) => ({ payload, contentType })),
  },
);

/** What one case breaks in an otherwise valid request, so that each input is tried on its own. */
type Mutation =
  | { kind: 'none' }
  | { kind: 'path'; index: number; value: string }
  | { kind: 'query'; index: number; values: string[] }
  | { kind: 'rawQuery'; part: string }
  | { kind: 'bodyField'; index: number; replacement: unknown }
  | { kind: 'body'; body: Body }
  | { kind: 'everything'; path: string[]; query: string[][]; body: Body };

/**
 * A request of the operation: valid path ids (of existing records), query values and body from the document's
 * schemas, with one mutation; now and then everything is junk at once.
 */
function requestOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const validBody = operation.body ? fromSchema(operation.body, knownIds) : fc.constant(undefined);
  const validQuery = fc.tuple(
    ...queryParameters.map((parameter) => fc.option(validQueryValue(parameter.schema), { freq: 3 })),
  );
  const mutations: fc.WeightedArbitrary<Mutation>[] = [
    { weight: 1, arbitrary: fc.constant({ kind: 'none' }) },
    { weight: 2, arbitrary: bodyJunk.map((body): Mutation => ({ kind: 'body', body })) },
    { weight: 1, arbitrary: rawQueryParts.map((part): Mutation => ({ kind: 'rawQuery', part })) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          path: fc.tuple(...pathParameters.map(() => pathJunk)),
          query: fc.tuple(...queryParameters.map(() => queryJunk)),
          body: bodyJunk,
        })
        .map((junk): Mutation => ({ kind: 'everything', ...junk })),
    },
  ];
  if (pathParameters.length > 0) {
    mutations.push({
      weight: 4,
      arbitrary: fc
        .record({ index: fc.nat(pathParameters.length - 1), value: pathJunk })
        .map((mutation): Mutation => ({ kind: 'path', ...mutation })),
    });
  }
  if (queryParameters.length > 0) {
    mutations.push({
      weight: 2 + 2 * queryParameters.length,
      arbitrary: fc
        .record({ index: fc.nat(queryParameters.length - 1), values: queryJunk })
        .map((mutation): Mutation => ({ kind: 'query', ...mutation })),
    });
  }
  if (operation.body) {
    mutations.push({
      weight: 8,
      arbitrary: fc
        .record({ index: fc.nat(), replacement: fc.oneof(nastyJson, fc.constant(undefined)) })
        .map((mutation): Mutation => ({ kind: 'bodyField', ...mutation })),
    });
  }

  return fc
    .record({
      path: fc.tuple(...pathParameters.map(() => validPathValue)),
      query: validQuery,
      body: validBody,
      mutation: fc.oneof(...mutations),
      anonymous: fc.nat(9).map((tenth) => tenth < (operation.isPublic ? 5 : 1)),
    })
    .map((base) => buildRequest(operation, base));
}

interface RequestBase {
  anonymous: boolean;
  path: string[];
  query: (string | null)[];
  body: unknown;
  mutation: Mutation;
}

function buildRequest(operation: Operation, { anonymous, path, query, body, mutation }: RequestBase): FuzzRequest {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues: string[] = [...path];
  const queryValues: (string[] | null)[] = query.map((value) => (value === null ? null : [value]));
  let payload: Body = operation.body ? json(body) : {};
  const extraQuery: string[] = [];
  switch (mutation.kind) {
    case 'path':
      pathValues[mutation.index] = mutation.value;
      break;
    case 'query':
      queryValues[mutation.index] = mutation.values;
      break;
    case 'rawQuery':
      extraQuery.push(mutation.part);
      break;
    case 'bodyField':
      payload = json(mutateOne(body, mutation.index, mutation.replacement));
      break;
    case 'body':
      payload = mutation.body;
      break;
    case 'everything':
      pathValues.splice(0, pathValues.length, ...mutation.path);
      queryValues.splice(0, queryValues.length, ...mutation.query);
      payload = mutation.body;
      break;
  }
  const url = pathParameters.reduce(
    (built, parameter, index) => built.replace(`{${parameter.name}}`, pathValues[index] ?? ''),
    operation.path,
  );
  const queryString = [
    ...queryParameters.flatMap((parameter, index) =>
      (queryValues[index] ?? []).map((value) => `${encode(parameter.name)}=${value}`),
    ),
    ...extraQuery,
  ].join('&');
  return { url: queryString ? `${url}?${queryString}` : url, anonymous, ...payload };
}

/**
 * The values that gave 500s before, each put in turn into every path id, query parameter and body value: NUL, an
 * integer beyond PostgreSQL's, and a lone surrogate (UTF-8 cannot encode it; a JSON column refused it).
 */
const TEXT_CULPRITS = ['%00', '2147483648'];
const JSON_CULPRITS = ['a\0b', 2 ** 31, 'a\uD800b'];

const sampleOf = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { numRuns: 1, seed: 1 })[0];

/**
 * Deterministic cases run before the generated ones: each known culprit in each input of an otherwise valid
 * request (required query parameters and body members filled, the one member under test added).
 */
function examplesOf(operation: Operation): FuzzRequest[] {
  if (!operation.inDocument) return [];
  const pathCount = operation.parameters.filter((parameter) => parameter.in === 'path').length;
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const base = {
    anonymous: operation.isPublic,
    path: Array.from({ length: pathCount }, () => String(knownIds[0])),
    query: queryParameters.map((parameter) =>
      parameter.required ? (sampleOf(validQueryValue(parameter.schema)) ?? null) : null,
    ),
  };
  const bodyWith = (path: JsonPath, replacement: unknown) => {
    // Bases are sampled anew (same seed: the same shape) for every case, so that their texts are new each time.
    const every = operation.body ? sampleOf(fromSchema(operation.body, knownIds, 'every')) : undefined;
    const required = operation.body ? sampleOf(fromSchema(operation.body, knownIds, 'required')) : undefined;
    // The required members, plus the top-level member that holds the path (taken whole from `every`).
    const [top] = path;
    const start =
      isObject(required) && isObject(every) && typeof top === 'string' ? { ...required, [top]: every[top] } : every;
    return withValueAt(start, path, replacement);
  };
  const bodyPaths = operation.body ? pathsOf(sampleOf(fromSchema(operation.body, knownIds, 'every'))) : [];
  const mutations: Mutation[] = [
    ...TEXT_CULPRITS.flatMap((text) => [
      ...Array.from({ length: pathCount }, (_, index): Mutation => ({ kind: 'path', index, value: text })),
      ...queryParameters.map((_, index): Mutation => ({ kind: 'query', index, values: [text] })),
    ]),
    ...JSON_CULPRITS.flatMap((value) =>
      bodyPaths.map((path): Mutation => ({ kind: 'body', body: json(bodyWith(path, value)) })),
    ),
  ];
  const body = () => (operation.body ? sampleOf(fromSchema(operation.body, knownIds, 'required')) : undefined);
  return mutations.map((mutation) => buildRequest(operation, { ...base, body: body(), mutation }));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const excerpt = (text: string | undefined, length = 300) =>
  text === undefined ? '(none)' : text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

async function send(method: string, request: FuzzRequest) {
  const call = () =>
    t.app.inject({
      method: method as 'GET',
      url: request.url,
      headers: {
        ...(request.anonymous ? {} : { authorization: `Bearer ${token}` }),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  const response = await call();
  if (response.statusCode !== 401 || request.anonymous) return response;
  await renewToken();
  return call();
}

/**
 * The one 5xx that is an answer, not a failure: Sync With Valai's 502 (code BAD_GATEWAY) saying the external
 * system's data does not fit ours. The fuzz edits the lists of values the sync checks against (an 'Affiliated
 * Board' item deactivated by a fuzzed PATCH /lov), so the fake system's valid school can stop fitting them.
 */
function isWordedUpstreamRefusal(response: { statusCode: number; body: string }): boolean {
  if (response.statusCode !== 502) return false;
  try {
    return (JSON.parse(response.body) as { code?: unknown }).code === 'BAD_GATEWAY';
  } catch {
    return false;
  }
}

describe('no input gives a 5xx', () => {
  it('fuzzes every operation of the OpenAPI document', () => {
    // The document is the list: if it were empty the test would prove nothing.
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(allOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const examples = examplesOf(operation).map((request): [FuzzRequest] => [request]);
      const details = await fc.check(
        fc.asyncProperty(requestOf(operation), async (request) => {
          const response = await send(operation.method, request);
          if (response.statusCode >= 500 && !isWordedUpstreamRefusal(response)) {
            throw new Error(
              `${operation.method} ${excerpt(request.url)} (${request.anonymous ? 'anonymous' : 'signed in'}, ` +
                `content-type ${request.contentType ?? 'none'})\n` +
                `  body: ${excerpt(request.payload)}\n` +
                `  answered ${response.statusCode}: ${excerpt(response.body)}`,
            );
          }
        }),
        // fast-check counts the examples among the runs.
        {
          numRuns: examples.length + (operation.inDocument ? RUNS : Math.ceil(RUNS / 2)),
          seed: SEED,
          endOnFailure: true,
          examples,
        },
      );
      const failure =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      expect(details.failed, `${failure}\n  replay: FUZZ_SEED=${details.seed}`).toBe(false);
    },
    120_000,
  );
});
