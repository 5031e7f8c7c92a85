import { z } from 'zod';
import { text } from '../common';
import {
  checkDateOrder,
  checkUniqueNames,
  childId,
  childVersion,
  deletedFlag,
  orderedItemInput,
  PLAN_CHILDREN_MAX,
  planAbilitiesResponse,
  planAuditFields,
  planDate,
  planName,
  planIdentityFields,
  planParentResponse,
  planPeriodFields,
} from './common';
import { consentResponse } from './consent';

/*
 * Field groups the four plan levels compose their inputs and answers from, so a field shared by several levels is
 * written once. Spreads keep the order of the fields, which is the order of the API document.
 */

/** The name and dates a form sends for any plan. */
export const planNameAndDatesInput = { name: planName(), start: planDate(), end: planDate() };

/** A saved child's removal flag and version, as nested saves send them. */
export const childChangeFields = { deleted: deletedFlag, version: childVersion };

/** A topic a unit plan covers: one of its tier plan's topics, by id, or by name for a topic added in the same save. */
export const unitTopicReference = z.object({ id: childId, name: text(200).optional() });

/** A unit plan's own fields, whether sent alone (POST /unit-plan) or inside its tier plan's save. */
export const unitPlanInputFields = {
  ...planNameAndDatesInput,
  subUnits: z.array(orderedItemInput).max(PLAN_CHILDREN_MAX).default([]),
  topics: z.array(unitTopicReference).max(PLAN_CHILDREN_MAX).default([]),
};

/** A unit plan's own checks: dates in order and sub unit names unique. */
export function checkUnitPlan(
  unit: { start?: string; end?: string; subUnits: readonly { name?: string; deleted?: boolean }[] },
  ctx: z.RefinementCtx,
) {
  checkDateOrder(unit, ctx);
  checkUniqueNames(unit.subUnits, ctx, ['subUnits']);
}

/** The fields a tier plan answers first, inside its annual plan or alone. */
export const tierPlanFields = {
  ...planIdentityFields,
  /** The 'Tier Plan' list value, and its display name. */
  value: z.string(),
  valueName: z.string(),
  ...planPeriodFields,
  annualPlanId: z.number().int(),
};

/** A tier plan as its unit and lesson plans name it: a parent with its 'Tier Plan' value. */
export const tierPlanParentResponse = planParentResponse.extend({ value: z.string() });

/** A topic a unit plan covers, as answered. */
export const unitTopicResponse = z.object({ id: z.number().int(), name: z.string() });

/** How many consents a plan has, and how many are given (cards and list items). */
export const consentCountFields = { consentCount: z.number().int(), consentsGiven: z.number().int() };

/** A plan's consent list, and whether every consent is given (unit and lesson plan details). */
export const consentListFields = { consents: z.array(consentResponse), consentsComplete: z.boolean() };

/** A plan record as every detail and list item answers it: its own fields, then its abilities and audit fields. */
export function planRecordResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, abilities: planAbilitiesResponse, ...planAuditFields });
}
