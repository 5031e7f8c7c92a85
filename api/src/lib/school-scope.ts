import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from './http-errors';
import type { AuthContext } from '../modules/auth/auth-context';

/** Which schools' records a user sees: all of them, or only their own (none when they have no school). */
export type SchoolScope = { all: true } | { all: false; schoolId: number | null };

export function schoolScopeOf(auth: AuthContext): SchoolScope {
  return auth.limitedToSchool ? { all: false, schoolId: auth.schoolId } : { all: true };
}

export function canSeeSchool(scope: SchoolScope, schoolId: number | null): boolean {
  return scope.all || (scope.schoolId !== null && scope.schoolId === schoolId);
}

/** A where-condition limiting a query to the scope; undefined when the user sees every school. */
export function schoolCondition(scope: SchoolScope, column: AnyColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.schoolId === null ? sql`false` : eq(column, scope.schoolId);
}

/** Another school's record answers 404, as if it did not exist. */
export function assertSchoolVisible(scope: SchoolScope, schoolId: number | null) {
  if (!canSeeSchool(scope, schoolId)) throw notFound();
}

/**
 * The one school rule of the admin areas: the record when the user sees its school. A missing record and another
 * school's record answer the same 404 (with `message` when given), so neither tells the other school's records apart.
 */
export function visibleRecord<T>(
  auth: AuthContext,
  row: T | null | undefined,
  schoolIdOf: (row: T) => number | null,
  message?: string,
): T {
  if (row === null || row === undefined || !canSeeSchool(schoolScopeOf(auth), schoolIdOf(row))) {
    throw notFound(message);
  }
  return row;
}
