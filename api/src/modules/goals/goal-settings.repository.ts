import { and, asc, count, desc, eq, max, type Placeholder, sql } from 'drizzle-orm';
import type { RecordStatus } from '@school/contract';
import type { Database } from '../../db/client';
import {
  goalConfigurations,
  goalLibraryItems,
  goalReviewComments,
  goalReviews,
  goalSettings,
  goals,
  goalTimelines,
  roles,
  schools,
  userRoles,
  users,
} from '../../db/schema';
import { type ListPage, offsetOf } from '../../lib/crud';
import { isReviewerOf, isSetterOf, settingVisibleTo } from './goal-access';
import { qualified as q } from '../../db/sql';
import { rowsAndTotal } from '../../db/rows-and-total';
import { preparedStatements } from '../../lib/prepared';

/*
 * Goal settings and their goals. A detail is three statements (the setting with its role,
 * setter, school, review and timeline; its goals; its review's comments), a list page two, whatever their sizes.
 */

/** Statuses are bound as parameters, never written into the SQL text. */
const ACTIVE: RecordStatus = 'ACTIVE';

/** The number of goals and their total weight of the goal_settings row of the query (correlated subqueries). */
export const goalCountOfSetting =
  sql<number>`(select count(*) from ${goals} where ${q(goals, goals.goalSettingId)} = ${q(goalSettings, goalSettings.id)})`.mapWith(
    Number,
  );
export const weightTotalOfSetting =
  sql<number>`(select coalesce(sum(${q(goals, goals.weightage)}), 0) from ${goals} where ${q(goals, goals.goalSettingId)} = ${q(goalSettings, goalSettings.id)})`.mapWith(
    Number,
  );

/** The columns of a setting with its role, setter and school; the query joins roles, users and schools. */
export const settingColumns = {
  setting: goalSettings,
  roleName: roles.name,
  setter: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
  school: { id: schools.id, schoolCode: schools.schoolCode, schoolName: schools.schoolName },
};

/** The windows of the period's timeline; the query left-joins goal_timelines on the setting's annual period. */
export const timelineColumns = {
  id: goalTimelines.id,
  goalSetupStartDate: goalTimelines.goalSetupStartDate,
  goalSetupEndDate: goalTimelines.goalSetupEndDate,
  goalReviewStartDate: goalTimelines.goalReviewStartDate,
  goalReviewEndDate: goalTimelines.goalReviewEndDate,
};

/** The setter (users, joined by the query) whose name or email matches an ILIKE pattern (containsPattern). */
export const setterNameLike = (pattern: string | Placeholder) =>
  sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`;

/** Who the user is to the setting of the query: its setter, one of its reviewers. */
export const viewerColumns = (userId: number | Placeholder) => ({
  isSetter: isSetterOf(userId),
  isReviewer: isReviewerOf(userId),
});

/** A goal setting the user sees, with its review, its period's windows and who the user is to it; null otherwise. */
export async function findSetting(db: Database, id: number, userId: number) {
  const [row] = await settingDetail(db, undefined).execute({ id, userId });
  return row ?? null;
}

/** Every goal page reads it (the setter's, the reviewer's, the feedback's): built and planned once. */
const settingDetail = preparedStatements('goal_setting_detail', (db, _shape: undefined, name) =>
  db
    .select({
      ...settingColumns,
      review: { id: goalReviews.id, state: goalReviews.state },
      timeline: timelineColumns,
      ...viewerColumns(sql.placeholder('userId')),
    })
    .from(goalSettings)
    .innerJoin(roles, eq(roles.id, goalSettings.roleId))
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
    .leftJoin(goalReviews, eq(goalReviews.goalSettingId, goalSettings.id))
    .leftJoin(goalTimelines, eq(goalTimelines.academicCalendar, goalSettings.annualPeriod))
    .where(and(eq(goalSettings.id, sql.placeholder('id')), settingVisibleTo(sql.placeholder('userId'))))
    .prepare(name),
);
export type SettingRow = NonNullable<Awaited<ReturnType<typeof findSetting>>>;

/** The goals of settings, in their order. */
export function goalsOfSettings(db: Database, settingIds: number[]) {
  if (settingIds.length === 0) return Promise.resolve([]);
  return goalsOfSettingsStatement(db, undefined).execute({ settingIds });
}

const goalsOfSettingsStatement = preparedStatements('goals_of_settings', (db, _shape: undefined, name) =>
  db
    .select()
    .from(goals)
    .where(sql`${goals.goalSettingId} = any(${sql.placeholder('settingIds')})`)
    .orderBy(asc(goals.sortOrder), asc(goals.id))
    .prepare(name),
);
export type GoalRow = typeof goals.$inferSelect;

/** The comments of reviews, oldest first, with their authors' names. */
export function commentsOfReviews(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return commentsOfReviewsStatement(db, undefined).execute({ reviewIds });
}

const commentsOfReviewsStatement = preparedStatements('comments_of_reviews', (db, _shape: undefined, name) =>
  db
    .select({
      comment: goalReviewComments,
      authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(goalReviewComments)
    .leftJoin(users, eq(users.id, goalReviewComments.userId))
    .where(sql`${goalReviewComments.goalReviewId} = any(${sql.placeholder('reviewIds')})`)
    .orderBy(asc(goalReviewComments.createdOn), asc(goalReviewComments.id))
    .prepare(name),
);
export type CommentRow = Awaited<ReturnType<typeof commentsOfReviews>>[number];

export interface OwnSettingFilter {
  userId: number;
  annualPeriod?: string;
  state?: (typeof goalSettings.$inferSelect)['state'];
}

/** A page of the user's own goal settings, newest period first, with goal counts and weight totals. */
export async function listOwnSettings(db: Database, filter: OwnSettingFilter, page: ListPage) {
  const where = and(
    eq(goalSettings.userId, filter.userId),
    filter.annualPeriod ? eq(goalSettings.annualPeriod, filter.annualPeriod) : undefined,
    filter.state ? eq(goalSettings.state, filter.state) : undefined,
  );
  return rowsAndTotal(
    db
      .select({ ...settingColumns, goalCount: goalCountOfSetting, weightTotal: weightTotalOfSetting })
      .from(goalSettings)
      .innerJoin(roles, eq(roles.id, goalSettings.roleId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
      .where(where)
      .orderBy(desc(goalSettings.annualPeriod), asc(roles.name), desc(goalSettings.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(goalSettings).where(where),
  );
}

/** A role as a goal setter may choose it: its name, whether the user holds it (ACTIVE) and it has a configuration. */
export async function roleForSetter(db: Database, roleId: number, userId: number) {
  const [row] = await db
    .select({
      name: roles.name,
      held: sql<boolean>`(${q(roles, roles.status)} = ${ACTIVE} and exists (select 1 from ${userRoles} where ${q(userRoles, userRoles.roleId)} = ${q(roles, roles.id)} and ${q(userRoles, userRoles.userId)} = ${userId}))`,
      configured: sql<boolean>`exists (select 1 from ${goalConfigurations} where ${q(goalConfigurations, goalConfigurations.roleId)} = ${q(roles, roles.id)})`,
    })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row ?? null;
}

export async function insertSetting(db: Database, values: typeof goalSettings.$inferInsert) {
  const [row] = await db.insert(goalSettings).values(values).returning({ id: goalSettings.id });
  if (!row) throw new Error('goal setting insert returned nothing');
  return row.id;
}

/** The setting of an existing setting for the user, role and period (one per the three), or null. */
export async function findSettingOf(db: Database, key: { userId: number; roleId: number; annualPeriod: string }) {
  const [row] = await db
    .select({ id: goalSettings.id })
    .from(goalSettings)
    .where(
      and(
        eq(goalSettings.userId, key.userId),
        eq(goalSettings.roleId, key.roleId),
        eq(goalSettings.annualPeriod, key.annualPeriod),
      ),
    );
  return row ?? null;
}

/**
 * A setting locked for the rest of the transaction (every write of its goals, its submission and its review's
 * decision take this lock first, so they happen one after another), or null.
 */
export async function lockSetting(tx: Database, id: number) {
  const [row] = await tx.select().from(goalSettings).where(eq(goalSettings.id, id)).for('update');
  return row ?? null;
}
export type LockedSetting = typeof goalSettings.$inferSelect;

/** Writes a setting's state (and learnings) after the caller checked its version under the lock. */
export async function updateSetting(
  tx: Database,
  id: number,
  values: Partial<Pick<typeof goalSettings.$inferInsert, 'state' | 'strength' | 'weakness' | 'learningRequired'>>,
  actor: string,
) {
  await tx
    .update(goalSettings)
    .set({ ...values, version: sql`${goalSettings.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() })
    .where(eq(goalSettings.id, id));
}

/** A goal with its setting, if the user sees the setting; null otherwise. */
export async function findGoal(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({ goal: goals, settingId: goalSettings.id, isSetter: isSetterOf(userId) })
    .from(goals)
    .innerJoin(goalSettings, eq(goalSettings.id, goals.goalSettingId))
    .where(and(eq(goals.id, id), settingVisibleTo(userId)));
  return row ?? null;
}

/** Whether the user sees a setting, and is its setter (one statement), or null when they do not. */
export async function settingAccess(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({ id: goalSettings.id, isSetter: isSetterOf(userId) })
    .from(goalSettings)
    .where(and(eq(goalSettings.id, id), settingVisibleTo(userId)));
  return row ?? null;
}

/** How many goals a setting holds and the next sort order (appended at the end). */
export async function goalSlots(tx: Database, settingId: number) {
  const [row] = await tx
    .select({ count: count(), last: max(goals.sortOrder) })
    .from(goals)
    .where(eq(goals.goalSettingId, settingId));
  return { count: row?.count ?? 0, nextSortOrder: (row?.last ?? 0) + 1 };
}

export async function insertGoal(tx: Database, values: typeof goals.$inferInsert) {
  const [row] = await tx.insert(goals).values(values).returning();
  if (!row) throw new Error('goal insert returned nothing');
  return row;
}

/** Changes a goal if its version is still `version` (optimistic concurrency); null when stale. */
export async function updateGoal(
  tx: Database,
  id: number,
  version: number,
  values: Pick<
    typeof goals.$inferInsert,
    'goalDetails' | 'weightage' | 'measurementUnit' | 'evidence' | 'libraryItemId'
  >,
  actor: string,
) {
  const [row] = await tx
    .update(goals)
    .set({ ...values, version: sql`${goals.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() })
    .where(and(eq(goals.id, id), eq(goals.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteGoal(tx: Database, id: number) {
  await tx.delete(goals).where(eq(goals.id, id));
}

/** A library item's accepted evidence and unit, or null when there is no such item. */
export async function libraryItem(db: Database, id: number) {
  const [row] = await db
    .select({ evidence: goalLibraryItems.evidence, measureUnit: goalLibraryItems.measureUnit })
    .from(goalLibraryItems)
    .where(eq(goalLibraryItems.id, id));
  return row ?? null;
}
