import { z } from 'zod';
import {
  checkDateOrder,
  curriculumContextResponse,
  orderedItemResponse,
  PLAN_CHILDREN_MAX,
  planAbilitiesResponse,
  planAuditFields,
  planDate,
  planName,
  planParentResponse,
  planSchoolResponse,
  planStatusQuery,
  planStatusSchema,
  requiredVersion,
} from './common';
import { draftSchemaOf } from '../../plan-forms/form-steps';
import { ALL_LESSON_PLAN_FORM_STEPS } from '../../plan-forms/lesson-plan-form';
import { consentChangeInput, consentResponse } from './consent';
import { subUnitName } from './unit-plan';

/** Spec 001 section 3: the lesson plan type of pre-primary classes. */
export const LESSON_PLAN_TYPES = ['PRECLASS'] as const;

/**
 * PUT /lesson-plan/{id}: the lesson as GET answered it with the user's changes: name, dates, sub units (by name)
 * and, optionally, consent changes (the same rules as PUT /lesson-plan/{id}/consents) and the form's values
 * (`lessonPlanForm`: the values of PUT /lesson-plan/{id}/lesson-plan-form, saved by its rules, status kept).
 * School, unit and status are not changed here (status: PATCH).
 */
export const lessonPlanUpdateInput = z
  .object({
    name: planName(),
    start: planDate(),
    end: planDate(),
    subUnits: z.array(subUnitName).max(PLAN_CHILDREN_MAX).default([]),
    consents: z.array(consentChangeInput).max(500).optional(),
    lessonPlanForm: draftSchemaOf(ALL_LESSON_PLAN_FORM_STEPS).optional(),
    version: requiredVersion,
  })
  .superRefine((lesson, ctx) => checkDateOrder(lesson, ctx));
export type LessonPlanUpdateInput = z.input<typeof lessonPlanUpdateInput>;

/** PATCH /lesson-plan/{id}?status=&version= (Submit: COMPLETED; Resume: ACTIVE). */
export const lessonPlanStatusQuery = planStatusQuery;

/** GET /lesson-plan/{id} and the answer of every lesson plan write. */
export const lessonPlanDetailResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  /** PRECLASS for pre-primary classes, null otherwise. */
  type: z.enum(LESSON_PLAN_TYPES).nullable(),
  unitPlanId: z.number().int(),
  unitPlan: planParentResponse,
  tierPlan: planParentResponse.extend({ value: z.string() }),
  annualPlan: planParentResponse,
  school: planSchoolResponse,
  curriculumContext: curriculumContextResponse,
  subUnits: z.array(orderedItemResponse),
  consents: z.array(consentResponse),
  consentsComplete: z.boolean(),
  abilities: planAbilitiesResponse,
  ...planAuditFields,
});
export type LessonPlanDetail = z.infer<typeof lessonPlanDetailResponse>;

/** An item of GET /lesson-plans. */
export const lessonPlanListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  type: z.enum(LESSON_PLAN_TYPES).nullable(),
  unitPlanId: z.number().int(),
  unitPlan: planParentResponse,
  tierPlan: planParentResponse.extend({ value: z.string() }),
  annualPlan: planParentResponse,
  school: planSchoolResponse,
  curriculumContext: curriculumContextResponse,
  subUnits: z.array(orderedItemResponse),
  consentCount: z.number().int(),
  consentsGiven: z.number().int(),
  abilities: planAbilitiesResponse,
  ...planAuditFields,
});
export type LessonPlanListItem = z.infer<typeof lessonPlanListItem>;
