import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The API's rate limit counts shared by the instances on one PostgreSQL database (plugins/rate-limit-shared.ts):
 * per key ('user:<id>', 'address:<ip>') the requests of its current one-minute window, everyone's together. Each
 * instance adds what it counted in batches; rows whose window has ended are deleted now and then.
 */
export const rateLimitCounts = pgTable('rate_limit_counts', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  /** When the window ends, in milliseconds since 1970-01-01 UTC by the database's clock. */
  windowEndsAt: bigint('window_ends_at', { mode: 'number' }).notNull(),
});
