import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsAndTotal } from '../../db/rows-and-total';
import { preparedStatements } from '../../lib/prepared';
import { parentsWithChildrenOutside } from './plan-levels.repository';
import {
  annualPlanVisibleOf,
  type PlanScope,
  placeholderArgs,
  type ScopeShape,
  scopeShapeOf,
  scopeValuesOf,
} from './plan-access';
import {
  annualPlans,
  lessonPlans,
  schools,
  tierPlans,
  topics,
  unitPlanConsents,
  unitPlans,
  unitPlanTopics,
  unitSubUnits,
} from '../../db/schema';
import { childrenOf, type ListPage, offsetOf } from '../../lib/crud';
import { TIER_PLAN_LOV } from './plan-lookups';
import { lovValueName, personName, planSchoolColumns } from './plan-shared';
import { unitPlanColumns } from './plan-forms-columns';
import { qualified } from '../../db/sql';

const unitId = qualified(unitPlans, unitPlans.id);

const unitPlanCount =
  sql<number>`(select count(*) from ${unitPlans} where ${unitPlans.tierPlanId} = ${qualified(tierPlans, tierPlans.id)})`.mapWith(
    Number,
  );
const tierColumns = {
  tier: tierPlans,
  annual: annualPlans,
  school: planSchoolColumns,
  unitPlanCount,
  valueName: lovValueName(TIER_PLAN_LOV, tierPlans, tierPlans.value),
  createdByName: personName(tierPlans, tierPlans.createdBy),
  lastUpdatedByName: personName(tierPlans, tierPlans.lastUpdatedBy),
};

/** A page of tier plans with their annual plan and school; `where` and `order` name tier_plans and annual_plans. */
export async function listTierPlans(db: Database, where: SQL | undefined, order: SQL[], page: ListPage) {
  return rowsAndTotal(
    db
      .select(tierColumns)
      .from(tierPlans)
      .innerJoin(annualPlans, eq(annualPlans.id, tierPlans.annualPlanId))
      .leftJoin(schools, eq(schools.id, annualPlans.schoolId))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(offsetOf(page)),
    db
      .select({ total: count() })
      .from(tierPlans)
      .innerJoin(annualPlans, eq(annualPlans.id, tierPlans.annualPlanId))
      .where(where),
  );
}

/** A tier plan by id within the scope's visibility, prepared once per scope shape. */
const tierDetail = preparedStatements('tier_detail', (db, shape: ScopeShape, name) =>
  db
    .select(tierColumns)
    .from(tierPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, tierPlans.annualPlanId))
    .leftJoin(schools, eq(schools.id, annualPlans.schoolId))
    .where(and(eq(tierPlans.id, sql.placeholder('id')), annualPlanVisibleOf(shape, placeholderArgs)))
    .prepare(name),
);

/** One tier plan with its annual plan, if the user sees it (plan-access.ts: a tier is seen with its annual plan). */
export async function findTierPlan(db: Database, id: number, scope: PlanScope) {
  const [row] = await tierDetail(db, scopeShapeOf(scope)).execute({ ...scopeValuesOf(scope), id });
  return row ?? null;
}
export type TierPlanWithAnnual = NonNullable<Awaited<ReturnType<typeof findTierPlan>>>;

/**
 * The unit plans of a tier with their sub units, topics and counts: four queries whatever their number.
 * `lessonsSeen` (a condition on lesson_plans) limits lessonPlanCount to the lessons the user sees.
 */
export async function unitsOfTier(db: Database, tierPlanId: number, lessonsSeen?: SQL) {
  const units = await db
    .select({
      unit: unitPlanColumns,
      createdByName: personName(unitPlans, unitPlans.createdBy),
      lastUpdatedByName: personName(unitPlans, unitPlans.lastUpdatedBy),
      lessonPlanCount:
        sql<number>`(select count(*) from ${lessonPlans} where ${lessonPlans.unitPlanId} = ${unitId}${lessonsSeen ? sql` and ${lessonsSeen}` : sql``})`.mapWith(
          Number,
        ),
      completedLessons:
        sql<number>`(select count(*) from ${lessonPlans} where ${lessonPlans.unitPlanId} = ${unitId} and ${lessonPlans.status} = 'COMPLETED')`.mapWith(
          Number,
        ),
      consentCount:
        sql<number>`(select count(*) from ${unitPlanConsents} where ${unitPlanConsents.unitPlanId} = ${unitId})`.mapWith(
          Number,
        ),
      consentsGiven:
        sql<number>`(select count(*) from ${unitPlanConsents} where ${unitPlanConsents.unitPlanId} = ${unitId} and ${unitPlanConsents.consent})`.mapWith(
          Number,
        ),
    })
    .from(unitPlans)
    .where(eq(unitPlans.tierPlanId, tierPlanId))
    .orderBy(asc(unitPlans.startDate), asc(unitPlans.id));
  const ids = units.map(({ unit }) => unit.id);
  const [subUnits, chosenTopics] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(unitSubUnits)
            .where(inArray(unitSubUnits.unitPlanId, ids))
            .orderBy(asc(unitSubUnits.sortOrder), asc(unitSubUnits.id)),
          db
            .select({ unitPlanId: unitPlanTopics.unitPlanId, id: topics.id, name: topics.name })
            .from(unitPlanTopics)
            .innerJoin(topics, eq(topics.id, unitPlanTopics.topicId))
            .where(inArray(unitPlanTopics.unitPlanId, ids))
            .orderBy(asc(topics.sortOrder), asc(topics.id)),
        ]);
  const subUnitsOf = childrenOf(subUnits, (row) => row.unitPlanId);
  const topicsOf = childrenOf(chosenTopics, (row) => row.unitPlanId);
  return units.map((row) => ({
    ...row,
    subUnits: subUnitsOf(row.unit.id).map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
    topics: topicsOf(row.unit.id).map(({ id, name }) => ({ id, name })),
  }));
}
export type UnitOfTier = Awaited<ReturnType<typeof unitsOfTier>>[number];

/** Units among `unitIds` holding a lesson plan outside the unit's dates. */
export const unitsWithLessonsOutside = (tx: Database, unitIds: number[]) =>
  parentsWithChildrenOutside(tx, { parent: unitPlans, child: lessonPlans, parentId: lessonPlans.unitPlanId }, unitIds);
