import Papa from 'papaparse';
import { type ListSort, STAFF_EXPORT_COLUMNS, type StaffExportColumn, userTypeLabel } from '@school/contract';
import type { Database } from '../../db/client';
import * as repo from './users.repository';

/** Rows read per query: memory stays flat however many staff the filters match. */
const BATCH = 500;

/**
 * Spreadsheets run a cell starting with = + - @ as a formula; such cells get a leading quote. A phone number
 * (+91 98765 43210) is data, not a formula, so it is left as it is.
 */
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s()-]*$)/;

function rowOf(row: repo.UserWithSchool, roleNames: string[]): Record<StaffExportColumn, string> {
  const { user, school } = row;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile ?? '',
    designation: user.designation ?? '',
    userType: userTypeLabel(user.applicationUserType),
    schoolCode: school?.schoolCode ?? '',
    school: school ? `${school.schoolName} - ${school.campus}` : '',
    roles: roleNames.join('; '),
    status: user.status,
    onboardingDate: user.onboardingDate ?? '',
    experienceInMonths: user.experienceInMonths === null ? '' : String(user.experienceInMonths),
  };
}

/**
 * The staff matching `filter` (the list's search, filters and school scope), in the list's order, as CSV text in
 * chunks (the header first): the route streams them, reading BATCH users and their roles per step with the list's
 * own prepared statements.
 */
export async function* staffCsvChunks(db: Database, filter: repo.StaffFilter, sort: ListSort) {
  yield `${Papa.unparse({ fields: [...STAFF_EXPORT_COLUMNS], data: [] })}\r\n`;
  for (let page = 0; ; page += 1) {
    const rows = await repo.pageOfUsers(db, filter, { page, size: BATCH, sort });
    if (rows.length === 0) return;
    const roleRows = await repo.rolesOfUsers(
      db,
      rows.map((row) => row.user.id),
    );
    const rolesByUser = new Map<number, Set<string>>();
    for (const role of roleRows) {
      const names = rolesByUser.get(role.userId) ?? new Set<string>();
      names.add(role.roleName);
      rolesByUser.set(role.userId, names);
    }
    const records = rows.map((row) => rowOf(row, [...(rolesByUser.get(row.user.id) ?? [])]));
    yield `${Papa.unparse(records, { header: false, columns: [...STAFF_EXPORT_COLUMNS], escapeFormulae: FORMULA })}\r\n`;
    if (rows.length < BATCH) return;
  }
}
