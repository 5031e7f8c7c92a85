import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GOAL_FEEDBACK_STATES, GOAL_FEEDBACK_TYPES } from '@school/contract/workflows/goal-feedback';
import { auditColumns, id, inList, parentId } from './columns';
import { goalFeedbackFrequencies, goalReviews, goals, goalSettings } from './goals';
import { users } from './users';

/*
 * The goal year after approval: evidence files (in the database, so a backup holds them:
 * docs/decisions.md), feedback per frequency (one SELF per setting and frequency, one PEER per named peer), their
 * ratings and comments, and the final review with its sign-off and close.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const goalEvidences = pgTable(
  'goal_evidences',
  {
    id: id(),
    goalId: parentId('goal_id', () => goals.id),
    fileName: text('file_name').notNull(),
    documentType: text('document_type').notNull().default('application/pdf'),
    comment: text('comment'),
    size: integer('size').notNull(),
    /**
     * True while the upload writes its chunks: the row already counts against the limits (it was checked and
     * reserved under the setter's lock) but nobody sees or reads it until it is whole.
     */
    pending: boolean('pending').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (table) => [index('goal_evidences_goal_idx').on(table.goalId, table.createdOn)],
);

/**
 * An evidence's bytes in pieces of at most EVIDENCE_CHUNK_BYTES, in order of seq: each is written and read by one
 * small statement, so no statement carries a whole file (on PGlite the database's memory grows to its largest
 * statement and never shrinks). Every instance on one PostgreSQL sees them; removing the evidence removes them.
 */
export const goalEvidenceChunks = pgTable(
  'goal_evidence_chunks',
  {
    evidenceId: parentId('evidence_id', () => goalEvidences.id),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.evidenceId, table.seq] })],
);

export const goalFeedbacks = pgTable(
  'goal_feedbacks',
  {
    id: id(),
    goalSettingId: parentId('goal_setting_id', () => goalSettings.id),
    /**
     * The feedback frequency of the period's timeline, by its id: an administrator may rename a frequency and the
     * feedback stays with it; a frequency that has feedback cannot be removed.
     */
    frequencyId: integer('frequency_id')
      .notNull()
      .references(() => goalFeedbackFrequencies.id, { onDelete: 'restrict' }),
    feedbackType: text('feedback_type', { enum: GOAL_FEEDBACK_TYPES }).notNull(),
    /** PEER: the colleague asked; SELF: null (the setter). */
    peerUserId: integer('peer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** PEER: the reviewer who asked. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: GOAL_FEEDBACK_STATES }).notNull(),
    /** The last submission by its author (evidence uploaded before a self submission stays). */
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    ...auditColumns(),
  },
  (table) => [
    inList('goal_feedbacks_state_check', 'state', GOAL_FEEDBACK_STATES),
    inList('goal_feedbacks_type_check', 'feedback_type', GOAL_FEEDBACK_TYPES),
    check('goal_feedbacks_peer_check', sql`(${table.feedbackType} = 'SELF') = (${table.peerUserId} is null)`),
    uniqueIndex('goal_feedbacks_self_uq')
      .on(table.goalSettingId, table.frequencyId)
      .where(sql`${table.feedbackType} = 'SELF'`),
    uniqueIndex('goal_feedbacks_peer_uq')
      .on(table.goalSettingId, table.frequencyId, table.peerUserId)
      .where(sql`${table.feedbackType} = 'PEER'`),
    index('goal_feedbacks_peer_idx').on(table.peerUserId, table.state),
    index('goal_feedbacks_frequency_idx').on(table.frequencyId),
  ],
);

export const goalFeedbackRatings = pgTable(
  'goal_feedback_ratings',
  {
    feedbackId: parentId('feedback_id', () => goalFeedbacks.id),
    goalId: parentId('goal_id', () => goals.id),
    rating: integer('rating').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.feedbackId, table.goalId] }),
    check('goal_feedback_ratings_rating_check', sql`${table.rating} between 1 and 4`),
  ],
);

export const goalFeedbackComments = pgTable(
  'goal_feedback_comments',
  {
    id: id(),
    feedbackId: parentId('feedback_id', () => goalFeedbacks.id),
    comment: text('comment').notNull(),
    state: text('state', { enum: GOAL_FEEDBACK_STATES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('goal_feedback_comments_feedback_idx').on(table.feedbackId, table.createdOn)],
);

/** The final review of a goal review (one per review), its sign-off and the close, each with who and when. */
export const goalFinalReviews = pgTable(
  'goal_final_reviews',
  {
    goalReviewId: integer('goal_review_id')
      .primaryKey()
      .references(() => goalReviews.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    overallRating: numeric('overall_rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    proposedScore: numeric('proposed_score', { precision: 3, scale: 2, mode: 'number' }),
    adjustmentReason: text('adjustment_reason'),
    writtenBy: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    writtenOn: timestamp('written_on', { withTimezone: true }).notNull().defaultNow(),
    signedOffBy: integer('signed_off_by').references(() => users.id, { onDelete: 'set null' }),
    signedOffOn: timestamp('signed_off_on', { withTimezone: true }),
    signOffComment: text('sign_off_comment'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedOn: timestamp('closed_on', { withTimezone: true }),
    closeComment: text('close_comment'),
  },
  (table) => [check('goal_final_reviews_rating_check', sql`${table.overallRating} between 1 and 4`)],
);
