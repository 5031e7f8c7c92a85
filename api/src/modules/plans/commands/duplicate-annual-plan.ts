import {
  annualPeriodStartYear,
  PLAN_MESSAGES,
  planYearOf,
  shiftDateByYears,
  yearsBetweenPeriods,
} from '@school/contract';
import type { AppDeps } from '../../../deps';
import { createdByActor } from '../../../lib/crud';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors';
import * as repo from '../annual-plans.repository';
import { duplicatePlanError } from '../annual-plans.service';
import { mayPlanFor, planScopeOf } from '../plan-access';
import { copyTopics } from '../topics.repository';
import { ANNUAL_PERIOD_LOV, lovChoices } from '../../lov/lov.repository';
import type { AuthContext } from '../../auth/auth-context';

/**
 * PATCH /annual-plans/duplicate/{id}?annualPeriod=: a new ACTIVE annual plan in that period with
 * the source's tiers, topics and sub topics, every date moved by the whole years between the two periods; 409 when
 * that period already has a plan for the class, subject (and school); the source is untouched. One transaction.
 * Unit and lesson plans are not copied: they are planned again each year with their teachers' consents.
 */
export async function duplicateAnnualPlan(
  deps: AppDeps,
  id: number,
  annualPeriod: string,
  auth: AuthContext,
): Promise<number> {
  const { db } = deps;
  const scope = await planScopeOf(db, auth);
  const source = await repo.findAnnualPlan(db, id, scope);
  if (!source) throw notFound();
  const periods = await lovChoices(db, ANNUAL_PERIOD_LOV);
  const period = periods.get(annualPeriod.trim().toLowerCase())?.value;
  if (!period) throw badRequest({ annualPeriod: [PLAN_MESSAGES.periodNotInList] });
  const { annual } = source;
  if (!(await mayPlanFor(db, scope, annual))) throw forbidden();
  const existing = await repo.findLivePlanOf(db, { ...annual, annualPeriod: period });
  if (existing) throw duplicatePlanError(existing.name);
  // Whole years between the periods; a period of another form: from the year the source plan starts in.
  const targetYear = annualPeriodStartYear(period);
  const years =
    yearsBetweenPeriods(annual.annualPeriod, period) ??
    (targetYear === null ? 0 : targetYear - planYearOf(annual.startDate, deps.config.PLAN_YEAR_START_MONTH));
  const move = (date: string) => shiftDateByYears(date, years);
  const tiers = await repo.tiersOfAnnual(db, id);
  return db.transaction(async (tx) => {
    const copy = await repo.insertAnnualPlan(tx, {
      name: annual.name,
      startDate: move(annual.startDate),
      endDate: move(annual.endDate),
      annualPeriod: period,
      gradeName: annual.gradeName,
      subjectId: annual.subjectId,
      subjectName: annual.subjectName,
      subjectValue: annual.subjectValue,
      schoolId: annual.schoolId,
      ...createdByActor(auth.email),
    });
    for (const { tier } of tiers) {
      const [tierCopy] = await repo.insertTierRows(tx, [
        {
          annualPlanId: copy.id,
          name: tier.name,
          value: tier.value,
          startDate: move(tier.startDate),
          endDate: move(tier.endDate),
          ...createdByActor(auth.email),
        },
      ]);
      if (!tierCopy) throw new Error('tier plan insert returned nothing');
      await copyTopics(tx, tier.id, tierCopy.id);
    }
    return copy.id;
  });
}
