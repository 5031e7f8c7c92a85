import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../lib/prepared';
import {
  annualPlans,
  grades,
  lessonPlanConsents,
  lessonPlans,
  roles,
  subjects,
  unitPlanConsents,
  unitPlans,
  userRoleGradeSubjects,
  userRoleGrades,
  userRoles,
} from '../../db/schema';
import type { AuthContext } from '../auth/auth-context';

/*
 * Which plans a user sees, built in this one place and used by every plan list, detail, lookup
 * and write; a plan outside it answers 404 as if it did not exist. Services get a PlanScope with planScopeOf and
 * hand it to repositories, which add the conditions below to their WHERE:
 * - global users (not limited to a school) see every plan;
 * - a school-limited user sees the network-wide plans of the class names their school has (ACTIVE classes), their
 *   school's school-specific plans, and, of lesson plans, their school's only;
 * - a user whose every role is limited to grades (staff Role dialog: user_role_grades, user_role_grade_subjects)
 *   sees only the plans of those class names (and, where subjects were chosen for a grade, of those subjects);
 * - a teacher also sees any plan where they are a consent teacher: a unit or lesson plan they sign, and the annual
 *   and tier plans above it.
 * The conditions name the columns of annual_plans, unit_plans and lesson_plans: a query using them selects from
 * (or joins) those tables under their own names.
 */

/** One class name a user's roles are limited to, and the subjects of it (null: every subject). */
export interface GradeLimit {
  gradeName: string;
  subjectNames: string[] | null;
}

export interface PlanScope {
  userId: number;
  email: string;
  /** Sees every school's plans. */
  allSchools: boolean;
  /** The user's school, when limited to it (null: none, so no school's plans but consent ones). */
  schoolId: number | null;
  /** Null: no grade limits; otherwise the class names (lower case) the user sees. */
  grades: GradeLimit[] | null;
}

const lower = (text: string) => text.trim().toLowerCase();

/** The grade and subject limits of a user's ACTIVE roles (every plan call reads them): prepared once. */
const scopeRows = preparedStatements('plan_scope', (db, _shape: undefined, name) =>
  db
    .select({
      userRoleId: userRoles.id,
      userRoleGradeId: userRoleGrades.id,
      gradeName: grades.gradeName,
      subjectName: subjects.subjectName,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'ACTIVE')))
    .leftJoin(userRoleGrades, eq(userRoleGrades.userRoleId, userRoles.id))
    .leftJoin(grades, eq(grades.id, userRoleGrades.gradeId))
    .leftJoin(userRoleGradeSubjects, eq(userRoleGradeSubjects.userRoleGradeId, userRoleGrades.id))
    .leftJoin(subjects, eq(subjects.id, userRoleGradeSubjects.subjectId))
    .where(eq(userRoles.userId, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * The scope of a signed-in user: one query for the grade and subject limits of their ACTIVE roles. A role
 * assignment without grades is not limited, and a user holding one such role is not limited at all.
 */
export async function planScopeOf(db: Database, auth: AuthContext): Promise<PlanScope> {
  const rows = await scopeRows(db, undefined).execute({ userId: auth.userId });
  return {
    userId: auth.userId,
    email: auth.email,
    allSchools: !auth.limitedToSchool,
    schoolId: auth.limitedToSchool ? auth.schoolId : null,
    grades: gradeLimitsOf(rows),
  };
}

/** Grade limits from the rows of planScopeOf (exported for its unit test). */
export function gradeLimitsOf(
  rows: { userRoleId: number; userRoleGradeId: number | null; gradeName: string | null; subjectName: string | null }[],
): GradeLimit[] | null {
  // No role at all: nothing but consent plans through the school rule; no grade limit to add.
  if (rows.length === 0) return null;
  const limitedRoles = new Set<number>();
  const unlimitedRoles = new Set<number>();
  // Per user_role_grade: its grade and subjects.
  const byRoleGrade = new Map<number, { gradeName: string; subjects: Set<string> }>();
  for (const row of rows) {
    if (row.userRoleGradeId === null || row.gradeName === null) {
      unlimitedRoles.add(row.userRoleId);
      continue;
    }
    limitedRoles.add(row.userRoleId);
    const entry = byRoleGrade.get(row.userRoleGradeId) ?? { gradeName: lower(row.gradeName), subjects: new Set() };
    if (row.subjectName !== null) entry.subjects.add(lower(row.subjectName));
    byRoleGrade.set(row.userRoleGradeId, entry);
  }
  if ([...unlimitedRoles].some((id) => !limitedRoles.has(id))) return null;
  // Per class name: the union of subjects, or every subject when one assignment chose none.
  const byGrade = new Map<string, Set<string> | null>();
  for (const { gradeName, subjects: chosen } of byRoleGrade.values()) {
    const held = byGrade.get(gradeName);
    if (held === null) continue;
    if (chosen.size === 0) byGrade.set(gradeName, null);
    else byGrade.set(gradeName, new Set([...(held ?? []), ...chosen]));
  }
  return [...byGrade.entries()]
    .map(([gradeName, chosen]) => ({ gradeName, subjectNames: chosen === null ? null : [...chosen].sort() }))
    .sort((a, b) => a.gradeName.localeCompare(b.gradeName));
}

/**
 * A value of a condition, by name: a placeholder (a prepared statement, built once per shape: prepared.ts) or the
 * value itself as one parameter (a statement built for one call). The same rule below builds both.
 */
export type Arg = (name: string) => SQL | Placeholder;

/** The values themselves, each as one parameter (an array stays one array parameter). */
export const inlineArgs =
  (values: Record<string, unknown>): Arg =>
  (name) =>
    sql`${sql.param(values[name])}`;

/** Placeholders, for a statement prepared once per shape. */
export const placeholderArgs: Arg = (name) => sql.placeholder(name);

/** What the rule's SQL depends on in a scope (the values are placeholders of it: scopeValuesOf). */
export interface ScopeShape {
  all: boolean;
  school: boolean;
  /** Null: no grade limits; otherwise whether some class names allow every subject, and how many limit subjects. */
  grades: { every: boolean; limited: number } | null;
}

export function scopeShapeOf(scope: PlanScope): ScopeShape {
  return {
    all: scope.allSchools,
    school: scope.schoolId !== null,
    grades: scope.grades && {
      every: scope.grades.some((limit) => limit.subjectNames === null),
      limited: scope.grades.filter((limit) => limit.subjectNames !== null).length,
    },
  };
}

/** The values of a scope's placeholders: userId, schoolId, everyGrade, and grade{i} with subjects{i}. */
export function scopeValuesOf(scope: PlanScope): Record<string, unknown> {
  const values: Record<string, unknown> = {
    userId: scope.userId,
    schoolId: scope.schoolId,
    // Stryker disable next-line ArrayDeclaration: a filler entry of the empty list has no subjectNames (undefined, not null), so the filter drops it.
    everyGrade: (scope.grades ?? []).filter((limit) => limit.subjectNames === null).map((limit) => limit.gradeName),
  };
  for (const [index, limit] of (scope.grades ?? []).filter((entry) => entry.subjectNames !== null).entries()) {
    values[`grade${index}`] = limit.gradeName;
    values[`subjects${index}`] = limit.subjectNames;
  }
  return values;
}

/** annual_plans, or an alias of it (a subquery over it). */
type AnnualTable = typeof annualPlans | typeof visibleAnnualPlans;

/** annual_plans inside the lesson rule's subquery, under its own name. */
const visibleAnnualPlans = alias(annualPlans, 'visible_annual_plans');

/**
 * The annual plans of a school: its school-specific plans and the network-wide plans of its ACTIVE class names.
 * `schoolId` may be a subquery giving one id (the school filter of lists).
 */
export function annualPlansOfSchool(schoolId: number | SQL | Placeholder, annual: AnnualTable = annualPlans): SQL {
  return sql`(${annual.schoolId} = ${schoolId} or (${annual.schoolId} is null and lower(${annual.gradeName}) in (select lower(${grades.gradeName}) from ${grades} where ${grades.schoolId} = ${schoolId} and ${grades.status} = 'ACTIVE')))`;
}

/** The condition of the grade and subject limits on annual_plans. */
function gradeCondition(limits: NonNullable<ScopeShape['grades']>, arg: Arg, annual: AnnualTable): SQL {
  const parts: SQL[] = [];
  if (limits.every) parts.push(sql`lower(${annual.gradeName}) = any(${arg('everyGrade')})`);
  for (let index = 0; index < limits.limited; index++) {
    parts.push(
      sql`(lower(${annual.gradeName}) = ${arg(`grade${index}`)} and lower(${annual.subjectName}) = any(${arg(`subjects${index}`)}))`,
    );
  }
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;
}

/** The school and grade rule on annual_plans, without consents; undefined when the user sees every plan. */
function annualBase(shape: ScopeShape, arg: Arg, annual: AnnualTable = annualPlans): SQL | undefined {
  const parts: SQL[] = [];
  if (!shape.all) parts.push(shape.school ? annualPlansOfSchool(arg('schoolId'), annual) : sql`false`);
  if (shape.grades) parts.push(gradeCondition(shape.grades, arg, annual));
  return parts.length === 0 ? undefined : and(...parts);
}

/** The annual plans above a consent of the user (unit or lesson plan). */
export const consentAnnualPlanIds = (userId: number | SQL | Placeholder) =>
  sql`(select ${unitPlanConsents.annualPlanId} from ${unitPlanConsents} where ${unitPlanConsents.userId} = ${userId} union select ${lessonPlanConsents.annualPlanId} from ${lessonPlanConsents} where ${lessonPlanConsents.userId} = ${userId})`;

/** The unit plans the user signs, or signs a lesson of. */
export const consentUnitPlanIds = (userId: number | SQL | Placeholder) =>
  sql`(select ${unitPlanConsents.unitPlanId} from ${unitPlanConsents} where ${unitPlanConsents.userId} = ${userId} union select ${lessonPlanConsents.unitPlanId} from ${lessonPlanConsents} where ${lessonPlanConsents.userId} = ${userId})`;

export const consentLessonPlanIds = (userId: number | SQL | Placeholder) =>
  sql`(select ${lessonPlanConsents.lessonPlanId} from ${lessonPlanConsents} where ${lessonPlanConsents.userId} = ${userId})`;

/** Annual plans (and tier plans, joined with their annual plan) the user sees; undefined: all. */
export function annualPlanVisibleOf(shape: ScopeShape, arg: Arg): SQL | undefined {
  const base = annualBase(shape, arg);
  if (!base) return undefined;
  // `= any(array(…))`: one value, so the school rule and the signed plans are read through their indexes together (a
  // BitmapOr) rather than by testing every annual plan of the network against a subquery.
  return or(base, sql`${annualPlans.id} = any(array${consentAnnualPlanIds(arg('userId'))})`);
}

/** The annual plans the school and grade rule lets through, as a subquery over annual_plans under another name. */
const visibleAnnualPlanIds = (base: SQL) =>
  sql`(select ${visibleAnnualPlans.id} from ${annualPlans} ${visibleAnnualPlans} where ${base})`;

/**
 * Unit plans the user sees; undefined: all. Names only unit_plans: the annual rule and the signed units are each one
 * array value (`= any(array(…))`), which the unit indexes serve together (a BitmapOr), so a list sorts the units it
 * shows before joining the plans above them.
 */
export function unitPlanVisibleOf(shape: ScopeShape, arg: Arg): SQL | undefined {
  const base = annualBase(shape, arg, visibleAnnualPlans);
  if (!base) return undefined;
  return or(
    sql`${unitPlans.annualPlanId} = any(array${visibleAnnualPlanIds(base)})`,
    sql`${unitPlans.id} = any(array${consentUnitPlanIds(arg('userId'))})`,
  );
}

/**
 * Lesson plans the user sees; undefined: all. Names only lesson_plans: the annual rule is a subquery of the annual plans
 * it lets through (a few hundred for a school), so a list filters, counts and sorts its lessons before joining the plans
 * above them, rather than joining every lesson of the school to its annual plan first.
 */
export function lessonPlanVisibleOf(shape: ScopeShape, arg: Arg): SQL | undefined {
  const base = annualBase(shape, arg, visibleAnnualPlans);
  const ofVisibleAnnual = base && sql`${lessonPlans.annualPlanId} in ${visibleAnnualPlanIds(base)}`;
  const school = shape.all ? undefined : shape.school ? eq(lessonPlans.schoolId, arg('schoolId')) : sql`false`;
  const rule = and(ofVisibleAnnual, school);
  if (!rule) return undefined;
  // `= any(array(…))` rather than `in (…)`: the ids become one value, so a count can read the school's lessons and
  // the signed ones through their indexes (a BitmapOr) instead of every lesson of the network.
  return or(rule, sql`${lessonPlans.id} = any(array${consentLessonPlanIds(arg('userId'))})`);
}

/** The rules above with the scope's values inline (a statement built for one call). */
const inlineRule =
  (rule: (shape: ScopeShape, arg: Arg) => SQL | undefined) =>
  (scope: PlanScope): SQL | undefined =>
    rule(scopeShapeOf(scope), inlineArgs(scopeValuesOf(scope)));

export const annualPlanVisible = inlineRule(annualPlanVisibleOf);
/** Tier plans: those of a visible annual plan (the query joins annual_plans). */
export const tierPlanVisible = annualPlanVisible;
export const unitPlanVisible = inlineRule(unitPlanVisibleOf);
export const lessonPlanVisible = inlineRule(lessonPlanVisibleOf);

/**
 * Of the lessons of a unit plan the user sees, those the user sees: their school's and those they sign (the grade
 * rule is the unit's); undefined: all. Names only lesson_plans (for counts in a subquery).
 */
export function lessonOfVisibleUnitOf(shape: ScopeShape, arg: Arg): SQL | undefined {
  if (shape.all) return undefined;
  const school = shape.school ? sql`${lessonPlans.schoolId} = ${arg('schoolId')}` : sql`false`;
  return sql`(${school} or ${lessonPlans.id} in ${consentLessonPlanIds(arg('userId'))})`;
}

export const lessonOfVisibleUnit = inlineRule(lessonOfVisibleUnitOf);

/** Whether the user sees an annual plan of a given school and class name before it exists (create, duplicate). */
export async function mayPlanFor(
  db: Database,
  scope: PlanScope,
  curriculum: { schoolId: number | null; gradeName: string; subjectName: string },
): Promise<boolean> {
  const gradeName = lower(curriculum.gradeName);
  if (scope.grades) {
    const limit = scope.grades.find((entry) => entry.gradeName === gradeName);
    if (!limit) return false;
    if (limit.subjectNames && !limit.subjectNames.includes(lower(curriculum.subjectName))) return false;
  }
  if (scope.allSchools) return true;
  if (scope.schoolId === null) return false;
  if (curriculum.schoolId !== null) return curriculum.schoolId === scope.schoolId;
  const [grade] = await db
    .select({ id: grades.id })
    .from(grades)
    .where(
      and(
        eq(grades.schoolId, scope.schoolId),
        eq(grades.status, 'ACTIVE'),
        sql`lower(${grades.gradeName}) = ${gradeName}`,
      ),
    )
    .limit(1);
  return grade !== undefined;
}
