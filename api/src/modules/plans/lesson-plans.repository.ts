import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  annualPlans,
  grades,
  lessonPlanSubUnits,
  lessonPlans,
  schools,
  tierPlans,
  unitPlans,
  unitSubUnits,
} from '../../db/schema';
import { offsetOf } from '../../lib/crud';
import { rowsAndTotal } from '../../db/rows-and-total';
import { countSignedPlans, pageOfSignedPlanIds } from './plan-levels.repository';
import { preparedStatements } from '../../lib/prepared';
import {
  lessonPlanVisible,
  lessonPlanVisibleOf,
  type PlanScope,
  placeholderArgs,
  type ScopeShape,
  scopeShapeOf,
  scopeValuesOf,
} from './plan-access';
import { PAGE, preparedPlanList } from './plan-list-statements';
import { planSchoolColumns } from './plan-shared';
import { lessonPlanColumns, unitLessonColumns, unitPlanColumns } from './plan-forms-columns';

/** A lesson plan with the plans above it and its school. */
const lessonRowColumns = {
  lesson: lessonPlanColumns,
  unit: unitPlanColumns,
  tier: tierPlans,
  annual: annualPlans,
  school: planSchoolColumns,
};

function lessonRows(db: Database) {
  return db
    .select(lessonRowColumns)
    .from(lessonPlans)
    .innerJoin(unitPlans, eq(unitPlans.id, lessonPlans.unitPlanId))
    .innerJoin(tierPlans, eq(tierPlans.id, lessonPlans.tierPlanId))
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .innerJoin(schools, eq(schools.id, lessonPlans.schoolId));
}
export type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonRows>['execute']>>[number];

const placeholder = sql.placeholder;

/** A lesson plan by id within the scope's visibility, prepared once per scope shape. */
const lessonDetail = preparedStatements('lesson_detail', (db, shape: ScopeShape, name) =>
  lessonRows(db)
    .where(and(eq(lessonPlans.id, placeholder('id')), lessonPlanVisibleOf(shape, placeholderArgs)))
    .prepare(name),
);

/** The lesson plan if the user sees it (plan-access.ts); null otherwise. */
export async function findLessonPlan(db: Database, id: number, scope: PlanScope): Promise<LessonRow | null> {
  const [row] = await lessonDetail(db, scopeShapeOf(scope)).execute({ ...scopeValuesOf(scope), id });
  return row ?? null;
}

/** One page of the lesson plans a user sees that match a list query, and the count of all of them. */
export const listVisibleLessonPlans = preparedPlanList('lesson', {
  page: (db, { where, order }, name) =>
    lessonRows(db)
      .where(inArray(lessonPlans.id, pageOfSignedPlanIds(db, 'lesson', where, order, PAGE)))
      .orderBy(...order)
      .prepare(name),
  count: (db, where, name) => countSignedPlans(db, 'lesson', where).prepare(name),
});

/** One page of lesson plans and the count of all that match. */
export async function listLessonPlans(
  db: Database,
  where: SQL | undefined,
  page: { page: number; size: number },
  order: SQL[],
) {
  return rowsAndTotal(
    lessonRows(db)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(offsetOf(page)),
    countSignedPlans(db, 'lesson', where),
  );
}

/** The lesson plans of a unit plan within `visible`, as saved (PUT /unit-plan/{id}/lesson-plans compares to them). */
export function savedLessonsOfUnit(db: Database, unitPlanId: number, visible: SQL | undefined) {
  return db
    .select({
      ...unitLessonColumns,
      subUnitIds: sql<
        number[]
      >`coalesce((select array_agg(s.sub_unit_id order by s.sub_unit_id) from lesson_plan_sub_units s where s.lesson_plan_id = ${lessonPlans.id}), '{}')`,
    })
    .from(lessonPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .where(and(eq(lessonPlans.unitPlanId, unitPlanId), visible));
}

/** The sub units of a unit plan (what its lessons may choose). */
export function subUnitsOfUnit(db: Database, unitPlanId: number) {
  return db
    .select({ id: unitSubUnits.id, name: unitSubUnits.name })
    .from(unitSubUnits)
    .where(eq(unitSubUnits.unitPlanId, unitPlanId));
}

/**
 * The schools among `schoolIds` a lesson of the plan may belong to: ACTIVE, and having an ACTIVE class of the plan's
 * class name (and, for a school-specific plan, being its school).
 */
export async function schoolsForLessons(
  db: Database,
  schoolIds: number[],
  plan: { gradeName: string; schoolId: number | null },
) {
  if (schoolIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: schools.id })
    .from(schools)
    .innerJoin(grades, eq(grades.schoolId, schools.id))
    .where(
      and(
        inArray(schools.id, schoolIds),
        eq(schools.status, 'ACTIVE'),
        eq(grades.status, 'ACTIVE'),
        sql`lower(btrim(${grades.gradeName})) = lower(btrim(${plan.gradeName}))`,
        plan.schoolId === null ? undefined : eq(schools.id, plan.schoolId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertLessonPlan(db: Database, values: typeof lessonPlans.$inferInsert, subUnitIds: number[]) {
  const [lesson] = await db.insert(lessonPlans).values(values).returning({ id: lessonPlans.id });
  if (!lesson) throw new Error('lesson plan insert returned nothing');
  await replaceLessonSubUnits(db, lesson.id, subUnitIds);
  return lesson.id;
}

/** Replaces the sub units a lesson covers (call inside a transaction). */
export async function replaceLessonSubUnits(db: Database, lessonPlanId: number, subUnitIds: number[]) {
  await db.delete(lessonPlanSubUnits).where(eq(lessonPlanSubUnits.lessonPlanId, lessonPlanId));
  if (subUnitIds.length > 0) {
    await db.insert(lessonPlanSubUnits).values(subUnitIds.map((subUnitId) => ({ lessonPlanId, subUnitId })));
  }
}

export async function deleteLessonPlans(db: Database, ids: number[]) {
  if (ids.length > 0) await db.delete(lessonPlans).where(inArray(lessonPlans.id, ids));
}

/** The lesson plans of a unit plan the scope sees (all of them without a scope), with their annual plan and school. */
export function lessonPlansOfUnit(db: Database, unitPlanId: number, scope?: PlanScope) {
  return db
    .select({ id: lessonPlans.id, annualPlanId: lessonPlans.annualPlanId, schoolId: lessonPlans.schoolId })
    .from(lessonPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .where(and(eq(lessonPlans.unitPlanId, unitPlanId), scope ? lessonPlanVisible(scope) : undefined));
}
