import {
  type ConsentState,
  consentsComplete,
  type LessonPlanDetail,
  type LessonPlanListItem,
  type lessonPlanUpdateInput,
  PLAN_MESSAGES,
  type PlanListQuery,
  type PlanStatus,
  planAbilities,
  planSaveRefusal,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { deletePlanIfOpen, updatePlanVersioned } from './plan-levels.repository';
import { toCappedPage } from '../../lib/crud';
import { type FieldErrors, notFound, staleVersion } from '../../lib/http-errors';
import { submitOrResume } from './commands/submit';
import { consentsOf } from './consents.repository';
import { applyConsentChanges, type ConsentChange, putPlanConsents } from './consents.service';
import * as repo from './lesson-plans.repository';
import { planScopeOf } from './plan-access';
import { signedPlanListItems } from './signed-plan-list';
import { storedFormsOf } from './plan-forms.repository';
import { incompleteStepsOfStored } from './plan-forms-rules';
import { saveLessonForm } from './plan-forms-save';
import { abilityUserOf, curriculumContextOf, namesOfEmails, parentOf, planAuditOf } from './plan-shared';
import { subUnitsOfLessons } from './unit-plans.repository';
import {
  assertMayDelete,
  consentStates,
  planRefusalError,
  refusal,
  throwFieldErrors,
  toConsentResponse,
  withinParent,
} from './unit-lesson-rows';
import type { AuthContext } from '../auth/auth-context';

type LessonRow = repo.LessonRow;

const lessonRecord = (row: LessonRow, consents: readonly ConsentState[], incompleteFormSteps?: string[]) => ({
  level: 'lesson' as const,
  status: row.lesson.status,
  consents: consentStates(consents),
  ancestorInactive: row.annual.status === 'INACTIVE',
  incompleteFormSteps,
});

function lessonHeader(row: LessonRow) {
  return {
    id: row.lesson.id,
    name: row.lesson.name,
    status: row.lesson.status,
    start: row.lesson.startDate,
    end: row.lesson.endDate,
    type: row.lesson.type === 'PRECLASS' ? ('PRECLASS' as const) : null,
    unitPlanId: row.lesson.unitPlanId,
    unitPlan: parentOf(row.unit),
    tierPlan: { ...parentOf(row.tier), value: row.tier.value },
    annualPlan: parentOf(row.annual),
    school: row.school,
    curriculumContext: curriculumContextOf(row.annual, row.school),
  };
}

/** The lesson list's rows as list items. */
const LESSON_LIST = {
  level: 'lesson',
  headerOf: lessonHeader,
  planOf: (row: LessonRow) => row.lesson,
  subUnitsOf: subUnitsOfLessons,
  parentOfSubUnit: (subUnit: { lessonPlanId: number }) => subUnit.lessonPlanId,
  recordOf: lessonRecord,
} as const;

/** Lesson plans: list, detail, change, Submit/Resume, delete, consents. */
export function createLessonPlanService({ db }: AppDeps) {
  async function visibleLesson(id: number, auth: AuthContext) {
    const scope = await planScopeOf(db, auth);
    const row = await repo.findLessonPlan(db, id, scope);
    if (!row) throw notFound();
    return row;
  }

  async function toListItems(rows: LessonRow[], auth: AuthContext): Promise<LessonPlanListItem[]> {
    return signedPlanListItems(db, auth, rows, LESSON_LIST);
  }

  async function detailOf(row: LessonRow, auth: AuthContext): Promise<LessonPlanDetail> {
    const id = row.lesson.id;
    const [subUnits, consents, [form]] = await Promise.all([
      subUnitsOfLessons(db, [id]),
      consentsOf(db, 'lesson', [id]),
      storedFormsOf(db, 'lesson', [id]),
    ]);
    const nameOf = await namesOfEmails(db, [
      row.lesson.createdBy,
      row.lesson.lastUpdatedBy,
      ...consents.map((consent) => consent.givenBy),
    ]);
    return {
      ...lessonHeader(row),
      subUnits: subUnits.map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
      consents: consents.map((consent) => toConsentResponse(consent, nameOf)),
      consentsComplete: consentsComplete(consents),
      abilities: planAbilities(
        abilityUserOf(auth),
        lessonRecord(row, consents, incompleteStepsOfStored('lesson', form)),
      ),
      ...planAuditOf(row.lesson, nameOf),
    };
  }

  async function get(id: number, auth: AuthContext) {
    return detailOf(await visibleLesson(id, auth), auth);
  }

  return {
    get,
    toListItems,

    async list(query: PlanListQuery, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const { rows, total } = await repo.listVisibleLessonPlans(db, scope, query);
      return toCappedPage(query, total, await toListItems(rows, auth));
    },

    /**
     * PUT /lesson-plan/{id}: name, dates (within the unit's) and sub units (of the unit, by name) by the state
     * machine's save; consent changes by the consent rules. School, unit and status are not changed here.
     */
    async update(id: number, input: z.output<typeof lessonPlanUpdateInput>, auth: AuthContext) {
      const row = await visibleLesson(id, auth);
      const fieldErrors: FieldErrors = {};
      withinParent(fieldErrors, '', input, { start: row.unit.startDate, end: row.unit.endDate }, 'unit');
      const subUnitIdByName = new Map(
        (await repo.subUnitsOfUnit(db, row.lesson.unitPlanId)).map((subUnit) => [
          subUnit.name.trim().toLowerCase(),
          subUnit.id,
        ]),
      );
      const subUnitIds: number[] = [];
      input.subUnits.forEach((name, index) => {
        const subUnitId = subUnitIdByName.get(name.trim().toLowerCase());
        if (subUnitId === undefined) fieldErrors[`subUnits.${index}`] = [PLAN_MESSAGES.subUnitNotOfUnit];
        else if (!subUnitIds.includes(subUnitId)) subUnitIds.push(subUnitId);
      });
      throwFieldErrors(fieldErrors);
      subUnitIds.sort((a, b) => a - b);
      const savedSubUnits = (await subUnitsOfLessons(db, [id])).map((subUnit) => subUnit.id).sort((a, b) => a - b);
      const changed =
        input.name !== row.lesson.name ||
        input.start !== row.lesson.startDate ||
        input.end !== row.lesson.endDate ||
        subUnitIds.join(',') !== savedSubUnits.join(',');
      if (changed) {
        // The state machine's save and the signer rule: planSaveRefusal.
        const refused = planSaveRefusal(abilityUserOf(auth), lessonRecord(row, await consentsOf(db, 'lesson', [id])));
        if (refused) throw planRefusalError(refused);
      }
      if (input.version !== row.lesson.version) throw staleVersion();

      await db.transaction(async (tx) => {
        const consentsChanged = input.consents
          ? await applyConsentChanges(tx, auth, { level: 'lesson', id }, input.consents, 'consents.')
          : false;
        // The form's values by the form's rules (plan-forms-save.ts), status kept, in this transaction.
        const formColumns = input.lessonPlanForm
          ? await saveLessonForm(tx, auth, id, input.lessonPlanForm, 'keep', input.version, {
              type: row.lesson.type === 'PRECLASS' ? 'PRECLASS' : null,
              unitPlanId: row.lesson.unitPlanId,
              dates: { start: input.start, end: input.end },
            })
          : {};
        if (!changed && !consentsChanged && !input.lessonPlanForm) return;
        await updatePlanVersioned(
          tx,
          'lesson',
          id,
          input.version,
          { ...formColumns, ...(changed ? { name: input.name, startDate: input.start, endDate: input.end } : {}) },
          auth.email,
        );
        if (changed) await repo.replaceLessonSubUnits(tx, id, subUnitIds);
      });
      return get(id, auth);
    },

    /** PUT /lesson-plan/{id}/consents: [{subjectTeacher: {email}, consent}], the plan's version when given. */
    async putConsents(id: number, changes: ConsentChange[], version: number | undefined, auth: AuthContext) {
      const row = await visibleLesson(id, auth);
      await putPlanConsents(db, auth, { level: 'lesson', id, version: row.lesson.version }, changes, version);
      return get(id, auth);
    },

    async changeStatus(id: number, status: PlanStatus, version: number | undefined, auth: AuthContext) {
      await visibleLesson(id, auth);
      await submitOrResume(db, 'lesson', id, status, version, auth);
      return get(id, auth);
    },

    /** DELETE /lesson-plan/{id}: refused when COMPLETED. */
    async remove(id: number, version: number | undefined, auth: AuthContext) {
      const row = await visibleLesson(id, auth);
      assertMayDelete('lesson', auth, {
        status: row.lesson.status,
        ancestorInactive: row.annual.status === 'INACTIVE',
        hasCompletedChild: false,
      });
      if (version !== undefined && version !== row.lesson.version) throw staleVersion();
      if (!(await deletePlanIfOpen(db, 'lesson', id, version))) {
        throw refusal(409, PLAN_MESSAGES.deleteCompleted('lesson'));
      }
      return { message: PLAN_MESSAGES.deleted };
    },
  };
}
export type LessonPlanService = ReturnType<typeof createLessonPlanService>;
