import type { PlanListQuery, PlanTopic, TierPlanDetail, TierPlanListItem } from '@school/contract';
import type { AppDeps } from '../../deps';
import { toPage } from '../../lib/crud';
import { notFound } from '../../lib/http-errors';
import type { AuthContext } from '../auth/auth-context';
import { type TierPlanUpdate, updateTierPlan } from './commands/update-tier-plan';
import { lessonOfVisibleUnit, type PlanScope, planScopeOf } from './plan-access';
import { planListOrder, planListWhere } from './plan-filters';
import { abilitiesOf, curriculumContextOf, namesFromRows, parentOf, planAuditOf } from './plan-shared';
import * as repo from './tier-plans.repository';
import { topicsOfTiers } from './topics.repository';

/** People's names of a tier plan row (read with it). */
const namesOfTierRow = (row: repo.TierPlanWithAnnual) => [
  { email: row.tier.createdBy, name: row.createdByName },
  { email: row.tier.lastUpdatedBy, name: row.lastUpdatedByName },
];

/** Tier plans: list, detail, and the tier card's save with its unit plans. */
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

    /** PUT /tier-plan/{id}: the tier card's save (commands/update-tier-plan.ts). */
    async update(id: number, input: TierPlanUpdate, auth: AuthContext) {
      const row = await visible(id, await planScopeOf(db, auth));
      await updateTierPlan(db, row, input, auth);
      return get(id, auth);
    },
  };
}
