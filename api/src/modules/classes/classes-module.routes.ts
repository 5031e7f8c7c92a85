import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { classCrudRoutes } from './classes.routes';
import { classImportRoutes } from './import.routes';
import { sectionRoutes } from './sections.routes';
import { subjectRoutes } from './subjects.routes';
import { teacherRoutes } from './teachers.routes';

/** Classes, class sections, subjects, Manage Teachers and the class import. */
export function classRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(classCrudRoutes(deps));
    await app.register(sectionRoutes(deps));
    await app.register(subjectRoutes(deps));
    await app.register(teacherRoutes(deps));
    await app.register(classImportRoutes(deps));
  };
}
