import { z } from 'zod';
import { GOAL_MESSAGES } from '../../goals/goal-rules';
import { auditFields, dateText, idSchema, requiredText } from '../common';
import { requiredVersion } from '../common';
import { idReference } from '../grade';

/*
 * Goal configurations and timelines. The spec's client sends a
 * configuration either with role objects or with ids (roleId, goalApproverRoleId, reviewApproverRoleId,
 * reviewerRoles[{goalReviewerRoleId}]); both are read into one shape, and the answer carries the role objects.
 */

const roleRef = idReference;
const objectId = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;

/** One reviewer role, as {goalReviewerRole: {id}}, {goalReviewerRoleId} or a plain id. */
const reviewerRoleRef = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  if ('goalReviewerRoleId' in value) return value.goalReviewerRoleId;
  if ('goalReviewerRole' in value) return objectId(value.goalReviewerRole);
  return objectId(value);
}, idSchema);

/** Reads the id-form names into the object-form ones, so one schema checks both. */
const fromEitherShape = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const body = value as Record<string, unknown>;
  return {
    ...body,
    applicableRole: body.applicableRole ?? body.roleId,
    goalApproverRole: body.goalApproverRole ?? body.goalApproverRoleId,
    reviewApproverRole: body.reviewApproverRole ?? body.reviewApproverRoleId,
  };
};

const configurationFields = z
  .object({
    applicableRole: roleRef,
    // A role listed twice is one reviewer role (the reviewers table holds each once).
    reviewerRoles: z
      .array(reviewerRoleRef)
      .min(1, GOAL_MESSAGES.reviewerRequired)
      .max(20)
      .transform((ids) => [...new Set(ids)]),
    goalApproverRole: roleRef,
    reviewApproverRole: roleRef,
  })
  .superRefine((configuration, ctx) => {
    configuration.reviewerRoles.forEach((roleId, index) => {
      if (roleId === configuration.applicableRole) {
        ctx.addIssue({ code: 'custom', path: ['reviewerRoles', index], message: GOAL_MESSAGES.reviewerIsSetter });
      }
    });
  });

/** POST /goal-configurations/: normalised to role ids (reviewerRoles: ids, without repeats). */
export const goalConfigurationInput = z.preprocess(fromEitherShape, configurationFields);
export type GoalConfigurationInput = z.input<typeof goalConfigurationInput>;

/** PUT /goal-configurations/{id}: the same with the version read. */
export const goalConfigurationUpdateInput = z.preprocess(
  fromEitherShape,
  configurationFields.and(z.object({ version: requiredVersion })),
);

const roleResponse = z.object({ id: z.number().int(), name: z.string() });

export const goalConfigurationResponse = z.object({
  id: z.number().int(),
  applicableRole: roleResponse,
  reviewerRoles: z.array(z.object({ goalReviewerRole: roleResponse })),
  goalApproverRole: roleResponse,
  reviewApproverRole: roleResponse,
  ...auditFields,
});
export type GoalConfiguration = z.infer<typeof goalConfigurationResponse>;

const windowDates = {
  selfFeedbackStartDate: dateText(),
  selfFeedbackEndDate: dateText(),
  peerFeedbackStartDate: dateText(),
  peerFeedbackEndDate: dateText(),
};

/**
 * One feedback frequency of a timeline: its label and its self and peer feedback windows. A frequency already saved
 * is sent with its id, so a renamed label keeps the feedback given for it; one left out of the list is removed.
 */
export const feedbackFrequencyInput = z.object({
  id: idSchema.optional(),
  frequencyLabel: requiredText(100),
  ...windowDates,
});

const timelineFields = {
  /** An annual period code of the list of values 'Annual Period' (AY26_27). */
  academicCalendar: requiredText(20),
  goalSetupStartDate: dateText(),
  goalSetupEndDate: dateText(),
  goalReviewStartDate: dateText(),
  goalReviewEndDate: dateText(),
  feedbackFrequencies: z.array(feedbackFrequencyInput).max(12).default([]),
};

/**
 * POST /goal-timeline-configurations/. The order of dates and the period's bounds are checked by
 * goalTimelineErrors (contract/src/goals/goal-rules.ts), which needs the plan year's start month.
 */
export const goalTimelineInput = z.object(timelineFields);
export type GoalTimelineInput = z.input<typeof goalTimelineInput>;
/** PUT /goal-timeline-configurations/{id}. */
export const goalTimelineUpdateInput = z.object({ ...timelineFields, version: requiredVersion });

export const goalTimelineResponse = z.object({
  id: z.number().int(),
  academicCalendar: z.string(),
  /** 'A.Y. 2026-2027'. */
  academicCalendarName: z.string(),
  goalSetupStartDate: z.string(),
  goalSetupEndDate: z.string(),
  goalReviewStartDate: z.string(),
  goalReviewEndDate: z.string(),
  feedbackFrequencies: z.array(
    z.object({
      id: z.number().int(),
      frequencyLabel: z.string(),
      selfFeedbackStartDate: z.string(),
      selfFeedbackEndDate: z.string(),
      peerFeedbackStartDate: z.string(),
      peerFeedbackEndDate: z.string(),
    }),
  ),
  ...auditFields,
});
export type GoalTimeline = z.infer<typeof goalTimelineResponse>;

/** Spec 001 section 2: the goal library's categories with their sort orders. */
export const GOAL_LIBRARY_CATEGORIES = [
  { key: 'LEARNING', name: 'Learning Goals', sortOrders: [201, 202, 203, 204, 205, 206, 207, 208, 209] },
  { key: 'TEACHING', name: 'Teaching goals', sortOrders: [301, 302, 303, 304, 305, 306] },
  { key: 'LEADERSHIP', name: 'Leadership goals', sortOrders: [401, 402, 405] },
] as const;
export type GoalLibraryCategory = (typeof GOAL_LIBRARY_CATEGORIES)[number]['key'];

/** An item of GET /goal-library, with the spec's field names (Goal_Description, Measure_Unit, Evidence, SortOrder). */
export const goalLibraryItem = z.object({
  id: z.number().int(),
  category: z.enum(['LEARNING', 'TEACHING', 'LEADERSHIP']),
  categoryName: z.string(),
  Goal_Description: z.string(),
  Measure_Unit: z.string(),
  Evidence: z.string(),
  SortOrder: z.number().int(),
});
export type GoalLibraryItem = z.infer<typeof goalLibraryItem>;
export const goalLibraryResponse = z.array(goalLibraryItem);
