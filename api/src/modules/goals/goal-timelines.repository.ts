import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalFeedbackFrequencies, goalFeedbacks, goalTimelines } from '../../db/schema';

/*
 * Goal timelines: one per annual period, with its feedback frequencies as child rows. A save sends the whole list;
 * a frequency sent with its id keeps it, because feedback refers to a frequency by id, so a rename keeps every
 * feedback (docs/decisions.md, the goals' configurations and timelines).
 */

export type TimelineRow = typeof goalTimelines.$inferSelect;
export type FrequencyRow = typeof goalFeedbackFrequencies.$inferSelect;
export type FrequencyValues = Omit<typeof goalFeedbackFrequencies.$inferInsert, 'id' | 'timelineId' | 'sortOrder'>;

/** Every timeline, the newest period first (period codes such as AY26_27 sort by their years). */
export function listTimelines(db: Database) {
  return db.select().from(goalTimelines).orderBy(desc(goalTimelines.academicCalendar), desc(goalTimelines.id));
}

export async function findTimeline(db: Database, id: number) {
  const [row] = await db.select().from(goalTimelines).where(eq(goalTimelines.id, id));
  return row ?? null;
}

/**
 * The timeline of an annual period for the goal calls (the setup and review windows
 * they enforce), or null when the period has none.
 */
export async function timelineOfPeriod(db: Database, period: string) {
  const [row] = await db
    .select({
      id: goalTimelines.id,
      academicCalendar: goalTimelines.academicCalendar,
      goalSetupStartDate: goalTimelines.goalSetupStartDate,
      goalSetupEndDate: goalTimelines.goalSetupEndDate,
      goalReviewStartDate: goalTimelines.goalReviewStartDate,
      goalReviewEndDate: goalTimelines.goalReviewEndDate,
    })
    .from(goalTimelines)
    .where(eq(goalTimelines.academicCalendar, period));
  return row ?? null;
}

/** The id of another timeline of the same period, or null (one timeline per period). */
export async function otherTimelineOfPeriod(db: Database, period: string, exceptId?: number) {
  const [row] = await db
    .select({ id: goalTimelines.id })
    .from(goalTimelines)
    .where(
      and(
        eq(goalTimelines.academicCalendar, period),
        exceptId === undefined ? undefined : ne(goalTimelines.id, exceptId),
      ),
    );
  return row ?? null;
}

/** The feedback frequencies of timelines, in the order they were saved. */
export function frequenciesOf(db: Database, timelineIds: number[]) {
  if (timelineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(goalFeedbackFrequencies)
    .where(inArray(goalFeedbackFrequencies.timelineId, timelineIds))
    .orderBy(asc(goalFeedbackFrequencies.sortOrder), asc(goalFeedbackFrequencies.id));
}

export async function insertTimeline(db: Database, values: typeof goalTimelines.$inferInsert) {
  const [row] = await db.insert(goalTimelines).values(values).returning({ id: goalTimelines.id });
  if (!row) throw new Error('goal timeline insert returned nothing');
  return row.id;
}

/** The frequencies among `ids` that have feedback (which keeps them from being removed). */
export function frequenciesWithFeedback(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ id: goalFeedbackFrequencies.id, frequencyLabel: goalFeedbackFrequencies.frequencyLabel })
    .from(goalFeedbackFrequencies)
    .innerJoin(goalFeedbacks, eq(goalFeedbacks.frequencyId, goalFeedbackFrequencies.id))
    .where(inArray(goalFeedbackFrequencies.id, ids))
    .orderBy(asc(goalFeedbackFrequencies.id));
}

export async function insertFrequency(db: Database, timelineId: number, values: FrequencyValues, sortOrder: number) {
  const [row] = await db
    .insert(goalFeedbackFrequencies)
    .values({ ...values, timelineId, sortOrder })
    .returning({ id: goalFeedbackFrequencies.id });
  if (!row) throw new Error('feedback frequency insert returned nothing');
  return row.id;
}

export async function updateFrequency(db: Database, id: number, values: FrequencyValues, sortOrder: number) {
  await db
    .update(goalFeedbackFrequencies)
    .set({ ...values, sortOrder })
    .where(eq(goalFeedbackFrequencies.id, id));
}

export async function deleteFrequencies(db: Database, ids: number[]) {
  await db.delete(goalFeedbackFrequencies).where(inArray(goalFeedbackFrequencies.id, ids));
}

/** Changes a timeline if its version is still `version` (bumping it); false when no row matched. */
export async function updateTimeline(
  db: Database,
  id: number,
  version: number,
  values: Omit<typeof goalTimelines.$inferInsert, 'id' | 'version' | 'createdBy' | 'createdOn'>,
  actor: string,
) {
  const updated = await db
    .update(goalTimelines)
    .set({ ...values, version: sql`${goalTimelines.version} + 1`, lastUpdatedBy: actor, lastUpdatedOn: new Date() })
    .where(and(eq(goalTimelines.id, id), eq(goalTimelines.version, version)))
    .returning({ id: goalTimelines.id });
  return updated.length === 1;
}
