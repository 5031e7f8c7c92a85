import { z } from 'zod';
import { DEFAULT_LIST_SORT, LIST_SORT_MESSAGE, LIST_SORTS } from '../../list-sort';
import { filterText, idSchema, wholeNumber } from '../common';
import { planStatusSchema } from './common';

/** Plan lists: 10 a page by default, at most 100. */
export const PLAN_PAGE_SIZE = 10;
export const PLAN_PAGE_SIZE_MAX = 100;

/** 'ALL' (the filter panel's default) and blank mean no filter. */
const allMeansNone = (value: unknown) => (value === 'ALL' || value === '' ? undefined : value);

/**
 * The query of every plan list (GET /annual-plans, /tier-plans, /unit-plan/list, /unit-plans, /lesson-plans):
 * page (0-based), size, name search, and the filters. Text filters match case-insensitively:
 * subject matches the subject's name or value, tierPlan the tier's list value or name, unitPlan the unit's id or
 * name, teacher a user id or email (plans where that teacher is a consent teacher). The *Id filters narrow to one
 * parent (the detail pages' lists).
 */
export const planListQuery = z.object({
  page: wholeNumber({ optional: true }).default(0),
  size: wholeNumber({ min: 1, max: PLAN_PAGE_SIZE_MAX, optional: true }).default(PLAN_PAGE_SIZE),
  name: filterText(200),
  annualPeriod: z.preprocess(allMeansNone, filterText(20)),
  status: z.preprocess(allMeansNone, planStatusSchema.optional()),
  schoolCode: filterText(50),
  gradeName: filterText(100),
  /** The same as gradeName (the API accepts both). */
  className: filterText(100),
  subject: filterText(200),
  teacher: filterText(254),
  tierPlan: filterText(200),
  unitPlan: filterText(200),
  annualPlanId: idSchema.optional(),
  tierPlanId: idSchema.optional(),
  unitPlanId: idSchema.optional(),
  sort: z.enum(LIST_SORTS, { error: LIST_SORT_MESSAGE }).default(DEFAULT_LIST_SORT),
});
export type PlanListQuery = z.output<typeof planListQuery>;

/**
 * GET /unit-plan/outstanding, /unit-plan/upcoming, /lesson-plan/outstanding, /lesson-plan/upcoming:
 * page, size, role, annualPeriod, tierPlanValue.
 */
export const planDashboardQuery = z.object({
  page: wholeNumber({ optional: true }).default(0),
  size: wholeNumber({ min: 1, max: PLAN_PAGE_SIZE_MAX, optional: true }).default(PLAN_PAGE_SIZE),
  role: filterText(100),
  annualPeriod: z.preprocess(allMeansNone, filterText(20)),
  tierPlanValue: filterText(100),
});
export type PlanDashboardQuery = z.output<typeof planDashboardQuery>;

/** GET /plan-settings: the settings the screens need (School selector classes, the year's start month). */
export const planSettingsResponse = z.object({
  /** Class names whose annual plans name a school (setting SCHOOL_SPECIFIC_CLASSES). */
  schoolSpecificClasses: z.array(z.string()),
  /** The month (1-12) a plan year starts (setting PLAN_YEAR_START_MONTH). */
  yearStartMonth: z.number().int(),
  /** The current annual period, e.g. AY26_27: the default of forms. */
  currentAnnualPeriod: z.string(),
  /** Class names whose lesson plans are PRECLASS, with the pre-primary form (setting PRE_PRIMARY_CLASSES). */
  preprimaryClasses: z.array(z.string()),
});
export type PlanSettings = z.infer<typeof planSettingsResponse>;

/** Whether a class name's plans belong to one school (case-insensitive, spaces trimmed). */
export const isSchoolSpecificClass = (gradeName: string, schoolSpecificClasses: readonly string[]) =>
  schoolSpecificClasses.some((name) => name.trim().toLowerCase() === gradeName.trim().toLowerCase());

/** The default of the setting SCHOOL_SPECIFIC_CLASSES (grades VI, VII, VIII need a school). */
export const DEFAULT_SCHOOL_SPECIFIC_CLASSES = ['VI', 'VII', 'VIII'] as const;

/** The default of the setting PRE_PRIMARY_CLASSES: the pre-primary class names (PRECLASS lessons). */
export const DEFAULT_PRE_PRIMARY_CLASSES = ['Nursery', 'LKG', 'UKG'] as const;
