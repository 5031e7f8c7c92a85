import { z } from 'zod';
import { abilityResponse } from '../ability';
import { idSchema, text } from '../common';
import { idReference } from '../grade';
import {
  checkDateOrder,
  checkUniqueNames,
  childId,
  childVersion,
  curriculumContextResponse,
  deletedFlag,
  orderedItemInput,
  orderedItemResponse,
  PLAN_CHILDREN_MAX,
  planAbilitiesResponse,
  planAuditFields,
  planDate,
  planName,
  planParentResponse,
  planSchoolResponse,
  planStatusSchema,
  planStatusQuery,
} from './common';
import { consentResponse } from './consent';
import { unitTopicReference } from './tier-plan';

/** POST /unit-plan: a unit plan of a tier plan, with its sub units and chosen topics. */
export const unitPlanCreateInput = z
  .object({
    tierPlanId: idSchema,
    name: planName(),
    start: planDate(),
    end: planDate(),
    subUnits: z.array(orderedItemInput).max(PLAN_CHILDREN_MAX).default([]),
    topics: z.array(unitTopicReference).max(PLAN_CHILDREN_MAX).default([]),
  })
  .superRefine((unit, ctx) => {
    checkDateOrder(unit, ctx);
    checkUniqueNames(unit.subUnits, ctx, ['subUnits']);
  });
export type UnitPlanCreateInput = z.input<typeof unitPlanCreateInput>;

/** A sub unit chosen by a lesson: its name (the spec sends names), or an object holding the name. */
export const subUnitName = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && 'name' in value ? value.name : value),
  text(200).min(1),
);

/** A lesson plan inside PUT /unit-plan/{id}/lesson-plans. The school is locked once saved. */
export const unitLessonPlanInput = z
  .object({
    id: childId,
    name: planName(),
    start: planDate(),
    end: planDate(),
    school: idReference,
    subUnits: z.array(subUnitName).max(PLAN_CHILDREN_MAX).default([]),
    deleted: deletedFlag,
    version: childVersion,
  })
  .superRefine((lesson, ctx) => checkDateOrder(lesson, ctx));
export type UnitLessonPlanInput = z.input<typeof unitLessonPlanInput>;

/** PUT /unit-plan/{id}/lesson-plans: {lessonPlans: [...]}, with the unit plan's version when the screen has it. */
export const unitLessonPlansInput = z
  .object({
    lessonPlans: z.array(unitLessonPlanInput).max(PLAN_CHILDREN_MAX),
    version: childVersion,
  })
  .superRefine((body, ctx) => checkUniqueNames(body.lessonPlans, ctx, ['lessonPlans']));
export type UnitLessonPlansInput = z.input<typeof unitLessonPlansInput>;

/** PATCH /unit-plan/{id}?status=&version= (Submit: COMPLETED; Resume: ACTIVE). */
export const unitPlanStatusQuery = planStatusQuery;

/** A lesson plan inside a unit plan's detail (lesson cards). */
export const unitLessonPlanResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  unitPlanId: z.number().int(),
  school: planSchoolResponse,
  subUnits: z.array(orderedItemResponse),
  consentCount: z.number().int(),
  consentsGiven: z.number().int(),
  /**
   * update: the user may change the lesson here (its save rule, with its signers; PUT /unit-plan/{id}/lesson-plans);
   * delete: remove it there (deleted: true).
   */
  abilities: z.object({ update: abilityResponse, delete: abilityResponse }),
  ...planAuditFields,
});

/** GET /unit-plan/{id} and the answer of every unit plan write. */
export const unitPlanDetailResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  tierPlanId: z.number().int(),
  tierPlan: planParentResponse.extend({ value: z.string() }),
  annualPlan: planParentResponse,
  curriculumContext: curriculumContextResponse,
  subUnits: z.array(orderedItemResponse),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lessonPlans: z.array(unitLessonPlanResponse),
  consents: z.array(consentResponse),
  consentsComplete: z.boolean(),
  abilities: planAbilitiesResponse,
  ...planAuditFields,
});
export type UnitPlanDetail = z.infer<typeof unitPlanDetailResponse>;

/** An item of GET /unit-plan/list and GET /unit-plans. */
export const unitPlanListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  tierPlanId: z.number().int(),
  tierPlan: planParentResponse.extend({ value: z.string() }),
  annualPlan: planParentResponse,
  curriculumContext: curriculumContextResponse,
  subUnits: z.array(orderedItemResponse),
  lessonPlanCount: z.number().int(),
  consentCount: z.number().int(),
  consentsGiven: z.number().int(),
  abilities: planAbilitiesResponse,
  ...planAuditFields,
});
export type UnitPlanListItem = z.infer<typeof unitPlanListItem>;
