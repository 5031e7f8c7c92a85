import {
  type consentChangeInput,
  isConsentTeacher,
  mayChangeConsent,
  PLAN_MESSAGES,
  UNIT_LESSON_MESSAGES,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, type FieldErrors, forbidden, notFound, staleVersion } from '../../lib/http-errors';
import { consentsOf, setConsents, subjectTeachers, syncLessonConsents, syncUnitConsents } from './consents.repository';
import { refreshTierPlanConsents, refreshUnitPlanConsents } from './commands/refresh-consents';
import { lockPlan, updatePlanVersioned } from './plan-levels.repository';
import { planScopeOf, tierPlanVisible } from './plan-access';
import { abilitiesOf, abilityUserOf } from './plan-shared';
import { refusal } from './unit-lesson-rows';
import { findTierPlan, findUnitPlan } from './unit-plans.repository';
import type { AuthContext } from '../auth/auth-context';

/*
 * The consent changes of unit and lesson plans: who may change which consent is decided by
 * the contract's mayChangeConsent (plan-abilities.ts); this file applies it to a list of changes and writes them.
 */

export type ConsentChange = z.output<typeof consentChangeInput>;

const conflict = (message: string) => refusal(409, message);

/**
 * Applies consent changes to a plan (call inside a transaction). A change that leaves a consent as it is, is no
 * change (a screen sends back the list it read); each real change must be allowed by mayChangeConsent: a teacher
 * their own consent, the completed-plan roles every one, never on a COMPLETED plan. `field` prefixes the field
 * errors (the body's path of the list). Call inside a transaction. Answers whether anything changed.
 */
export async function applyConsentChanges(
  tx: Database,
  auth: AuthContext,
  target: { level: 'unit' | 'lesson'; id: number },
  changes: ConsentChange[],
  field = '',
): Promise<boolean> {
  // The plan row is locked first, so a Submit (which locks it too) sees the consents as they end.
  const locked = await lockPlan(tx, target.level, target.id);
  const plan = { ...target, status: locked.status, annualStatus: locked.annualStatus };
  const saved = await consentsOf(tx, target.level, [target.id]);
  const lower = (email: string) => email.trim().toLowerCase();
  const byEmail = new Map(saved.map((row) => [lower(row.email), row]));
  const fieldErrors: FieldErrors = {};
  // The last change of each teacher wins; one that leaves the consent as saved is no change.
  const finalByUser = new Map<number, { userId: number; consent: boolean; saved: boolean }>();
  changes.forEach((change, index) => {
    const row = byEmail.get(lower(change.subjectTeacher.email));
    if (!row) {
      fieldErrors[`${field}${index}.subjectTeacher.email`] = [UNIT_LESSON_MESSAGES.notInConsentList];
      return;
    }
    finalByUser.set(row.userId, { userId: row.userId, consent: change.consent, saved: row.consent });
  });
  if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors, UNIT_LESSON_MESSAGES.notInConsentList);
  const real = [...finalByUser.values()].filter((change) => change.consent !== change.saved);
  if (real.length === 0) return false;

  if (plan.annualStatus === 'INACTIVE' || plan.status === 'INACTIVE') throw conflict(PLAN_MESSAGES.inactiveReadOnly);
  if (plan.status === 'COMPLETED') throw conflict(UNIT_LESSON_MESSAGES.consentsLocked);
  const user = abilityUserOf(auth);
  const record = {
    level: plan.level,
    status: plan.status,
    consents: saved.map((row) => ({ email: row.email, consent: row.consent })),
    ancestorInactive: false,
  };
  const emailOf = new Map(saved.map((row) => [row.userId, row.email]));
  for (const change of real) {
    if (!mayChangeConsent(user, record, emailOf.get(change.userId) ?? '')) {
      throw forbidden(
        isConsentTeacher(user, record.consents) ? PLAN_MESSAGES.ownConsentOnly : PLAN_MESSAGES.notConsentTeacher,
      );
    }
  }
  await setConsents(tx, plan.level, plan.id, real, auth.email);
  return true;
}

/**
 * PUT /unit-plan/{id}/consents and /lesson-plan/{id}/consents: the changes in one transaction, the plan's version
 * checked when given and moved on when a consent really changed.
 */
export async function putPlanConsents(
  db: Database,
  auth: AuthContext,
  plan: { level: 'unit' | 'lesson'; id: number; version: number },
  changes: ConsentChange[],
  expectedVersion: number | undefined,
) {
  if (expectedVersion !== undefined && expectedVersion !== plan.version) throw staleVersion();
  const { level, id } = plan;
  await db.transaction(async (tx) => {
    if (await applyConsentChanges(tx, auth, { level, id }, changes)) {
      await updatePlanVersioned(tx, level, id, expectedVersion, {}, auth.email);
    }
  });
}

/** The consents a new unit plan starts with: its subject teachers, unticked. */
export async function fillUnitConsents(
  tx: Database,
  unit: { id: number; annualPlanId: number },
  annual: { gradeName: string; subjectName: string; subjectValue: string; schoolId: number | null },
) {
  const teachers = await subjectTeachers(tx, annual);
  await syncUnitConsents(
    tx,
    { unitPlanId: unit.id, annualPlanId: unit.annualPlanId },
    teachers.map((teacher) => teacher.userId),
  );
}

/** The consents a new lesson plan starts with: the subject teachers of its school, unticked. */
export async function fillLessonConsents(
  tx: Database,
  lesson: { id: number; unitPlanId: number; annualPlanId: number; schoolId: number },
  annual: { gradeName: string; subjectName: string; subjectValue: string },
) {
  const teachers = await subjectTeachers(tx, { ...annual, schoolId: lesson.schoolId });
  await syncLessonConsents(
    tx,
    { lessonPlanId: lesson.id, unitPlanId: lesson.unitPlanId, annualPlanId: lesson.annualPlanId },
    teachers.map((teacher) => teacher.userId),
  );
}

/**
 * Refresh Consents behind GET /tier-plan/refresh-consents/{id} and
 * GET /unit-plan/refresh-consents/{id}: the parent must be visible (404) and its abilities must allow the refresh
 * (the route's privilege and role rule give 403 first; what remains is the state: 409).
 */
export function createConsentRefreshService({ db }: AppDeps) {
  return {
    async refreshTier(id: number, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const parent = await findTierPlan(db, id, tierPlanVisible(scope));
      if (!parent) throw notFound();
      const abilities = abilitiesOf(auth, {
        level: 'tier',
        status: parent.tier.status,
        ancestorInactive: parent.annual.status === 'INACTIVE',
      });
      if (!abilities.refreshConsents.allowed) throw conflict(PLAN_MESSAGES.inactiveReadOnly);
      await refreshTierPlanConsents(db, id, parent.annual);
      return { message: PLAN_MESSAGES.tierConsentsRefreshed };
    },

    async refreshUnit(id: number, auth: AuthContext) {
      const scope = await planScopeOf(db, auth);
      const row = await findUnitPlan(db, id, scope);
      if (!row) throw notFound();
      const abilities = abilitiesOf(auth, {
        level: 'unit',
        status: row.unit.status,
        ancestorInactive: row.annual.status === 'INACTIVE',
      });
      if (!abilities.refreshConsents.allowed) throw conflict(PLAN_MESSAGES.inactiveReadOnly);
      await refreshUnitPlanConsents(db, id, row.annual, scope);
      return { message: PLAN_MESSAGES.unitConsentsRefreshed };
    },
  };
}
