import {
  hasPrivilege,
  MESSAGES,
  ROLE_NAMES,
  SCHOOL_MESSAGES,
  type SchoolSyncStatus,
  type SisSchoolPayload,
  type SyncSummary,
} from '@school/contract';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { createdByActor } from '../../lib/crud';
import { AppError, badGateway, forbidden, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { assertSchoolVisible, schoolScopeOf } from '../../lib/school-scope';
import { randomToken } from '../../lib/tokens';
import * as schoolRepo from './schools.repository';
import { resolveAffiliatedBoard, toSchoolResponse } from './schools.service';
import { fetchSisSchool } from './sis-client';
import * as repo from './sync.repository';
import type { AuthContext } from '../auth/auth-context';

const NOTHING_CHANGED = 'Nothing was changed.';

/** Missing leaves the stored value, null or blank clears it (docs/integrations.md). */
const incoming = <T>(value: T | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === '' ? null : value;

/** The fields whose incoming value is given and differs from the stored one. */
function changesOf<T extends object>(stored: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const value = wanted[key];
    if (value !== undefined && value !== stored[key]) changes[key] = value;
  }
  return changes;
}

const lower = (text: string) => text.toLowerCase();

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error as its cause). */
function databaseErrorOf(error: unknown): { code: string; message: string } | null {
  for (const candidate of [error, (error as { cause?: unknown }).cause]) {
    const { code, message } = (candidate ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : code };
    }
  }
  return null;
}

function emptySummary(): SyncSummary {
  const counts = () => ({ created: 0, updated: 0 });
  return { school: counts(), classes: counts(), sections: counts(), subjects: counts(), staff: counts() };
}

/**
 * Sync With Valai: reads one school from the external school information system (SIS_SYNC_URL) and upserts
 * the school, its classes, sections, subjects and staff in one transaction. Nothing that already matches is
 * written, so a second run changes nothing (no version bumps). docs/integrations.md describes the contract.
 */
export function createSchoolSyncService({ db, config }: AppDeps) {
  return {
    /** Whether the sync can run; the screen disables Sync With Valai and says why when it cannot. */
    status(): SchoolSyncStatus {
      return config.SIS_SYNC_URL
        ? { configured: true, message: null }
        : { configured: false, message: SCHOOL_MESSAGES.syncNotConfigured };
    },

    async sync(schoolCode: string, auth: AuthContext) {
      const baseUrl = config.SIS_SYNC_URL;
      if (!baseUrl) throw new AppError(503, SCHOOL_MESSAGES.syncNotConfigured, 'SYNC_NOT_CONFIGURED');

      const existing = await schoolRepo.findSchoolByCode(db, schoolCode);
      const scope = schoolScopeOf(auth);
      if (existing) assertSchoolVisible(scope, existing.id);
      else if (!scope.all) throw notFound();
      else if (!hasPrivilege(auth.privileges, 'school', 'CREATE')) {
        throw forbidden('This school code is not known yet: adding a school by sync needs CREATE on school.');
      }

      // A known school is asked for by its stored spelling of the code.
      const payload = await fetchSisSchool(baseUrl, existing?.schoolCode ?? schoolCode);
      const boards = await schoolRepo.affiliatedBoardItems(db);
      const boardValue = incoming(payload.affiliatedBoard);
      const affiliatedBoard =
        boardValue == null ? boardValue : resolveAffiliatedBoard(boards, boardValue, existing?.affiliatedBoard ?? null);
      if (affiliatedBoard === undefined && boardValue !== undefined) {
        throw badGateway(
          `The external system sent the affiliated board '${boardValue}', which is not in the list 'Affiliated Board'. ${NOTHING_CHANGED}`,
        );
      }

      const summary = emptySummary();
      const warnings: string[] = [];
      let schoolId: number;
      try {
        schoolId = await db.transaction((tx) =>
          writeSchool(tx, payload, affiliatedBoard, auth.email, summary, warnings),
        );
      } catch (error) {
        const databaseError = error instanceof AppError ? null : databaseErrorOf(error);
        // Data (22…) and integrity (23…) errors come from what the external system sent.
        if (databaseError && /^2[23]/.test(databaseError.code)) {
          throw badGateway(
            `The data of the external system could not be stored (${databaseError.message}). ${NOTHING_CHANGED}`,
          );
        }
        throw error;
      }
      const school = await schoolRepo.findSchool(db, schoolId);
      if (!school) throw notFound();
      return {
        message: MESSAGES.synced(school.schoolCode),
        school: toSchoolResponse(school, boards),
        summary,
        warnings,
      };
    },
  };
}

/** The whole upsert; runs inside the sync's transaction and answers the school's id. */
async function writeSchool(
  tx: Database,
  payload: SisSchoolPayload,
  affiliatedBoard: string | null | undefined,
  actor: string,
  summary: SyncSummary,
  warnings: string[],
): Promise<number> {
  const schoolFields = {
    schoolName: payload.schoolName,
    campus: payload.campus,
    affiliatedBoard,
    establishedYear: incoming(payload.establishedYear),
    pointOfContact: incoming(payload.pointOfContact),
    email: incoming(payload.email),
    websiteLink: incoming(payload.websiteLink),
    address: incoming(payload.address),
    phoneNumber: incoming(payload.phoneNumber),
  };
  let school = await schoolRepo.findSchoolByCode(tx, payload.schoolCode);
  if (school) {
    if (await repo.updateChanged(tx, 'school', school.id, changesOf(school, schoolFields), actor))
      summary.school.updated++;
  } else {
    school = await schoolRepo.insertSchool(tx, {
      ...schoolFields,
      schoolCode: payload.schoolCode,
      ...createdByActor(actor),
    });
    summary.school.created++;
  }
  const schoolId = school.id;

  await writeStaff(tx, payload, schoolId, actor, summary, warnings);

  const storedGrades = await repo.gradesOfSchool(tx, schoolId);
  const gradeIdByName = new Map<string, number>();
  for (const grade of payload.classes) {
    const stored = storedGrades.find((candidate) => lower(candidate.gradeName) === lower(grade.gradeName));
    if (stored) {
      if (await repo.updateChanged(tx, 'grade', stored.id, changesOf(stored, { gradeName: grade.gradeName }), actor)) {
        summary.classes.updated++;
      }
      gradeIdByName.set(lower(grade.gradeName), stored.id);
    } else {
      const created = await repo.insertGrade(tx, { schoolId, gradeName: grade.gradeName, ...createdByActor(actor) });
      summary.classes.created++;
      gradeIdByName.set(lower(grade.gradeName), created.id);
    }
  }

  const gradeIds = [...gradeIdByName.values()];
  const [storedSections, storedSubjects] = await Promise.all([
    repo.sectionsOfGrades(tx, gradeIds),
    repo.subjectsOfGrades(tx, gradeIds),
  ]);
  const teacherEmails = payload.classes.flatMap((grade) =>
    grade.sections.flatMap((section) => (section.classTeacherEmail ? [section.classTeacherEmail] : [])),
  );
  const teachers = await repo.usersByEmails(tx, teacherEmails);

  for (const grade of payload.classes) {
    const gradeId = gradeIdByName.get(lower(grade.gradeName));
    if (gradeId === undefined) throw new Error(`class ${grade.gradeName} was not written`);
    for (const section of grade.sections) {
      let classTeacherId: number | null | undefined;
      const email = incoming(section.classTeacherEmail);
      if (email == null) classTeacherId = email;
      else {
        const teacher = teachers.find((user) => lower(user.email) === lower(email));
        if (teacher?.schoolId === schoolId) classTeacherId = teacher.id;
        else {
          warnings.push(
            `${grade.gradeName} ${section.sectionName}: the class teacher ${email} is not staff of ${payload.schoolCode}; the section keeps its class teacher.`,
          );
        }
      }
      const wanted = { sectionName: section.sectionName, capacity: incoming(section.capacity), classTeacherId };
      const stored = storedSections.find(
        (candidate) => candidate.gradeId === gradeId && lower(candidate.sectionName) === lower(section.sectionName),
      );
      if (stored) {
        if (await repo.updateChanged(tx, 'section', stored.id, changesOf(stored, wanted), actor))
          summary.sections.updated++;
      } else {
        await repo.insertSection(tx, {
          gradeId,
          sectionName: section.sectionName,
          capacity: wanted.capacity ?? null,
          classTeacherId: classTeacherId ?? null,
          ...createdByActor(actor),
        });
        summary.sections.created++;
      }
    }
    for (const subject of grade.subjects) {
      const wanted = {
        subjectName: subject.subjectName,
        subjectValue: subject.subjectValue,
        subjectType: subject.subjectType,
      };
      const stored = storedSubjects.find(
        (candidate) => candidate.gradeId === gradeId && lower(candidate.subjectName) === lower(subject.subjectName),
      );
      if (stored) {
        if (await repo.updateChanged(tx, 'subject', stored.id, changesOf(stored, wanted), actor))
          summary.subjects.updated++;
      } else {
        await repo.insertSubject(tx, { gradeId, ...wanted, ...createdByActor(actor) });
        summary.subjects.created++;
      }
    }
  }
  return schoolId;
}

/**
 * Staff by email (case-insensitively). Existing users get their profile fields updated, never their password,
 * roles or school. New staff join the school ACTIVE with the Teacher role and a password nobody knows
 * (they set their own through Forgot Password; passwordChangeRequired makes sure of it).
 */
async function writeStaff(
  tx: Database,
  payload: SisSchoolPayload,
  schoolId: number,
  actor: string,
  summary: SyncSummary,
  warnings: string[],
) {
  const storedUsers = await repo.usersByEmails(
    tx,
    payload.staff.map((member) => member.email),
  );
  let unusableHash: Promise<string> | null = null;
  let teacherRoleId: number | null | undefined;
  for (const member of payload.staff) {
    const wanted = {
      firstName: member.firstName,
      lastName: member.lastName,
      mobile: incoming(member.mobile),
      designation: incoming(member.designation),
    };
    const stored = storedUsers.find((user) => lower(user.email) === lower(member.email));
    if (stored) {
      if (await repo.updateChanged(tx, 'user', stored.id, changesOf(stored, wanted), actor)) summary.staff.updated++;
      continue;
    }
    // One hash of a random secret that is thrown away serves every new member of this run.
    unusableHash ??= hashPassword(randomToken());
    const created = await repo.insertUser(tx, {
      ...wanted,
      mobile: wanted.mobile ?? null,
      designation: wanted.designation ?? null,
      email: member.email,
      schoolId,
      passwordHash: await unusableHash,
      passwordChangeRequired: true,
      status: 'ACTIVE',
      ...createdByActor(actor),
    });
    summary.staff.created++;
    if (teacherRoleId === undefined) {
      teacherRoleId = await repo.roleIdByName(tx, ROLE_NAMES.teacher);
      if (teacherRoleId === null)
        warnings.push(`The role ${ROLE_NAMES.teacher} does not exist: new staff have no role.`);
    }
    if (teacherRoleId !== null) await repo.assignRole(tx, created.id, teacherRoleId);
  }
}
