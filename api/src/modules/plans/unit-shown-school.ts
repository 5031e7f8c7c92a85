import { consentsComplete } from '@school/contract';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/auth-context';
import { consentSummariesOf } from './consents.repository';
import type { PlanScope } from './plan-access';
import { consentStatesOfSummary } from './unit-lesson-rows';
import { schoolSharesOfUnit } from './unit-plans.repository';

/*
 * A network-wide unit plan has a consent per subject teacher of the network and lessons in every school: its detail
 * lists one school's at a time, with the number of schools, and GET /unit-plan/{id}/schools pages every school's
 * counts, so neither answer grows with the network.
 */

/**
 * What a unit plan shows of its consents (its detail and its form): the one school listed (the asked one when the
 * plan spans it, else the user's own, else the first by name; none when the plan spans one school or none), the
 * number of schools and of lessons, and the whole plan's consents as the ability rules judge them (the user's own
 * tick and whether all are given).
 */
export async function unitConsentView(
  db: Database,
  unitPlanId: number,
  auth: AuthContext,
  scope: PlanScope,
  asked: number | null = null,
) {
  const preferred = [asked, auth.schoolId].filter((id): id is number => id !== null);
  const [first, [summary]] = await Promise.all([
    schoolSharesOfUnit(db, unitPlanId, scope, { limit: 1, offset: 0, pattern: null, preferred }),
    consentSummariesOf(db, 'unit', [unitPlanId], auth.userId),
  ]);
  const states = consentStatesOfSummary(summary, auth.email);
  const shownSchool = first.schoolCount > 1 ? (first.shares[0] ?? null) : null;
  return {
    schoolCount: first.schoolCount,
    lessonPlanCount: first.lessonPlanCount,
    shownSchool,
    shownSchoolId: shownSchool?.school.id ?? null,
    consentCount: summary?.count ?? 0,
    consentsGiven: summary?.given ?? 0,
    consentsComplete: consentsComplete(states),
    states,
  };
}
