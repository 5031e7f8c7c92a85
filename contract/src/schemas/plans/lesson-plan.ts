import { z } from 'zod';
import {
  checkDateOrder,
  curriculumContextResponse,
  orderedItemResponse,
  PLAN_CHILDREN_MAX,
  planParentResponse,
  planRecordFields,
  planSchoolResponse,
  planStatusQuery,
  requiredVersion,
} from './common';
import { draftSchemaOf } from '../../plan-forms/form-schemas';
import { ALL_LESSON_PLAN_FORM_STEPS } from '../../plan-forms/lesson-plan-form';
import { consentChangeInput } from './consent';
import {
  consentCountFields,
  consentListFields,
  planNameAndDatesInput,
  planRecordResponse,
  tierPlanParentResponse,
} from './plan-fields';
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
    ...planNameAndDatesInput,
    subUnits: z.array(subUnitName).max(PLAN_CHILDREN_MAX).default([]),
    consents: z.array(consentChangeInput).max(500).optional(),
    lessonPlanForm: draftSchemaOf(ALL_LESSON_PLAN_FORM_STEPS).optional(),
    version: requiredVersion,
  })
  .superRefine((lesson, ctx) => checkDateOrder(lesson, ctx));
export type LessonPlanUpdateInput = z.input<typeof lessonPlanUpdateInput>;

/** PATCH /lesson-plan/{id}?status=&version= (Submit: COMPLETED; Resume: ACTIVE). */
export const lessonPlanStatusQuery = planStatusQuery;

/** A lesson plan's own fields with its parents, school and curriculum, as its detail and list item answer them. */
const lessonPlanHead = {
  ...planRecordFields,
  /** PRECLASS for pre-primary classes, null otherwise. */
  type: z.enum(LESSON_PLAN_TYPES).nullable(),
  unitPlanId: z.number().int(),
  unitPlan: planParentResponse,
  tierPlan: tierPlanParentResponse,
  annualPlan: planParentResponse,
  school: planSchoolResponse,
  curriculumContext: curriculumContextResponse,
  subUnits: z.array(orderedItemResponse),
};

/** GET /lesson-plan/{id} and the answer of every lesson plan write. */
export const lessonPlanDetailResponse = planRecordResponse({ ...lessonPlanHead, ...consentListFields });
export type LessonPlanDetail = z.infer<typeof lessonPlanDetailResponse>;

/** An item of GET /lesson-plans. */
export const lessonPlanListItem = planRecordResponse({ ...lessonPlanHead, ...consentCountFields });
export type LessonPlanListItem = z.infer<typeof lessonPlanListItem>;
