import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAnnualPeriod, planSettingsResponse } from '@school/contract';
import type { AppDeps } from '../../deps';
import { annualPlanRoutes } from './annual-plans.routes';
import { planPdfRoutes } from './pdf/plan-pdf.routes';
import { planFormRoutes } from './plan-forms.routes';
import { tierPlanRoutes } from './tier-plans.routes';
import { unitAndLessonPlanRoutes } from './unit-lesson.routes';

/**
 * Every route of academic plans. Each plan area registers here: annual and tier plans (core), unit and
 * lesson plans, consents, outstanding and upcoming (api2).
 */
export function planRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plan-settings',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['plans'],
          operationId: 'getPlanSettings',
          summary: 'Get the planning settings',
          response: { 200: planSettingsResponse },
        },
      },
      async () => ({
        schoolSpecificClasses: deps.config.SCHOOL_SPECIFIC_CLASSES,
        yearStartMonth: deps.config.PLAN_YEAR_START_MONTH,
        currentAnnualPeriod: currentAnnualPeriod(new Date(), deps.config.PLAN_YEAR_START_MONTH),
        preprimaryClasses: deps.config.PRE_PRIMARY_CLASSES,
      }),
    );
    // Plan areas (keep one line each; core above, api2 below).
    await app.register(annualPlanRoutes(deps));
    await app.register(tierPlanRoutes(deps));
    await app.register(unitAndLessonPlanRoutes(deps));
    await app.register(planFormRoutes(deps));
    await app.register(planPdfRoutes(deps));
  };
}
