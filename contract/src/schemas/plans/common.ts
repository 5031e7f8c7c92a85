import { z } from 'zod';
import { abilityResponse } from '../ability';
import { PLAN_MESSAGES, type PlanLevel } from '../../plan-messages';
import { PLAN_STATUSES } from '../../workflows/plan-status';
import { auditFields, dateText, idSchema, requiredText, wholeNumber } from '../common';
import { requiredVersion } from '../common';

/** Names of plans, topics, sub topics, sub units: required, at most 200 characters. */
export const PLAN_NAME_MAX = 200;
/** The most children one save may carry (tiers of a plan, topics of a tier, units of a tier …). */
export const PLAN_CHILDREN_MAX = 200;
export const SORT_ORDER_MAX = 100_000;

export const planName = () => requiredText(PLAN_NAME_MAX);
export const planDate = () => dateText();
export const planStatusSchema = z.enum(PLAN_STATUSES);
export const sortOrderSchema = wholeNumber({ min: 0, max: SORT_ORDER_MAX });
/** An optional id of a child already saved (absent: a new child). */
export const childId = idSchema.optional();
/** `deleted: true` removes a saved child (the deleted flag). */
export const deletedFlag = z.boolean().optional();
export { requiredVersion };
/** The version of a child already saved; optional (the parent's version guards the whole save). */
export const childVersion = wholeNumber({ optional: true });

/** A date range on an object with start and end: end on or after start (error on `end`). */
export function checkDateOrder(
  value: { start?: string; end?: string },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  if (value.start && value.end && value.end < value.start) {
    ctx.addIssue({ code: 'custom', path: [...path, 'end'], message: PLAN_MESSAGES.endBeforeStart });
  }
}

/** A child's dates inside its parent's (errors on the child's start and end). */
export function checkWithin(
  child: { start?: string; end?: string },
  parent: { start?: string; end?: string },
  parentLevel: PlanLevel,
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  if (!parent.start || !parent.end || parent.end < parent.start) return;
  const message = PLAN_MESSAGES.dateWithin(parentLevel, parent.start, parent.end);
  for (const key of ['start', 'end'] as const) {
    const date = child[key];
    if (date && (date < parent.start || date > parent.end))
      ctx.addIssue({ code: 'custom', path: [...path, key], message });
  }
}

/** Names must differ within one list (topics of a tier, sub units of a unit …), blank and deleted ones aside. */
export function checkUniqueNames(
  items: readonly { name?: string; deleted?: boolean }[],
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (item.deleted || !item.name) return;
    const key = item.name.trim().toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [...path, index, 'name'], message: PLAN_MESSAGES.duplicateName });
    seen.add(key);
  });
}

/** A school as plans show it. */
export const planSchoolResponse = z.object({
  id: z.number().int(),
  schoolCode: z.string(),
  schoolName: z.string(),
  campus: z.string(),
});

/** A plan's place in the curriculum, as every detail and list item answers it. */
export const curriculumContextResponse = z.object({
  /** Null for a network-wide plan; the school of a school-specific annual plan, or of a lesson plan. */
  school: planSchoolResponse.nullable(),
  gradeName: z.string(),
  /** The same as gradeName (the spec names both). */
  className: z.string(),
  annualPeriod: z.string(),
  /** 'A.Y. 2026-2027'. */
  annualPeriodName: z.string(),
  subject: z.object({ id: z.number().int().nullable(), subject: z.string() }),
  subjectName: z.string(),
  subjectValue: z.string(),
});
export type CurriculumContext = z.infer<typeof curriculumContextResponse>;

/**
 * The abilities of the signed-in user on a record (contract/src/plan-abilities.ts): each allowed, or refused with
 * the reason the server answers when asked anyway.
 */
export const planAbilitiesResponse = z.object({
  update: abilityResponse,
  submit: abilityResponse,
  resume: abilityResponse,
  deactivate: abilityResponse,
  activate: abilityResponse,
  duplicate: abilityResponse,
  delete: abilityResponse,
  addChildren: abilityResponse,
  refreshConsents: abilityResponse,
  consentAll: abilityResponse,
  ownConsent: abilityResponse,
  /** Unit and lesson plans: the user signs the plan or holds a role that changes plans it does not sign. */
  editContent: abilityResponse,
});

/** Audit fields of a plan, with the people's names the screens show. */
export const planAuditFields = {
  ...auditFields,
  /** 'First Last' of createdBy, or the email when the user is gone. */
  createdByName: z.string().nullable(),
  lastUpdatedByName: z.string().nullable(),
};

/** Who a plan record is. */
export const planIdentityFields = { id: z.number().int(), name: z.string() };
/** Where a plan record stands and when it runs. */
export const planPeriodFields = { status: planStatusSchema, start: z.string(), end: z.string() };
/** The fields every plan record answers first. */
export const planRecordFields = { ...planIdentityFields, ...planPeriodFields };

/** The parent of a record, as breadcrumbs show it. */
export const planParentResponse = z.object(planRecordFields);

/** A sub topic, sub unit: id, name, order. */
export const orderedItemResponse = z.object({ id: z.number().int(), name: z.string(), sortOrder: z.number().int() });

/** A topic of a tier plan with its sub topics (topicName and subTopicName repeat the names, as the spec reads). */
export const topicResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  topicName: z.string(),
  sortOrder: z.number().int(),
  subTopics: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      subTopicName: z.string(),
      sortOrder: z.number().int(),
      topicId: z.number().int(),
    }),
  ),
});
export type PlanTopic = z.infer<typeof topicResponse>;

/** A sub topic or sub unit sent by a form: new without id, changed with id, removed with deleted: true. */
export const orderedItemInput = z.object({
  id: childId,
  name: planName(),
  sortOrder: sortOrderSchema,
  deleted: deletedFlag,
});

/** A topic of a tier plan sent by a form, with its sub topics. */
export const topicInput = z
  .object({
    id: childId,
    name: planName(),
    sortOrder: sortOrderSchema,
    subTopics: z.array(orderedItemInput).max(PLAN_CHILDREN_MAX).default([]),
    deleted: deletedFlag,
  })
  .superRefine((topic, ctx) => checkUniqueNames(topic.subTopics, ctx, ['subTopics']));

export const topicListInput = z
  .array(topicInput)
  .max(PLAN_CHILDREN_MAX)
  .superRefine((topics, ctx) => checkUniqueNames(topics, ctx, []));

/** A whole ACTIVE/COMPLETED/INACTIVE status query (PATCH …?status=&version=). */
export const planStatusQuery = z.object({
  status: planStatusSchema,
  version: wholeNumber({ optional: true }),
});
