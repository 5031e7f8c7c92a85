import { z } from 'zod';
import { idSchema, requiredText, text } from '../common';
import {
  checkDateOrder,
  checkUniqueNames,
  checkWithin,
  childId,
  curriculumContextResponse,
  deletedFlag,
  planDate,
  planName,
  planRecordFields,
  requiredVersion,
  topicListInput,
  topicResponse,
} from './common';
import { planNameAndDatesInput, planRecordResponse, tierPlanFields } from './plan-fields';

/** Tiers one annual plan may hold. */
export const TIER_PLANS_MAX = 12;

/**
 * The curriculum of an annual plan as the wizard sends it. The subject is a subject of a class
 * of that name (any school's for a network-wide plan, the chosen school's for a school-specific one); subjectName
 * and subjectValue are read from it, whatever the form sends. The school is required exactly for the classes of the
 * setting SCHOOL_SPECIFIC_CLASSES (checked by the server).
 */
export const curriculumContextInput = z.object({
  school: z.object({ id: idSchema, schoolCode: text(50).optional() }).nullish(),
  gradeName: requiredText(100),
  /** A value of the list of values 'Annual Period' (checked by the server). */
  annualPeriod: requiredText(20),
  subject: z.object({ id: idSchema, subject: text(200).optional() }),
  subjectName: text(200).optional(),
  subjectValue: text(200).optional(),
});

/** A tier plan inside an annual plan's save: value is a value of the list of values 'Tier Plan'. */
export const annualTierPlanInput = z
  .object({
    id: childId,
    name: planName(),
    value: requiredText(100),
    start: planDate(),
    end: planDate(),
    topics: topicListInput.default([]),
    deleted: deletedFlag,
  })
  .superRefine((tier, ctx) => checkDateOrder(tier, ctx));
export type AnnualTierPlanInput = z.input<typeof annualTierPlanInput>;

function checkTiers(
  plan: { start: string; end: string; tierPlans: { start: string; end: string; name: string; deleted?: boolean }[] },
  ctx: z.RefinementCtx,
) {
  checkDateOrder(plan, ctx);
  plan.tierPlans.forEach((tier, index) => {
    if (!tier.deleted) checkWithin(tier, plan, 'annual', ctx, ['tierPlans', index]);
  });
  checkUniqueNames(plan.tierPlans, ctx, ['tierPlans']);
}

/** POST /annual-plans: the plan with its tierPlans, topics and subTopics, as the wizard saves it. */
export const annualPlanCreateInput = z
  .object({
    ...planNameAndDatesInput,
    curriculumContext: curriculumContextInput,
    tierPlans: z.array(annualTierPlanInput).max(TIER_PLANS_MAX).default([]),
  })
  .superRefine(checkTiers);
export type AnnualPlanCreateInput = z.input<typeof annualPlanCreateInput>;

/**
 * PUT /annual-plans/{id}: the plan as GET answered it with the user's changes. Period, class, subject and school
 * cannot change (curriculumContext is ignored); tiers save one way (new without id, changed with id, removed with
 * deleted: true); status changes only through PATCH.
 */
export const annualPlanUpdateInput = z
  .object({
    ...planNameAndDatesInput,
    tierPlans: z.array(annualTierPlanInput).max(TIER_PLANS_MAX).default([]),
    version: requiredVersion,
  })
  .superRefine(checkTiers);
export type AnnualPlanUpdateInput = z.input<typeof annualPlanUpdateInput>;

/** PATCH /annual-plans/duplicate/{id}?annualPeriod= */
export const annualPlanDuplicateQuery = z.object({ annualPeriod: requiredText(20) });

/** A tier plan inside an annual plan's detail. */
export const annualTierPlanResponse = z.object({
  ...tierPlanFields,
  topics: z.array(topicResponse),
  unitPlanCount: z.number().int(),
  version: z.number().int(),
});

/** An annual plan's own fields with its curriculum, as its detail and list item answer them. */
const annualPlanHead = { ...planRecordFields, curriculumContext: curriculumContextResponse };

/** GET /annual-plans/{id} and the answer of every annual plan write. */
export const annualPlanDetailResponse = planRecordResponse({
  ...annualPlanHead,
  tierPlans: z.array(annualTierPlanResponse),
});
export type AnnualPlanDetail = z.infer<typeof annualPlanDetailResponse>;

/** An item of GET /annual-plans. */
export const annualPlanListItem = planRecordResponse({ ...annualPlanHead, tierPlanCount: z.number().int() });
export type AnnualPlanListItem = z.infer<typeof annualPlanListItem>;
