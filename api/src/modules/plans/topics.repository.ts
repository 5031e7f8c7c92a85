import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanTopic, topicInput } from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../lib/prepared';
import { subTopics, topics } from '../../db/schema';
import { saveNested } from '../../lib/nested';

type TopicInput = z.output<typeof topicInput>;

/** The topics (with sub topics) of tier plans, in one query, looked up by tier id. */
const topicsOfTiersStatement = preparedStatements('tier_topics', (db, _shape: undefined, name) =>
  db
    .select({ topic: topics, sub: subTopics })
    .from(topics)
    .leftJoin(subTopics, eq(subTopics.topicId, topics.id))
    .where(sql`${topics.tierPlanId} = any(${sql.placeholder('tierIds')})`)
    .orderBy(asc(topics.sortOrder), asc(topics.id), asc(subTopics.sortOrder), asc(subTopics.id))
    .prepare(name),
);

export async function topicsOfTiers(db: Database, tierIds: number[]): Promise<(tierId: number) => PlanTopic[]> {
  if (tierIds.length === 0) return () => [];
  const rows = await topicsOfTiersStatement(db, undefined).execute({ tierIds });
  const byTier = new Map<number, PlanTopic[]>();
  const byId = new Map<number, PlanTopic>();
  for (const { topic, sub } of rows) {
    let entry = byId.get(topic.id);
    if (!entry) {
      entry = { id: topic.id, name: topic.name, topicName: topic.name, sortOrder: topic.sortOrder, subTopics: [] };
      byId.set(topic.id, entry);
      byTier.set(topic.tierPlanId, [...(byTier.get(topic.tierPlanId) ?? []), entry]);
    }
    if (sub) {
      entry.subTopics.push({
        id: sub.id,
        name: sub.name,
        subTopicName: sub.name,
        sortOrder: sub.sortOrder,
        topicId: sub.topicId,
      });
    }
  }
  return (tierId) => byTier.get(tierId) ?? [];
}

/** Saves the topics of a tier (and their sub topics) one way; `field` names the list for errors. */
export async function saveTopics(tx: Database, tierPlanId: number, items: TopicInput[], field: string) {
  const existing = await tx.select({ id: topics.id }).from(topics).where(eq(topics.tierPlanId, tierPlanId));
  await saveNested({
    existingIds: existing.map((row) => row.id),
    items,
    field,
    remove: async (ids) => void (await tx.delete(topics).where(inArray(topics.id, ids))),
    update: async (item, index) => {
      await tx.update(topics).set({ name: item.name, sortOrder: item.sortOrder }).where(eq(topics.id, item.id));
      await saveSubTopics(tx, item.id, item.subTopics, `${field}.${index}.subTopics`);
    },
    insert: async (item, index) => {
      const [row] = await tx
        .insert(topics)
        .values({ tierPlanId, name: item.name, sortOrder: item.sortOrder })
        .returning({ id: topics.id });
      if (!row) throw new Error('topic insert returned nothing');
      await saveSubTopics(tx, row.id, item.subTopics, `${field}.${index}.subTopics`);
      return row.id;
    },
  });
}

async function saveSubTopics(tx: Database, topicId: number, items: TopicInput['subTopics'], field: string) {
  const existing = items.some((item) => item.id !== undefined)
    ? await tx.select({ id: subTopics.id }).from(subTopics).where(eq(subTopics.topicId, topicId))
    : [];
  await saveNested({
    existingIds: existing.map((row) => row.id),
    items,
    field,
    remove: async (ids) => void (await tx.delete(subTopics).where(inArray(subTopics.id, ids))),
    update: async (item) =>
      void (await tx
        .update(subTopics)
        .set({ name: item.name, sortOrder: item.sortOrder })
        .where(eq(subTopics.id, item.id))),
    insert: async (item) => {
      const [row] = await tx
        .insert(subTopics)
        .values({ topicId, name: item.name, sortOrder: item.sortOrder })
        .returning({ id: subTopics.id });
      if (!row) throw new Error('sub topic insert returned nothing');
      return row.id;
    },
  });
}

/** Copies the topics of one tier to another (duplicate): one insert for topics, one for sub topics. */
export async function copyTopics(tx: Database, fromTierId: number, toTierId: number) {
  const topicsOf = await topicsOfTiers(tx, [fromTierId]);
  for (const topic of topicsOf(fromTierId)) {
    const [row] = await tx
      .insert(topics)
      .values({ tierPlanId: toTierId, name: topic.name, sortOrder: topic.sortOrder })
      .returning({ id: topics.id });
    if (!row) throw new Error('topic insert returned nothing');
    if (topic.subTopics.length > 0) {
      await tx
        .insert(subTopics)
        .values(topic.subTopics.map((sub) => ({ topicId: row.id, name: sub.name, sortOrder: sub.sortOrder })));
    }
  }
}

/** The ids and names of a tier plan's topics. */
export function topicNamesOfTier(db: Database, tierPlanId: number) {
  return db.select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.tierPlanId, tierPlanId));
}
