import { type ConsentState, type PlanAbilityRecord, planAbilities } from '@school/contract';
import type { Database } from '../../db/client';
import { childrenOf } from '../../lib/crud';
import type { AuthContext } from '../auth/auth-context';
import { consentSummariesOf } from './consents.repository';
import { storedFormsOf } from './plan-forms.repository';
import { incompleteStepsOfStored } from './plan-forms-rules';
import { abilityUserOf, namesOfEmails, planAuditOf } from './plan-shared';
import { consentStatesOfSummary } from './unit-lesson-rows';

type AuditedPlan = Parameters<typeof planAuditOf>[0] & { id: number };

interface SubUnit {
  id: number;
  name: string;
  sortOrder: number;
}

/** How a unit or lesson list reads its rows: the plan of a row, its sub units, and its record for the abilities. */
export interface SignedPlanList<Row, Child extends SubUnit, Header> {
  level: 'unit' | 'lesson';
  headerOf: (row: Row) => Header;
  planOf: (row: Row) => AuditedPlan;
  subUnitsOf: (db: Database, ids: number[]) => Promise<Child[]>;
  parentOfSubUnit: (subUnit: Child) => number;
  recordOf: (
    row: Row,
    consents: readonly ConsentState[],
    incompleteFormSteps: string[] | undefined,
  ) => PlanAbilityRecord;
}

/**
 * The list items of unit or lesson plan rows: each row's header, its sub units, how many of its teachers have
 * signed (counted by the database), its abilities and who made it. Four queries for the whole page.
 */
export async function signedPlanListItems<Row, Child extends SubUnit, Header>(
  db: Database,
  auth: AuthContext,
  rows: Row[],
  list: SignedPlanList<Row, Child, Header>,
) {
  const entries = rows.map((row) => ({ row, plan: list.planOf(row) }));
  const ids = entries.map(({ plan }) => plan.id);
  const [subUnits, consents, nameOf, forms] = await Promise.all([
    list.subUnitsOf(db, ids),
    consentSummariesOf(db, list.level, ids, auth.userId),
    namesOfEmails(
      db,
      entries.flatMap(({ plan }) => [plan.createdBy, plan.lastUpdatedBy]),
    ),
    storedFormsOf(db, list.level, ids),
  ]);
  const subUnitsOfPlan = childrenOf(subUnits, list.parentOfSubUnit);
  const consentsOfPlan = new Map(consents.map((summary) => [summary.planId, summary]));
  const formOf = new Map(forms.map((form) => [form.id, form]));
  const user = abilityUserOf(auth);
  return entries.map(({ row, plan }) => {
    const summary = consentsOfPlan.get(plan.id);
    const incomplete = incompleteStepsOfStored(list.level, formOf.get(plan.id));
    return {
      ...list.headerOf(row),
      subUnits: subUnitsOfPlan(plan.id).map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
      consentCount: summary?.count ?? 0,
      consentsGiven: summary?.given ?? 0,
      abilities: planAbilities(user, list.recordOf(row, consentStatesOfSummary(summary, auth.email), incomplete)),
      ...planAuditOf(plan, nameOf),
    };
  });
}
