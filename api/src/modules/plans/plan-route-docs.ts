import { UPCOMING_PLAN_DAYS } from '@school/contract';
import type { DashboardKind } from './outstanding.repository';

/*
 * The OpenAPI names and texts that unit and lesson plan routes share: one derivation per level, so the
 * operationIds stay unique and the rules read the same on both levels. Role lists are those of contract/src/access.ts
 * (roleRules).
 */

type UnitOrLesson = 'unit' | 'lesson';

const LEVEL_NAME: Record<UnitOrLesson, string> = { unit: 'Unit', lesson: 'Lesson' };

/** Who may change a COMPLETED plan of the level, and resume it (roleRules.editCompletedUnitPlan / …LessonPlan). */
const EDIT_COMPLETED_ROLES: Record<UnitOrLesson, string> = {
  unit: 'System Administrator, Administrator or Inspire Us-Core',
  lesson: 'System Administrator, Administrator, Inspire Us-Core or Coordinator',
};

/** Who may change every consent of a plan of the level (roleRules.editAllUnitConsents / …LessonConsents). */
const ALL_CONSENTS_ROLES: Record<UnitOrLesson, string> = {
  unit: 'Inspire Us-Core, Administrator and System Administrator',
  lesson: 'Inspire Us-Core, Administrator, System Administrator, Inspire Us-Mentors and Coordinator',
};

/** GET /unit-plan/outstanding, /unit-plan/upcoming, /lesson-plan/outstanding, /lesson-plan/upcoming. */
export function dashboardDoc(level: UnitOrLesson, kind: DashboardKind) {
  const window =
    kind === 'outstanding'
      ? 'whose end date has passed and that are not COMPLETED, the longest overdue first'
      : `that start today or within the next ${UPCOMING_PLAN_DAYS} days, the soonest first`;
  return {
    operationId: `list${kind === 'outstanding' ? 'Outstanding' : 'Upcoming'}${LEVEL_NAME[level]}Plans`,
    summary: `List the ${kind} ${level} plans of the dashboard`,
    description:
      `The ${level} plans ${window}; plans under an INACTIVE annual plan are left out. role=TEACHER (or, without ` +
      'role, a user holding Teacher and no planning role) gets only the plans the user is a consent teacher of, ' +
      'any other role every plan the user may see.',
  };
}

/** PATCH /unit-plan/{id}?status= and /lesson-plan/{id}?status=: Submit and Resume by the plan status machine. */
export function statusChangeDoc(level: UnitOrLesson) {
  return {
    operationId: `change${LEVEL_NAME[level]}PlanStatus`,
    summary: `Submit or resume a ${level} plan`,
    description:
      `status=COMPLETED submits an ACTIVE ${level} plan: needs UPDATE on ${level}plan, a user who signs the plan ` +
      'or holds System Administrator, Administrator, Inspire Us-Core or Coordinator (403 otherwise), every consent ' +
      'given (409 otherwise) and its stored form complete by the check of its Save and Submit (400 naming the ' +
      'steps left, fieldErrors by field). status=ACTIVE resumes a COMPLETED one: UPDATE and one of the roles ' +
      `${EDIT_COMPLETED_ROLES[level]} (403 otherwise). ${LEVEL_NAME[level]} plans are not deactivated ` +
      '(INACTIVE is 409), a plan under an INACTIVE annual plan is read-only (409) and a stale version is 409.',
  };
}

/** PUT /unit-plan/{id}/consents and /lesson-plan/{id}/consents. */
export function consentsDoc(level: UnitOrLesson) {
  return {
    operationId: `update${LEVEL_NAME[level]}PlanConsents`,
    summary: `Give or withdraw consents on a ${level} plan`,
    description:
      `A consent teacher may change only their own consent; ${ALL_CONSENTS_ROLES[level]} may change every one ` +
      '(403 otherwise). An entry left as it is counts as no change, an e-mail not in the consent list is 400, and ' +
      'no consent changes on a COMPLETED plan or one under an INACTIVE annual plan (409).',
  };
}

/** Who may change a COMPLETED plan of the level (for the texts of the routes that save one). */
export const editCompletedRoles = (level: UnitOrLesson) => EDIT_COMPLETED_ROLES[level];
