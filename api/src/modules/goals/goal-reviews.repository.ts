import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { GoalReviewState } from '@school/contract';
import type { Database } from '../../db/client';
import { goalReviewComments, goalReviews, goalSettings, goalTimelines, roles, schools, users } from '../../db/schema';
import { containsPattern, type ListPage, offsetOf } from '../../lib/crud';
import {
  type ReviewListedShape,
  reviewListedOf,
  reviewListedShapeOf,
  reviewListedValuesOf,
  reviewListScopesOf,
  reviewVisibleTo,
} from './goal-access';
import { preparedStatements } from '../../lib/prepared';
import {
  goalCountOfSetting,
  setterNameLike,
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

/** Which filters a review list query has, and the user's scopes' shape: one prepared statement per shape. */
interface ReviewListShape {
  listed: ReviewListedShape;
  annualPeriod: boolean;
  reviewState: boolean;
  schoolCode: boolean;
  roleId: boolean;
  name: boolean;
}

function listWhereOf(shape: ReviewListShape): SQL | undefined {
  const placeholder = sql.placeholder;
  return and(
    reviewListedOf(shape.listed),
    shape.annualPeriod ? eq(goalSettings.annualPeriod, placeholder('annualPeriod')) : undefined,
    shape.reviewState ? eq(goalReviews.state, placeholder('reviewState')) : undefined,
    shape.schoolCode ? sql`lower(${schools.schoolCode}) = ${placeholder('schoolCode')}` : undefined,
    shape.roleId ? eq(goalSettings.roleId, placeholder('roleId')) : undefined,
    shape.name ? setterNameLike(placeholder('name')) : undefined,
  );
}

/** Pending reviews first, then the most recently changed. */
const reviewListOrder = [
  ne(goalReviews.state, 'PENDING_REVIEW'),
  desc(goalReviews.lastUpdatedOn),
  desc(goalReviews.id),
];

/** The reviews listed for a user that match `where`: what a page is cut from and what the count counts. */
const listedReviews = (db: Database, where: SQL | undefined) =>
  db
    .select({ id: goalReviews.id })
    .from(goalReviews)
    .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
    .where(where);

/** A name search's best plan depends on its key: planned per call. */
const planPerCall = (shape: ReviewListShape) => shape.name;

/**
 * A page of the reviews listed for a user: the page's review ids are chosen first, so the goal counts and the
 * setter's details are read for the page's rows only, not for every review a network-wide reviewer sees.
 */
const reviewPage = preparedStatements(
  'review_page',
  (db, shape: ReviewListShape, name) => {
    const pageIds = listedReviews(db, listWhereOf(shape))
      .orderBy(...reviewListOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page_ids');
    return db
      .select({ ...reviewColumns, goalCount: goalCountOfSetting, weightTotal: weightTotalOfSetting })
      .from(pageIds)
      .innerJoin(goalReviews, eq(goalReviews.id, pageIds.id))
      .innerJoin(goalSettings, eq(goalSettings.id, goalReviews.goalSettingId))
      .innerJoin(roles, eq(roles.id, goalSettings.roleId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .leftJoin(schools, eq(schools.id, goalSettings.schoolId))
      .orderBy(...reviewListOrder)
      .prepare(name);
  },
  { planPerCall },
);

const reviewCount = preparedStatements(
  'review_count',
  (db, shape: ReviewListShape, name) =>
    db
      .select({ total: count() })
      .from(listedReviews(db, listWhereOf(shape)).as('listed'))
      .prepare(name),
  { planPerCall },
);

export async function listReviews(db: Database, filter: ReviewListFilter, page: ListPage) {
  const scopes = await reviewListScopesOf(db, filter.userId);
  const shape: ReviewListShape = {
    listed: reviewListedShapeOf(scopes),
    annualPeriod: Boolean(filter.annualPeriod),
    reviewState: Boolean(filter.reviewState),
    schoolCode: Boolean(filter.schoolCode),
    roleId: Boolean(filter.roleId),
    name: Boolean(filter.name?.trim()),
  };
  const values = {
    ...reviewListedValuesOf(filter.userId, scopes),
    annualPeriod: filter.annualPeriod,
    reviewState: filter.reviewState,
    schoolCode: filter.schoolCode?.toLowerCase(),
    roleId: filter.roleId,
    name: containsPattern(filter.name?.trim() ?? ''),
    limit: page.size,
    offset: offsetOf(page),
  };
  return rowsAndTotal(reviewPage(db, shape).execute(values), reviewCount(db, shape).execute(values));
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
