import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { staffImportRoutes } from './import.routes';
import { userRoleRoutes } from './user-roles.routes';
import { staffRoutes } from './users.routes';

/** Staff (/users), their roles, and the staff CSV import. */
export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(staffRoutes(deps));
    await app.register(userRoleRoutes(deps));
    await app.register(staffImportRoutes(deps));
  };
}
