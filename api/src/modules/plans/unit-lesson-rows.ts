import {
  DEFAULT_PRE_PRIMARY_CLASSES,
  PLAN_MESSAGES,
  type ConsentState,
  type PlanConsent,
  abilityOf,
  type PlanRefusal,
  type PlanRefusals,
  type PlanStatus,
  planRefusals,
} from '@school/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { AppError, badRequest, type FieldErrors, forbidden } from '../../lib/http-errors';
import { abilityUserOf } from './plan-shared';
import type { ConsentRow, ConsentSummary } from './consents.repository';
import type { AuthContext } from '../auth/auth-context';

/* Pieces the unit and lesson plan services share beyond plan-shared.ts. */

/** A consent as details answer it. */
export function toConsentResponse(row: ConsentRow, nameOf: (email: string | null) => string | null): PlanConsent {
  return {
    id: row.id,
    consent: row.consent,
    subjectTeacher: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
    givenBy: row.givenBy,
    givenByName: nameOf(row.givenBy),
    givenOn: row.givenOn?.toISOString() ?? null,
  };
}

/** The consents as the ability rules need them. */
export const consentStates = (rows: readonly ConsentState[]) =>
  rows.map((row) => ({ email: row.email, consent: row.consent }));

/**
 * A list row's consents as the ability rules judge them, from its counts: the user's own tick, and one entry
 * standing for every other teacher's (given only when all of theirs are). The rules ask no more than whether every
 * consent is given and whether the user holds one.
 */
export function consentStatesOfSummary(summary: ConsentSummary | undefined, email: string): ConsentState[] {
  if (!summary) return [];
  const holdsOne = summary.own !== null;
  const others = summary.count - (holdsOne ? 1 : 0);
  const othersGiven = summary.given - (summary.own ? 1 : 0);
  return [
    ...(summary.own === null ? [] : [{ email, consent: summary.own }]),
    ...(others > 0 ? [{ email: '', consent: othersGiven === others }] : []),
  ];
}

/** Today as YYYY-MM-DD (UTC): outstanding and upcoming plans are judged by it. */
export const todayText = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The code of a 409 for a state that forbids the action (as the annual and tier plan services answer). */
export const PLAN_STATE_CODE = 'PLAN_STATE';

/** A refusal of the state machine or the abilities, answered as it is (403 or 409). */
export const refusal = (httpStatus: 403 | 409, message: string) =>
  httpStatus === 403 ? forbidden(message) : new AppError(409, message, PLAN_STATE_CODE);

/** The abilities a lesson row of a unit's detail carries: its edit and its removal through the unit's PUT. */
export const lessonRowAbilities = (refusals: PlanRefusals) => ({
  update: abilityOf(refusals.update),
  delete: abilityOf(refusals.delete),
});

/** A refusal of the plan abilities (planRefusals, planSaveRefusal, planSubmitRefusal): 400 (the form incomplete, its fields named) or as refusal. */
export const planRefusalError = (refused: PlanRefusal, fieldErrors: FieldErrors = {}) =>
  refused.httpStatus === 400 ? badRequest(fieldErrors, refused.message) : refusal(refused.httpStatus, refused.message);

/** Pre-primary classes (setting PRE_PRIMARY_CLASSES: Nursery, LKG, UKG) plan PRECLASS lessons. */
export const lessonTypeOf = (
  gradeName: string,
  preprimaryClasses: readonly string[] = DEFAULT_PRE_PRIMARY_CLASSES,
): 'PRECLASS' | null =>
  preprimaryClasses.some((name) => name.trim().toLowerCase() === gradeName.trim().toLowerCase()) ? 'PRECLASS' : null;

/** Field errors when a child's dates leave its parent's (the contract's wording). */
export function withinParent(
  fieldErrors: FieldErrors,
  path: string,
  child: { start: string; end: string },
  parent: { start: string; end: string },
  parentLevel: 'tier' | 'unit',
) {
  const message = PLAN_MESSAGES.dateWithin(parentLevel, parent.start, parent.end);
  for (const key of ['start', 'end'] as const) {
    if (child[key] < parent.start || child[key] > parent.end) fieldErrors[`${path}${key}`] = [message];
  }
}

export function throwFieldErrors(fieldErrors: FieldErrors) {
  const messages = Object.values(fieldErrors).flat();
  if (messages.length > 0) throw badRequest(fieldErrors, [...new Set(messages)].join(' '));
}

/** Refuses a delete the abilities do not allow, with their reason: 403 without DELETE, 409 for the state. */
export function assertMayDelete(
  level: 'unit' | 'lesson',
  auth: AuthContext,
  record: { status: PlanStatus; ancestorInactive: boolean; hasCompletedChild: boolean },
) {
  const refused = planRefusals(abilityUserOf(auth), { level, ...record }).delete;
  if (refused) throw planRefusalError(refused);
}

const dialect = new PgDialect();

/**
 * The plan tables whose columns a condition names ("unit_plans", "tier_plans", "annual_plans"), from its SQL text. A
 * column named only inside a subquery also counts: joining its table anyway is never wrong, only leaving out one the
 * condition needs. A subquery over an alias of a table (plan-access.ts) does not name its columns.
 */
export function tablesNamedIn(where: SQL | undefined): Set<string> {
  if (!where) return new Set();
  const text = dialect.sqlToQuery(where).sql;
  return new Set(['unit_plans', 'tier_plans', 'annual_plans'].filter((table) => text.includes(`"${table}".`)));
}
