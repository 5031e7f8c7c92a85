import {
  roleRules,
  SCHOOL_MESSAGES,
  type School,
  type SchoolDetail,
  type schoolInput,
  type schoolUpdateInput,
  type schoolListQuery,
  schoolCampusOf,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, createdByActor, statusChange, toPage } from '../../lib/crud';
import { badRequest, duplicate, fieldError, forbidden, notFound } from '../../lib/http-errors';
import { schoolScopeOf, visibleRecord } from '../../lib/school-scope';
import * as repo from './schools.repository';
import type { AuthContext } from '../auth/auth-context';

type SchoolInput = z.output<typeof schoolInput>;
type SchoolUpdate = z.output<typeof schoolUpdateInput>;
type BoardItem = { name: string; value: string; status: string };

export function toSchoolResponse(row: repo.SchoolRow, boards: readonly BoardItem[]): School {
  return {
    id: row.id,
    schoolName: row.schoolName,
    campus: row.campus,
    schoolCampus: schoolCampusOf(row),
    schoolCode: row.schoolCode,
    affiliatedBoard: row.affiliatedBoard,
    affiliatedBoardName: boards.find((board) => board.value === row.affiliatedBoard)?.name ?? null,
    establishedYear: row.establishedYear,
    pointOfContact: row.pointOfContact,
    email: row.email,
    websiteLink: row.websiteLink,
    address: row.address,
    phoneNumber: row.phoneNumber,
    status: row.status,
    ...auditOf(row),
  };
}

/**
 * The stored value of an affiliated board: an ACTIVE item value of the list 'Affiliated Board', matched
 * case-insensitively. A school may keep the value it already has after that item was deactivated.
 * Answers undefined when the value is not allowed.
 */
export function resolveAffiliatedBoard(
  boards: readonly BoardItem[],
  value: string | null,
  storedValue: string | null = null,
): string | null | undefined {
  if (value === null) return null;
  if (storedValue !== null && value === storedValue) return storedValue;
  return boards.find((board) => board.status === 'ACTIVE' && board.value.toLowerCase() === value.toLowerCase())?.value;
}

/** A COMPLETED record is read-only unless the user is a System Administrator or an Administrator. */
function assertEditable(row: repo.SchoolRow, auth: AuthContext) {
  if (row.status === 'COMPLETED' && !roleRules.editCompletedRecord(auth)) {
    throw forbidden('This school is completed: only a System Administrator or an Administrator may change it.');
  }
}

export function createSchoolService({ db }: AppDeps) {
  async function findVisible(id: number, auth: AuthContext) {
    return visibleRecord(auth, await repo.findSchool(db, id), (row) => row.id);
  }

  async function detail(id: number): Promise<SchoolDetail> {
    const row = await repo.findSchool(db, id);
    if (!row) throw notFound();
    const [boards, classes] = await Promise.all([repo.affiliatedBoardItems(db), repo.classSummaries(db, id)]);
    return { ...toSchoolResponse(row, boards), classes, classCount: classes.length };
  }

  async function boardValueOf(input: SchoolInput, storedValue: string | null = null) {
    const boards = await repo.affiliatedBoardItems(db);
    const value = resolveAffiliatedBoard(boards, input.affiliatedBoard, storedValue);
    if (value === undefined) throw fieldError('affiliatedBoard', SCHOOL_MESSAGES.affiliatedBoard);
    return value;
  }

  const editableFields = (input: SchoolInput, affiliatedBoard: string | null) => ({
    affiliatedBoard,
    establishedYear: input.establishedYear,
    pointOfContact: input.pointOfContact,
    email: input.email,
    websiteLink: input.websiteLink,
    address: input.address,
    phoneNumber: input.phoneNumber,
    status: input.status,
  });

  return {
    async get(id: number, auth: AuthContext) {
      await findVisible(id, auth);
      return detail(id);
    },

    async list(query: z.output<typeof schoolListQuery>, auth: AuthContext) {
      const filter = { scope: schoolScopeOf(auth), name: query.name, status: query.status };
      const [{ rows, total }, boards] = await Promise.all([
        repo.listSchools(db, filter, query),
        repo.affiliatedBoardItems(db),
      ]);
      return toPage(
        query,
        total,
        rows.map((row) => toSchoolResponse(row, boards)),
      );
    },

    async create(input: SchoolInput, auth: AuthContext) {
      // A user limited to one school could never see a school they added.
      if (auth.limitedToSchool) throw forbidden('A user limited to one school cannot add schools.');
      if (await repo.findSchoolByCode(db, input.schoolCode)) {
        throw duplicate('schoolCode', SCHOOL_MESSAGES.duplicateCode);
      }
      const affiliatedBoard = await boardValueOf(input);
      const row = await repo.insertSchool(db, {
        schoolName: input.schoolName,
        campus: input.campus,
        schoolCode: input.schoolCode,
        ...editableFields(input, affiliatedBoard),
        ...createdByActor(auth.email),
      });
      return detail(row.id);
    },

    /** schoolName, campus and schoolCode are locked: the body must repeat them unchanged. */
    async update(id: number, input: SchoolUpdate, auth: AuthContext) {
      const existing = await findVisible(id, auth);
      assertEditable(existing, auth);
      const locked = (['schoolName', 'campus', 'schoolCode'] as const).filter(
        (field) => input[field] !== existing[field],
      );
      if (locked.length > 0) {
        throw badRequest(Object.fromEntries(locked.map((field) => [field, [SCHOOL_MESSAGES.lockedOnEdit]])));
      }
      const affiliatedBoard = await boardValueOf(input, existing.affiliatedBoard);
      await repo.schoolWrites.update(db, id, input.version, editableFields(input, affiliatedBoard), auth.email);
      return detail(id);
    },

    changeStatus: statusChange(
      db,
      repo.schoolWrites,
      async (id: number, auth: AuthContext) => assertEditable(await findVisible(id, auth), auth),
      detail,
    ),
  };
}
