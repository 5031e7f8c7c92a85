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

/** Who may still save a form once its plan is COMPLETED (roleRules.editCompletedUnitPlanForm / …LessonPlanForm). */
const COMPLETED_FORM_ROLES = {
  unit: 'System Administrator, Administrator or Inspire Us-Core',
  lesson: 'Coordinator, Administrator or Inspire Us-Core',
};

/** What a form's PUT does by its status (docs/planning-api.md 'Plan forms'; the plan status machine). */
const formSaveRule = (level: 'unit' | 'lesson') =>
  "Replaces the whole form: a field left out is emptied. status equal to the plan's saves (a COMPLETED plan " +
  `only for ${COMPLETED_FORM_ROLES[level]}); COMPLETED on an ACTIVE plan saves and submits it (400 naming each ` +
  `required field left empty${level === 'lesson' ? ', by the PRECLASS steps for a pre-primary lesson' : ''}, ` +
  `403 without UPDATE on ${level}plan, 409 while a consent is missing); ACTIVE on a ` +
  'COMPLETED plan resumes it. Only a user who signs the plan, or holds System Administrator, Administrator, ' +
  'Inspire Us-Core or Coordinator, saves, submits or resumes it (403). An INACTIVE plan, or one under an INACTIVE annual plan, is read-only (409); a stale ' +
  'version is 409.';

/** The plan forms (docs/planning-api.md 'Plan forms'). */
export function planFormRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const forms = createPlanFormService(deps);
  return async (app) => {
    const formGets = [
      {
        level: 'unit',
        operationId: 'getUnitPlanForm',
        entity: 'unitplanform',
        response: unitPlanFormResponse,
        read: forms.unitPlanForm,
      },
      {
        level: 'lesson',
        operationId: 'getLessonPlanForm',
        entity: 'lessonplanform',
        response: lessonPlanFormResponse,
        read: forms.lessonPlanForm,
      },
    ] as const;
    for (const { level, operationId, entity, response, read } of formGets) {
      app.get(
        `/${level}-plan/:id/${level}-plan-form`,
        {
          config: { access: { entity, type: 'READ' } },
          schema: {
            tags,
            operationId,
            summary: `Get the form of a ${level} plan`,
            params: idParams,
            response: { 200: response },
          },
        },
        (request) => read(requireAuth(request), request.params.id),
      );
    }
    // The spec's client also sends the form to /unitplan-form, hidden from the document (one operation
    // saveUnitPlanForm there).
    for (const [path, hide] of [
      ['/unit-plan/:id/unit-plan-form', false],
      ['/unit-plan/:id/unitplan-form', true],
    ] as const) {
      app.put(
        path,
        {
          config: { access: { entity: 'unitplanform', type: 'UPDATE' } },
          schema: {
            tags,
            hide,
            operationId: 'saveUnitPlanForm',
            summary: 'Save, submit or resume the form of a unit plan',
            description: formSaveRule('unit'),
            params: idParams,
            body: unitPlanFormInput,
            response: { 200: unitPlanFormResponse },
          },
        },
        (request) => forms.saveUnitPlanForm(requireAuth(request), request.params.id, request.body),
      );
    }
    app.put(
      '/lesson-plan/:id/lesson-plan-form',
      {
        config: { access: { entity: 'lessonplanform', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'saveLessonPlanForm',
          summary: 'Save, submit or resume the form of a lesson plan',
          description: formSaveRule('lesson'),
          params: idParams,
          body: lessonPlanFormInput,
          response: { 200: lessonPlanFormResponse },
        },
      },
      (request) => forms.saveLessonPlanForm(requireAuth(request), request.params.id, request.body),
    );
    app.get(
      '/unit-plan/:id/teacher-reflections',
      {
        config: { access: { entity: 'unitplanform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listUnitPlanTeacherReflections',
          summary: 'List the teacher reflections of a unit plan and its lesson plans',
          description:
            "The unit plan's reflection and those of its lesson plans the user sees (with READ on lessonplanform), " +
            'newest first.',
          params: idParams,
          response: { 200: teacherReflectionsResponse },
        },
      },
      (request) => forms.reflectionsOfUnit(requireAuth(request), request.params.id),
    );
    app.get(
      '/lesson-plan/:id/teacher-reflections',
      {
        config: { access: { entity: 'lessonplanform', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listLessonPlanTeacherReflections',
          summary: 'List the teacher reflection of a lesson plan',
          params: idParams,
          response: { 200: teacherReflectionsResponse },
        },
      },
      (request) => forms.reflectionsOfLesson(requireAuth(request), request.params.id),
    );
    app.get(
      '/plan-form-options',
      {
        config: {
          access: {
            anyOf: [
              { entity: 'unitplanform', type: 'READ' },
              { entity: 'lessonplanform', type: 'READ' },
            ],
          },
        },
        schema: {
          tags,
          operationId: 'getPlanFormOptions',
          summary: 'Get the lists of values the plan forms offer',
          description:
            "The ACTIVE items of 'Formative Assessment', 'Teaching Strategies' and 'Introduction Activities', " +
            'sorted by name ignoring case, for whoever reads a plan form: teachers may not read the lists of values ' +
            'themselves, so the forms read their lists here.',
          response: { 200: planFormOptionsResponse },
        },
      },
      () => forms.formOptions(),
    );
  };
}
