import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { annualTierPlanInput, PlanStatus } from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { annualPlans, lessonPlans, schools, tierPlans, unitPlans } from '../../db/schema';
import { saveNested } from '../../lib/nested';
import { preparedStatements } from '../../lib/prepared';
import {
  annualPlanVisibleOf,
  type PlanScope,
  placeholderArgs,
  type ScopeShape,
  scopeShapeOf,
  scopeValuesOf,
} from './plan-access';
import { parentsWithChildrenOutside } from './plan-levels.repository';
import { PAGE, preparedPlanList } from './plan-list-statements';
import { TIER_PLAN_LOV } from './plan-lookups';
import { lovValueName, personName, planSchoolColumns } from './plan-shared';
import { saveTopics } from './topics.repository';
import { qualified } from '../../db/sql';

type TierInput = z.output<typeof annualTierPlanInput>;

const tierCount =
  sql<number>`(select count(*) from ${tierPlans} where ${tierPlans.annualPlanId} = ${qualified(annualPlans, annualPlans.id)})`.mapWith(
    Number,
  );

const annualColumns = {
  annual: annualPlans,
  school: planSchoolColumns,
  tierCount,
  createdByName: personName(annualPlans, annualPlans.createdBy),
  lastUpdatedByName: personName(annualPlans, annualPlans.lastUpdatedBy),
};

/** One page of the annual plans a user sees that match a list query, with their school and tier count, and the count. */
export const listVisibleAnnualPlans = preparedPlanList('annual', {
  page: (db, { where, order }, name) =>
    db
      .select(annualColumns)
      .from(annualPlans)
      .leftJoin(schools, eq(schools.id, annualPlans.schoolId))
      .where(where)
      .orderBy(...order)
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .prepare(name),
  count: (db, where, name) => db.select({ total: count() }).from(annualPlans).where(where).prepare(name),
});

/** An annual plan by id within the scope's visibility, prepared once per scope shape. */
const annualDetail = preparedStatements('annual_detail', (db, shape: ScopeShape, name) =>
  db
    .select(annualColumns)
    .from(annualPlans)
    .leftJoin(schools, eq(schools.id, annualPlans.schoolId))
    .where(and(eq(annualPlans.id, sql.placeholder('id')), annualPlanVisibleOf(shape, placeholderArgs)))
    .prepare(name),
);

/** One annual plan if the user sees it (plan-access.ts); null otherwise. */
export async function findAnnualPlan(db: Database, id: number, scope: PlanScope) {
  const [row] = await annualDetail(db, scopeShapeOf(scope)).execute({ ...scopeValuesOf(scope), id });
  return row ?? null;
}
export type AnnualPlanWithSchool = NonNullable<Awaited<ReturnType<typeof findAnnualPlan>>>;

/** The tiers of an annual plan by start date, with their unit plan counts. */
export function tiersOfAnnual(db: Database, annualPlanId: number) {
  return tiersOfAnnualStatement(db, undefined).execute({ annualPlanId });
}

const tiersOfAnnualStatement = preparedStatements('annual_tiers', (db, _shape: undefined, name) =>
  db
    .select({
      tier: tierPlans,
      valueName: lovValueName(TIER_PLAN_LOV, tierPlans, tierPlans.value),
      unitPlanCount:
        sql<number>`(select count(*) from ${unitPlans} where ${unitPlans.tierPlanId} = ${qualified(tierPlans, tierPlans.id)})`.mapWith(
          Number,
        ),
    })
    .from(tierPlans)
    .where(eq(tierPlans.annualPlanId, sql.placeholder('annualPlanId')))
    .orderBy(asc(tierPlans.startDate), asc(tierPlans.id))
    .prepare(name),
);

export interface CurriculumKey {
  annualPeriod: string;
  gradeName: string;
  subjectName: string;
  schoolId: number | null;
}

/** The plan that is not INACTIVE with the same class, subject, period and school (one per curriculum). */
export async function findLivePlanOf(db: Database, key: CurriculumKey, exceptId?: number) {
  const [row] = await db
    .select({ id: annualPlans.id, name: annualPlans.name })
    .from(annualPlans)
    .where(
      and(
        eq(annualPlans.annualPeriod, key.annualPeriod),
        sql`lower(${annualPlans.gradeName}) = ${key.gradeName.trim().toLowerCase()}`,
        sql`lower(${annualPlans.subjectName}) = ${key.subjectName.trim().toLowerCase()}`,
        sql`coalesce(${annualPlans.schoolId}, 0) = ${key.schoolId ?? 0}`,
        ne(annualPlans.status, 'INACTIVE'),
        exceptId === undefined ? undefined : ne(annualPlans.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAnnualPlan(tx: Database, values: typeof annualPlans.$inferInsert) {
  const [row] = await tx.insert(annualPlans).values(values).returning();
  if (!row) throw new Error('annual plan insert returned nothing');
  return row;
}

export function insertTierRows(tx: Database, values: (typeof tierPlans.$inferInsert)[]) {
  return tx.insert(tierPlans).values(values).returning({ id: tierPlans.id });
}

/** Saves the tiers of an annual plan one way (with their topics); new tiers take `status`. */
export async function saveTiers(
  tx: Database,
  annualPlanId: number,
  items: TierInput[],
  options: { status: PlanStatus; actor: string; existingIds: number[] },
) {
  const audit = { lastUpdatedBy: options.actor, lastUpdatedOn: new Date() };
  return saveNested({
    existingIds: options.existingIds,
    items,
    field: 'tierPlans',
    remove: async (ids) => void (await tx.delete(tierPlans).where(inArray(tierPlans.id, ids))),
    update: async (item, index) => {
      await tx
        .update(tierPlans)
        .set({
          name: item.name,
          value: item.value,
          startDate: item.start,
          endDate: item.end,
          version: sql`${tierPlans.version} + 1`,
          ...audit,
        })
        .where(eq(tierPlans.id, item.id));
      await saveTopics(tx, item.id, item.topics, `tierPlans.${index}.topics`);
    },
    insert: async (item, index) => {
      const [row] = await tx
        .insert(tierPlans)
        .values({
          annualPlanId,
          name: item.name,
          value: item.value,
          status: options.status,
          startDate: item.start,
          endDate: item.end,
          createdBy: options.actor,
          ...audit,
        })
        .returning({ id: tierPlans.id });
      if (!row) throw new Error('tier plan insert returned nothing');
      await saveTopics(tx, row.id, item.topics, `tierPlans.${index}.topics`);
      return row.id;
    },
  });
}

/** Tiers of the plan whose dates leave the plan's. */
export function tiersOutsidePlan(tx: Database, annualPlanId: number) {
  return tx
    .select({ id: tierPlans.id })
    .from(tierPlans)
    .innerJoin(annualPlans, eq(annualPlans.id, tierPlans.annualPlanId))
    .where(
      and(
        eq(tierPlans.annualPlanId, annualPlanId),
        or(sql`${tierPlans.startDate} < ${annualPlans.startDate}`, sql`${tierPlans.endDate} > ${annualPlans.endDate}`),
      ),
    );
}

/** Tiers among `tierIds` holding a unit plan outside the tier's dates. */
export const tiersWithUnitsOutside = (tx: Database, tierIds: number[]) =>
  parentsWithChildrenOutside(tx, { parent: tierPlans, child: unitPlans, parentId: unitPlans.tierPlanId }, tierIds);

/** Tiers among `tierIds` that hold a COMPLETED unit or lesson plan (they cannot be removed). */
export async function tiersWithCompletedPlans(tx: Database, tierIds: number[]) {
  if (tierIds.length === 0) return [];
  const [units, lessons] = await Promise.all([
    tx
      .selectDistinct({ id: unitPlans.tierPlanId })
      .from(unitPlans)
      .where(and(inArray(unitPlans.tierPlanId, tierIds), eq(unitPlans.status, 'COMPLETED'))),
    tx
      .selectDistinct({ id: lessonPlans.tierPlanId })
      .from(lessonPlans)
      .where(and(inArray(lessonPlans.tierPlanId, tierIds), eq(lessonPlans.status, 'COMPLETED'))),
  ]);
  return [...new Set([...units, ...lessons].map((row) => row.id))];
}

/** Sets the status of every tier of an annual plan (submit completes them, resume reopens them). */
export async function setTierStatuses(tx: Database, annualPlanId: number, status: PlanStatus, actor: string) {
  await tx
    .update(tierPlans)
    .set({ status, version: sql`${tierPlans.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() })
    .where(and(eq(tierPlans.annualPlanId, annualPlanId), ne(tierPlans.status, status)));
}

/** The ids of an annual plan's tier plans. */
export async function tierIdsOfAnnual(db: Database, annualPlanId: number) {
  const rows = await db.select({ id: tierPlans.id }).from(tierPlans).where(eq(tierPlans.annualPlanId, annualPlanId));
  return rows.map((row) => row.id);
}
