import { STAFF_MESSAGES } from '@school/contract';
import type { Database } from '../../db/client';
import { fieldError, forbidden } from '../../lib/http-errors';
import { canSeeSchool, schoolScopeOf, visibleRecord } from '../../lib/school-scope';
import * as repo from './users.repository';
import type { AuthContext } from '../auth/auth-context';

/** A user the signed-in user may see: another school's user answers 404, as if it did not exist. */
export async function findVisibleUser(db: Database, id: number, auth: AuthContext) {
  return visibleRecord(auth, await repo.findUser(db, id), (row) => row.user.schoolId);
}

/**
 * A user the signed-in user may change. Someone who sees only their school may not change a holder of a
 * role for every school (a global Administrator of their school, say): that would reach beyond the school.
 */
export async function findChangeableUser(db: Database, id: number, auth: AuthContext) {
  const row = await findVisibleUser(db, id, auth);
  if (auth.limitedToSchool && (await repo.holdsRoleForEverySchool(db, id))) {
    throw forbidden(STAFF_MESSAGES.holdsRoleForEverySchool);
  }
  return row;
}

/**
 * The school a save or an import puts staff in. It must exist and be visible to the signed-in user (another
 * school answers like an unknown one, on `field`); none given, a school-limited user's staff join their own school.
 */
export async function staffSchoolOf(
  db: Database,
  schoolId: number | null | undefined,
  auth: AuthContext,
  field: string,
) {
  const scope = schoolScopeOf(auth);
  if (schoolId === null || schoolId === undefined) return scope.all ? null : scope.schoolId;
  const school = await repo.findSchool(db, schoolId);
  if (!school || !canSeeSchool(scope, school.id)) throw fieldError(field, STAFF_MESSAGES.unknownSchool);
  return school.id;
}
