import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  lessonPlanFormInput,
  lessonPlanFormResponse,
  planFormOptionsResponse,
  teacherReflectionsResponse,
  unitPlanFormInput,
  unitPlanFormResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createPlanFormService } from './plan-forms.service';

const tags = ['plans'];

/** The plan forms (issue 8; docs/planning-api.md 'Plan forms'). */
export function planFormRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const forms = createPlanFormService(deps);
  return async (app) => {
    app.get(
      '/unit-plan/:id/unit-plan-form',
      {
        config: { access: { entity: 'unitplanform', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: unitPlanFormResponse } },
      },
      (request) => forms.unitPlanForm(requireAuth(request), request.params.id),
    );
    // The spec's client also sends the form to /unitplan-form.
    for (const path of ['/unit-plan/:id/unit-plan-form', '/unit-plan/:id/unitplan-form']) {
      app.put(
        path,
        {
          config: { access: { entity: 'unitplanform', type: 'UPDATE' } },
          schema: { tags, params: idParams, body: unitPlanFormInput, response: { 200: unitPlanFormResponse } },
        },
        (request) => forms.saveUnitPlanForm(requireAuth(request), request.params.id, request.body),
      );
    }
    app.get(
      '/lesson-plan/:id/lesson-plan-form',
      {
        config: { access: { entity: 'lessonplanform', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: lessonPlanFormResponse } },
      },
      (request) => forms.lessonPlanForm(requireAuth(request), request.params.id),
    );
    app.put(
      '/lesson-plan/:id/lesson-plan-form',
      {
        config: { access: { entity: 'lessonplanform', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: lessonPlanFormInput, response: { 200: lessonPlanFormResponse } },
      },
      (request) => forms.saveLessonPlanForm(requireAuth(request), request.params.id, request.body),
    );
    app.get(
      '/unit-plan/:id/teacher-reflections',
      {
        config: { access: { entity: 'unitplanform', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: teacherReflectionsResponse } },
      },
      (request) => forms.reflectionsOfUnit(requireAuth(request), request.params.id),
    );
    app.get(
      '/lesson-plan/:id/teacher-reflections',
      {
        config: { access: { entity: 'lessonplanform', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: teacherReflectionsResponse } },
      },
      (request) => forms.reflectionsOfLesson(requireAuth(request), request.params.id),
    );
    app.get(
      '/plan-form-options',
      {
        // READ on unitplanform or lessonplanform: the service checks (a rule names one privilege).
        config: { access: { signedIn: true } },
        schema: { tags, response: { 200: planFormOptionsResponse } },
      },
      (request) => forms.formOptions(requireAuth(request)),
    );
  };
}
