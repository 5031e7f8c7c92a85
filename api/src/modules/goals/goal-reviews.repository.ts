import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { GoalReviewState } from '@school/contract';
import type { Database } from '../../db/client';
import { goalReviewComments, goalReviews, goalSettings, goalTimelines, roles, schools, users } from '../../db/schema';
import { type ListPage, offsetOf } from '../../lib/crud';
import { reviewListedFor, reviewVisibleTo } from './goal-access';
import {
  goalCountOfSetting,
  setterNameMatches,
  settingColumns,
  timelineColumns,
  viewerColumns,
  weightTotalOfSetting,
} from './goal-settings.repository';
import { rowsAndTotal } from '../../db/rows-and-total';

/*
 * Goal reviews and their comments. A detail is three statements (the review with its setting,
 * setter, role, school and timeline; the goals; the comments), a list page two, whatever their sizes.
 */

const reviewColumns = { review: goalReviews, ...settingColumns };

export interface ReviewListFilter {
  userId: number;
  annualPeriod?: string;
  reviewState?: GoalReviewState;
  schoolCode?: string;
  roleId?: number;
  /** Part of the setter's name or email. */
  name?: string;
}

function listWhere(filter: ReviewListFilter): SQL | undefined {
  return and(
    reviewListedFor(filter.userId),
    filter.annualPeriod ? eq(goalSettings.annualPeriod, filter.annualPeriod) : undefined,
    filter.reviewState ? eq(goalReviews.state, filter.reviewState) : undefined,
    filter.schoolCode ? sql`lower(${schools.schoolCode}) = ${filter.schoolCode.toLowerCase()}` : undefined,
    filter.roleId ? eq(goalSettings.roleId, filter.roleId) : undefined,
    setterNameMatches(filter.name),
  );
}

/** A page of the reviews listed for a user: pending ones first, then the most recently changed. */
export async function listReviews(db: Database, filter: ReviewListFilter, page: ListPage) {
  const where = listWhere(filter);
  return rowsAndTotal(
    db
      .select({ ...reviewColumns, goalCount: goalCountOfSetting, weightTotal: weightTotalOfSetting })
      .from(goalReviews)
      .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
      .innerJoin(roles, eq(roles.id, goalSettings.roleId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
      .where(where)
      .orderBy(ne(goalReviews.state, 'PENDING_REVIEW'), desc(goalReviews.lastUpdatedOn), desc(goalReviews.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db
      .select({ total: count() })
      .from(goalReviews)
      .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
      .where(where),
  );
}

/** A review the user sees, with its setting, the period's timeline and who the user is to it; null otherwise. */
export async function findReview(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({
      ...reviewColumns,
      timeline: timelineColumns,
      ...viewerColumns(userId),
    })
    .from(goalReviews)
    .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
    .innerJoin(roles, eq(roles.id, goalSettings.roleId))
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
    .leftJoin(goalTimelines, eq(goalTimelines.academicCalendar, goalSettings.annualPeriod))
    .where(and(eq(goalReviews.id, id), reviewVisibleTo(userId)));
  return row ?? null;
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** Whether the user sees a review, and whether they set or review its goals (one statement); null otherwise. */
export async function reviewAccess(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({
      id: goalReviews.id,
      state: goalReviews.state,
      ...viewerColumns(userId),
    })
    .from(goalReviews)
    .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
    .where(and(eq(goalReviews.id, id), reviewVisibleTo(userId)));
  return row ?? null;
}

/**
 * A review and its setting, both locked for the rest of the transaction (a decision's first step), or null. The
 * setting is locked first, then the review, the order Submit For Review takes too, so the two never deadlock.
 */
export async function lockReview(tx: Database, id: number) {
  const [ref] = await tx
    .select({ settingId: goalReviews.goalSettingId })
    .from(goalReviews)
    .where(eq(goalReviews.id, id));
  if (!ref) return null;
  const [setting] = await tx.select().from(goalSettings).where(eq(goalSettings.id, ref.settingId)).for('update');
  const [review] = await tx.select().from(goalReviews).where(eq(goalReviews.id, id)).for('update');
  return setting && review ? { review, setting } : null;
}

/** The review of a setting, locked (the setting is locked already by the caller), or null before the first. */
export async function lockReviewOfSetting(tx: Database, settingId: number) {
  const [row] = await tx.select().from(goalReviews).where(eq(goalReviews.goalSettingId, settingId)).for('update');
  return row ?? null;
}

export async function insertReview(tx: Database, settingId: number, actor: string) {
  await tx
    .insert(goalReviews)
    .values({ goalSettingId: settingId, state: 'PENDING_REVIEW', createdBy: actor, lastUpdatedBy: actor });
}

export async function setReviewState(tx: Database, id: number, state: GoalReviewState, actor: string) {
  await tx
    .update(goalReviews)
    .set({ state, version: sql`${goalReviews.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() })
    .where(eq(goalReviews.id, id));
}

export async function insertComment(
  tx: Database,
  values: { goalReviewId: number; comment: string; reviewState: GoalReviewState; userId: number; createdBy: string },
) {
  const [row] = await tx.insert(goalReviewComments).values(values).returning();
  if (!row) throw new Error('review comment insert returned nothing');
  return row;
}
