import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentsUpdateBody,
  consentsUpdateQuery,
  errorResponse,
  idParams,
  lessonPlanDetailResponse,
  messageResponse,
  unitPlanDetailResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createConsentRefreshService } from './consents.service';
import type { LessonPlanService } from './lesson-plans.service';
import { consentsDoc } from './plan-route-docs';
import type { UnitPlanService } from './unit-plans.service';

const tags = ['plan consents'];

/**
 * Consents of unit and lesson plans. Changing a consent needs only READ on the plan: who may
 * change which consent (a teacher their own, the completed-plan roles every one) is the contract's consent rule,
 * applied by the service. Refreshing needs the privilege and role.
 */
export function consentRoutes(
  deps: AppDeps,
  units: UnitPlanService,
  lessons: LessonPlanService,
): FastifyPluginAsyncZod {
  const refresh = createConsentRefreshService(deps);
  return async (app) => {
    const consentPuts = [
      { level: 'unit', entity: 'unitplan', response: unitPlanDetailResponse, plans: units },
      { level: 'lesson', entity: 'lessonplan', response: lessonPlanDetailResponse, plans: lessons },
    ] as const;
    for (const { level, entity, response, plans } of consentPuts) {
      app.put(
        `/${level}-plan/:id/consents`,
        {
          config: { access: { entity, type: 'READ' } },
          schema: {
            tags,
            ...consentsDoc(level),
            params: idParams,
            querystring: consentsUpdateQuery,
            body: consentsUpdateBody,
            response: { 200: response },
          },
        },
        (request) => {
          const { version, school } = request.query;
          const auth = requireAuth(request);
          return plans === units
            ? units.putConsents(request.params.id, request.body, version, auth, school ?? null)
            : plans.putConsents(request.params.id, request.body, version, auth);
        },
      );
    }
    app.get(
      '/tier-plan/refresh-consents/:id',
      {
        config: { access: { entity: 'unitplan', type: 'UPDATE', rule: 'refreshTierConsents' } },
        schema: {
          tags,
          operationId: 'refreshTierPlanConsents',
          summary: 'Refresh the consent lists of the unit plans of a tier plan',
          description:
            "Each unit plan's consent list is brought up to date with today's subject teachers: a teacher still " +
            'assigned keeps their tick, a new one is added unticked, one no longer assigned leaves. The role rule ' +
            'is System Administrator, Administrator or Inspire Us-Core; refused under an INACTIVE annual plan (409).',
          params: idParams,
          response: { 200: messageResponse, 409: errorResponse },
        },
      },
      (request) => refresh.refreshTier(request.params.id, requireAuth(request)),
    );
    app.get(
      '/unit-plan/refresh-consents/:id',
      {
        config: { access: { entity: 'lessonplan', type: 'UPDATE', rule: 'refreshLessonConsents' } },
        schema: {
          tags,
          operationId: 'refreshUnitPlanConsents',
          summary: 'Refresh the consent lists of the lesson plans of a unit plan',
          description:
            "Each lesson plan's consent list (of the lesson plans the user sees) is brought up to date with " +
            "today's subject teachers of its school, the ticks of teachers still assigned kept. The role rule is " +
            'System Administrator, Administrator, Inspire Us-Core or Coordinator; refused under an INACTIVE annual ' +
            'plan (409).',
          params: idParams,
          response: { 200: messageResponse, 409: errorResponse },
        },
      },
      (request) => refresh.refreshUnit(request.params.id, requireAuth(request)),
    );
  };
}
