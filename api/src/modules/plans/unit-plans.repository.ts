import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsAndTotal } from '../../db/rows-and-total';
import { countSignedPlans, pageOfSignedPlanIds } from './plan-levels.repository';
import { preparedStatements } from '../../lib/prepared';
import {
  annualPlans,
  lessonPlanSubUnits,
  lessonPlans,
  schools,
  tierPlans,
  topics,
  unitPlans,
  unitPlanTopics,
  unitPlanConsents,
  unitSubUnits,
  users,
} from '../../db/schema';
import { offsetOf } from '../../lib/crud';
import { saveNested } from '../../lib/nested';
import {
  lessonPlanVisible,
  lessonPlanVisibleOf,
  type PlanScope,
  placeholderArgs,
  type ScopeShape,
  scopeShapeOf,
  scopeValuesOf,
  unitPlanVisible,
} from './plan-access';
import { PAGE, preparedPlanList } from './plan-list-statements';
import { planSchoolColumns } from './plan-shared';
import { unitLessonColumns, unitPlanColumns } from './plan-forms-columns';

/**
 * A unit plan with the plans above it, the school of its annual plan and the counts its cards show: the lessons the
 * user sees (`lessonVisible`, plan-access.ts; a correlated subquery: a unit's lessons share its annual plan), and
 * whether any lesson at all is COMPLETED (which forbids deleting the unit).
 */
function unitRows(db: Database, lessonVisible: SQL | undefined) {
  return db
    .select({
      unit: unitPlanColumns,
      tier: tierPlans,
      annual: annualPlans,
      school: planSchoolColumns,
      lessonPlanCount: sql<number>`(select count(*)::int from ${lessonPlans} where ${lessonPlans.unitPlanId} = ${unitPlans.id}${lessonVisible ? sql` and ${lessonVisible}` : sql``})`,
      // One probe of lesson_plans_completed_unit_idx per unit (the literal status matches its predicate). A scalar
      // subquery rather than EXISTS, which may be planned as one hash of every COMPLETED lesson of the network.
      hasCompletedChild: sql<boolean>`coalesce((select true from lesson_plans l where l.unit_plan_id = ${unitPlans.id} and l.status = 'COMPLETED' limit 1), false)`,
    })
    .from(unitPlans)
    .innerJoin(tierPlans, eq(tierPlans.id, unitPlans.tierPlanId))
    .innerJoin(annualPlans, eq(annualPlans.id, unitPlans.annualPlanId))
    .leftJoin(schools, eq(schools.id, annualPlans.schoolId));
}
export type UnitRow = Awaited<ReturnType<ReturnType<typeof unitRows>['execute']>>[number];

/** The unit plan if it is within `scope` (plan-access.ts); null otherwise. */
export async function findUnitPlan(db: Database, id: number, scope: PlanScope): Promise<UnitRow | null> {
  const [row] = await unitRows(db, lessonPlanVisible(scope)).where(and(eq(unitPlans.id, id), unitPlanVisible(scope)));
  return row ?? null;
}

/** One page of the unit plans a user sees that match a list query, and the count of all of them. */
export const listVisibleUnitPlans = preparedPlanList('unit', {
  page: (db, { where, order, scope }, name) =>
    unitRows(db, lessonPlanVisibleOf(scope, placeholderArgs))
      .where(inArray(unitPlans.id, pageOfSignedPlanIds(db, 'unit', where, order, PAGE)))
      .orderBy(...order)
      .prepare(name),
  count: (db, where, name) => countSignedPlans(db, 'unit', where).prepare(name),
});

/** One page of unit plans and the count of all that match. */
export async function listUnitPlans(
  db: Database,
  scope: PlanScope,
  where: SQL | undefined,
  page: { page: number; size: number },
  order: SQL[],
) {
  return rowsAndTotal(
    unitRows(db, lessonPlanVisible(scope))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(offsetOf(page)),
    countSignedPlans(db, 'unit', where),
  );
}

/** The sub units of some unit plans, in order. */
export function subUnitsOf(db: Database, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: unitSubUnits.id,
      unitPlanId: unitSubUnits.unitPlanId,
      name: unitSubUnits.name,
      sortOrder: unitSubUnits.sortOrder,
    })
    .from(unitSubUnits)
    .where(inArray(unitSubUnits.unitPlanId, unitIds))
    .orderBy(asc(unitSubUnits.sortOrder), asc(unitSubUnits.id));
}

/** The topics some unit plans cover, in their tier's order. */
export function topicsOfUnits(db: Database, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .select({ unitPlanId: unitPlanTopics.unitPlanId, id: topics.id, name: topics.name })
    .from(unitPlanTopics)
    .innerJoin(topics, eq(topics.id, unitPlanTopics.topicId))
    .where(inArray(unitPlanTopics.unitPlanId, unitIds))
    .orderBy(asc(topics.sortOrder), asc(topics.id));
}

/** The topics of a tier plan (what a unit may choose from). */
export function topicsOfTier(db: Database, tierPlanId: number) {
  return db.select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.tierPlanId, tierPlanId));
}

/** A tier plan with its annual plan, if within `visible`. */
export async function findTierPlan(db: Database, id: number, visible: SQL | undefined) {
  const [row] = await db
    .select({ tier: tierPlans, annual: annualPlans })
    .from(tierPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, tierPlans.annualPlanId))
    .where(and(eq(tierPlans.id, id), visible));
  return row ?? null;
}

/** Whether another unit plan of the tier has this name (ignoring case). */
export async function unitNameTaken(db: Database, tierPlanId: number, name: string) {
  const [row] = await db
    .select({ id: unitPlans.id })
    .from(unitPlans)
    .where(and(eq(unitPlans.tierPlanId, tierPlanId), sql`lower(${unitPlans.name}) = lower(${name})`))
    .limit(1);
  return row !== undefined;
}

/** The lessons of a unit plan the user sees, of one school when `schoolId` is set, by start date. */
export function lessonsOfUnit(db: Database, unitPlanId: number, scope: PlanScope, schoolId: number | null = null) {
  const shape = { scope: scopeShapeOf(scope), ofSchool: schoolId !== null };
  return lessonsOfUnitStatement(db, shape).execute({ ...scopeValuesOf(scope), unitPlanId, shownSchoolId: schoolId });
}

const lessonsOfUnitStatement = preparedStatements(
  'unit_lessons',
  (db, shape: { scope: ScopeShape; ofSchool: boolean }, name) =>
    db
      .select({
        ...unitLessonColumns,
        unitPlanId: lessonPlans.unitPlanId,
        createdBy: lessonPlans.createdBy,
        createdOn: lessonPlans.createdOn,
        lastUpdatedBy: lessonPlans.lastUpdatedBy,
        lastUpdatedOn: lessonPlans.lastUpdatedOn,
        school: planSchoolColumns,
      })
      .from(lessonPlans)
      .innerJoin(schools, eq(schools.id, lessonPlans.schoolId))
      .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
      .where(
        and(
          eq(lessonPlans.unitPlanId, sql.placeholder('unitPlanId')),
          lessonPlanVisibleOf(shape.scope, placeholderArgs),
          shape.ofSchool ? eq(lessonPlans.schoolId, sql.placeholder('shownSchoolId')) : undefined,
        ),
      )
      .orderBy(asc(lessonPlans.startDate), asc(lessonPlans.id))
      .prepare(name),
);

/** Which of a unit plan's schools to read: a page of them by name, those whose name or code matches `pattern` (a
 * LIKE pattern), with the `preferred` schools first in their order. */
export interface SchoolSharesPage {
  limit: number;
  offset: number;
  pattern: string | null;
  preferred: number[];
}

/**
 * The schools of a unit plan's consents (by their teacher's school) and of the lessons the user sees, each with its
 * counts, by school name, a page at a time: the database aggregates every teacher and lesson, and answers the number
 * of schools and of lessons beside the page.
 */
export async function schoolSharesOfUnit(db: Database, unitPlanId: number, scope: PlanScope, page: SchoolSharesPage) {
  const shape = { scope: scopeShapeOf(scope), named: page.pattern !== null };
  const rows = await schoolSharesStatement(db, shape).execute({
    ...scopeValuesOf(scope),
    unitPlanId,
    ...page,
  });
  const [first] = rows;
  return {
    shares: rows.map(({ schoolCount: _count, lessonsInAll: _lessons, ...share }) => share),
    schoolCount: first?.schoolCount ?? 0,
    lessonPlanCount: first?.lessonsInAll ?? 0,
  };
}

const schoolSharesStatement = preparedStatements(
  'unit_school_shares',
  (db, shape: { scope: ScopeShape; named: boolean }, name) => {
    const unitPlanId = sql.placeholder('unitPlanId');
    const consentCounts = db.$with('consent_counts').as(
      db
        .select({
          schoolId: sql<number>`${users.schoolId}`.as('consent_school_id'),
          count: sql<number>`count(*)::int`.as('consent_count'),
          given: sql<number>`(count(*) filter (where ${unitPlanConsents.consent}))::int`.as('consents_given'),
        })
        .from(unitPlanConsents)
        .innerJoin(users, eq(users.id, unitPlanConsents.userId))
        .where(eq(unitPlanConsents.unitPlanId, unitPlanId))
        .groupBy(users.schoolId),
    );
    const lessonCounts = db.$with('lesson_counts').as(
      db
        .select({
          schoolId: sql<number>`${lessonPlans.schoolId}`.as('lesson_school_id'),
          count: sql<number>`count(*)::int`.as('lesson_count'),
        })
        .from(lessonPlans)
        .where(and(eq(lessonPlans.unitPlanId, unitPlanId), lessonPlanVisibleOf(shape.scope, placeholderArgs)))
        .groupBy(lessonPlans.schoolId),
    );
    const pattern = sql.placeholder('pattern');
    return db
      .with(consentCounts, lessonCounts)
      .select({
        school: planSchoolColumns,
        consentCount: sql<number>`coalesce(${consentCounts.count}, 0)`,
        consentsGiven: sql<number>`coalesce(${consentCounts.given}, 0)`,
        lessonPlanCount: sql<number>`coalesce(${lessonCounts.count}, 0)`,
        schoolCount: sql<number>`(count(*) over ())::int`,
        lessonsInAll: sql<number>`(sum(coalesce(${lessonCounts.count}, 0)) over ())::int`,
      })
      .from(schools)
      .leftJoin(consentCounts, eq(consentCounts.schoolId, schools.id))
      .leftJoin(lessonCounts, eq(lessonCounts.schoolId, schools.id))
      .where(
        and(
          or(isNotNull(consentCounts.schoolId), isNotNull(lessonCounts.schoolId)),
          shape.named ? or(ilike(schools.schoolName, pattern), ilike(schools.schoolCode, pattern)) : undefined,
        ),
      )
      .orderBy(
        sql`array_position(${sql.placeholder('preferred')}::int[], ${schools.id})`,
        asc(schools.schoolName),
        asc(schools.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  },
);

/** The sub units some lesson plans cover, in the unit's order. */
export function subUnitsOfLessons(db: Database, lessonIds: number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return subUnitsOfLessonsStatement(db, undefined).execute({ lessonIds });
}

const subUnitsOfLessonsStatement = preparedStatements('lesson_sub_units', (db, _shape: undefined, name) =>
  db
    .select({
      lessonPlanId: lessonPlanSubUnits.lessonPlanId,
      id: unitSubUnits.id,
      name: unitSubUnits.name,
      sortOrder: unitSubUnits.sortOrder,
    })
    .from(lessonPlanSubUnits)
    .innerJoin(unitSubUnits, eq(unitSubUnits.id, lessonPlanSubUnits.subUnitId))
    .where(sql`${lessonPlanSubUnits.lessonPlanId} = any(${sql.placeholder('lessonIds')})`)
    .orderBy(asc(unitSubUnits.sortOrder), asc(unitSubUnits.id))
    .prepare(name),
);

/** Inserts a unit plan with its sub units and topics (call inside a transaction). */
export async function insertUnitPlan(
  db: Database,
  values: typeof unitPlans.$inferInsert,
  subUnits: { name: string; sortOrder: number }[],
  topicIds: number[],
) {
  const [unit] = await db.insert(unitPlans).values(values).returning({ id: unitPlans.id });
  if (!unit) throw new Error('unit plan insert returned nothing');
  if (subUnits.length > 0) {
    await db.insert(unitSubUnits).values(subUnits.map((subUnit) => ({ unitPlanId: unit.id, ...subUnit })));
  }
  if (topicIds.length > 0) {
    await db.insert(unitPlanTopics).values(topicIds.map((topicId) => ({ unitPlanId: unit.id, topicId })));
  }
  return unit.id;
}

/** The unit plans of a tier plan, with their annual plan (for their consent lists). */
export function unitPlansOfTier(db: Database, tierPlanId: number) {
  return db
    .select({ id: unitPlans.id, annualPlanId: unitPlans.annualPlanId })
    .from(unitPlans)
    .where(eq(unitPlans.tierPlanId, tierPlanId));
}

interface SubUnitItem {
  id?: number;
  deleted?: boolean;
  name: string;
  sortOrder: number;
}

/** Saves a unit plan's sub units as a nested list (lib/nested.ts). */
export async function saveUnitSubUnits(
  tx: Database,
  unitPlanId: number,
  items: readonly SubUnitItem[],
  field: string,
  existingIds: number[],
) {
  await saveNested({
    existingIds,
    items,
    field,
    remove: async (ids) => void (await tx.delete(unitSubUnits).where(inArray(unitSubUnits.id, ids))),
    update: async (item) =>
      void (await tx
        .update(unitSubUnits)
        .set({ name: item.name, sortOrder: item.sortOrder })
        .where(eq(unitSubUnits.id, item.id))),
    insert: async (item) => {
      const [row] = await tx
        .insert(unitSubUnits)
        .values({ unitPlanId, name: item.name, sortOrder: item.sortOrder })
        .returning({ id: unitSubUnits.id });
      if (!row) throw new Error('sub unit insert returned nothing');
      return row.id;
    },
  });
}

/** Replaces the topics a unit plan chose. */
export async function setUnitTopics(tx: Database, unitPlanId: number, topicIds: number[]) {
  await tx.delete(unitPlanTopics).where(eq(unitPlanTopics.unitPlanId, unitPlanId));
  const unique = [...new Set(topicIds)];
  if (unique.length > 0) await tx.insert(unitPlanTopics).values(unique.map((topicId) => ({ unitPlanId, topicId })));
}

/** A unit plan's own fields as the tier card sends them. */
export interface UnitFields {
  name: string;
  startDate: string;
  endDate: string;
}

/** Updates a unit plan's own fields, spending a version (the tier card saves units without their version). */
export async function updateUnitFields(tx: Database, id: number, fields: UnitFields, actor: string) {
  await tx
    .update(unitPlans)
    .set({
      ...fields,
      version: sql`${unitPlans.version} + 1`,
      lastUpdatedBy: actor,
      lastUpdatedOn: new Date(),
    })
    .where(eq(unitPlans.id, id));
}

/** Removes unit plans (their children go with them by the foreign keys). */
export async function deleteUnitPlans(tx: Database, ids: number[]) {
  await tx.delete(unitPlans).where(inArray(unitPlans.id, ids));
}
