import { z } from 'zod';
import { abilityResponse } from '../schemas/ability';
import { requiredVersion } from '../schemas/common';
import { consentResponse } from '../schemas/plans/consent';
import { LESSON_PLAN_TYPES } from '../schemas/plans/lesson-plan';
import { draftSchemaOf, responseSchemaOf } from './form-schemas';
import { FORM_LOVS } from './form-steps';
import { ALL_LESSON_PLAN_FORM_STEPS } from './lesson-plan-form';
import { UNIT_PLAN_FORM_STEPS } from './unit-plan-form';

/*
 * The calls of the plan forms (docs/planning-api.md): GET and PUT /unit-plan/{id}/unit-plan-form, GET and PUT
 * /lesson-plan/{id}/lesson-plan-form (form plus status), GET /unit-plan/{id}/teacher-reflections, GET
 * /lesson-plan/{id}/teacher-reflections, GET /plan-form-options.
 */

/** A form is saved ACTIVE (Save Draft, Save & Next, Save) or COMPLETED (Save and Submit). */
export const PLAN_FORM_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
const formStatus = z.enum(PLAN_FORM_STATUSES).default('ACTIVE');

export const planFormAbilitiesResponse = z.object({
  view: abilityResponse,
  update: abilityResponse,
  submit: abilityResponse,
});

/** The draft values of a unit plan form: every field optional, types and lengths checked. */
export const unitPlanFormValues = draftSchemaOf(UNIT_PLAN_FORM_STEPS);
/** The draft values of a lesson plan form (the fields of both the regular and the PRECLASS steps). */
export const lessonPlanFormValues = draftSchemaOf(ALL_LESSON_PLAN_FORM_STEPS);

/** PUT /unit-plan/{id}/unit-plan-form: the form, the status it is saved with and the plan's version. */
export const unitPlanFormInput = unitPlanFormValues.extend({ status: formStatus, version: requiredVersion });
export type UnitPlanFormInput = z.input<typeof unitPlanFormInput>;

/** PUT /lesson-plan/{id}/lesson-plan-form: the form, the status it is saved with and the plan's version. */
export const lessonPlanFormInput = lessonPlanFormValues.extend({ status: formStatus, version: requiredVersion });
export type LessonPlanFormInput = z.input<typeof lessonPlanFormInput>;

/** Who last changed a form, and when (null: never saved). */
const formAudit = {
  formUpdatedBy: z.string().nullable(),
  formUpdatedByName: z.string().nullable(),
  formUpdatedOn: z.string().nullable(),
};

const planOfForm = {
  name: z.string(),
  status: z.enum(['ACTIVE', 'COMPLETED', 'INACTIVE']),
  start: z.string(),
  end: z.string(),
  /** The plan's version: PUT sends it back (409 when someone saved in between). */
  version: z.number().int(),
  consents: z.array(consentResponse),
  consentsComplete: z.boolean(),
  abilities: planFormAbilitiesResponse,
  ...formAudit,
};

// The form values' schema is built from the steps at run time, so its type is only Record<string, unknown>; the
// plan's own fields are typed apart and joined to it in the response types.
const unitPlanOfForm = z.object({
  unitPlanId: z.number().int(),
  learningOutcomes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  ...planOfForm,
});

/** GET /unit-plan/{id}/unit-plan-form and the answer of its PUT. */
export const unitPlanFormResponse = responseSchemaOf(UNIT_PLAN_FORM_STEPS).extend(unitPlanOfForm.shape);
export type UnitPlanFormResponse = Record<string, unknown> & z.infer<typeof unitPlanOfForm>;

const lessonPlanOfForm = z.object({
  lessonPlanId: z.number().int(),
  unitPlanId: z.number().int(),
  /** PRECLASS: the pre-primary steps; null: the regular ones. */
  type: z.enum(LESSON_PLAN_TYPES).nullable(),
  /** The unit plan's learning outcomes: the only ones a lesson may choose. */
  unitLearningOutcomes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The unit plan's teaching learning material, for reference. */
  unitTlmList: z.array(z.object({ name: z.string().nullable(), reference: z.string().nullable() })),
  learningOutcomes: z.array(z.object({ learningOutcomeId: z.number().int() })),
  ...planOfForm,
});

/** GET /lesson-plan/{id}/lesson-plan-form and the answer of its PUT. */
export const lessonPlanFormResponse = responseSchemaOf(ALL_LESSON_PLAN_FORM_STEPS).extend(lessonPlanOfForm.shape);
export type LessonPlanFormResponse = Record<string, unknown> & z.infer<typeof lessonPlanOfForm>;

/** One teacher reflection of the Teacher Reflections tab: whose plan, what was written, by whom and when. */
export const teacherReflectionItem = z.object({
  level: z.enum(['unit', 'lesson']),
  planId: z.number().int(),
  planName: z.string(),
  reflection: z.string(),
  author: z.string().nullable(),
  authorName: z.string().nullable(),
  date: z.string(),
});
export type TeacherReflection = z.infer<typeof teacherReflectionItem>;

/** GET /unit-plan/{id}/teacher-reflections (the unit's and its lessons'), GET /lesson-plan/{id}/teacher-reflections. */
export const teacherReflectionsResponse = z.object({ content: z.array(teacherReflectionItem) });

const lovOption = z.object({ name: z.string(), value: z.string() });
/** GET /plan-form-options: the active items of each list of values a form offers, sorted by name ignoring case. */
export const planFormOptionsResponse = z.object(
  Object.fromEntries(FORM_LOVS.map((lov) => [lov, z.array(lovOption)])) as Record<
    (typeof FORM_LOVS)[number],
    z.ZodArray<typeof lovOption>
  >,
);
export type PlanFormOptions = z.infer<typeof planFormOptionsResponse>;
