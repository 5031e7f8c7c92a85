import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { consentRoutes } from './consents.routes';
import { lessonPlanRoutes } from './lesson-plans.routes';
import { createLessonPlanService } from './lesson-plans.service';
import { createPlanDashboardService } from './outstanding.service';
import { unitPlanRoutes } from './unit-plans.routes';
import { createUnitPlanService } from './unit-plans.service';

/** Unit and lesson plans, their consents, Refresh Consents and the dashboard calls (api2's part of plans/routes.ts). */
export function unitAndLessonPlanRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const units = createUnitPlanService(deps);
  const lessons = createLessonPlanService(deps);
  const dashboard = createPlanDashboardService(deps, units, lessons);
  return async (app) => {
    await app.register(unitPlanRoutes(units, dashboard));
    await app.register(lessonPlanRoutes(lessons, dashboard));
    await app.register(consentRoutes(deps, units, lessons));
  };
}
