import { consentsComplete } from '@school/contract';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/auth-context';
import { consentSummariesOf } from './consents.repository';
import type { PlanScope } from './plan-access';
import { consentStatesOfSummary } from './unit-lesson-rows';
import { schoolSharesOfUnit } from './unit-plans.repository';

/*
 * A network-wide unit plan has a consent per subject teacher of the network and lessons in every school: its detail
 * lists one school's at a time, with every school's counts beside them, so its cost does not grow with the network.
 */

/**
 * The school whose consents and lessons a unit plan's detail lists: none (all are listed) when they are of one
 * school or none; else the asked school when it is one of them, else the user's own, else the first.
 */
export function shownSchoolOf(
  schoolIds: readonly number[],
  asked: number | null | undefined,
  ownSchoolId: number | null,
): number | null {
  if (schoolIds.length <= 1) return null;
  for (const candidate of [asked, ownSchoolId]) {
    if (candidate !== null && candidate !== undefined && schoolIds.includes(candidate)) return candidate;
  }
  return schoolIds[0] ?? null;
}

/**
 * What a unit plan shows of its consents (its detail and its form): every school's counts, the one school listed,
 * and the whole plan's consents as the ability rules judge them (the user's own tick and whether all are given).
 */
export async function unitConsentView(
  db: Database,
  unitPlanId: number,
  auth: AuthContext,
  scope: PlanScope,
  asked: number | null = null,
) {
  const [shares, [summary]] = await Promise.all([
    schoolSharesOfUnit(db, unitPlanId, scope),
    consentSummariesOf(db, 'unit', [unitPlanId], auth.userId),
  ]);
  const states = consentStatesOfSummary(summary, auth.email);
  return {
    bySchool: shares,
    shownSchoolId: shownSchoolOf(
      shares.map((share) => share.school.id),
      asked,
      auth.schoolId,
    ),
    consentCount: summary?.count ?? 0,
    consentsGiven: summary?.given ?? 0,
    consentsComplete: consentsComplete(states),
    states,
  };
}
