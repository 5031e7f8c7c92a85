import {
  PLAN_MESSAGES,
  type PageQuery,
  type PlanListQuery,
  type PlanStatus,
  planAbilities,
  planRefusals,
  type UnitPlanDetail,
  type UnitPlanListItem,
  type unitPlanCreateInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { deletePlanIfOpen } from './plan-levels.repository';
import { childrenOf, containsPattern, offsetOf, toCappedPage, toPage } from '../../lib/crud';
import { type FieldErrors, notFound, staleVersion } from '../../lib/http-errors';
import { consentSummariesOf, consentsOf } from './consents.repository';
import { type ConsentChange, putPlanConsents, fillUnitConsents } from './consents.service';
import { saveLessonPlans, type UnitLessonPlansInput, unitRecord } from './commands/save-lesson-plans';
import { submitOrResume } from './commands/submit';
import { type PlanScope, planScopeOf, tierPlanVisible } from './plan-access';
import { unitConsentView } from './unit-shown-school';
import { storedFormsOf } from './plan-forms.repository';
import { incompleteStepsOfStored } from './plan-forms-rules';
import { abilityUserOf, curriculumContextOf, namesOfEmails, parentOf, planAuditOf } from './plan-shared';
import {
  assertMayDelete,
  consentStatesOfSummary,
  lessonRowAbilities,
  planRefusalError,
  refusal,
  throwFieldErrors,
  toConsentResponse,
  withinParent,
} from './unit-lesson-rows';
import * as repo from './unit-plans.repository';
import { signedPlanListItems } from './signed-plan-list';
import type { AuthContext } from '../auth/auth-context';

type UnitRow = repo.UnitRow;

/** Unit plans: list, detail, create, lessons, Submit/Resume, delete. */
export function createUnitPlanService({ db, config }: AppDeps) {
  async function visibleUnit(id: number, auth: AuthContext) {
    const scope = await planScopeOf(db, auth);
    const row = await repo.findUnitPlan(db, id, scope);
    if (!row) throw notFound();
    return { row, scope };
  }

  /** List items of unit plan rows: 4 queries for the whole page (signedPlanListItems). */
  function toListItems(rows: UnitRow[], auth: AuthContext): Promise<UnitPlanListItem[]> {
    return signedPlanListItems(db, auth, rows, {
      level: 'unit',
      headerOf: (row) => ({ ...unitHeader(row), lessonPlanCount: row.lessonPlanCount }),
      planOf: (row) => row.unit,
      subUnitsOf: repo.subUnitsOf,
      parentOfSubUnit: (subUnit) => subUnit.unitPlanId,
      recordOf: unitRecord,
    });
  }

  function unitHeader(row: UnitRow) {
    return {
      id: row.unit.id,
      name: row.unit.name,
      status: row.unit.status,
      start: row.unit.startDate,
      end: row.unit.endDate,
      tierPlanId: row.unit.tierPlanId,
      tierPlan: { ...parentOf(row.tier), value: row.tier.value },
      annualPlan: parentOf(row.annual),
      curriculumContext: curriculumContextOf(row.annual, row.school),
    };
  }

  async function detailOf(
    row: UnitRow,
    auth: AuthContext,
    scope: PlanScope,
    askedSchool: number | null = null,
  ): Promise<UnitPlanDetail> {
    const id = row.unit.id;
    const [subUnits, topics, view, [form]] = await Promise.all([
      repo.subUnitsOf(db, [id]),
      repo.topicsOfUnits(db, [id]),
      unitConsentView(db, id, auth, scope, askedSchool),
      storedFormsOf(db, 'unit', [id]),
    ]);
    const { shownSchoolId } = view;
    const [lessons, consents] = await Promise.all([
      repo.lessonsOfUnit(db, id, scope, shownSchoolId),
      consentsOf(db, 'unit', [id], shownSchoolId),
    ]);
    const lessonIds = lessons.map((lesson) => lesson.id);
    const [lessonSubUnitRows, lessonConsentRows] = await Promise.all([
      repo.subUnitsOfLessons(db, lessonIds),
      consentSummariesOf(db, 'lesson', lessonIds, auth.userId),
    ]);
    const lessonSubUnits = childrenOf(lessonSubUnitRows, (subUnit) => subUnit.lessonPlanId);
    const lessonConsents = new Map(lessonConsentRows.map((summary) => [summary.planId, summary]));
    const user = abilityUserOf(auth);
    const ancestorInactive = row.annual.status === 'INACTIVE';
    const nameOf = await namesOfEmails(db, [
      row.unit.createdBy,
      row.unit.lastUpdatedBy,
      ...lessons.flatMap((lesson) => [lesson.createdBy, lesson.lastUpdatedBy]),
      ...consents.map((consent) => consent.givenBy),
    ]);
    return {
      ...unitHeader(row),
      subUnits: subUnits.map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
      topics: topics.map(({ id, name }) => ({ id, name })),
      lessonPlans: lessons.map((lesson) => {
        const consents = lessonConsents.get(lesson.id);
        return {
          id: lesson.id,
          name: lesson.name,
          status: lesson.status,
          start: lesson.start,
          end: lesson.end,
          unitPlanId: lesson.unitPlanId,
          school: lesson.school,
          subUnits: lessonSubUnits(lesson.id).map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
          consentCount: consents?.count ?? 0,
          consentsGiven: consents?.given ?? 0,
          // The lesson card's edit: the lesson's save as PUT /unit-plan/{id}/lesson-plans checks it.
          abilities: lessonRowAbilities(
            planRefusals(user, {
              level: 'lesson',
              status: lesson.status,
              consents: consentStatesOfSummary(consents, auth.email),
              ancestorInactive,
              hasCompletedChild: false,
            }),
          ),
          ...planAuditOf(lesson, nameOf),
        };
      }),
      consents: consents.map((consent) => toConsentResponse(consent, nameOf)),
      consentsComplete: view.consentsComplete,
      consentCount: view.consentCount,
      consentsGiven: view.consentsGiven,
      schoolCount: view.schoolCount,
      lessonPlanCount: view.lessonPlanCount,
      shownSchoolId,
      shownSchool: view.shownSchool,
      abilities: planAbilities(user, unitRecord(row, view.states, incompleteStepsOfStored('unit', form))),
      ...planAuditOf(row.unit, nameOf),
    };
  }

  /** GET /unit-plan/{id}?school=: a plan spanning several schools lists one school's consents and lessons. */
  async function get(id: number, auth: AuthContext, askedSchool: number | null = null) {
    const { row, scope } = await visibleUnit(id, auth);
    return detailOf(row, auth, scope, askedSchool);
  }

  /** GET /unit-plan/{id}/schools: a page of the schools the plan spans, with their counts, by name. */
  async function schools(id: number, query: PageQuery, auth: AuthContext) {
    const { scope } = await visibleUnit(id, auth);
    const wanted = { pattern: query.name ? containsPattern(query.name) : null, preferred: [] };
    const page = await repo.schoolSharesOfUnit(db, id, scope, {
      ...wanted,
      limit: query.size,
      offset: offsetOf(query),
    });
    // The count comes with the page's rows: a page past the end counts again from the first.
    const counted =
      page.shares.length > 0 || query.page === 0
        ? page
        : await repo.schoolSharesOfUnit(db, id, scope, { ...wanted, limit: 1, offset: 0 });
    return toPage(query, counted.schoolCount, page.shares);
  }

  return {
    get,
    schools,
    toListItems,

    async list(query: PlanListQuery, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const { rows, total } = await repo.listVisibleUnitPlans(db, scope, query);
      return toCappedPage(query, total, await toListItems(rows, auth));
    },

    /** POST /unit-plan: a unit plan of a tier plan the user sees, its consents filled from today's teachers. */
    async create(input: z.output<typeof unitPlanCreateInput>, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const parent = await repo.findTierPlan(db, input.tierPlanId, tierPlanVisible(scope));
      if (!parent) throw notFound();
      const { tier, annual } = parent;
      const tierRefusals = planRefusals(abilityUserOf(auth), {
        level: 'tier',
        status: tier.status,
        ancestorInactive: annual.status === 'INACTIVE',
      });
      if (tierRefusals.addChildren) throw planRefusalError(tierRefusals.addChildren);
      const fieldErrors: FieldErrors = {};
      withinParent(fieldErrors, '', input, { start: tier.startDate, end: tier.endDate }, 'tier');
      if (await repo.unitNameTaken(db, tier.id, input.name)) fieldErrors.name = [PLAN_MESSAGES.duplicateName];
      const tierTopics = await repo.topicsOfTier(db, tier.id);
      const topicIds = new Set<number>();
      input.topics.forEach((reference, index) => {
        const topic = tierTopics.find((candidate) =>
          reference.id !== undefined
            ? candidate.id === reference.id
            : candidate.name.trim().toLowerCase() === (reference.name ?? '').trim().toLowerCase(),
        );
        if (topic) topicIds.add(topic.id);
        else fieldErrors[`topics.${index}`] = [PLAN_MESSAGES.topicNotOfTier];
      });
      throwFieldErrors(fieldErrors);

      const id = await db.transaction(async (tx) => {
        const unitId = await repo.insertUnitPlan(
          tx,
          {
            tierPlanId: tier.id,
            annualPlanId: annual.id,
            name: input.name,
            startDate: input.start,
            endDate: input.end,
            createdBy: auth.email,
            lastUpdatedBy: auth.email,
          },
          input.subUnits
            .filter((subUnit) => !subUnit.deleted)
            .map((subUnit) => ({ name: subUnit.name, sortOrder: subUnit.sortOrder })),
          [...topicIds],
        );
        await fillUnitConsents(tx, { id: unitId, annualPlanId: annual.id }, annual);
        return unitId;
      });
      return get(id, auth);
    },

    /** PUT /unit-plan/{id}/lesson-plans: the unit's lesson list (commands/save-lesson-plans.ts). */
    async saveLessonPlans(id: number, input: UnitLessonPlansInput, auth: AuthContext) {
      const unit = await visibleUnit(id, auth);
      const saved = await saveLessonPlans(db, unit, input, auth, config.PRE_PRIMARY_CLASSES);
      // The answer lists the school of the lessons sent, as the screen that sent them shows it.
      const school = input.lessonPlans[0]?.school ?? null;
      return saved ? get(id, auth, school) : detailOf(unit.row, auth, unit.scope, school);
    },

    /** PUT /unit-plan/{id}/consents: [{subjectTeacher: {email}, consent}], the plan's version when given. */
    async putConsents(
      id: number,
      changes: ConsentChange[],
      version: number | undefined,
      auth: AuthContext,
      school: number | null = null,
    ) {
      const { row } = await visibleUnit(id, auth);
      await putPlanConsents(db, auth, { level: 'unit', id, version: row.unit.version }, changes, version);
      return get(id, auth, school);
    },

    /** PATCH /unit-plan/{id}?status=: Submit (COMPLETED, consents complete) or Resume (ACTIVE), by the state machine. */
    async changeStatus(id: number, status: PlanStatus, version: number | undefined, auth: AuthContext) {
      await visibleUnit(id, auth);
      await submitOrResume(db, 'unit', id, status, version, auth);
      return get(id, auth);
    },

    /** DELETE /unit-plan/{id}: with its lesson plans; refused when it or a lesson is COMPLETED. */
    async remove(id: number, version: number | undefined, auth: AuthContext) {
      const { row } = await visibleUnit(id, auth);
      assertMayDelete('unit', auth, {
        status: row.unit.status,
        ancestorInactive: row.annual.status === 'INACTIVE',
        hasCompletedChild: row.hasCompletedChild,
      });
      if (version !== undefined && version !== row.unit.version) throw staleVersion();
      const deleted = await deletePlanIfOpen(db, 'unit', id, version);
      // Something changed between the check and the delete (a lesson submitted, a new version).
      if (!deleted) throw refusal(409, PLAN_MESSAGES.deleteCompleted('unit'));
      return { message: PLAN_MESSAGES.deleted };
    },
  };
}
export type UnitPlanService = ReturnType<typeof createUnitPlanService>;
