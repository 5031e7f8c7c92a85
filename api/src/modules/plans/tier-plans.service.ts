import { eq, inArray, sql } from 'drizzle-orm';
import {
  PLAN_MESSAGES,
  type PlanListQuery,
  type PlanTopic,
  type TierPlanDetail,
  type TierPlanListItem,
  type tierPlanUpdateInput,
  type topicInput,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { tierPlans, topics, unitPlans, unitPlanTopics, unitSubUnits } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { toPage, updateVersioned } from '../../lib/crud';
import { AppError, badRequest, type FieldErrors, forbidden, notFound, staleVersion } from '../../lib/http-errors';
import { saveNested } from '../../lib/nested';
import { tiersWithUnitsOutside } from './annual-plans.repository';
import { applyOrThrow } from './annual-plans.service';
import { lessonOfVisibleUnit, type PlanScope, planScopeOf } from './plan-access';
import { planListOrder, planListWhere } from './plan-filters';
import { TIER_PLAN_LOV } from './plan-lookups';
import { abilitiesOf, curriculumContextOf, namesFromRows, parentOf, planAuditOf } from './plan-shared';
import type { AuthContext } from '../auth/auth-context';

/** People's names of a tier plan row (read with it). */
const namesOfTierRow = (row: repo.TierPlanWithAnnual) => [
  { email: row.tier.createdBy, name: row.createdByName },
  { email: row.tier.lastUpdatedBy, name: row.lastUpdatedByName },
];
import * as repo from './tier-plans.repository';
import { saveTopics, topicsOfTiers } from './topics.repository';
import { fillUnitConsents } from './consents.service';
import { lovChoices } from '../lov/lov.repository';

type UpdateInput = z.output<typeof tierPlanUpdateInput>;
type UnitInput = NonNullable<UpdateInput['unitPlans']>[number];
type TopicInput = z.output<typeof topicInput>;

const lower = (text: string) => text.trim().toLowerCase();

/** Whether a topic list sent back differs from the stored one (names, orders, sub topics, removals). */
function topicsChanged(sent: TopicInput[], stored: PlanTopic[]): boolean {
  const byId = new Map(stored.map((topic) => [topic.id, topic]));
  return sent.some((topic) => {
    if (topic.deleted || topic.id === undefined) return true;
    const held = byId.get(topic.id);
    if (!held || held.name !== topic.name || held.sortOrder !== topic.sortOrder) return true;
    const subs = new Map(held.subTopics.map((sub) => [sub.id, sub]));
    return topic.subTopics.some((sub) => {
      if (sub.deleted || sub.id === undefined) return true;
      const heldSub = subs.get(sub.id);
      return !heldSub || heldSub.name !== sub.name || heldSub.sortOrder !== sub.sortOrder;
    });
  });
}

/** Whether a unit sent back differs from the stored one (the tier card sends every unit with each save). */
function unitChanged(sent: UnitInput, stored: repo.UnitOfTier, topicIds: number[]): boolean {
  const { unit } = stored;
  if (sent.name !== unit.name || sent.start !== unit.startDate || sent.end !== unit.endDate) return true;
  const subs = new Map(stored.subUnits.map((sub) => [sub.id, sub]));
  const subChanged = sent.subUnits.some((sub) => {
    if (sub.deleted || sub.id === undefined) return true;
    const held = subs.get(sub.id);
    return !held || held.name !== sub.name || held.sortOrder !== sub.sortOrder;
  });
  if (subChanged) return true;
  const heldTopics = new Set(stored.topics.map((topic) => topic.id));
  return topicIds.length !== heldTopics.size || topicIds.some((id) => !heldTopics.has(id));
}

/** Tier plans (issue 7 section 5): list, detail, and the tier card's save with its unit plans. */
export function createTierPlanService(deps: AppDeps) {
  const { db } = deps;

  async function visible(id: number, scope: PlanScope) {
    const row = await repo.findTierPlan(db, id, scope);
    if (!row) throw notFound();
    return row;
  }

  function summaryOf(
    row: repo.TierPlanWithAnnual,
    auth: AuthContext,
    person: (email: string | null) => string | null,
    tierTopics: PlanTopic[],
  ) {
    const { tier, annual } = row;
    return {
      id: tier.id,
      name: tier.name,
      value: tier.value,
      valueName: row.valueName ?? tier.value,
      status: tier.status,
      start: tier.startDate,
      end: tier.endDate,
      annualPlanId: annual.id,
      annualPlan: parentOf(annual),
      curriculumContext: curriculumContextOf(annual, row.school),
      topics: tierTopics,
      abilities: abilitiesOf(auth, {
        level: 'tier',
        status: tier.status,
        ancestorInactive: annual.status === 'INACTIVE',
      }),
      ...planAuditOf(tier, person),
    };
  }

  async function get(id: number, auth: AuthContext): Promise<TierPlanDetail> {
    const scope = await planScopeOf(db, auth);
    const row = await visible(id, scope);
    const [units, topicsOf] = await Promise.all([
      repo.unitsOfTier(db, id, lessonOfVisibleUnit(scope)),
      topicsOfTiers(db, [id]),
    ]);
    const person = namesFromRows([
      ...namesOfTierRow(row),
      ...units.flatMap((unit) => [
        { email: unit.unit.createdBy, name: unit.createdByName },
        { email: unit.unit.lastUpdatedBy, name: unit.lastUpdatedByName },
      ]),
    ]);
    return {
      ...summaryOf(row, auth, person, topicsOf(id)),
      unitPlans: units.map(({ unit, subUnits, topics: unitTopics, lessonPlanCount, consentCount, consentsGiven }) => ({
        id: unit.id,
        name: unit.name,
        status: unit.status,
        start: unit.startDate,
        end: unit.endDate,
        tierPlanId: unit.tierPlanId,
        subUnits,
        topics: unitTopics,
        lessonPlanCount,
        consentCount,
        consentsGiven,
        ...planAuditOf(unit, person),
      })),
    };
  }

  /** The topic ids a unit chose, resolved against the tier's topics (by id, or by name); field errors otherwise. */
  function resolveTopics(units: UnitInput[], tierTopics: { id: number; name: string }[], errors: FieldErrors) {
    const byId = new Map(tierTopics.map((topic) => [topic.id, topic.id]));
    const byName = new Map(tierTopics.map((topic) => [lower(topic.name), topic.id]));
    return units.map((unit, index) =>
      unit.topics.flatMap((reference, topicIndex) => {
        const id =
          reference.id !== undefined
            ? byId.get(reference.id)
            : reference.name
              ? byName.get(lower(reference.name))
              : undefined;
        if (id === undefined) {
          errors[`unitPlans.${index}.topics.${topicIndex}`] = [PLAN_MESSAGES.topicNotOfTier];
          return [];
        }
        return [id];
      }),
    );
  }

  async function saveSubUnits(
    tx: Database,
    unitPlanId: number,
    items: UnitInput['subUnits'],
    field: string,
    existingIds: number[],
  ) {
    await saveNested({
      existingIds,
      items,
      field,
      remove: async (ids) => void (await tx.delete(unitSubUnits).where(inArray(unitSubUnits.id, ids))),
      update: async (item) =>
        void (await tx
          .update(unitSubUnits)
          .set({ name: item.name, sortOrder: item.sortOrder })
          .where(eq(unitSubUnits.id, item.id))),
      insert: async (item) => {
        const [row] = await tx
          .insert(unitSubUnits)
          .values({ unitPlanId, name: item.name, sortOrder: item.sortOrder })
          .returning({ id: unitSubUnits.id });
        if (!row) throw new Error('sub unit insert returned nothing');
        return row.id;
      },
    });
  }

  async function setUnitTopics(tx: Database, unitPlanId: number, topicIds: number[]) {
    await tx.delete(unitPlanTopics).where(eq(unitPlanTopics.unitPlanId, unitPlanId));
    const unique = [...new Set(topicIds)];
    if (unique.length > 0) await tx.insert(unitPlanTopics).values(unique.map((topicId) => ({ unitPlanId, topicId })));
  }

  return {
    get,

    async list(query: PlanListQuery, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const { rows, total } = await repo.listTierPlans(
        db,
        planListWhere('tier', query, scope),
        planListOrder('tier', query),
        query,
      );
      const topicsOf = await topicsOfTiers(
        db,
        rows.map(({ tier }) => tier.id),
      );
      const content: TierPlanListItem[] = rows.map((row) => ({
        ...summaryOf(row, auth, namesFromRows(namesOfTierRow(row)), topicsOf(row.tier.id)),
        unitPlanCount: row.unitPlanCount,
      }));
      return toPage(query, total, content);
    },

    /**
     * PUT /tier-plan/{id}: the tier's own fields (name, tier, dates, topics) need the tier's 'save' (UPDATE on
     * annualplan; COMPLETED: Administrators); its unit plans, each its own rule: a new one CREATE on unitplan, a
     * changed one the unit's 'save', a removed one the unit's delete. Units sent back unchanged are left alone, so
     * the tier card may send every unit with each save. One transaction.
     */
    async update(id: number, input: UpdateInput, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const row = await visible(id, scope);
      const { tier, annual } = row;
      const ancestorInactive = annual.status === 'INACTIVE';
      const errors: FieldErrors = {};
      const storedTopics = (await topicsOfTiers(db, [id]))(id);
      let value = tier.value;
      if (input.value !== undefined) {
        const choice = (await lovChoices(db, TIER_PLAN_LOV)).get(lower(input.value));
        if (!choice) errors.value = [PLAN_MESSAGES.tierNotInList];
        else value = choice.value;
      }
      for (const key of ['start', 'end'] as const) {
        if (input[key] < annual.startDate || input[key] > annual.endDate) {
          errors[key] = [PLAN_MESSAGES.dateWithin('annual', annual.startDate, annual.endDate)];
        }
      }
      const ownChanged =
        input.name !== tier.name ||
        value !== tier.value ||
        input.start !== tier.startDate ||
        input.end !== tier.endDate ||
        (input.topics !== undefined && topicsChanged(input.topics, storedTopics));
      if (ownChanged) applyOrThrow('tier', tier.status, 'save', auth, { ancestorInactive });

      const units = input.unitPlans ?? [];
      const stored = await repo.unitsOfTier(db, id);
      const storedById = new Map(stored.map((unit) => [unit.unit.id, unit]));
      // Topics the units may choose: the stored ones, and those the save adds (matched by name).
      const topicChoices = [
        ...storedTopics.filter((topic) => !input.topics?.some((sent) => sent.id === topic.id && sent.deleted)),
        ...(input.topics ?? [])
          .filter((topic) => topic.id === undefined && !topic.deleted)
          .map((topic) => ({ id: -1, name: topic.name })),
      ];
      const chosen = resolveTopics(units, topicChoices, errors);
      if (Object.keys(errors).length > 0) throw badRequest(errors);

      const tierAbilities = abilitiesOf(auth, { level: 'tier', status: tier.status, ancestorInactive });
      const changedUnits = new Set<number>();
      units.forEach((unit, index) => {
        if (unit.id === undefined) {
          if (unit.deleted) return;
          if (!tierAbilities.addChildren.allowed)
            throw ancestorInactive
              ? new AppError(409, PLAN_MESSAGES.inactiveReadOnly, 'PLAN_STATE')
              : forbidden(PLAN_MESSAGES.addUnitForbidden);
          return;
        }
        const held = storedById.get(unit.id);
        if (!held) return; // saveNested answers the field error.
        if (unit.version !== undefined && unit.version !== held.unit.version) throw staleVersion();
        if (unit.deleted) {
          const abilities = abilitiesOf(auth, {
            level: 'unit',
            status: held.unit.status,
            ancestorInactive,
            hasCompletedChild: held.completedLessons > 0,
          });
          if (!abilities.delete.allowed) {
            const stateForbids = held.unit.status === 'COMPLETED' || held.completedLessons > 0 || ancestorInactive;
            throw stateForbids
              ? new AppError(
                  409,
                  ancestorInactive ? PLAN_MESSAGES.inactiveReadOnly : PLAN_MESSAGES.deleteCompleted('unit'),
                  'PLAN_STATE',
                )
              : forbidden();
          }
          return;
        }
        const topicIds = (chosen[index] ?? []).filter((topicId) => topicId > 0);
        const addsTopic = (chosen[index] ?? []).some((topicId) => topicId < 0);
        if (addsTopic || unitChanged(unit, held, topicIds)) {
          applyOrThrow('unit', held.unit.status, 'save', auth, { ancestorInactive });
          changedUnits.add(unit.id);
        }
      });

      const unitActions =
        changedUnits.size > 0 || units.some((unit) => (unit.id === undefined ? !unit.deleted : unit.deleted));
      if (!ownChanged && !unitActions) {
        // Nothing to save: no version is spent (and no privilege needed), but a stale copy is still told so.
        if (input.version !== tier.version) throw staleVersion();
        return get(id, auth);
      }
      await db.transaction(async (tx) => {
        await updateVersioned(
          tx,
          tierPlans,
          id,
          input.version,
          { name: input.name, value, startDate: input.start, endDate: input.end },
          auth.email,
        );
        if (input.topics) await saveTopics(tx, id, input.topics, 'topics');
        // Topic ids after the save, for units choosing a topic added now (by name).
        const tierTopics = await tx
          .select({ id: topics.id, name: topics.name })
          .from(topics)
          .where(eq(topics.tierPlanId, id));
        const topicIdByName = new Map(tierTopics.map((topic) => [lower(topic.name), topic.id]));
        const topicIds = new Set(tierTopics.map((topic) => topic.id));
        const topicIdsOf = (index: number) =>
          (units[index]?.topics ?? []).flatMap((reference) => {
            const byId = reference.id !== undefined && topicIds.has(reference.id) ? reference.id : undefined;
            const found = byId ?? (reference.name ? topicIdByName.get(lower(reference.name)) : undefined);
            return found === undefined ? [] : [found];
          });
        const audit = { lastUpdatedBy: auth.email, lastUpdatedOn: new Date() };
        const unitIds = await saveNested({
          existingIds: stored.map((unit) => unit.unit.id),
          items: units,
          field: 'unitPlans',
          remove: async (ids) => void (await tx.delete(unitPlans).where(inArray(unitPlans.id, ids))),
          update: async (item, index) => {
            if (!changedUnits.has(item.id)) return;
            await tx
              .update(unitPlans)
              .set({
                name: item.name,
                startDate: item.start,
                endDate: item.end,
                version: sql`${unitPlans.version} + 1`,
                ...audit,
              })
              .where(eq(unitPlans.id, item.id));
            const held = storedById.get(item.id);
            await saveSubUnits(
              tx,
              item.id,
              item.subUnits,
              `unitPlans.${index}.subUnits`,
              held?.subUnits.map((sub) => sub.id) ?? [],
            );
            await setUnitTopics(tx, item.id, topicIdsOf(index));
          },
          insert: async (item, index) => {
            const [created] = await tx
              .insert(unitPlans)
              .values({
                tierPlanId: id,
                annualPlanId: annual.id,
                name: item.name,
                startDate: item.start,
                endDate: item.end,
                createdBy: auth.email,
                ...audit,
              })
              .returning({ id: unitPlans.id });
            if (!created) throw new Error('unit plan insert returned nothing');
            await saveSubUnits(tx, created.id, item.subUnits, `unitPlans.${index}.subUnits`, []);
            await setUnitTopics(tx, created.id, topicIdsOf(index));
            // A new unit starts with its subject teachers' consents, unticked (api2: consents.service.ts).
            await fillUnitConsents(tx, { id: created.id, annualPlanId: annual.id }, annual);
            return created.id;
          },
        });
        // Every unit inside the tier's dates, every lesson inside its unit's.
        const dateErrors: FieldErrors = {};
        if ((await tiersWithUnitsOutside(tx, [id])).length > 0) {
          dateErrors.start = [PLAN_MESSAGES.childrenOutside('unit')];
          dateErrors.end = [PLAN_MESSAGES.childrenOutside('unit')];
        }
        const lessonsOutside = new Set(await repo.unitsWithLessonsOutside(tx, [...changedUnits]));
        unitIds.forEach((unitId, index) => {
          if (unitId !== null && lessonsOutside.has(unitId)) {
            dateErrors[`unitPlans.${index}.start`] = [PLAN_MESSAGES.childrenOutside('lesson')];
            dateErrors[`unitPlans.${index}.end`] = [PLAN_MESSAGES.childrenOutside('lesson')];
          }
        });
        if (Object.keys(dateErrors).length > 0) throw badRequest(dateErrors);
      });
      return get(id, auth);
    },
  };
}
