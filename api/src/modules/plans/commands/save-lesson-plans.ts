import {
  type ConsentState,
  PLAN_MESSAGES,
  type PlanStatus,
  planRefusals,
  planSaveRefusal,
  UNIT_LESSON_MESSAGES,
  type unitLessonPlansInput,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { childrenOf } from '../../../lib/crud';
import { type FieldErrors, staleVersion } from '../../../lib/http-errors';
import type { AuthContext } from '../../auth/auth-context';
import { consentsOf } from '../consents.repository';
import { fillLessonConsents } from '../consents.service';
import * as lessonRepo from '../lesson-plans.repository';
import { lessonPlanVisible, type PlanScope } from '../plan-access';
import { updatePlanVersioned } from '../plan-levels.repository';
import { abilityUserOf } from '../plan-shared';
import {
  assertMayDelete,
  consentStates,
  lessonTypeOf,
  planRefusalError,
  throwFieldErrors,
  withinParent,
} from '../unit-lesson-rows';
import type { UnitRow } from '../unit-plans.repository';

/*
 * PUT /unit-plan/{id}/lesson-plans: lessons without id are added (CREATE on lessonplan, the unit COMPLETED),
 * lessons with id are changed (the state machine's save: UPDATE, COMPLETED ones for the roles of the privilege
 * rules), lessons with deleted: true are removed (DELETE, not COMPLETED). Lessons not sent are untouched, a lesson
 * sent back unchanged is no change. One transaction; the unit's version guards its list. The caller has checked
 * that the user sees the unit plan.
 */

export type UnitLessonPlansInput = z.output<typeof unitLessonPlansInput>;
type LessonInput = UnitLessonPlansInput['lessonPlans'][number];
type SavedLesson = Awaited<ReturnType<typeof lessonRepo.savedLessonsOfUnit>>[number];

/** The ability record of a unit plan row (contract/plan-abilities.ts decides). */
export const unitRecord = (row: UnitRow, consents: readonly ConsentState[], incompleteFormSteps?: string[]) => ({
  level: 'unit' as const,
  status: row.unit.status,
  consents: consentStates(consents),
  ancestorInactive: row.annual.status === 'INACTIVE',
  hasCompletedChild: row.hasCompletedChild,
  incompleteFormSteps,
});

interface LessonChanges {
  inserts: { index: number; lesson: LessonInput; subUnitIds: number[] }[];
  updates: { id: number; lesson: LessonInput; subUnitIds: number[]; status: PlanStatus }[];
  deletes: { id: number; status: PlanStatus; version: number; expected?: number }[];
}

/** The sub unit ids a lesson names (by name, sorted); a name not of the unit is a field error. */
function subUnitIdsOf(lesson: LessonInput, path: string, idByName: Map<string, number>, fieldErrors: FieldErrors) {
  const subUnitIds: number[] = [];
  lesson.subUnits.forEach((name, subIndex) => {
    const subUnitId = idByName.get(name.trim().toLowerCase());
    if (subUnitId === undefined) fieldErrors[`${path}subUnits.${subIndex}`] = [PLAN_MESSAGES.subUnitNotOfUnit];
    else if (!subUnitIds.includes(subUnitId)) subUnitIds.push(subUnitId);
  });
  return subUnitIds.sort((a, b) => a - b);
}

/** Sorts the sent lessons into inserts, changes and removals; collects field errors, refuses stale versions. */
async function lessonChangesOf(db: Database, row: UnitRow, input: UnitLessonPlansInput, scope: PlanScope) {
  const id = row.unit.id;
  const saved = new Map<number, SavedLesson>(
    (await lessonRepo.savedLessonsOfUnit(db, id, lessonPlanVisible(scope))).map((lesson) => [lesson.id, lesson]),
  );
  const subUnitIdByName = new Map(
    (await lessonRepo.subUnitsOfUnit(db, id)).map((subUnit) => [subUnit.name.trim().toLowerCase(), subUnit.id]),
  );
  const unitDates = { start: row.unit.startDate, end: row.unit.endDate };
  const fieldErrors: FieldErrors = {};
  const changes: LessonChanges = { inserts: [], updates: [], deletes: [] };
  input.lessonPlans.forEach((lesson, index) => {
    const path = `lessonPlans.${index}.`;
    const existing = lesson.id === undefined ? undefined : saved.get(lesson.id);
    if (lesson.id !== undefined && !existing) {
      fieldErrors[`${path}id`] = [PLAN_MESSAGES.childNotOfParent];
      return;
    }
    if (lesson.deleted) {
      if (existing) {
        const { status, version } = existing;
        changes.deletes.push({ id: existing.id, status, version, expected: lesson.version });
      }
      return;
    }
    withinParent(fieldErrors, path, lesson, unitDates, 'unit');
    const subUnitIds = subUnitIdsOf(lesson, path, subUnitIdByName, fieldErrors);
    if (!existing) {
      changes.inserts.push({ index, lesson, subUnitIds });
      return;
    }
    if (lesson.school !== existing.schoolId) fieldErrors[`${path}school`] = [PLAN_MESSAGES.lockedOnEdit];
    const changed =
      lesson.name !== existing.name ||
      lesson.start !== existing.start ||
      lesson.end !== existing.end ||
      subUnitIds.join(',') !== [...existing.subUnitIds].sort((a, b) => a - b).join(',');
    if (lesson.version !== undefined && lesson.version !== existing.version) throw staleVersion();
    if (changed) changes.updates.push({ id: existing.id, lesson, subUnitIds, status: existing.status });
  });
  await checkInsertSchools(db, row, scope, changes.inserts, fieldErrors);
  throwFieldErrors(fieldErrors);
  return changes;
}

/** A new lesson's school: one the user sees, and one the unit's annual plan covers. */
async function checkInsertSchools(
  db: Database,
  row: UnitRow,
  scope: PlanScope,
  inserts: LessonChanges['inserts'],
  fieldErrors: FieldErrors,
) {
  if (inserts.length === 0) return;
  const covered = await lessonRepo.schoolsForLessons(
    db,
    inserts.map(({ lesson }) => lesson.school),
    { gradeName: row.annual.gradeName, schoolId: row.annual.schoolId },
  );
  for (const { index, lesson } of inserts) {
    const path = `lessonPlans.${index}.school`;
    if (!scope.allSchools && scope.schoolId !== lesson.school) fieldErrors[path] = [PLAN_MESSAGES.schoolNotVisible];
    else if (!covered.has(lesson.school)) fieldErrors[path] = [UNIT_LESSON_MESSAGES.schoolNotCovered];
  }
}

/** What the user may do: the contract's rules (plan-abilities.ts, plan-status.ts). */
async function checkMayChange(db: Database, row: UnitRow, changes: LessonChanges, auth: AuthContext) {
  const user = abilityUserOf(auth);
  const ancestorInactive = row.annual.status === 'INACTIVE';
  if (changes.inserts.length > 0) {
    const refused = planRefusals(user, unitRecord(row, await consentsOf(db, 'unit', [row.unit.id]))).addChildren;
    if (refused) throw planRefusalError(refused);
  }
  if (changes.updates.length > 0) {
    // Each changed lesson by its own save rule: the state machine, then its signers.
    const lessonIds = changes.updates.map((update) => update.id);
    const consentsOfLesson = childrenOf(await consentsOf(db, 'lesson', lessonIds), (consent) => consent.planId);
    for (const { id: lessonId, status } of changes.updates) {
      const consents = consentStates(consentsOfLesson(lessonId));
      const refused = planSaveRefusal(user, { level: 'lesson', status, consents, ancestorInactive });
      if (refused) throw planRefusalError(refused);
    }
  }
  for (const removal of changes.deletes) {
    if (removal.expected !== undefined && removal.expected !== removal.version) throw staleVersion();
    assertMayDelete('lesson', auth, { status: removal.status, ancestorInactive, hasCompletedChild: false });
  }
}

/** The writes, in one transaction: the unit's version, then removals, changes and new lessons (with consents). */
async function writeChanges(
  db: Database,
  row: UnitRow,
  input: UnitLessonPlansInput,
  changes: LessonChanges,
  context: { actor: string; preprimaryClasses: readonly string[] },
) {
  const { actor } = context;
  const type = lessonTypeOf(row.annual.gradeName, context.preprimaryClasses);
  await db.transaction(async (tx) => {
    await updatePlanVersioned(tx, 'unit', row.unit.id, input.version, {}, actor);
    await lessonRepo.deleteLessonPlans(
      tx,
      changes.deletes.map((removal) => removal.id),
    );
    for (const { id: lessonId, lesson, subUnitIds } of changes.updates) {
      const fields = { name: lesson.name, startDate: lesson.start, endDate: lesson.end };
      await updatePlanVersioned(tx, 'lesson', lessonId, lesson.version, fields, actor);
      await lessonRepo.replaceLessonSubUnits(tx, lessonId, subUnitIds);
    }
    for (const { lesson, subUnitIds } of changes.inserts) {
      const values = {
        unitPlanId: row.unit.id,
        tierPlanId: row.unit.tierPlanId,
        annualPlanId: row.unit.annualPlanId,
        schoolId: lesson.school,
        name: lesson.name,
        type,
        startDate: lesson.start,
        endDate: lesson.end,
        createdBy: actor,
        lastUpdatedBy: actor,
      };
      const lessonId = await lessonRepo.insertLessonPlan(tx, values, subUnitIds);
      await fillLessonConsents(tx, { id: lessonId, ...values }, row.annual);
    }
  });
}

/** Checks and saves a unit's lesson list; answers whether anything was written. */
export async function saveLessonPlans(
  db: Database,
  unit: { row: UnitRow; scope: PlanScope },
  input: UnitLessonPlansInput,
  auth: AuthContext,
  preprimaryClasses: readonly string[],
) {
  const { row, scope } = unit;
  const changes = await lessonChangesOf(db, row, input, scope);
  await checkMayChange(db, row, changes, auth);
  if (input.version !== undefined && input.version !== row.unit.version) throw staleVersion();
  if (changes.inserts.length + changes.updates.length + changes.deletes.length === 0) return false;
  await writeChanges(db, row, input, changes, { actor: auth.email, preprimaryClasses });
  return true;
}
