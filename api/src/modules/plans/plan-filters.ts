import { and, type AnyColumn, asc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PlanLevel, PlanListQuery } from '@school/contract';
import { annualPlans, lessonPlans, schools, tierPlans, unitPlans, users } from '../../db/schema';
import { containsPattern, listOrder } from '../../lib/crud';
import {
  type Arg,
  annualPlanVisibleOf,
  annualPlansOfSchool,
  consentAnnualPlanIds,
  consentLessonPlanIds,
  consentUnitPlanIds,
  inlineArgs,
  lessonPlanVisibleOf,
  type PlanScope,
  type ScopeShape,
  scopeShapeOf,
  scopeValuesOf,
  unitPlanVisibleOf,
} from './plan-access';

/*
 * The WHERE and ORDER BY of every plan list, visibility included. The query of a level selects
 * from that level's table joined with the levels above it, each under its own name: annual_plans; tier_plans +
 * annual_plans; unit_plans + tier_plans + annual_plans; lesson_plans + unit_plans + tier_plans + annual_plans.
 */

const table = {
  annual: annualPlans,
  tier: tierPlans,
  unit: unitPlans,
  lesson: lessonPlans,
} as const;

const lowerEquals = (column: AnyColumn | SQL, value: SQL | Placeholder) => sql`lower(${column}) = ${value}`;
const DIGITS = /^[1-9][0-9]{0,9}$/;
const isId = (text: string) => DIGITS.test(text) && Number(text) <= 2_147_483_647;
const lowerText = (text: string) => text.trim().toLowerCase();

/** Which filters a list query has (a teacher or unit plan named by id or by name): one statement per shape. */
export interface ListShape {
  level: PlanLevel;
  name: boolean;
  status: boolean;
  annualPeriod: boolean;
  gradeName: boolean;
  subject: boolean;
  annualPlanId: boolean;
  schoolCode: boolean;
  teacher: 'none' | 'id' | 'email';
  tierPlan: boolean;
  tierPlanId: boolean;
  unitPlan: 'none' | 'id' | 'name';
  unitPlanId: boolean;
}

export function listShapeOf(level: PlanLevel, query: PlanListQuery): ListShape {
  const teacher = query.teacher?.trim();
  const unitPlan = query.unitPlan?.trim();
  const belowAnnual = level !== 'annual';
  const belowTier = level === 'unit' || level === 'lesson';
  return {
    level,
    name: Boolean(query.name?.trim()),
    status: Boolean(query.status),
    annualPeriod: Boolean(query.annualPeriod),
    gradeName: Boolean(query.gradeName ?? query.className),
    subject: Boolean(query.subject),
    annualPlanId: query.annualPlanId !== undefined,
    schoolCode: Boolean(query.schoolCode),
    teacher: query.teacher ? (isId(teacher ?? '') ? 'id' : 'email') : 'none',
    tierPlan: belowAnnual && Boolean(query.tierPlan),
    tierPlanId: belowAnnual && query.tierPlanId !== undefined,
    unitPlan: belowTier && query.unitPlan ? (isId(unitPlan ?? '') ? 'id' : 'name') : 'none',
    unitPlanId: belowTier && query.unitPlanId !== undefined,
  };
}

/** The values of a list query's placeholders (names distinct from the scope's: plan-access.ts). */
export function listValuesOf(query: PlanListQuery): Record<string, unknown> {
  const teacher = query.teacher?.trim() ?? '';
  const unitPlan = query.unitPlan?.trim() ?? '';
  return {
    name: containsPattern(query.name?.trim() ?? ''),
    status: query.status ?? '',
    // Periods are stored as the list's values (AY26_27): plain equality keeps the index and the statistics usable.
    annualPeriods: query.annualPeriod ? [...new Set([query.annualPeriod, query.annualPeriod.toUpperCase()])] : [],
    gradeName: lowerText(query.gradeName ?? query.className ?? ''),
    subject: lowerText(query.subject ?? ''),
    annualPlanId: query.annualPlanId ?? 0,
    schoolCode: lowerText(query.schoolCode ?? ''),
    teacher: isId(teacher) ? Number(teacher) : teacher.toLowerCase(),
    tierPlan: lowerText(query.tierPlan ?? ''),
    tierPlanId: query.tierPlanId ?? 0,
    unitPlan: isId(unitPlan) ? Number(unitPlan) : unitPlan.toLowerCase(),
    unitPlanId: query.unitPlanId ?? 0,
  };
}

/** The user a teacher filter names: a user id, or an email (a subquery giving the id). */
const teacherId = (shape: ListShape, arg: Arg) =>
  shape.teacher === 'id'
    ? arg('teacher')
    : sql`(select ${users.id} from ${users} where lower(${users.email}) = ${arg('teacher')})`;

const schoolIdOfCode = (arg: Arg) =>
  sql`(select ${schools.id} from ${schools} where lower(${schools.schoolCode}) = ${arg('schoolCode')})`;

/** The conditions of a list query of a shape at its level, visibility included. */
export function planListWhereOf(scope: ScopeShape, shape: ListShape, arg: Arg): SQL | undefined {
  const { level } = shape;
  const own = table[level];
  const conditions: (SQL | undefined)[] = [
    level === 'annual' || level === 'tier'
      ? annualPlanVisibleOf(scope, arg)
      : level === 'unit'
        ? unitPlanVisibleOf(scope, arg)
        : lessonPlanVisibleOf(scope, arg),
    shape.name ? sql`${own.name} ilike ${arg('name')}` : undefined,
    shape.status ? eq(own.status, arg('status')) : undefined,
    shape.annualPeriod ? sql`${annualPlans.annualPeriod} = any(${arg('annualPeriods')})` : undefined,
    shape.gradeName ? lowerEquals(annualPlans.gradeName, arg('gradeName')) : undefined,
    shape.subject
      ? or(lowerEquals(annualPlans.subjectName, arg('subject')), lowerEquals(annualPlans.subjectValue, arg('subject')))
      : undefined,
    shape.annualPlanId ? eq(annualPlans.id, arg('annualPlanId')) : undefined,
  ];
  if (shape.schoolCode) {
    conditions.push(
      level === 'lesson'
        ? sql`${lessonPlans.schoolId} = ${schoolIdOfCode(arg)}`
        : annualPlansOfSchool(schoolIdOfCode(arg)),
    );
  }
  if (shape.teacher !== 'none') {
    const teacher = teacherId(shape, arg);
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
  if (shape.tierPlan) {
    conditions.push(or(lowerEquals(tierPlans.value, arg('tierPlan')), lowerEquals(tierPlans.name, arg('tierPlan'))));
  }
  if (shape.tierPlanId) conditions.push(eq(tierPlans.id, arg('tierPlanId')));
  if (shape.unitPlan !== 'none') {
    conditions.push(
      shape.unitPlan === 'id' ? eq(unitPlans.id, arg('unitPlan')) : lowerEquals(unitPlans.name, arg('unitPlan')),
    );
  }
  if (shape.unitPlanId) conditions.push(eq(unitPlans.id, arg('unitPlanId')));
  return and(...conditions);
}

/** The conditions of a list query at a level, visibility included, with the values inline. */
export function planListWhere(level: PlanLevel, query: PlanListQuery, scope: PlanScope): SQL | undefined {
  return planListWhereOf(
    scopeShapeOf(scope),
    listShapeOf(level, query),
    inlineArgs({ ...scopeValuesOf(scope), ...listValuesOf(query) }),
  );
}

/** The order of a list at a level (`sort`: name, newest or status). */
export function planListOrder(level: PlanLevel, query: Pick<PlanListQuery, 'sort'>): SQL[] {
  const own = table[level];
  return listOrder(query.sort, { byName: [asc(sql`lower(${own.name})`)], id: own.id, status: own.status });
}
