import {
  type AnnualPlanDetail,
  type AnnualPlanListItem,
  type annualPlanCreateInput,
  type annualPlanUpdateInput,
  isSchoolSpecificClass,
  PLAN_MESSAGES,
  type PlanListQuery,
  type PlanStatus,
  type PlanTransition,
  planStatus,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { updatePlanVersioned } from './plan-levels.repository';
import { createdByActor, toPage } from '../../lib/crud';
import { AppError, badRequest, duplicate, type FieldErrors, forbidden, notFound } from '../../lib/http-errors';
import { ANNUAL_PERIOD_LOV, lovChoices } from '../lov/lov.repository';
import * as repo from './annual-plans.repository';
import { mayPlanFor, type PlanScope, planScopeOf } from './plan-access';
import { findSchoolRow, findSubjectOfSchoolClass, findSubjectWithClass, TIER_PLAN_LOV } from './plan-lookups';
import { abilitiesOf, curriculumContextOf, namesFromRows, planAuditOf } from './plan-shared';
import { topicsOfTiers } from './topics.repository';
import type { AuthContext } from '../auth/auth-context';

/** People's names of an annual plan row (read with it). */
const namesOfRow = (row: repo.AnnualPlanWithSchool) =>
  namesFromRows([
    { email: row.annual.createdBy, name: row.createdByName },
    { email: row.annual.lastUpdatedBy, name: row.lastUpdatedByName },
  ]);

type CreateInput = z.output<typeof annualPlanCreateInput>;
type UpdateInput = z.output<typeof annualPlanUpdateInput>;

/** A refusal of the status machine as an HTTP error (403 or 409 with the machine's message). */
export function refusal(result: { ok: false; httpStatus: 403 | 409; message: string }) {
  return result.httpStatus === 403 ? forbidden(result.message) : new AppError(409, result.message, 'PLAN_STATE');
}

/** Applies a transition of the machine or throws its refusal. */
export function applyOrThrow(...args: Parameters<typeof planStatus.apply>): PlanStatus {
  const result = planStatus.apply(...args);
  if (!result.ok) throw refusal(result);
  return result.to;
}

export const duplicatePlanError = (name: string) => duplicate('curriculumContext', PLAN_MESSAGES.duplicatePlan(name));

/** The tier values and periods of a save that are not in their lists (field errors). */
async function checkChoices(
  deps: AppDeps,
  input: { tierPlans: { value: string; deleted?: boolean }[] },
  period?: { field: string; value: string },
) {
  const errors: FieldErrors = {};
  const tiers = await lovChoices(deps.db, TIER_PLAN_LOV);
  input.tierPlans.forEach((tier, index) => {
    if (!tier.deleted && !tiers.has(tier.value.toLowerCase()))
      errors[`tierPlans.${index}.value`] = [PLAN_MESSAGES.tierNotInList];
  });
  let periodValue: string | undefined;
  if (period) {
    const periods = await lovChoices(deps.db, ANNUAL_PERIOD_LOV);
    periodValue = periods.get(period.value.toLowerCase())?.value;
    if (!periodValue) errors[period.field] = [PLAN_MESSAGES.periodNotInList];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { tierValue: (value: string) => tiers.get(value.toLowerCase())?.value ?? value, periodValue };
}

/** Annual plans. */
export function createAnnualPlanService(deps: AppDeps) {
  const { db } = deps;

  async function visible(id: number, scope: PlanScope) {
    const row = await repo.findAnnualPlan(db, id, scope);
    if (!row) throw notFound();
    return row;
  }

  function listItemOf(
    row: repo.AnnualPlanWithSchool,
    auth: AuthContext,
    nameOf: (email: string | null) => string | null,
  ): AnnualPlanListItem {
    const { annual } = row;
    return {
      id: annual.id,
      name: annual.name,
      status: annual.status,
      start: annual.startDate,
      end: annual.endDate,
      curriculumContext: curriculumContextOf(annual, row.school),
      tierPlanCount: row.tierCount,
      abilities: abilitiesOf(auth, { level: 'annual', status: annual.status }),
      ...planAuditOf(annual, nameOf),
    };
  }

  async function detailOf(row: repo.AnnualPlanWithSchool, auth: AuthContext): Promise<AnnualPlanDetail> {
    const tiers = await repo.tiersOfAnnual(db, row.annual.id);
    const topicsOf = await topicsOfTiers(
      db,
      tiers.map(({ tier }) => tier.id),
    );
    const nameOf = namesOfRow(row);
    const { tierPlanCount: _count, ...item } = listItemOf(row, auth, nameOf);
    return {
      ...item,
      tierPlans: tiers.map(({ tier, unitPlanCount, valueName }) => ({
        id: tier.id,
        name: tier.name,
        value: tier.value,
        valueName: valueName ?? tier.value,
        status: tier.status,
        start: tier.startDate,
        end: tier.endDate,
        annualPlanId: tier.annualPlanId,
        topics: topicsOf(tier.id),
        unitPlanCount,
        version: tier.version,
      })),
    };
  }

  async function get(id: number, auth: AuthContext) {
    return detailOf(await visible(id, await planScopeOf(db, auth)), auth);
  }

  /** After a save: tiers inside the plan's dates, units inside their tier's (field errors otherwise). */
  async function checkDates(tx: typeof db, annualPlanId: number, tierIds: (number | null)[]) {
    const errors: FieldErrors = {};
    if ((await repo.tiersOutsidePlan(tx, annualPlanId)).length > 0) {
      errors.start = [PLAN_MESSAGES.childrenOutside('tier')];
      errors.end = [PLAN_MESSAGES.childrenOutside('tier')];
    }
    const ids = tierIds.filter((id): id is number => id !== null);
    const outside = new Set(await repo.tiersWithUnitsOutside(tx, ids));
    tierIds.forEach((id, index) => {
      if (id !== null && outside.has(id)) {
        errors[`tierPlans.${index}.start`] = [PLAN_MESSAGES.childrenOutside('unit')];
        errors[`tierPlans.${index}.end`] = [PLAN_MESSAGES.childrenOutside('unit')];
      }
    });
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  /** The curriculum of a new plan: subject, class, school (per the setting), checked. */
  async function curriculumOf(input: CreateInput) {
    const context = input.curriculumContext;
    const subject = await findSubjectWithClass(db, context.subject.id);
    if (!subject || subject.gradeName.trim().toLowerCase() !== context.gradeName.trim().toLowerCase()) {
      throw badRequest({ 'curriculumContext.subject': [PLAN_MESSAGES.subjectNotOfClass] });
    }
    if (!isSchoolSpecificClass(context.gradeName, deps.config.SCHOOL_SPECIFIC_CLASSES)) {
      // A network-wide class: a school sent by the form is ignored (docs/decisions.md, Planning (API)).
      return { subject, schoolId: null, gradeName: subject.gradeName };
    }
    if (!context.school) throw badRequest({ 'curriculumContext.school': [PLAN_MESSAGES.schoolRequired] });
    const school = await findSchoolRow(db, context.school.id);
    if (!school) throw badRequest({ 'curriculumContext.school': [PLAN_MESSAGES.schoolRequired] });
    if (subject.schoolId === school.id) return { subject, schoolId: school.id, gradeName: subject.gradeName };
    // The subject of the same name in the chosen school's class.
    const own = await findSubjectOfSchoolClass(db, school.id, subject.gradeName, subject.subjectName);
    if (!own) throw badRequest({ 'curriculumContext.subject': [PLAN_MESSAGES.subjectNotOfClass] });
    return { subject: { ...subject, ...own }, schoolId: school.id, gradeName: subject.gradeName };
  }

  return {
    get,
    detailOf,

    async list(query: PlanListQuery, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const { rows, total } = await repo.listVisibleAnnualPlans(db, scope, query);
      return toPage(
        query,
        total,
        rows.map((row) => listItemOf(row, auth, namesOfRow(row))),
      );
    },

    async create(input: CreateInput, auth: AuthContext) {
      const { periodValue, tierValue } = await checkChoices(deps, input, {
        field: 'curriculumContext.annualPeriod',
        value: input.curriculumContext.annualPeriod,
      });
      const annualPeriod = periodValue ?? input.curriculumContext.annualPeriod;
      const { subject, schoolId, gradeName } = await curriculumOf(input);
      const scope = await planScopeOf(db, auth);
      if (!(await mayPlanFor(db, scope, { schoolId, gradeName, subjectName: subject.subjectName }))) throw forbidden();
      const key = { annualPeriod, gradeName, subjectName: subject.subjectName, schoolId };
      const existing = await repo.findLivePlanOf(db, key);
      if (existing) throw duplicatePlanError(existing.name);
      const id = await db.transaction(async (tx) => {
        const annual = await repo.insertAnnualPlan(tx, {
          name: input.name,
          startDate: input.start,
          endDate: input.end,
          annualPeriod,
          gradeName,
          subjectId: subject.id,
          subjectName: subject.subjectName,
          subjectValue: subject.subjectValue,
          schoolId,
          ...createdByActor(auth.email),
        });
        await repo.saveTiers(
          tx,
          annual.id,
          input.tierPlans
            .filter((tier) => !tier.deleted)
            .map((tier) => ({ ...tier, id: undefined, value: tierValue(tier.value) })),
          { status: 'ACTIVE', actor: auth.email, existingIds: [] },
        );
        return annual.id;
      });
      return get(id, auth);
    },

    /** PUT: name, dates and tiers; period, class, subject and school are kept whatever the form sends. */
    async update(id: number, input: UpdateInput, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const row = await visible(id, scope);
      const status = applyOrThrow('annual', row.annual.status, 'save', auth);
      const { tierValue } = await checkChoices(deps, input);
      const existingIds = await repo.tierIdsOfAnnual(db, id);
      const removed = input.tierPlans
        .filter((tier) => tier.deleted && tier.id !== undefined)
        .map((tier) => tier.id as number);
      const blocked = new Set(
        await repo.tiersWithCompletedPlans(
          db,
          removed.filter((tierId) => existingIds.includes(tierId)),
        ),
      );
      if (blocked.size > 0) {
        const errors: FieldErrors = {};
        input.tierPlans.forEach((tier, index) => {
          if (tier.id !== undefined && blocked.has(tier.id))
            errors[`tierPlans.${index}.deleted`] = [PLAN_MESSAGES.removeWithCompleted('tier')];
        });
        throw new AppError(409, PLAN_MESSAGES.removeWithCompleted('tier'), 'PLAN_STATE', errors);
      }
      await db.transaction(async (tx) => {
        await updatePlanVersioned(
          tx,
          'annual',
          id,
          input.version,
          { name: input.name, startDate: input.start, endDate: input.end },
          auth.email,
        );
        const tierIds = await repo.saveTiers(
          tx,
          id,
          input.tierPlans.map((tier) => ({ ...tier, value: tierValue(tier.value) })),
          { status, actor: auth.email, existingIds },
        );
        await checkDates(tx, id, tierIds);
      });
      return get(id, auth);
    },

    /**
     * PATCH ?status=: COMPLETED submits (its tiers complete with it), INACTIVE deactivates, ACTIVE activates an
     * inactive plan or resumes a completed one (its tiers reopen with it).
     */
    async changeStatus(id: number, requested: PlanStatus, version: number | undefined, auth: AuthContext) {
      const row = await visible(id, await planScopeOf(db, auth));
      const from = row.annual.status;
      const transition: PlanTransition =
        requested === 'COMPLETED'
          ? 'submit'
          : requested === 'INACTIVE'
            ? 'deactivate'
            : from === 'INACTIVE'
              ? 'activate'
              : 'resume';
      const to = applyOrThrow('annual', from, transition, auth);
      if (transition === 'activate') {
        const existing = await repo.findLivePlanOf(
          db,
          {
            annualPeriod: row.annual.annualPeriod,
            gradeName: row.annual.gradeName,
            subjectName: row.annual.subjectName,
            schoolId: row.annual.schoolId,
          },
          id,
        );
        if (existing) throw duplicatePlanError(existing.name);
      }
      await db.transaction(async (tx) => {
        await updatePlanVersioned(tx, 'annual', id, version, { status: to }, auth.email);
        if (transition === 'submit') await repo.setTierStatuses(tx, id, 'COMPLETED', auth.email);
        if (transition === 'resume') await repo.setTierStatuses(tx, id, 'ACTIVE', auth.email);
      });
      return get(id, auth);
    },
  };
}
export type AnnualPlanService = ReturnType<typeof createAnnualPlanService>;
