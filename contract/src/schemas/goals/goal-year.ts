import { z } from 'zod';
import { GOAL_RATING } from '../../goals/goal-rules';
import { abilityResponse } from '../ability';
import { EVIDENCE_BASE64_MAX, GOAL_YEAR_MESSAGES } from '../../goals/goal-year-rules';
import { FEEDBACK_DECISION_STATES, GOAL_FEEDBACK_STATES, GOAL_FEEDBACK_TYPES } from '../../workflows/goal-feedback';
import { idSchema, optionalText, pageQuery, requiredText, text, wholeNumber } from '../common';
import { requiredVersion } from '../common';

/*
 * The goal year after approval: evidence, self and peer feedback, peer
 * requests, the final review and the year's score. Field names are the spec's where it names them.
 */

export const goalFeedbackStateSchema = z.enum(GOAL_FEEDBACK_STATES);
export const goalFeedbackTypeSchema = z.enum(GOAL_FEEDBACK_TYPES);

const person = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
const windowResponse = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  open: z.boolean(),
  message: z.string(),
});

// ---------- Evidence ----------

/** The multipart part `evidenceMetadata` of POST /goal/evidence: JSON {comment, goalId}. */
export const evidenceMetadataInput = z.object({ comment: optionalText(1000), goalId: idSchema });
export type EvidenceMetadataInput = z.input<typeof evidenceMetadataInput>;

/** An uploaded evidence as goals carry it (without its bytes). */
export const evidenceResponse = z.object({
  id: z.number().int(),
  goalId: z.number().int(),
  fileName: z.string(),
  comment: z.string().nullable(),
  documentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  /** The signed-in user may remove it now (evidenceDeletable). */
  deletable: z.boolean(),
});
export type Evidence = z.infer<typeof evidenceResponse>;

/** GET /goal/evidence/{id}: the spec's {body (base64), documentType, fileName}. */
export const evidenceDownloadResponse = z.object({
  id: z.number().int(),
  // The file's bytes in base64 (OpenAPI's format byte), not checked character by character on the way out.
  body: z.string().max(EVIDENCE_BASE64_MAX).meta({ format: 'byte' }),
  documentType: z.string(),
  fileName: z.string(),
  comment: z.string().nullable(),
});

// ---------- Learnings ----------

/** PATCH /goal-setting-form/{id} without a status: {strength, weakness, learningRequired}. */
export const goalLearningsInput = z.object({
  strength: optionalText(2000),
  weakness: optionalText(2000),
  learningRequired: optionalText(2000),
});

/** What the setter may do in the goal year (answered with the goal setting as `yearAbilities`). */
export const goalYearAbilities = z.object({
  /** Upload (and remove) evidence of the goals. */
  uploadEvidence: abilityResponse,
  /** Save the goal learnings. */
  editLearnings: abilityResponse,
});

// ---------- Feedback ----------

/** A rating: a whole number 1 to 4. */
export const goalRating = z
  .number({ error: GOAL_YEAR_MESSAGES.ratingRange })
  .int(GOAL_YEAR_MESSAGES.ratingRange)
  .min(GOAL_RATING.min, GOAL_YEAR_MESSAGES.ratingRange)
  .max(GOAL_RATING.max, GOAL_YEAR_MESSAGES.ratingRange);

export const goalRatingInput = z.object({ goal: z.object({ id: idSchema }), rating: goalRating.nullable() });

/** The feedback comment of PUT /goal-feedback/ ({comment, state}); its state is set by the server. */
const feedbackCommentInput = z.object({ comment: text(2000), state: goalFeedbackStateSchema.optional() });

/**
 * PUT /goal-feedback/ (self) and PUT /goal-feedback/peer/{id} (peer): the ratings given so far (null clears one),
 * state SELF_FEEDBACK_SUBMITTED or PEER_FEEDBACK_SUBMITTED submits (every goal then needs a rating), any other
 * state or none saves and keeps the state. An optional comment is stored with the feedback.
 */
export const goalFeedbackSaveInput = z.object({
  goalFeedback: z.object({
    id: idSchema.optional(),
    goalRatings: z.array(goalRatingInput).max(50),
    state: goalFeedbackStateSchema.optional(),
    version: requiredVersion,
  }),
  comment: feedbackCommentInput.nullish(),
});
export type GoalFeedbackSaveInput = z.input<typeof goalFeedbackSaveInput>;

/**
 * PUT /goal-feedback/{id}/comment {comment, state}: a comment; with a reviewer's decision as state
 * (SELF_REASSESSMENT_REQUIRED, SUBMIT_PEER_FEEDBACK, PEER_REASSESSMENT_REQUIRED, FEEDBACK_COMPLETED) it moves the
 * feedback too (a decision needs a comment when it sends back).
 */
export const feedbackCommentBody = z.object({
  comment: text(2000),
  state: z.enum(FEEDBACK_DECISION_STATES).optional(),
  version: wholeNumber({ optional: true }),
});
export type FeedbackCommentBody = z.input<typeof feedbackCommentBody>;

/** POST /goal-feedback/peer: the reviewer asks a colleague of the setter's school for feedback on a frequency. */
export const peerRequestInput = z.object({
  goalSettingFormId: idSchema,
  frequencyLabel: requiredText(100),
  peerUserId: idSchema,
});
export type PeerRequestInput = z.input<typeof peerRequestInput>;

export const feedbackCommentResponse = z.object({
  id: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  comment: z.string(),
  /** The feedback's state when written (a decision's comment carries the state it led to). */
  state: goalFeedbackStateSchema,
  /** The spec's comments also carry a review state label; null for feedback comments. */
  reviewState: z.string().nullable(),
  createdOn: z.string(),
});
export type FeedbackComment = z.infer<typeof feedbackCommentResponse>;

export const feedbackAbilities = z.object({
  editRatings: abilityResponse,
  decisions: z.array(z.enum(FEEDBACK_DECISION_STATES)),
  comment: abilityResponse,
  requestPeers: abilityResponse,
});

export const goalRatingResponse = z.object({
  goal: z.object({
    id: z.number().int(),
    goalDetails: z.string(),
    weightage: z.number().int(),
    measurementUnit: z.string(),
  }),
  /** 1 to 4, null when not rated yet; the anonymous peer average has decimals. */
  rating: z.number().nullable(),
});

/**
 * A goal feedback (id, createdBy, feedbackType, period, state, goalRatings, comments). For the
 * setter, peer feedback comes as one anonymous entry per frequency (id null, anonymous true, the average rating
 * per goal once PEERS.anonymityMin peers submitted, no names, no comments).
 */
export const goalFeedbackResponse = z.object({
  id: z.number().int().nullable(),
  goalSettingFormId: z.number().int(),
  feedbackType: goalFeedbackTypeSchema,
  /** The feedback frequency's label (the spec's period). */
  period: z.string(),
  /** The feedback frequency's id: a feedback stays with its frequency when the label is renamed. */
  frequencyId: z.number().int(),
  annualPeriod: z.string(),
  state: goalFeedbackStateSchema,
  createdBy: z.string().nullable(),
  /** 'Feedback By': the author's name (null when anonymous). */
  createdByName: z.string().nullable(),
  anonymous: z.boolean(),
  /** SELF: peers asked for this frequency; anonymous PEER: peers who submitted. */
  peerCount: z.number().int(),
  /** Why ratings are hidden or what they are (anonymity), or null. */
  notice: z.string().nullable(),
  goalRatings: z.array(goalRatingResponse),
  comments: z.array(feedbackCommentResponse),
  /** The frequency's self or peer window (by type). */
  window: windowResponse,
  /** SELF, for the setter's reviewers: the peers asked for this frequency and their feedback's state. */
  peers: z.array(z.object({ feedbackId: z.number().int(), peer: person, state: goalFeedbackStateSchema })),
  submittedOn: z.string().nullable(),
  abilities: feedbackAbilities,
  version: z.number().int(),
});
export type GoalFeedback = z.infer<typeof goalFeedbackResponse>;

/** GET /goal-feedback/peer-requests: the signed-in user's peer requests (paged), pending first. */
export const peerRequestListQuery = pageQuery.extend({ state: goalFeedbackStateSchema.optional() });
export const peerRequestListItem = z.object({
  id: z.number().int(),
  goalSettingFormId: z.number().int(),
  setter: person,
  role: z.object({ id: z.number().int(), name: z.string() }),
  annualPeriod: z.string(),
  annualPeriodName: z.string(),
  frequencyLabel: z.string(),
  state: goalFeedbackStateSchema,
  window: windowResponse,
  goalCount: z.number().int(),
  lastUpdatedOn: z.string(),
});
export type PeerRequestListItem = z.infer<typeof peerRequestListItem>;

/** GET /goal-feedback/{goalSettingFormId}/peer-candidates: colleagues the reviewer may name. */
export const peerCandidateResponse = z.array(person.extend({ designation: z.string().nullable() }));
export type PeerCandidate = z.infer<typeof peerCandidateResponse>[number];

// ---------- Final review and the year's score ----------

/** An overall rating: 1 to 4 with at most two decimals. */
export const overallRating = z
  .number({ error: GOAL_YEAR_MESSAGES.overallRatingRange })
  .min(GOAL_RATING.min, GOAL_YEAR_MESSAGES.overallRatingRange)
  .max(GOAL_RATING.max, GOAL_YEAR_MESSAGES.overallRatingRange)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), GOAL_YEAR_MESSAGES.overallRatingRange);

/**
 * PUT /goal-setting-review/{id}/final-review: the reviewer's comment and overall rating; a rating other than the
 * proposed score needs adjustmentReason (checked by the server against the score it computes).
 */
export const finalReviewInput = z.object({
  comment: requiredText(4000),
  overallRating,
  adjustmentReason: optionalText(2000),
  version: requiredVersion,
});
export type FinalReviewInput = z.input<typeof finalReviewInput>;

/** PATCH /goal-setting-review/{id}/sign-off and /close: an optional comment, the review's version. */
export const goalYearStepInput = z.object({ comment: optionalText(2000), version: requiredVersion });
export type GoalYearStepInput = z.input<typeof goalYearStepInput>;

const stamp = z.object({ by: person, on: z.string(), comment: z.string().nullable() });

export const finalReviewAbilities = z.object({
  writeFinalReview: abilityResponse,
  signOff: abilityResponse,
  close: abilityResponse,
});

/**
 * GET /goal-setting-form/{id}/score: the year's score goal by goal (contract goalScore), the final review and who
 * signed off and closed, when. The setter sees the lines from PEER_REVIEW_COMPLETED and the final review once it is
 * signed off; reviewers and approvers see all of it.
 */
export const goalScoreResponse = z.object({
  goalSettingFormId: z.number().int(),
  goalReviewId: z.number().int().nullable(),
  goalSettingState: z.string(),
  lines: z.array(
    z.object({
      goal: z.object({ id: z.number().int(), goalDetails: z.string(), weightage: z.number().int() }),
      selfAverage: z.number().nullable(),
      peerAverage: z.number().nullable(),
      goalRating: z.number().nullable(),
      contribution: z.number().nullable(),
    }),
  ),
  proposed: z.number().nullable(),
  /** Why lines or the final review are not shown yet, or null. */
  notice: z.string().nullable(),
  finalReview: z
    .object({
      comment: z.string(),
      overallRating: z.number(),
      proposedScore: z.number().nullable(),
      adjustmentReason: z.string().nullable(),
      writtenBy: person,
      writtenOn: z.string(),
    })
    .nullable(),
  signedOff: stamp.nullable(),
  closed: stamp.nullable(),
  abilities: finalReviewAbilities,
  /** The review's version (for the final review, sign-off and close). */
  version: z.number().int().nullable(),
});
export type GoalScoreResponse = z.infer<typeof goalScoreResponse>;
