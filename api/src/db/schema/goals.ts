import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GOAL_REVIEW_STATES } from '@school/contract/workflows/goal-review';
import { GOAL_SETTING_STATES } from '@school/contract/workflows/goal-setting';
import { auditColumns, id, inList, parentId } from './columns';
import { roles } from './roles';
import { schools } from './schools';
import { users } from './users';

/*
 * Goal management: configurations say which roles review a setter role's goals; timelines give each annual
 * period's windows; the goal library is data the product serves; a goal setting holds one user's weighted goals for
 * a role and period; its review (one per setting, created when first sent) and the review comments.
 */

export const goalConfigurations = pgTable(
  'goal_configurations',
  {
    id: id(),
    /** The setter role (applicableRole): one configuration per role. */
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    goalApproverRoleId: integer('goal_approver_role_id')
      .notNull()
      .references(() => roles.id),
    reviewApproverRoleId: integer('review_approver_role_id')
      .notNull()
      .references(() => roles.id),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('goal_configurations_role_uq').on(table.roleId)],
);

/** The roles that review the goal settings of a configuration's setter role. */
export const goalConfigurationReviewers = pgTable(
  'goal_configuration_reviewers',
  {
    configurationId: parentId('configuration_id', () => goalConfigurations.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [
    primaryKey({ columns: [table.configurationId, table.roleId] }),
    index('goal_configuration_reviewers_role_idx').on(table.roleId),
  ],
);

export const goalTimelines = pgTable(
  'goal_timelines',
  {
    id: id(),
    /** An annual period code (academicCalendar): one timeline per period. */
    academicCalendar: text('academic_calendar').notNull(),
    goalSetupStartDate: date('goal_setup_start_date', { mode: 'string' }).notNull(),
    goalSetupEndDate: date('goal_setup_end_date', { mode: 'string' }).notNull(),
    goalReviewStartDate: date('goal_review_start_date', { mode: 'string' }).notNull(),
    goalReviewEndDate: date('goal_review_end_date', { mode: 'string' }).notNull(),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('goal_timelines_period_uq').on(table.academicCalendar)],
);

export const goalFeedbackFrequencies = pgTable(
  'goal_feedback_frequencies',
  {
    id: id(),
    timelineId: parentId('timeline_id', () => goalTimelines.id),
    frequencyLabel: text('frequency_label').notNull(),
    selfFeedbackStartDate: date('self_feedback_start_date', { mode: 'string' }).notNull(),
    selfFeedbackEndDate: date('self_feedback_end_date', { mode: 'string' }).notNull(),
    peerFeedbackStartDate: date('peer_feedback_start_date', { mode: 'string' }).notNull(),
    peerFeedbackEndDate: date('peer_feedback_end_date', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('goal_feedback_frequencies_timeline_idx').on(table.timelineId, table.sortOrder)],
);

/** The goal library: Goal_Description, Measure_Unit, Evidence, SortOrder by category. */
export const goalLibraryItems = pgTable(
  'goal_library_items',
  {
    id: id(),
    category: text('category', { enum: ['LEARNING', 'TEACHING', 'LEADERSHIP'] }).notNull(),
    goalDescription: text('goal_description').notNull(),
    measureUnit: text('measure_unit').notNull(),
    evidence: text('evidence').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('goal_library_items_sort_uq').on(table.sortOrder)],
);

export const goalSettings = pgTable(
  'goal_settings',
  {
    id: id(),
    userId: parentId('user_id', () => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    annualPeriod: text('annual_period').notNull(),
    /** The setter's school when the setting was made (reviewers of a school-limited role are of this school). */
    schoolId: integer('school_id').references(() => schools.id),
    state: text('state', { enum: GOAL_SETTING_STATES }).notNull().default('GOAL_SETUP'),
    /** Learnings: strength, area of development, training required. */
    strength: text('strength'),
    weakness: text('weakness'),
    learningRequired: text('learning_required'),
    ...auditColumns(),
  },
  (table) => [
    inList('goal_settings_state_check', 'state', GOAL_SETTING_STATES),
    uniqueIndex('goal_settings_user_role_period_uq').on(table.userId, table.roleId, table.annualPeriod),
    index('goal_settings_period_idx').on(table.annualPeriod, table.state),
    index('goal_settings_school_idx').on(table.schoolId),
    // The review list finds the settings of a configured setter role, in one school or in all.
    index('goal_settings_role_school_idx').on(table.roleId, table.schoolId),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: id(),
    goalSettingId: parentId('goal_setting_id', () => goalSettings.id),
    goalDetails: text('goal_details').notNull(),
    weightage: integer('weightage').notNull(),
    measurementUnit: text('measurement_unit').notNull().default(''),
    evidence: text('evidence').notNull().default('-'),
    libraryItemId: integer('library_item_id').references(() => goalLibraryItems.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    check('goals_weightage_check', sql`${table.weightage} between 1 and 100`),
    index('goals_setting_idx').on(table.goalSettingId, table.sortOrder),
  ],
);

/** The review of a goal setting: created when the setting is first sent for review, one per setting. */
export const goalReviews = pgTable(
  'goal_reviews',
  {
    id: id(),
    goalSettingId: parentId('goal_setting_id', () => goalSettings.id),
    state: text('state', { enum: GOAL_REVIEW_STATES }).notNull().default('PENDING_REVIEW'),
    ...auditColumns(),
  },
  (table) => [
    inList('goal_reviews_state_check', 'state', GOAL_REVIEW_STATES),
    uniqueIndex('goal_reviews_setting_uq').on(table.goalSettingId),
    index('goal_reviews_state_idx').on(table.state),
  ],
);

/** Comments of a review: the reviewer's decisions and any remark, with the state they were written in. */
export const goalReviewComments = pgTable(
  'goal_review_comments',
  {
    id: id(),
    goalReviewId: parentId('goal_review_id', () => goalReviews.id),
    comment: text('comment').notNull(),
    reviewState: text('review_state', { enum: GOAL_REVIEW_STATES }).notNull(),
    /** Who wrote it (also how a reviewer's list finds the reviews they acted on). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('goal_review_comments_review_idx').on(table.goalReviewId, table.createdOn),
    index('goal_review_comments_user_idx').on(table.userId),
  ],
);
