import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounts } from '../db/schema';

/** Requests of one key an instance adds to the shared count. */
export interface AddedCount {
  key: string;
  points: number;
}

/** A key's shared count after the addition: its window, named by when it ends, and the milliseconds left in it. */
export interface HeldCount {
  key: string;
  points: number;
  windowEndsAt: number;
  ttl: number;
}

/** Rows per statement: two parameters a row stays far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

/** The database's clock, in milliseconds: one clock for every instance, whatever theirs say. */
const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

/**
 * Adds each key's requests to the count of its current window and answers the counts now held. A key without a
 * row, or whose window has ended, starts a new window of `windowMs` with these requests.
 */
export async function addRateLimitCounts(db: Database, counts: AddedCount[], windowMs: number): Promise<HeldCount[]> {
  const held: HeldCount[] = [];
  for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .insert(rateLimitCounts)
      .values(
        counts
          .slice(start, start + ROWS_PER_STATEMENT)
          .map(({ key, points }) => ({ key, points, windowEndsAt: sql`${nowMs} + ${windowMs}` })),
      )
      .onConflictDoUpdate({
        target: rateLimitCounts.key,
        set: {
          points: sql`case when ${rateLimitCounts.windowEndsAt} > ${nowMs}
            then ${rateLimitCounts.points} + excluded.points else excluded.points end`,
          windowEndsAt: sql`case when ${rateLimitCounts.windowEndsAt} > ${nowMs}
            then ${rateLimitCounts.windowEndsAt} else excluded.window_ends_at end`,
        },
      })
      .returning({
        key: rateLimitCounts.key,
        points: rateLimitCounts.points,
        windowEndsAt: rateLimitCounts.windowEndsAt,
        ttl: sql<number>`(${rateLimitCounts.windowEndsAt} - ${nowMs})::float8`.mapWith(Number),
      });
    held.push(...rows);
  }
  return held;
}

/** Deletes the counts whose window has ended: the next request of such a key starts a new one anyway. */
export async function removeEndedRateLimitCounts(db: Database) {
  await db.delete(rateLimitCounts).where(lt(rateLimitCounts.windowEndsAt, nowMs));
}
