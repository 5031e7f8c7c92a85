import { z } from 'zod';
import { requiredText, text } from '../common';
import {
  checkDateOrder,
  checkUniqueNames,
  checkWithin,
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
  planStatusSchema,
  requiredVersion,
  topicListInput,
  topicResponse,
} from './common';

/**
 * A topic a unit plan covers: one of its tier plan's topics, by id, or by name for a topic added in the same save.
 */
export const unitTopicReference = z.object({ id: childId, name: text(200).optional() });

/** A unit plan inside PUT /tier-plan/{id}: new without id, changed with id, removed with deleted: true. */
export const tierUnitPlanInput = z
  .object({
    id: childId,
    name: planName(),
    start: planDate(),
    end: planDate(),
    subUnits: z.array(orderedItemInput).max(PLAN_CHILDREN_MAX).default([]),
    topics: z.array(unitTopicReference).max(PLAN_CHILDREN_MAX).default([]),
    deleted: deletedFlag,
    version: childVersion,
  })
  .superRefine((unit, ctx) => {
    checkDateOrder(unit, ctx);
    checkUniqueNames(unit.subUnits, ctx, ['subUnits']);
  });
export type TierUnitPlanInput = z.input<typeof tierUnitPlanInput>;

/**
 * PUT /tier-plan/{id}: name, tier (value of the list 'Tier Plan'), dates, topics and unitPlans (with their subUnits
 * and chosen topics), in one transaction. Units not sent are kept; `unitPlans` absent leaves them all untouched.
 */
export const tierPlanUpdateInput = z
  .object({
    name: planName(),
    value: requiredText(100).optional(),
    start: planDate(),
    end: planDate(),
    topics: topicListInput.optional(),
    unitPlans: z.array(tierUnitPlanInput).max(PLAN_CHILDREN_MAX).optional(),
    version: requiredVersion,
  })
  .superRefine((tier, ctx) => {
    checkDateOrder(tier, ctx);
    (tier.unitPlans ?? []).forEach((unit, index) => {
      if (!unit.deleted) checkWithin(unit, tier, 'tier', ctx, ['unitPlans', index]);
    });
    checkUniqueNames(tier.unitPlans ?? [], ctx, ['unitPlans']);
  });
export type TierPlanUpdateInput = z.input<typeof tierPlanUpdateInput>;

/** A unit plan inside a tier plan's detail (read mode of the tier card). */
export const tierUnitPlanResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  tierPlanId: z.number().int(),
  subUnits: z.array(orderedItemResponse),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lessonPlanCount: z.number().int(),
  consentCount: z.number().int(),
  consentsGiven: z.number().int(),
  ...planAuditFields,
});
export type TierUnitPlan = z.infer<typeof tierUnitPlanResponse>;

/** GET /tier-plan/{id} and the answer of PUT /tier-plan/{id}. */
export const tierPlanDetailResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  valueName: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  annualPlanId: z.number().int(),
  annualPlan: planParentResponse,
  curriculumContext: curriculumContextResponse,
  topics: z.array(topicResponse),
  unitPlans: z.array(tierUnitPlanResponse),
  abilities: planAbilitiesResponse,
  ...planAuditFields,
});
export type TierPlanDetail = z.infer<typeof tierPlanDetailResponse>;

/** An item of GET /tier-plans. */
export const tierPlanListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  valueName: z.string(),
  status: planStatusSchema,
  start: z.string(),
  end: z.string(),
  annualPlanId: z.number().int(),
  annualPlan: planParentResponse,
  curriculumContext: curriculumContextResponse,
  /** At most the first 2 topics are shown on the card; all are answered. */
  topics: z.array(topicResponse),
  unitPlanCount: z.number().int(),
  abilities: planAbilitiesResponse,
  ...planAuditFields,
});
export type TierPlanListItem = z.infer<typeof tierPlanListItem>;
