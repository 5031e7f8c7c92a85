import { and, type AnyColumn, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PlanLevel, PlanListQuery } from '@school/contract';
import { annualPlans, lessonPlans, schools, tierPlans, unitPlans, users } from '../../db/schema';
import { listOrder, nameSearch } from '../../lib/crud';
import {
  annualPlanVisible,
  annualPlansOfSchool,
  consentAnnualPlanIds,
  consentLessonPlanIds,
  consentUnitPlanIds,
  lessonPlanVisible,
  type PlanScope,
  tierPlanVisible,
  unitPlanVisible,
} from './plan-access';

/*
 * The WHERE and ORDER BY of every plan list (issue 7 section 5), visibility included. The query of a level selects
 * from that level's table joined with the levels above it, each under its own name: annual_plans; tier_plans +
 * annual_plans; unit_plans + tier_plans + annual_plans; lesson_plans + unit_plans + tier_plans + annual_plans.
 */

const table = {
  annual: annualPlans,
  tier: tierPlans,
  unit: unitPlans,
  lesson: lessonPlans,
} as const;

const lowerEquals = (column: AnyColumn | SQL, value: string) => sql`lower(${column}) = ${value.trim().toLowerCase()}`;
const DIGITS = /^[1-9][0-9]{0,9}$/;

/** The user a teacher filter names: a user id, or an email (a subquery giving the id). */
function teacherId(teacher: string): number | SQL {
  const text = teacher.trim();
  if (DIGITS.test(text) && Number(text) <= 2_147_483_647) return Number(text);
  return sql`(select ${users.id} from ${users} where lower(${users.email}) = ${text.toLowerCase()})`;
}

const schoolIdOfCode = (code: string) =>
  sql`(select ${schools.id} from ${schools} where lower(${schools.schoolCode}) = ${code.trim().toLowerCase()})`;

/** The conditions of a list query at a level, visibility included. */
export function planListWhere(level: PlanLevel, query: PlanListQuery, scope: PlanScope): SQL | undefined {
  const own = table[level];
  const gradeName = query.gradeName ?? query.className;
  const conditions: (SQL | undefined)[] = [
    level === 'annual'
      ? annualPlanVisible(scope)
      : level === 'tier'
        ? tierPlanVisible(scope)
        : level === 'unit'
          ? unitPlanVisible(scope)
          : lessonPlanVisible(scope),
    nameSearch(query.name, own.name),
    query.status ? eq(own.status, query.status) : undefined,
    // Periods are stored as the list's values (AY26_27): plain equality keeps the index and the statistics usable.
    query.annualPeriod
      ? inArray(annualPlans.annualPeriod, [...new Set([query.annualPeriod, query.annualPeriod.toUpperCase()])])
      : undefined,
    gradeName ? lowerEquals(annualPlans.gradeName, gradeName) : undefined,
    query.subject
      ? or(lowerEquals(annualPlans.subjectName, query.subject), lowerEquals(annualPlans.subjectValue, query.subject))
      : undefined,
    query.annualPlanId === undefined ? undefined : eq(annualPlans.id, query.annualPlanId),
  ];
  if (query.schoolCode) {
    conditions.push(
      level === 'lesson'
        ? sql`${lessonPlans.schoolId} = ${schoolIdOfCode(query.schoolCode)}`
        : annualPlansOfSchool(schoolIdOfCode(query.schoolCode)),
    );
  }
  if (query.teacher) {
    const teacher = teacherId(query.teacher);
    conditions.push(
      level === 'annual'
        ? sql`${annualPlans.id} in ${consentAnnualPlanIds(teacher)}`
        : level === 'tier'
          ? sql`${tierPlans.id} in (select ${unitPlans.tierPlanId} from ${unitPlans} where ${unitPlans.id} in ${consentUnitPlanIds(teacher)})`
          : level === 'unit'
            ? sql`${unitPlans.id} in ${consentUnitPlanIds(teacher)}`
            : sql`${lessonPlans.id} in ${consentLessonPlanIds(teacher)}`,
    );
  }
  if (level !== 'annual') {
    if (query.tierPlan) {
      conditions.push(or(lowerEquals(tierPlans.value, query.tierPlan), lowerEquals(tierPlans.name, query.tierPlan)));
    }
    if (query.tierPlanId !== undefined) conditions.push(eq(tierPlans.id, query.tierPlanId));
  }
  if (level === 'unit' || level === 'lesson') {
    if (query.unitPlan) {
      const text = query.unitPlan.trim();
      conditions.push(
        DIGITS.test(text) && Number(text) <= 2_147_483_647
          ? eq(unitPlans.id, Number(text))
          : lowerEquals(unitPlans.name, text),
      );
    }
    if (query.unitPlanId !== undefined) conditions.push(eq(unitPlans.id, query.unitPlanId));
  }
  return and(...conditions);
}

/** The order of a list at a level (`sort`: name, newest or status). */
export function planListOrder(level: PlanLevel, query: Pick<PlanListQuery, 'sort'>): SQL[] {
  const own = table[level];
  return listOrder(query.sort, { byName: [asc(sql`lower(${own.name})`)], id: own.id, status: own.status });
}
