import { PLAN_MESSAGES, type PlanTopic, type tierPlanUpdateInput, type topicInput } from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, badRequest, type FieldErrors, forbidden, staleVersion } from '../../../lib/http-errors';
import { saveNested } from '../../../lib/nested';
import type { AuthContext } from '../../auth/auth-context';
import { lovChoices } from '../../lov/lov.repository';
import { tiersWithUnitsOutside } from '../annual-plans.repository';
import { applyOrThrow } from '../annual-plans.service';
import { fillUnitConsents } from '../consents.service';
import { updatePlanVersioned } from '../plan-levels.repository';
import { TIER_PLAN_LOV } from '../plan-lookups';
import { abilitiesOf } from '../plan-shared';
import {
  type TierPlanWithAnnual,
  type UnitOfTier,
  unitsOfTier,
  unitsWithLessonsOutside,
} from '../tier-plans.repository';
import { saveTopics, topicNamesOfTier, topicsOfTiers } from '../topics.repository';
import {
  deleteUnitPlans,
  insertUnitPlan,
  saveUnitSubUnits,
  setUnitTopics,
  updateUnitFields,
} from '../unit-plans.repository';

/*
 * PUT /tier-plan/{id}: the tier's own fields (name, tier, dates, topics) need the tier's 'save' (UPDATE on
 * annualplan; COMPLETED: Administrators); its unit plans, each its own rule: a new one CREATE on unitplan, a
 * changed one the unit's 'save', a removed one the unit's delete. Units sent back unchanged are left alone, so
 * the tier card may send every unit with each save. One transaction. The caller has checked that the user sees
 * the tier plan.
 */

export type TierPlanUpdate = z.output<typeof tierPlanUpdateInput>;
type UnitInput = NonNullable<TierPlanUpdate['unitPlans']>[number];
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
function unitChanged(sent: UnitInput, stored: UnitOfTier, topicIds: number[]): boolean {
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

/** What the checks decided: the tier's stored units, its tier value, and which units change. */
interface CheckedUpdate {
  value: string;
  ownChanged: boolean;
  stored: UnitOfTier[];
  changedUnits: Set<number>;
}

/** The tier's own fields: the tier value from the list, dates inside the annual plan, and whether they changed. */
async function checkOwnFields(db: Database, row: TierPlanWithAnnual, input: TierPlanUpdate, errors: FieldErrors) {
  const { tier, annual } = row;
  const storedTopics = (await topicsOfTiers(db, [tier.id]))(tier.id);
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
  // Topics the units may choose: the stored ones, and those the save adds (matched by name).
  const topicChoices = [
    ...storedTopics.filter((topic) => !input.topics?.some((sent) => sent.id === topic.id && sent.deleted)),
    ...(input.topics ?? [])
      .filter((topic) => topic.id === undefined && !topic.deleted)
      .map((topic) => ({ id: -1, name: topic.name })),
  ];
  return { value, ownChanged, topicChoices };
}

/** The refusal of adding or removing a unit: 409 while the annual plan is inactive or the state forbids, else 403. */
function unitRefusal(ancestorInactive: boolean, stateForbids: boolean, forbiddenMessage?: string) {
  if (ancestorInactive) return new AppError(409, PLAN_MESSAGES.inactiveReadOnly, 'PLAN_STATE');
  if (stateForbids) return new AppError(409, PLAN_MESSAGES.deleteCompleted('unit'), 'PLAN_STATE');
  return forbidden(forbiddenMessage);
}

/** Applies each unit's own rule (add, change, remove); answers the ids of the units that change. */
function checkUnits(
  row: TierPlanWithAnnual,
  units: UnitInput[],
  stored: UnitOfTier[],
  chosen: number[][],
  auth: AuthContext,
) {
  const ancestorInactive = row.annual.status === 'INACTIVE';
  const storedById = new Map(stored.map((unit) => [unit.unit.id, unit]));
  const tierAbilities = abilitiesOf(auth, { level: 'tier', status: row.tier.status, ancestorInactive });
  const changedUnits = new Set<number>();
  units.forEach((unit, index) => {
    if (unit.id === undefined) {
      if (unit.deleted || tierAbilities.addChildren.allowed) return;
      throw unitRefusal(ancestorInactive, false, PLAN_MESSAGES.addUnitForbidden);
    }
    const held = storedById.get(unit.id);
    if (!held) return; // saveNested answers the field error.
    if (unit.version !== undefined && unit.version !== held.unit.version) throw staleVersion();
    if (unit.deleted) {
      const hasCompletedChild = held.completedLessons > 0;
      const abilities = abilitiesOf(auth, {
        level: 'unit',
        status: held.unit.status,
        ancestorInactive,
        hasCompletedChild,
      });
      if (!abilities.delete.allowed) {
        throw unitRefusal(ancestorInactive, held.unit.status === 'COMPLETED' || hasCompletedChild);
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
  return changedUnits;
}

/** Every check before the save: field errors (400), privileges (403), plan state (409), stale unit versions. */
async function checkUpdate(
  db: Database,
  row: TierPlanWithAnnual,
  input: TierPlanUpdate,
  auth: AuthContext,
): Promise<CheckedUpdate> {
  const ancestorInactive = row.annual.status === 'INACTIVE';
  const errors: FieldErrors = {};
  const { value, ownChanged, topicChoices } = await checkOwnFields(db, row, input, errors);
  if (ownChanged) applyOrThrow('tier', row.tier.status, 'save', auth, { ancestorInactive });
  const units = input.unitPlans ?? [];
  const stored = await unitsOfTier(db, row.tier.id);
  const chosen = resolveTopics(units, topicChoices, errors);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const changedUnits = checkUnits(row, units, stored, chosen, auth);
  return { value, ownChanged, stored, changedUnits };
}

/** The topic ids each unit chose, after the tier's topics were saved (a topic added now is found by name). */
async function topicIdsAfterSave(tx: Database, tierPlanId: number, units: UnitInput[]) {
  const tierTopics = await topicNamesOfTier(tx, tierPlanId);
  const topicIdByName = new Map(tierTopics.map((topic) => [lower(topic.name), topic.id]));
  const topicIds = new Set(tierTopics.map((topic) => topic.id));
  return (index: number) =>
    (units[index]?.topics ?? []).flatMap((reference) => {
      const byId = reference.id !== undefined && topicIds.has(reference.id) ? reference.id : undefined;
      const found = byId ?? (reference.name ? topicIdByName.get(lower(reference.name)) : undefined);
      return found === undefined ? [] : [found];
    });
}

/** Every unit inside the tier's dates, every changed unit's lessons inside its dates; 400 otherwise. */
async function checkChildDates(
  tx: Database,
  tierPlanId: number,
  changedUnits: Set<number>,
  unitIds: (number | null)[],
) {
  const dateErrors: FieldErrors = {};
  if ((await tiersWithUnitsOutside(tx, [tierPlanId])).length > 0) {
    dateErrors.start = [PLAN_MESSAGES.childrenOutside('unit')];
    dateErrors.end = [PLAN_MESSAGES.childrenOutside('unit')];
  }
  const lessonsOutside = new Set(await unitsWithLessonsOutside(tx, [...changedUnits]));
  unitIds.forEach((unitId, index) => {
    if (unitId !== null && lessonsOutside.has(unitId)) {
      dateErrors[`unitPlans.${index}.start`] = [PLAN_MESSAGES.childrenOutside('lesson')];
      dateErrors[`unitPlans.${index}.end`] = [PLAN_MESSAGES.childrenOutside('lesson')];
    }
  });
  if (Object.keys(dateErrors).length > 0) throw badRequest(dateErrors);
}

/** The save itself, in one transaction: the tier's fields and topics, then its units (changed, new, removed). */
async function saveUpdate(
  db: Database,
  row: TierPlanWithAnnual,
  input: TierPlanUpdate,
  checked: CheckedUpdate,
  actor: string,
) {
  const { tier, annual } = row;
  const units = input.unitPlans ?? [];
  const { stored, changedUnits } = checked;
  const subUnitIdsOf = new Map(stored.map((unit) => [unit.unit.id, unit.subUnits.map((sub) => sub.id)]));
  await db.transaction(async (tx) => {
    const own = { name: input.name, value: checked.value, startDate: input.start, endDate: input.end };
    await updatePlanVersioned(tx, 'tier', tier.id, input.version, own, actor);
    if (input.topics) await saveTopics(tx, tier.id, input.topics, 'topics');
    const topicIdsOf = await topicIdsAfterSave(tx, tier.id, units);
    const unitIds = await saveNested({
      existingIds: stored.map((unit) => unit.unit.id),
      items: units,
      field: 'unitPlans',
      remove: (ids) => deleteUnitPlans(tx, ids),
      update: async (item, index) => {
        if (!changedUnits.has(item.id)) return;
        await updateUnitFields(tx, item.id, { name: item.name, startDate: item.start, endDate: item.end }, actor);
        const field = `unitPlans.${index}.subUnits`;
        await saveUnitSubUnits(tx, item.id, item.subUnits, field, subUnitIdsOf.get(item.id) ?? []);
        await setUnitTopics(tx, item.id, topicIdsOf(index));
      },
      insert: async (item, index) => {
        const fields = { name: item.name, startDate: item.start, endDate: item.end };
        const audit = { createdBy: actor, lastUpdatedBy: actor, lastUpdatedOn: new Date() };
        const unitId = await insertUnitPlan(
          tx,
          { tierPlanId: tier.id, annualPlanId: annual.id, ...fields, ...audit },
          [],
          [],
        );
        await saveUnitSubUnits(tx, unitId, item.subUnits, `unitPlans.${index}.subUnits`, []);
        await setUnitTopics(tx, unitId, topicIdsOf(index));
        // A new unit starts with its subject teachers' consents, unticked.
        await fillUnitConsents(tx, { id: unitId, annualPlanId: annual.id }, annual);
        return unitId;
      },
    });
    await checkChildDates(tx, tier.id, changedUnits, unitIds);
  });
}

/** Checks and saves a tier card; answers without saving (and without spending a version) when nothing changed. */
export async function updateTierPlan(db: Database, row: TierPlanWithAnnual, input: TierPlanUpdate, auth: AuthContext) {
  const checked = await checkUpdate(db, row, input, auth);
  const units = input.unitPlans ?? [];
  const unitActions =
    checked.changedUnits.size > 0 || units.some((unit) => (unit.id === undefined ? !unit.deleted : unit.deleted));
  if (!checked.ownChanged && !unitActions) {
    // Nothing to save: no version is spent (and no privilege needed), but a stale copy is still told so.
    if (input.version !== row.tier.version) throw staleVersion();
    return;
  }
  await saveUpdate(db, row, input, checked, auth.email);
}
