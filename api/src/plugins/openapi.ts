import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS } from '../openapi/api-tags';
import { completeDocument } from '../openapi/complete-document';
import type { RegisteredRoute } from './access';

/** '/api/schools/:id' as OpenAPI writes it: '/api/schools/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * OpenAPI 3 document generated from the route schemas and completed from the routes' access declarations
 * (openapi/complete-document.ts), at /api/openapi.json; docs page at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, routes: RegisteredRoute[]) {
  const routeOf = (method: string, path: string) =>
    routes.find((route) => route.method.toLowerCase() === method && openApiPath(route.url) === path);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'School planning API',
        version: '1.0.0',
        description:
          'Academic planning (annual, tier, unit and lesson plans) and staff goals for a network of schools, with ' +
          'their administration. Sign in with POST /api/auth/login and send its accessToken as a bearer token. ' +
          'Answers are private (Cache-Control: no-store), but for the health checks and this document. Each caller has a rate limit, stated ' +
          'in the RateLimit headers of every answer. Errors share one shape: {message, code, fieldErrors}.',
        contact: { name: "The school network's administrators" },
      },
      servers: [
        {
          url: '/',
          description: 'The server this document is read from (production, staging or a local installation).',
          // OWASP API9: says the document is meant for clients outside the team too.
          'x-internal': false,
        } as { url: string; description: string },
      ],
      tags: API_TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The accessToken of POST /api/auth/login: an opaque session token, not a JWT.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? completeDocument(document.openapiObject as Record<string, unknown>, routeOf)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
  app.get('/api/openapi.json', { config: { access: 'public', storable: true }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
