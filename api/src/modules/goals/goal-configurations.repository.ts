import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { goalConfigurationReviewers, goalConfigurations, roles } from '../../db/schema';

/*
 * Goal configurations: one per setter role, with its reviewer roles as a set of child rows.
 * A list or a detail is two statements (the configurations with their three roles; their reviewer roles).
 */

const applicable = alias(roles, 'applicable_role');
const goalApprover = alias(roles, 'goal_approver_role');
const reviewApprover = alias(roles, 'review_approver_role');

const configurationColumns = {
  configuration: goalConfigurations,
  applicableRole: { id: applicable.id, name: applicable.name },
  goalApproverRole: { id: goalApprover.id, name: goalApprover.name },
  reviewApproverRole: { id: reviewApprover.id, name: reviewApprover.name },
};

function selectConfigurations(db: Database) {
  return db
    .select(configurationColumns)
    .from(goalConfigurations)
    .innerJoin(applicable, eq(applicable.id, goalConfigurations.roleId))
    .innerJoin(goalApprover, eq(goalApprover.id, goalConfigurations.goalApproverRoleId))
    .innerJoin(reviewApprover, eq(reviewApprover.id, goalConfigurations.reviewApproverRoleId));
}

export type ConfigurationRow = Awaited<ReturnType<typeof listConfigurations>>[number];

/** Every configuration, by setter role name (there is one per role, so a handful). */
export function listConfigurations(db: Database) {
  return selectConfigurations(db).orderBy(asc(applicable.name), asc(goalConfigurations.id));
}

export async function findConfiguration(db: Database, id: number) {
  const [row] = await selectConfigurations(db).where(eq(goalConfigurations.id, id));
  return row ?? null;
}

/** The reviewer roles of configurations, by role name. */
export function reviewerRolesOf(db: Database, configurationIds: number[]) {
  if (configurationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ configurationId: goalConfigurationReviewers.configurationId, id: roles.id, name: roles.name })
    .from(goalConfigurationReviewers)
    .innerJoin(roles, eq(roles.id, goalConfigurationReviewers.roleId))
    .where(inArray(goalConfigurationReviewers.configurationId, configurationIds))
    .orderBy(asc(roles.name), asc(roles.id));
}

/** The id of another configuration of the same setter role, or null (one configuration per role). */
export async function otherConfigurationOfRole(db: Database, roleId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: goalConfigurations.id })
    .from(goalConfigurations)
    .where(
      and(
        eq(goalConfigurations.roleId, roleId),
        exceptId === undefined ? undefined : ne(goalConfigurations.id, exceptId),
      ),
    );
  return row ?? null;
}

/** The roles of some ids with their status (the caller says which are missing or inactive). */
export function rolesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: roles.id, status: roles.status }).from(roles).where(inArray(roles.id, ids));
}

export async function insertConfiguration(db: Database, values: typeof goalConfigurations.$inferInsert) {
  const [row] = await db.insert(goalConfigurations).values(values).returning({ id: goalConfigurations.id });
  if (!row) throw new Error('goal configuration insert returned nothing');
  return row.id;
}

/** Replaces the reviewer roles of a configuration as a set. */
export async function replaceReviewerRoles(db: Database, configurationId: number, roleIds: number[]) {
  await db.delete(goalConfigurationReviewers).where(eq(goalConfigurationReviewers.configurationId, configurationId));
  if (roleIds.length === 0) return;
  await db.insert(goalConfigurationReviewers).values(roleIds.map((roleId) => ({ configurationId, roleId })));
}

/** Changes a configuration if its version is still `version` (bumping it); false when no row matched. */
export async function updateConfiguration(
  db: Database,
  id: number,
  version: number,
  values: Pick<typeof goalConfigurations.$inferInsert, 'roleId' | 'goalApproverRoleId' | 'reviewApproverRoleId'>,
  actor: string,
) {
  const updated = await db
    .update(goalConfigurations)
    .set({
      ...values,
      version: sql`${goalConfigurations.version} + 1`,
      lastUpdatedBy: actor,
      lastUpdatedOn: new Date(),
    })
    .where(and(eq(goalConfigurations.id, id), eq(goalConfigurations.version, version)))
    .returning({ id: goalConfigurations.id });
  return updated.length === 1;
}
