import { z } from 'zod';
import { requiredText } from '../common';
import {
  checkDateOrder,
  checkUniqueNames,
  checkWithin,
  childId,
  curriculumContextResponse,
  orderedItemResponse,
  PLAN_CHILDREN_MAX,
  planAuditFields,
  planDate,
  planName,
  planParentResponse,
  planRecordFields,
  requiredVersion,
  topicListInput,
  topicResponse,
} from './common';
import {
  checkUnitPlan,
  childChangeFields,
  consentCountFields,
  planRecordResponse,
  tierPlanFields,
  unitPlanInputFields,
  unitTopicResponse,
} from './plan-fields';

/** A unit plan inside PUT /tier-plan/{id}: new without id, changed with id, removed with deleted: true. */
export const tierUnitPlanInput = z
  .object({ id: childId, ...unitPlanInputFields, ...childChangeFields })
  .superRefine(checkUnitPlan);
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
  ...planRecordFields,
  tierPlanId: z.number().int(),
  subUnits: z.array(orderedItemResponse),
  topics: z.array(unitTopicResponse),
  lessonPlanCount: z.number().int(),
  ...consentCountFields,
  ...planAuditFields,
});
export type TierUnitPlan = z.infer<typeof tierUnitPlanResponse>;

/** A tier plan alone: its own fields with its annual plan and curriculum, and all its topics. */
const tierPlanHead = {
  ...tierPlanFields,
  annualPlan: planParentResponse,
  curriculumContext: curriculumContextResponse,
  topics: z.array(topicResponse),
};

/** GET /tier-plan/{id} and the answer of PUT /tier-plan/{id}. */
export const tierPlanDetailResponse = planRecordResponse({
  ...tierPlanHead,
  unitPlans: z.array(tierUnitPlanResponse),
});
export type TierPlanDetail = z.infer<typeof tierPlanDetailResponse>;

/** An item of GET /tier-plans (the card shows at most the first 2 topics; all are answered). */
export const tierPlanListItem = planRecordResponse({ ...tierPlanHead, unitPlanCount: z.number().int() });
export type TierPlanListItem = z.infer<typeof tierPlanListItem>;
