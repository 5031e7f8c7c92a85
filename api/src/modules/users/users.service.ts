import {
  MESSAGES,
  type Paged,
  type RecordStatus,
  STAFF_MESSAGES,
  staffFullName,
  type staffCreateInput,
  type staffExportQuery,
  type staffListQuery,
  type staffLookupQuery,
  type staffUpdateInput,
  type TeacherPasswordChangeRequest,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { createdByActor, toPage } from '../../lib/crud';
import { duplicate, fieldError, notFound } from '../../lib/http-errors';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { schoolScopeOf } from '../../lib/school-scope';
import { revokeUserSessions, setPassword } from '../auth/auth.repository';
import { findChangeableUser, findVisibleUser, staffSchoolOf } from './staff-access';
import { staffCsvChunks } from './staff-export';
import { staffRecord, staffRecords } from './staff-record';
import * as repo from './users.repository';
import type { AuthContext } from '../auth/auth-context';

type StaffCreate = z.output<typeof staffCreateInput>;
type StaffUpdate = z.output<typeof staffUpdateInput>;

export async function loadStaff(db: Database, id: number) {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound();
  return staffRecord(db, row);
}

/** A search that matched more staff than it counted says so (SEARCH_COUNT_LIMIT). */
function searchPage<T>(page: Paged<T>, totalIsLowerBound: boolean | undefined): Paged<T> {
  return totalIsLowerBound ? { ...page, totalElementsIsLowerBound: true } : page;
}

function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw fieldError(field, MESSAGES.commonPassword);
}

export function createUserService({ db }: AppDeps) {
  const resolveSchool = (schoolId: number | null | undefined, auth: AuthContext) =>
    staffSchoolOf(db, schoolId, auth, 'school');

  function profileValues(input: StaffCreate | StaffUpdate) {
    return {
      firstName: input.firstName,
      lastName: input.lastName,
      currentAddress: input.currentAddress,
      permanentAddress: input.permanentAddress,
      mobile: input.mobile,
      designation: input.designation,
      experienceInMonths: input.experienceInMonths ?? null,
      onboardingDate: input.onboardingDate ?? null,
      applicationUserType: input.applicationUserType,
    };
  }

  /** The staff the list's search and filters select, within the user's school scope (the list and its CSV). */
  function listFilter(query: z.output<typeof staffExportQuery>, auth: AuthContext): repo.StaffFilter {
    return {
      scope: schoolScopeOf(auth),
      searchKey: query.searchKey ?? query.name,
      schoolCode: query.schoolCode,
      className: query.className,
      status: query.status,
    };
  }

  return {
    async list(query: z.output<typeof staffListQuery>, auth: AuthContext) {
      const { rows, total, totalIsLowerBound } = await repo.listUsers(db, listFilter(query, auth), query);
      return searchPage(toPage(query, total, await staffRecords(db, rows)), totalIsLowerBound);
    },

    /** GET /users/export.csv: every staff member the list would show, as CSV chunks to stream. */
    exportCsv(query: z.output<typeof staffExportQuery>, auth: AuthContext) {
      return staffCsvChunks(db, listFilter(query, auth), query.sort);
    },

    async get(id: number, auth: AuthContext) {
      return staffRecord(db, await findVisibleUser(db, id, auth));
    },

    /** ACTIVE staff of a school with email and full name, for teacher pickers. */
    async lookup(query: z.output<typeof staffLookupQuery>, auth: AuthContext) {
      const filter = {
        scope: schoolScopeOf(auth),
        searchKey: query.name,
        schoolCode: query.schoolCode,
        teaching: query.teaching === 'true',
      };
      const { rows, total, totalIsLowerBound } = await repo.lookupUsers(db, filter, query);
      const content = rows.map((row) => ({
        id: row.id,
        email: row.email,
        fullName: staffFullName(row),
        designation: row.designation,
      }));
      return searchPage(toPage(query, total, content), totalIsLowerBound);
    },

    async create(input: StaffCreate, auth: AuthContext) {
      assertNotCommon(input.rawPassword, 'rawPassword');
      if (await repo.findUserByEmail(db, input.email)) throw duplicate('email', STAFF_MESSAGES.emailTaken);
      const schoolId = await resolveSchool(input.school, auth);
      const row = await repo.insertUser(db, {
        ...profileValues(input),
        email: input.email,
        passwordHash: await hashPassword(input.rawPassword),
        schoolId,
        status: input.status,
        ...createdByActor(auth.email),
      });
      return loadStaff(db, row.id);
    },

    /** Email stays as stored; a move to another school drops the role scopes on the old school's classes. */
    async update(id: number, input: StaffUpdate, auth: AuthContext) {
      const { user } = await findChangeableUser(db, id, auth);
      const schoolId = input.school === undefined ? user.schoolId : await resolveSchool(input.school, auth);
      const version = input.version;
      await db.transaction(async (tx) => {
        await repo.userWrites.update(tx, id, version, { ...profileValues(input), schoolId }, auth.email);
        if (schoolId !== user.schoolId) await repo.dropGradeScopesOutsideSchool(tx, id, schoolId);
      });
      return loadStaff(db, id);
    },

    /** Deactivation ends the user's sessions in the same transaction; nobody deactivates themself. */
    async changeStatus(id: number, status: RecordStatus, version: number | undefined, auth: AuthContext) {
      await findChangeableUser(db, id, auth);
      if (id === auth.userId && status === 'INACTIVE') throw fieldError('status', STAFF_MESSAGES.cannotDeactivateSelf);
      await db.transaction(async (tx) => {
        if (status === 'INACTIVE') {
          await repo.lockSystemAdministrators(tx);
          if (await repo.isLastSystemAdministrator(tx, id)) {
            throw fieldError('status', STAFF_MESSAGES.lastSystemAdministrator);
          }
        }
        await repo.userWrites.changeStatus(tx, id, status, version, auth.email);
        if (status === 'INACTIVE') await revokeUserSessions(tx, id);
      });
      return loadStaff(db, id);
    },

    /** The teacher Change Password dialog: a new password, and the teacher's sessions end. */
    async changePassword(id: number, input: TeacherPasswordChangeRequest, auth: AuthContext) {
      const { user } = await findChangeableUser(db, id, auth);
      assertNotCommon(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash, false, auth.email);
        await revokeUserSessions(tx, user.id);
      });
      return { message: MESSAGES.passwordChanged };
    },
  };
}
