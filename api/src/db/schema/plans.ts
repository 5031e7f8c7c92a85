import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LESSON_PLAN_TYPES } from '@school/contract/schemas/plans/lesson-plan';
import { PLAN_STATUSES } from '@school/contract/workflows/plan-status';
import { auditColumns, id, inList, parentId } from './columns';
import { schools, subjects } from './schools';
import { users } from './users';

/*
 * The planning hierarchy: annual plan > tier plans (with topics and sub topics) > unit plans (with sub units
 * and chosen topics) > lesson plans (of one school, with chosen sub units), and the consents of unit and lesson
 * plans. A plan's class, subject, period and school are fixed once created, so every level below an annual plan
 * carries annual_plan_id (never changes): lists filter and the visibility rule (modules/plans/plan-access.ts) judge
 * the small annual_plans table and reach the rows below through that column and its index.
 * Deleting a unit or lesson plan deletes its rows (a deleted plan answers 404); children cascade.
 */

const planStatus = () => text('status', { enum: PLAN_STATUSES }).notNull().default('ACTIVE');
/**
 * The structured form of a unit or lesson plan: its values as contract/src/plan-forms shapes them
 * (learning outcomes aside: they are rows of their own), who last saved it, and who last wrote its teacher
 * reflection (the Teacher Reflections tab). Null form: never filled.
 */
const formColumns = () => ({
  form: jsonb('form').$type<Record<string, unknown>>(),
  formUpdatedBy: text('form_updated_by'),
  formUpdatedOn: timestamp('form_updated_on', { withTimezone: true }),
  reflectionBy: text('reflection_by'),
  reflectionOn: timestamp('reflection_on', { withTimezone: true }),
});

const dates = () => ({
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

export const annualPlans = pgTable(
  'annual_plans',
  {
    id: id(),
    name: text('name').notNull(),
    status: planStatus(),
    ...dates(),
    annualPeriod: text('annual_period').notNull(),
    gradeName: text('grade_name').notNull(),
    /** The subject chosen in the wizard (a subject of a class of that name); name and value copied from it. */
    subjectId: integer('subject_id').references(() => subjects.id),
    subjectName: text('subject_name').notNull(),
    subjectValue: text('subject_value').notNull(),
    /** Null: network-wide; set: a school-specific plan (classes of the setting SCHOOL_SPECIFIC_CLASSES). */
    schoolId: integer('school_id').references(() => schools.id),
    ...auditColumns(),
  },
  (table) => [
    inList('annual_plans_status_check', 'status', PLAN_STATUSES),
    // One plan per class, subject, period (and school) that is not INACTIVE.
    uniqueIndex('annual_plans_curriculum_uq')
      .on(
        table.annualPeriod,
        sql`lower(${table.gradeName})`,
        sql`lower(${table.subjectName})`,
        sql`coalesce(${table.schoolId}, 0)`,
      )
      .where(sql`${table.status} <> 'INACTIVE'`),
    index('annual_plans_name_order_idx').on(sql`lower(${table.name})`, table.id),
    index('annual_plans_period_idx').on(table.annualPeriod, table.status),
    index('annual_plans_grade_idx').on(sql`lower(${table.gradeName})`, sql`lower(${table.subjectName})`),
    index('annual_plans_school_idx').on(table.schoolId),
  ],
);

export const tierPlans = pgTable(
  'tier_plans',
  {
    id: id(),
    annualPlanId: parentId('annual_plan_id', () => annualPlans.id),
    name: text('name').notNull(),
    /** A value of the list of values 'Tier Plan'. */
    value: text('value').notNull(),
    status: planStatus(),
    ...dates(),
    ...auditColumns(),
  },
  (table) => [
    inList('tier_plans_status_check', 'status', PLAN_STATUSES),
    index('tier_plans_annual_idx').on(table.annualPlanId, table.startDate),
    index('tier_plans_name_order_idx').on(sql`lower(${table.name})`, table.id),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    tierPlanId: parentId('tier_plan_id', () => tierPlans.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('topics_tier_idx').on(table.tierPlanId, table.sortOrder)],
);

export const subTopics = pgTable(
  'sub_topics',
  {
    id: id(),
    topicId: parentId('topic_id', () => topics.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('sub_topics_topic_idx').on(table.topicId, table.sortOrder)],
);

export const unitPlans = pgTable(
  'unit_plans',
  {
    id: id(),
    tierPlanId: parentId('tier_plan_id', () => tierPlans.id),
    annualPlanId: parentId('annual_plan_id', () => annualPlans.id),
    name: text('name').notNull(),
    status: planStatus(),
    ...dates(),
    ...formColumns(),
    ...auditColumns(),
  },
  (table) => [
    inList('unit_plans_status_check', 'status', PLAN_STATUSES),
    index('unit_plans_tier_idx').on(table.tierPlanId, table.startDate),
    index('unit_plans_annual_idx').on(table.annualPlanId),
    index('unit_plans_name_order_idx').on(sql`lower(${table.name})`, table.id),
    index('unit_plans_end_idx').on(table.endDate),
    index('unit_plans_start_idx').on(table.startDate),
  ],
);

/** A named, ordered list a unit plan holds: its sub units, its learning outcomes. */
const orderedListOfUnit = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: id(),
      unitPlanId: parentId('unit_plan_id', () => unitPlans.id),
      name: text('name').notNull(),
      sortOrder: integer('sort_order').notNull().default(0),
    },
    (table) => [index(`${name}_unit_idx`).on(table.unitPlanId, table.sortOrder)],
  );

export const unitSubUnits = orderedListOfUnit('unit_sub_units');

/** The topics of its tier plan a unit plan covers. */
export const unitPlanTopics = pgTable(
  'unit_plan_topics',
  {
    unitPlanId: parentId('unit_plan_id', () => unitPlans.id),
    topicId: parentId('topic_id', () => topics.id),
  },
  (table) => [
    primaryKey({ columns: [table.unitPlanId, table.topicId] }),
    index('unit_plan_topics_topic_idx').on(table.topicId),
  ],
);

export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: id(),
    unitPlanId: parentId('unit_plan_id', () => unitPlans.id),
    tierPlanId: parentId('tier_plan_id', () => tierPlans.id),
    annualPlanId: parentId('annual_plan_id', () => annualPlans.id),
    /** A lesson plan always belongs to one school (locked once saved). */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    status: planStatus(),
    /** PRECLASS for pre-primary classes, null otherwise. */
    type: text('type', { enum: LESSON_PLAN_TYPES }),
    ...dates(),
    ...formColumns(),
    ...auditColumns(),
  },
  (table) => [
    inList('lesson_plans_status_check', 'status', PLAN_STATUSES),
    inList('lesson_plans_type_check', 'type', LESSON_PLAN_TYPES),
    index('lesson_plans_unit_idx').on(table.unitPlanId, table.startDate),
    // Whether a unit has a COMPLETED lesson (its card; deleting it): a network-wide unit has a lesson per school.
    index('lesson_plans_completed_unit_idx').on(table.unitPlanId).where(sql`${table.status} = 'COMPLETED'`),
    index('lesson_plans_annual_idx').on(table.annualPlanId),
    index('lesson_plans_tier_idx').on(table.tierPlanId),
    index('lesson_plans_name_order_idx').on(sql`lower(${table.name})`, table.id),
    index('lesson_plans_school_name_idx').on(table.schoolId, sql`lower(${table.name})`, table.id),
    // Trigram index (pg_trgm) for the name search of the lesson plan list (ILIKE '%…%' on 200,000 plans).
    index('lesson_plans_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('lesson_plans_end_idx').on(table.endDate),
    index('lesson_plans_start_idx').on(table.startDate),
  ],
);

/** The sub units of its unit plan a lesson plan covers. */
export const lessonPlanSubUnits = pgTable(
  'lesson_plan_sub_units',
  {
    lessonPlanId: parentId('lesson_plan_id', () => lessonPlans.id),
    subUnitId: parentId('sub_unit_id', () => unitSubUnits.id),
  },
  (table) => [
    primaryKey({ columns: [table.lessonPlanId, table.subUnitId] }),
    index('lesson_plan_sub_units_sub_unit_idx').on(table.subUnitId),
  ],
);

const consentColumns = () => ({
  id: id(),
  /** The annual plan above (never changes): the visibility rule finds a teacher's plans through it. */
  annualPlanId: parentId('annual_plan_id', () => annualPlans.id),
  userId: integer('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  consent: boolean('consent').notNull().default(false),
  /** Who ticked it (email) and when; null while not given. */
  givenBy: text('given_by'),
  givenOn: timestamp('given_on', { withTimezone: true }),
});

/** The subject teachers who sign a unit plan. */
export const unitPlanConsents = pgTable(
  'unit_plan_consents',
  {
    ...consentColumns(),
    unitPlanId: parentId('unit_plan_id', () => unitPlans.id),
  },
  (table) => [
    unique('unit_plan_consents_uq').on(table.unitPlanId, table.userId),
    index('unit_plan_consents_user_idx').on(table.userId, table.annualPlanId),
  ],
);

/** The subject teachers who sign a lesson plan. */
export const lessonPlanConsents = pgTable(
  'lesson_plan_consents',
  {
    ...consentColumns(),
    lessonPlanId: parentId('lesson_plan_id', () => lessonPlans.id),
    /** The unit plan above (never changes): a teacher who signs a lesson also sees its unit. */
    unitPlanId: parentId('unit_plan_id', () => unitPlans.id),
  },
  (table) => [
    unique('lesson_plan_consents_uq').on(table.lessonPlanId, table.userId),
    index('lesson_plan_consents_user_idx').on(table.userId, table.annualPlanId),
  ],
);

/** A unit plan's learning outcomes (its form's step 'Learning outcomes'): the list its lessons choose from. */
export const unitLearningOutcomes = orderedListOfUnit('unit_learning_outcomes');

/** The learning outcomes of its unit plan a lesson plan chose (removed with the outcome). */
export const lessonPlanLearningOutcomes = pgTable(
  'lesson_plan_learning_outcomes',
  {
    lessonPlanId: parentId('lesson_plan_id', () => lessonPlans.id),
    learningOutcomeId: parentId('learning_outcome_id', () => unitLearningOutcomes.id),
  },
  (table) => [
    primaryKey({ columns: [table.lessonPlanId, table.learningOutcomeId] }),
    index('lesson_plan_learning_outcomes_outcome_idx').on(table.learningOutcomeId),
  ],
);
