import { z } from 'zod';

/** Where a route that reads its body by hand puts the body's description; the completion moves it to requestBody. */
export const DOCUMENTED_BODY = 'x-request-body';

/**
 * The multipart/form-data body of a route that reads its parts by hand (Fastify validates no schema for it), for
 * the API document only: each part from its zod schema, an object part sent as JSON (OpenAPI's part encoding).
 */
export function multipartBody(parts: Record<string, z.ZodType>) {
  const properties: Record<string, unknown> = {};
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, part] of Object.entries(parts)) {
    const { $schema: _, ...schema } = z.toJSONSchema(part, {
      target: 'openapi-3.0',
      io: 'input',
    });
    properties[name] = schema;
    if (schema.type === 'object') encoding[name] = { contentType: 'application/json' };
  }
  const required = Object.keys(parts);
  return {
    [DOCUMENTED_BODY]: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required }, encoding } },
    },
  };
}
