import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { ALL_LESSON_PLAN_FORM_STEPS, FORM_LOVS, setValueAt, UNIT_PLAN_FORM_STEPS } from '@school/contract';
import type { Database } from '../../db/client';
import {
  annualPlans,
  lessonPlanLearningOutcomes,
  lessonPlans,
  lovItems,
  lovs,
  unitLearningOutcomes,
  unitPlans,
} from '../../db/schema';
import { lessonPlanVisible, type PlanScope, unitPlanVisible } from './plan-access';
import { personName } from './plan-shared';
import { qualified } from '../../db/sql';

/*
 * The plan forms' reads and writes: the form columns of unit and lesson plans, the learning outcome tables,
 * the teacher reflections and the lists of values the forms offer. Every call is one statement whatever the form's
 * size; the services hand a PlanScope, never a condition.
 */

/** A unit plan's form with what its rules need, if the user sees the plan. */
export async function findUnitForm(db: Database, id: number, scope: PlanScope) {
  const [row] = await db
    .select({
      id: unitPlans.id,
      name: unitPlans.name,
      status: unitPlans.status,
      start: unitPlans.startDate,
      end: unitPlans.endDate,
      version: unitPlans.version,
      form: unitPlans.form,
      formUpdatedBy: unitPlans.formUpdatedBy,
      formUpdatedOn: unitPlans.formUpdatedOn,
      annualStatus: annualPlans.status,
    })
    .from(unitPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
    .where(and(eq(unitPlans.id, id), unitPlanVisible(scope)));
  return row ?? null;
}
export type UnitFormRow = NonNullable<Awaited<ReturnType<typeof findUnitForm>>>;

/** A lesson plan's form with its unit's teaching learning material, if the user sees the lesson. */
export async function findLessonForm(db: Database, id: number, scope: PlanScope) {
  const [row] = await db
    .select({
      id: lessonPlans.id,
      unitPlanId: lessonPlans.unitPlanId,
      name: lessonPlans.name,
      status: lessonPlans.status,
      type: lessonPlans.type,
      start: lessonPlans.startDate,
      end: lessonPlans.endDate,
      version: lessonPlans.version,
      form: lessonPlans.form,
      formUpdatedBy: lessonPlans.formUpdatedBy,
      formUpdatedOn: lessonPlans.formUpdatedOn,
      annualStatus: annualPlans.status,
      unitTlmList: sql<unknown>`(select u.form -> 'tlmList' from unit_plans u where u.id = ${lessonPlans.unitPlanId})`,
    })
    .from(lessonPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .where(and(eq(lessonPlans.id, id), lessonPlanVisible(scope)));
  return row ?? null;
}
export type LessonFormRow = NonNullable<Awaited<ReturnType<typeof findLessonForm>>>;

/**
 * The form columns of a plan, its row locked for the rest of the transaction (a consent given meanwhile waits, so a
 * submit never completes a plan whose consents changed under it).
 */
export async function lockFormOf(tx: Database, level: 'unit' | 'lesson', id: number) {
  const table = level === 'unit' ? unitPlans : lessonPlans;
  const [row] = await tx
    .select({
      status: table.status,
      version: table.version,
      start: table.startDate,
      end: table.endDate,
      form: table.form,
      annualStatus: annualPlans.status,
    })
    .from(table)
    .innerJoin(annualPlans, eq(annualPlans.id, table.annualPlanId))
    .where(eq(table.id, id))
    .for('update', { of: table });
  return row ?? null;
}

/** The paths of the fields Submit requires, in the steps of a level (a lesson's: both variants). */
function requiredPaths(level: 'unit' | 'lesson'): string[] {
  const steps = level === 'unit' ? UNIT_PLAN_FORM_STEPS : ALL_LESSON_PLAN_FORM_STEPS;
  return [
    ...new Set(steps.flatMap((step) => step.fields.filter((field) => field.required).map((field) => field.path))),
  ];
}

/** The required fields of a form column only (lists stay off the whole form, which may be large), as a JSON array. */
function requiredValues(table: typeof unitPlans | typeof lessonPlans, paths: readonly string[]) {
  const picks = paths.map(
    (path) => sql`${qualified(table, table.form)} #> ${`{${path.split('.').join(',')}}`}::text[]`,
  );
  return sql<unknown[]>`jsonb_build_array(${sql.join(picks, sql`, `)})`;
}

/**
 * What Submit's check needs of the stored forms of plans: the required fields of their forms (not the whole form), a
 * lesson's type, the learning outcomes of their own tables; one statement for a page of plans.
 */
export async function storedFormsOf(db: Database, level: 'unit' | 'lesson', ids: readonly number[]) {
  if (ids.length === 0) return [];
  const paths = requiredPaths(level);
  const rows =
    level === 'unit'
      ? await db
          .select({
            id: unitPlans.id,
            values: requiredValues(unitPlans, paths),
            type: sql<string | null>`null`,
            outcomeIds: sql<
              number[]
            >`coalesce((select json_agg(o.id order by o.sort_order, o.id) from unit_learning_outcomes o where o.unit_plan_id = ${qualified(unitPlans, unitPlans.id)}), '[]'::json)`,
          })
          .from(unitPlans)
          .where(inArray(unitPlans.id, [...ids]))
      : await db
          .select({
            id: lessonPlans.id,
            values: requiredValues(lessonPlans, paths),
            type: lessonPlans.type,
            outcomeIds: sql<
              number[]
            >`coalesce((select json_agg(c.learning_outcome_id order by c.learning_outcome_id) from lesson_plan_learning_outcomes c where c.lesson_plan_id = ${qualified(lessonPlans, lessonPlans.id)}), '[]'::json)`,
          })
          .from(lessonPlans)
          .where(inArray(lessonPlans.id, [...ids]));
  return rows.map((row) => {
    const form: Record<string, unknown> = {};
    paths.forEach((path, index) => {
      const value = Array.isArray(row.values) ? row.values[index] : undefined;
      if (value !== undefined && value !== null) setValueAt(form, path, value);
    });
    return {
      id: row.id,
      form,
      type: row.type === 'PRECLASS' ? ('PRECLASS' as const) : null,
      outcomeIds: Array.isArray(row.outcomeIds) ? row.outcomeIds.map(Number) : [],
    };
  });
}
export type StoredFormRow = Awaited<ReturnType<typeof storedFormsOf>>[number];

/** A unit plan's learning outcomes, in order. */
export function outcomesOfUnit(db: Database, unitPlanId: number) {
  return db
    .select({ id: unitLearningOutcomes.id, name: unitLearningOutcomes.name })
    .from(unitLearningOutcomes)
    .where(eq(unitLearningOutcomes.unitPlanId, unitPlanId))
    .orderBy(asc(unitLearningOutcomes.sortOrder), asc(unitLearningOutcomes.id));
}

/** The learning outcomes a lesson plan chose, in its unit's order. */
export function outcomesOfLesson(db: Database, lessonPlanId: number) {
  return db
    .select({ learningOutcomeId: lessonPlanLearningOutcomes.learningOutcomeId })
    .from(lessonPlanLearningOutcomes)
    .innerJoin(unitLearningOutcomes, eq(unitLearningOutcomes.id, lessonPlanLearningOutcomes.learningOutcomeId))
    .where(eq(lessonPlanLearningOutcomes.lessonPlanId, lessonPlanId))
    .orderBy(asc(unitLearningOutcomes.sortOrder), asc(unitLearningOutcomes.id));
}

/**
 * Saves a unit's learning outcomes as the form sent them (call inside the transaction): rows with id change, rows
 * without id are added, the unit's other rows go (with the lessons' choices of them). Three statements at most.
 */
export async function replaceUnitOutcomes(
  tx: Database,
  unitPlanId: number,
  outcomes: readonly { id?: number | undefined; name: string }[],
) {
  const kept = outcomes.flatMap((outcome, sortOrder) =>
    outcome.id === undefined ? [] : [{ id: outcome.id, name: outcome.name, sortOrder }],
  );
  await tx.delete(unitLearningOutcomes).where(
    and(
      eq(unitLearningOutcomes.unitPlanId, unitPlanId),
      kept.length === 0
        ? undefined
        : notInArray(
            unitLearningOutcomes.id,
            kept.map((outcome) => outcome.id),
          ),
    ),
  );
  if (kept.length > 0) {
    const rows = sql.join(
      kept.map((outcome) => sql`(${outcome.id}::int, ${outcome.name}::text, ${outcome.sortOrder}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update unit_learning_outcomes as o set name = v.name, sort_order = v.sort_order from (values ${rows}) as v(id, name, sort_order) where o.id = v.id and o.unit_plan_id = ${unitPlanId}`,
    );
  }
  const added = outcomes.flatMap((outcome, sortOrder) =>
    outcome.id === undefined ? [{ unitPlanId, name: outcome.name, sortOrder }] : [],
  );
  if (added.length > 0) await tx.insert(unitLearningOutcomes).values(added);
}

/** Replaces the learning outcomes a lesson chose (call inside the transaction). */
export async function replaceLessonOutcomes(tx: Database, lessonPlanId: number, outcomeIds: readonly number[]) {
  await tx.delete(lessonPlanLearningOutcomes).where(eq(lessonPlanLearningOutcomes.lessonPlanId, lessonPlanId));
  if (outcomeIds.length > 0) {
    await tx
      .insert(lessonPlanLearningOutcomes)
      .values(outcomeIds.map((learningOutcomeId) => ({ lessonPlanId, learningOutcomeId })));
  }
}

const reflectionText = (table: typeof unitPlans | typeof lessonPlans) =>
  sql<string>`btrim(${table.form} ->> 'teacherReflection')`;

function reflectionColumns(table: typeof unitPlans | typeof lessonPlans) {
  return {
    planId: table.id,
    planName: table.name,
    reflection: reflectionText(table),
    author: table.reflectionBy,
    authorName: personName(table, table.reflectionBy),
    date: sql<Date>`coalesce(${table.reflectionOn}, ${table.formUpdatedOn}, ${table.lastUpdatedOn})`.mapWith(
      (value: string | Date) => new Date(value),
    ),
  };
}

const hasReflection = (table: typeof unitPlans | typeof lessonPlans): SQL =>
  sql`coalesce(${reflectionText(table)}, '') <> ''`;

/** The unit plan's own teacher reflection (none when blank). */
export function unitReflection(db: Database, unitPlanId: number) {
  return db
    .select(reflectionColumns(unitPlans))
    .from(unitPlans)
    .where(and(eq(unitPlans.id, unitPlanId), hasReflection(unitPlans)));
}

/** The teacher reflections of lesson plans the user sees: one lesson's, or every lesson's of a unit. */
export function lessonReflections(db: Database, scope: PlanScope, of: { lessonPlanId?: number; unitPlanId?: number }) {
  return db
    .select(reflectionColumns(lessonPlans))
    .from(lessonPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .where(
      and(
        of.lessonPlanId === undefined ? undefined : eq(lessonPlans.id, of.lessonPlanId),
        of.unitPlanId === undefined ? undefined : eq(lessonPlans.unitPlanId, of.unitPlanId),
        lessonPlanVisible(scope),
        hasReflection(lessonPlans),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${lessonPlans.reflectionOn}, ${lessonPlans.formUpdatedOn}, ${lessonPlans.lastUpdatedOn})`),
    )
    .limit(1000);
}

/** The ACTIVE items of the lists of values the forms offer (ACTIVE lists), with their list's name. */
export function formLovItems(db: Database) {
  return db
    .select({ lov: lovs.name, name: lovItems.name, value: lovItems.value })
    .from(lovItems)
    .innerJoin(lovs, eq(lovs.id, lovItems.lovId))
    .where(
      and(
        inArray(
          sql`lower(${lovs.name})`,
          FORM_LOVS.map((name) => name.toLowerCase()),
        ),
        eq(lovs.status, 'ACTIVE'),
        eq(lovItems.status, 'ACTIVE'),
      ),
    );
}
