import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Middleware } from 'openapi-fetch';

/*
 * Does an answer of the API keep what the API document says of it? The operation (method and path as the document
 * writes it, '/api/lov/{id}') must document the answered status, the answer's media type must be one the status
 * documents, a JSON body must validate against that media type's schema, every header the status marks required
 * must be present, and a documented header that is present must hold to its schema (numbers read from the text).
 * Used by the generated client's test (as an openapi-fetch middleware) and usable on any answer (a Fastify onSend
 * hook, a browser test's network log).
 */

type Json = Record<string, unknown>;

/** One answer, as the client or the server saw it. */
export interface ObservedResponse {
  method: string;
  /** The operation's path as the document writes it: '/api/lov/{id}'. */
  path: string;
  status: number;
  /** Header names in any case. */
  headers: Headers | Record<string, string | string[] | number | undefined>;
  /** The body's text ('' when there is none). */
  body: string;
}

export interface ConformanceChecker {
  /** What the answer does that the document does not say; empty when it conforms. */
  check(observed: ObservedResponse): string[];
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const REF_BASE = 'openapi.json';

/** A local reference ('#/components/responses/NotFound') resolved in the document, followed until no $ref is left. */
function resolve(document: Json, value: unknown): unknown {
  const seen = new Set<string>();
  let current = value;
  while (isJson(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`cannot resolve ${ref} in the API document`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (isJson(node) ? node[part] : undefined), document);
    if (current === undefined) throw new Error(`${ref} is not in the API document`);
  }
  return current;
}

/**
 * An OpenAPI 3.0 schema as JSON Schema for Ajv: `nullable: true` admits null (enum or not), boolean
 * exclusiveMinimum/exclusiveMaximum become numbers, local references point into the document added to Ajv.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isJson(schema)) return schema;
  const converted: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) converted.$ref = `${REF_BASE}${value}`;
    else if (key === 'nullable') continue;
    else if (['properties', 'patternProperties', 'definitions', '$defs'].includes(key) && isJson(value)) {
      converted[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toJsonSchema(sub)]));
    } else if (
      ['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf', 'propertyNames', 'contains'].includes(key)
    ) {
      converted[key] = toJsonSchema(value);
    } else converted[key] = value;
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (converted[exclusive] === true) {
      converted[exclusive] = converted[bound];
      delete converted[bound];
    } else if (converted[exclusive] === false) delete converted[exclusive];
  }
  return schema.nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/** Every `format` the document names, so that the ones Ajv does not know can be accepted as annotations. */
function formatsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatsIn(item, found);
  else if (isJson(value)) {
    for (const [key, sub] of Object.entries(value)) {
      if (key === 'format' && typeof sub === 'string') found.add(sub);
      else formatsIn(sub, found);
    }
  }
  return found;
}

function headerValue(headers: ObservedResponse['headers'], name: string): unknown {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

const mediaTypeOf = (contentType: unknown) =>
  typeof contentType === 'string' ? (contentType.split(';')[0]?.trim().toLowerCase() ?? '') : '';
const isJsonMedia = (media: string) => media === 'application/json' || media.endsWith('+json');

/** The documented media type an answered content type falls under: exact, then 'type/*', then '*\/*'. */
function documentedMedia(content: Json, media: string): string | undefined {
  const keys = Object.keys(content);
  const lower = (key: string) => key.split(';')[0]?.trim().toLowerCase();
  return (
    keys.find((key) => lower(key) === media) ??
    keys.find((key) => lower(key) === `${media.split('/')[0]}/*`) ??
    keys.find((key) => lower(key) === '*/*')
  );
}

/** A checker for answers of the API the document describes (the document as /api/openapi.json serves it). */
export function createConformanceChecker(document: Json): ConformanceChecker {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  for (const format of formatsIn(document)) if (!ajv.formats[format]) ajv.addFormat(format, true);
  ajv.addSchema({ components: toJsonSchema(document.components ?? {}) }, REF_BASE);
  const validators = new Map<string, ValidateFunction>();
  const paths = (document.paths ?? {}) as Record<string, Json>;

  function validatorFor(key: string, schema: unknown) {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as Json);
      validators.set(key, validate);
    }
    return validate;
  }

  function check({ method, path, status, headers, body }: ObservedResponse): string[] {
    const name = `${method.toUpperCase()} ${path} → ${status}`;
    const item = paths[path];
    const operation = item && METHODS.has(method.toLowerCase()) ? item[method.toLowerCase()] : undefined;
    if (!isJson(operation)) return [`${method.toUpperCase()} ${path}: the document has no such operation`];
    const responses = (resolve(document, operation.responses) ?? {}) as Json;
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
    if (!statusKey) {
      return [`${name}: status not documented (documented: ${Object.keys(responses).join(', ') || 'none'})`];
    }
    const response = resolve(document, responses[statusKey]) as Json;
    const problems: string[] = [];

    for (const [header, declared] of Object.entries((response.headers ?? {}) as Json)) {
      const definition = resolve(document, declared) as Json;
      const value = headerValue(headers, header);
      if (value === undefined) {
        if (definition.required === true) problems.push(`${name}: required header ${header} missing`);
        continue;
      }
      if (definition.schema === undefined) continue;
      const schema = resolve(document, definition.schema) as Json;
      const text = String(Array.isArray(value) ? value[0] : value);
      const numeric = (schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(text);
      const validate = validatorFor(`${method} ${path} ${statusKey} header ${header}`, definition.schema);
      if (!validate(numeric ? Number(text) : text)) {
        problems.push(
          `${name}: header ${header} ${JSON.stringify(text)} ${validate.errors?.[0]?.message ?? 'invalid'}`,
        );
      }
    }

    const content = (response.content ?? {}) as Json;
    const contentType = headerValue(headers, 'content-type');
    if (body === '') {
      if (Object.keys(content).length > 0) {
        problems.push(`${name}: empty body, the document says ${Object.keys(content).join(' or ')}`);
      }
      return problems;
    }
    const media = mediaTypeOf(Array.isArray(contentType) ? contentType[0] : contentType);
    const documented = documentedMedia(content, media);
    if (!documented) {
      const said = Object.keys(content).join(' or ') || 'no body';
      problems.push(`${name}: answered ${media || 'a body without Content-Type'}, the document says ${said}`);
      return problems;
    }
    const schema = (resolve(document, content[documented]) as Json).schema;
    if (schema === undefined || !isJsonMedia(media)) return problems;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return [...problems, `${name}: the body is not JSON although Content-Type says ${media}`];
    }
    const validate = validatorFor(`${method} ${path} ${statusKey} ${documented}`, schema);
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        const where = error.instancePath || '(body)';
        const extra = error.keyword === 'additionalProperties' ? ` '${String(error.params.additionalProperty)}'` : '';
        problems.push(`${name}: ${where} ${error.message ?? error.keyword}${extra}`);
      }
    }
    return problems;
  }

  return { check };
}

/**
 * An openapi-fetch middleware that checks every answer the client receives. By default a nonconforming answer
 * makes the call throw with what differs; `onProblems` may collect instead.
 */
export function conformanceMiddleware(
  checker: ConformanceChecker,
  onProblems: (problems: string[]) => void = (problems) => {
    throw new Error(`The answer does not conform to the API document:\n${problems.join('\n')}`);
  },
): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const problems = checker.check({
        method: request.method,
        path: schemaPath,
        status: response.status,
        headers: response.headers,
        body: await response.clone().text(),
      });
      if (problems.length > 0) onProblems(problems);
    },
  };
}
