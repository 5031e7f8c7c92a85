import { z } from 'zod';
import { abilityResponse } from '../ability';
import { GOAL_MESSAGES, GOAL_WEIGHT } from '../../goals/goal-rules';
import { GOAL_REVIEW_DECISIONS, GOAL_REVIEW_STATES } from '../../workflows/goal-review';
import { GOAL_SETTING_STATES } from '../../workflows/goal-setting';
import { auditFields, filterText, idSchema, optionalText, pageQuery, requiredText, text, wholeNumber } from '../common';
import { requiredVersion } from '../common';
import { idReference } from '../grade';
import { evidenceResponse, goalYearAbilities } from './goal-year';

/*
 * Goal setting and review. States travel by name; their
 * numbers and labels are in contract/src/workflows/goal-setting.ts and goal-review.ts.
 */

export const goalSettingStateSchema = z.enum(GOAL_SETTING_STATES);
export const goalReviewStateSchema = z.enum(GOAL_REVIEW_STATES);

/** 1 to 100 (a new goal on screen starts at 0 and must be given a weight before saving). */
export const goalWeightage = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ error: GOAL_MESSAGES.weightRange })
    .int(GOAL_MESSAGES.weightRange)
    .min(GOAL_WEIGHT.min, GOAL_MESSAGES.weightRange)
    .max(GOAL_WEIGHT.max, GOAL_MESSAGES.weightRange),
);

/** POST /goal-setting-form: {role: <role id>, annualPeriod}. */
export const goalSettingCreateInput = z.object({ role: idReference, annualPeriod: requiredText(20) });
export type GoalSettingCreateInput = z.input<typeof goalSettingCreateInput>;

/** GET /goal-setting-form: the user's own goal settings (paged), filters annualPeriod and goalSettingState. */
export const goalSettingListQuery = pageQuery.extend({
  annualPeriod: filterText(20),
  goalSettingState: goalSettingStateSchema.optional(),
});

/** POST /goal and PUT /goal/{id} (the spec's fields; `dirty` is the original client's and is ignored). */
export const goalInput = z.object({
  goalDetails: requiredText(2000),
  weightage: goalWeightage,
  measurementUnit: optionalText(200),
  evidence: optionalText(1000),
  goalSettingFormId: idSchema,
  /** The library item the goal was chosen from, if any. */
  libraryItemId: idSchema.nullish(),
  dirty: z.boolean().optional(),
});
export type GoalInput = z.input<typeof goalInput>;
export const goalUpdateInput = goalInput.omit({ goalSettingFormId: true }).extend({
  goalSettingFormId: idSchema.optional(),
  version: requiredVersion,
});

export const goalResponse = z.object({
  id: z.number().int(),
  goalDetails: z.string(),
  weightage: z.number().int(),
  measurementUnit: z.string(),
  /** The accepted-evidence text ('-' when the goal was not chosen from the library). */
  evidence: z.string(),
  libraryItemId: z.number().int().nullable(),
  goalSettingFormId: z.number().int(),
  sortOrder: z.number().int(),
  /** The evidence uploaded for the goal, oldest first, without its bytes. */
  evidences: z.array(evidenceResponse),
  ...auditFields,
});
export type Goal = z.infer<typeof goalResponse>;

/** A review comment (reviewComment, reviewState), with its author and time. */
export const reviewCommentResponse = z.object({
  id: z.number().int(),
  reviewComment: z.string(),
  reviewState: goalReviewStateSchema,
  goalReviewId: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdOn: z.string(),
});
export type ReviewComment = z.infer<typeof reviewCommentResponse>;

/** An open or closed window of the setting's timeline, with the sentence the screen shows. */
const windowResponse = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  open: z.boolean(),
  message: z.string(),
});

const roleResponse = z.object({ id: z.number().int(), name: z.string() });
const personResponse = z.object({ id: z.number().int(), email: z.string(), name: z.string() });

/** What the signed-in user may do with a goal setting (answered with it, enforced by the server). */
export const goalSettingAbilities = z.object({
  /** Change goals (the setter, goals not sent or approved, the setup window open). */
  editGoals: abilityResponse,
  /** Send the goals for review; refused with the first reason (who, privilege, state, window, weights). */
  submitForReview: abilityResponse,
});

const settingSchool = z.object({ id: z.number().int(), schoolCode: z.string(), schoolName: z.string() }).nullable();
/** A setting's goals, their weight total and the setter's learnings, as a setting and a review carry them. */
const goalsAndLearnings = {
  goals: z.array(goalResponse),
  weightTotal: z.number().int(),
  strength: z.string().nullable(),
  weakness: z.string().nullable(),
  learningRequired: z.string().nullable(),
};
/** Fields every list item of settings and reviews keeps from its detail (in the document's order). */
const periodFields = { annualPeriod: true, annualPeriodName: true } as const;
const versionFields = { version: true, lastUpdatedOn: true } as const;

/** GET /goal-setting-form/{id} (the spec's goal setting form) and the answer of its changes. */
export const goalSettingResponse = z.object({
  id: z.number().int(),
  role: roleResponse,
  annualPeriod: z.string(),
  annualPeriodName: z.string(),
  goalSettingState: goalSettingStateSchema,
  user: personResponse,
  school: settingSchool,
  ...goalsAndLearnings,
  reviewComments: z.array(reviewCommentResponse),
  /** The review of this setting once sent (null before). */
  goalReview: z.object({ id: z.number().int(), reviewState: goalReviewStateSchema }).nullable(),
  setupWindow: windowResponse,
  reviewWindow: windowResponse,
  abilities: goalSettingAbilities,
  /** What the signed-in user may do in the goal year: evidence and learnings. */
  yearAbilities: goalYearAbilities,
  ...auditFields,
});
export type GoalSetting = z.infer<typeof goalSettingResponse>;

/** An item of GET /goal-setting-form. */
export const goalSettingListItem = goalSettingResponse
  .pick({
    id: true,
    role: true,
    ...periodFields,
    goalSettingState: true,
    user: true,
    weightTotal: true,
    ...versionFields,
  })
  .extend({ goalCount: z.number().int() });
export type GoalSettingListItem = z.infer<typeof goalSettingListItem>;

/**
 * PATCH /goal-setting-form/{id}?status=SENT_FOR_REVIEW&version=, with optional learnings in the body; without a
 * status it saves the learnings only.
 */
export const goalSettingStatusQuery = z.object({
  status: goalSettingStateSchema.optional(),
  version: wholeNumber({ optional: true }),
});
export const goalSettingLearningsBody = z
  .object({ strength: optionalText(2000), weakness: optionalText(2000), learningRequired: optionalText(2000) })
  .partial()
  .nullish();

/** GET /goal-setting-review: the reviews of the signed-in reviewer (paged), filters annualPeriod, state, school, role. */
export const goalReviewListQuery = pageQuery.extend({
  annualPeriod: filterText(20),
  reviewState: goalReviewStateSchema.optional(),
  schoolCode: filterText(50),
  role: idSchema.optional(),
});

/** GET /goal-setting-review/{id} and the answer of a decision. */
export const goalReviewResponse = z.object({
  id: z.number().int(),
  reviewedFor: personResponse,
  reviewedForRole: roleResponse,
  reviewState: goalReviewStateSchema,
  annualPeriod: z.string(),
  annualPeriodName: z.string(),
  school: settingSchool,
  goalSetting: z.object({
    id: z.number().int(),
    goalSettingState: goalSettingStateSchema,
    ...goalsAndLearnings,
  }),
  reviewComments: z.array(reviewCommentResponse),
  reviewWindow: windowResponse,
  /** The signed-in user may decide now (a reviewer, the review pending, the review window open). */
  abilities: z.object({ decide: abilityResponse }),
  ...auditFields,
});
export type GoalReview = z.infer<typeof goalReviewResponse>;

export const goalReviewListItem = goalReviewResponse
  .pick({
    id: true,
    reviewedFor: true,
    reviewedForRole: true,
    reviewState: true,
    ...periodFields,
    school: true,
    ...versionFields,
  })
  .extend({ goalCount: z.number().int(), weightTotal: z.number().int() });
export type GoalReviewListItem = z.infer<typeof goalReviewListItem>;

/** PATCH /goal-setting-review/{id}: {reviewState, comment}. */
export const goalReviewDecisionInput = z.object({
  reviewState: z.enum(GOAL_REVIEW_DECISIONS),
  comment: requiredText(2000)
    .or(z.undefined())
    .refine((value) => value !== undefined, GOAL_MESSAGES.commentRequired),
  version: wholeNumber({ optional: true }),
});
export type GoalReviewDecisionInput = z.input<typeof goalReviewDecisionInput>;

/** POST /review-comments: {reviewComment, reviewState, goalReviewId}. */
export const reviewCommentInput = z.object({
  reviewComment: text(2000).min(1, GOAL_MESSAGES.commentRequired),
  reviewState: goalReviewStateSchema.optional(),
  goalReviewId: idSchema,
});
export type ReviewCommentInput = z.input<typeof reviewCommentInput>;
