import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { createBackgroundTasks } from './lib/background';
import { redactUrl } from './lib/log-redaction';
import { createMailer } from './lib/mailer';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { lovRoutes } from './modules/lov/lov.routes';
import { schoolRoutes } from './modules/schools/schools.routes';
import { policyRoutes } from './modules/policies/policies.routes';
import { observationRegisterRoutes } from './modules/observation-register/observation-register.routes';
import { classRoutes } from './modules/classes/classes-module.routes';
import { userRoutes } from './modules/users/users-module.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { planRoutes } from './modules/plans/plans-module.routes';
import { goalRoutes } from './modules/goals/goals-module.routes';
import { type RegisteredRoute, registerAccessControl } from './plugins/access';
import { registerCompression } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerErrorHandling } from './plugins/errors';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { helmetOptionsWithScripts, registerSecurityHeaders } from './plugins/security-headers';
import { inlineScriptSources, registerWebApp } from './plugins/web';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(config: Config, database: DatabaseHandle, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), requestId: request.id }),
      },
    },
    bodyLimit: 2 * 1024 * 1024,
    // request.ip is the sign-in throttle's client address: behind a proxy, say which proxies to believe.
    trustProxy: config.TRUST_PROXY,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    db: database.db,
    config,
    mailer: createMailer(config, database.db, app.log),
    background: createBackgroundTasks(app.log),
  };
  app.addHook('onClose', () => deps.background.idle());
  const routes: RegisteredRoute[] = [];
  const auth = createAuthService(deps);

  const webDist = config.WEB_DIST ?? defaultWebDist;
  // First, so that every answer carries helmet's headers, a refusal of the access check included.
  registerSecurityHeaders(app, helmetOptionsWithScripts(inlineScriptSources(webDist)));
  registerErrorHandling(app);
  // Before the access check, so that a 401 or 403 counts too and carries the RateLimit headers.
  registerRateLimit(app, config, database);
  await registerCors(app, config.CORS_ALLOWED_ORIGINS);
  registerAccessControl(app, auth.resolveSession, routes);
  registerNoStore(app);
  await registerCompression(app);
  await registerOpenApi(app, routes);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(authRoutes(deps, auth));
      await api.register(lovRoutes(deps));
      await api.register(schoolRoutes(deps));
      await api.register(policyRoutes(deps));
      await api.register(observationRegisterRoutes(deps));
      await api.register(classRoutes(deps));
      await api.register(userRoutes(deps));
      await api.register(roleRoutes(deps));
      await api.register(planRoutes(deps));
      await api.register(goalRoutes(deps));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, webDist);
  return { app, routes, deps };
}

export type App = Awaited<ReturnType<typeof buildApp>>['app'];
