import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { PlanDashboardQuery } from '@school/contract';
import { annualPlans, lessonPlanConsents, lessonPlans, tierPlans, unitPlanConsents, unitPlans } from '../../db/schema';

/*
 * The WHERE and ORDER BY of the dashboard calls (GET /unit-plan/outstanding, /unit-plan/upcoming,
 * /lesson-plan/outstanding, /lesson-plan/upcoming). The queries join annual_plans, tier_plans and unit_plans (and
 * lesson_plans for lessons) under their own names, like the lists.
 */

export type DashboardKind = 'outstanding' | 'upcoming';

const table = { unit: unitPlans, lesson: lessonPlans } as const;

export interface DashboardFilter {
  level: 'unit' | 'lesson';
  kind: DashboardKind;
  query: PlanDashboardQuery;
  /** The visibility rule of the level (plan-access.ts). */
  visible: SQL | undefined;
  /** Only the plans where this user is a consent teacher (a teacher's view); null: every visible plan. */
  consentTeacherId: number | null;
  today: string;
  /** The last day of the upcoming window. */
  upcomingUntil: string;
}

/**
 * Outstanding: the end date has passed and the plan is not COMPLETED. Upcoming: it starts between today and the
 * end of the window. Plans under an INACTIVE annual plan cannot be acted on and are left out.
 */
export function dashboardWhere(filter: DashboardFilter): SQL | undefined {
  const own = table[filter.level];
  const { query } = filter;
  const mine =
    filter.consentTeacherId === null
      ? undefined
      : filter.level === 'unit'
        ? sql`${unitPlans.id} in (select ${unitPlanConsents.unitPlanId} from ${unitPlanConsents} where ${unitPlanConsents.userId} = ${filter.consentTeacherId})`
        : sql`${lessonPlans.id} in (select ${lessonPlanConsents.lessonPlanId} from ${lessonPlanConsents} where ${lessonPlanConsents.userId} = ${filter.consentTeacherId})`;
  const window =
    filter.kind === 'outstanding'
      ? and(sql`${own.endDate} < ${filter.today}`, sql`${own.status} <> 'COMPLETED'`)
      : and(sql`${own.startDate} >= ${filter.today}`, sql`${own.startDate} <= ${filter.upcomingUntil}`);
  return and(
    filter.visible,
    mine,
    window,
    sql`${annualPlans.status} <> 'INACTIVE'`,
    query.annualPeriod ? sql`lower(${annualPlans.annualPeriod}) = ${query.annualPeriod.toLowerCase()}` : undefined,
    query.tierPlanValue ? sql`lower(${tierPlans.value}) = ${query.tierPlanValue.toLowerCase()}` : undefined,
  );
}

/** Outstanding: the longest overdue first; upcoming: the soonest first. */
export function dashboardOrder(level: 'unit' | 'lesson', kind: DashboardKind): SQL[] {
  const own = table[level];
  return kind === 'outstanding' ? [asc(own.endDate), asc(own.id)] : [asc(own.startDate), asc(own.id)];
}
