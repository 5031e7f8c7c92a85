import {
  SECTION_TEACHER_MESSAGES,
  type SectionTeacherAssignment,
  type sectionTeacherAssignmentsInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest, type FieldErrors } from '../../lib/http-errors';
import { createClassAccess } from './class-access';
import * as repo from './teachers.repository';
import { activeStaffOfSchool } from './class-lookups.repository';
import { toUserReference } from './class-references';
import type { AuthContext } from '../auth/auth-context';

type AssignmentRow = Awaited<ReturnType<typeof repo.assignmentsOfSection>>[number];

const toResponse = (row: AssignmentRow): SectionTeacherAssignment => ({
  id: row.id,
  subject: row.subject,
  applicationUser: toUserReference(row.user),
  section: row.section,
});

/** Manage Teachers: which teacher teaches which subject of the class in one section. */
export function createTeacherAssignmentService({ db }: AppDeps) {
  const access = createClassAccess(db);
  async function list(sectionId: number, auth: AuthContext) {
    await access.sectionWithSchool(sectionId, auth);
    return (await repo.assignmentsOfSection(db, sectionId)).map(toResponse);
  }

  return {
    list,

    /**
     * Replaces the section's whole list in one transaction. Every subject must be one of the section's class
     * and every teacher an ACTIVE user of its school; otherwise 400 naming the row, and nothing changes.
     * A row repeated in the list is kept once.
     */
    async replace(sectionId: number, rows: z.output<typeof sectionTeacherAssignmentsInput>, auth: AuthContext) {
      const section = await access.sectionWithSchool(sectionId, auth);
      const classSubjectIds = new Set((await repo.subjectIdsOfClass(db, section.gradeId)).map((subject) => subject.id));
      const staff = await activeStaffOfSchool(db, section.schoolId, [...new Set(rows.map((row) => row.userId))]);
      const staffIds = new Set(staff.map((user) => user.id));

      const fieldErrors: FieldErrors = {};
      rows.forEach((row, index) => {
        if (!classSubjectIds.has(row.subjectId)) {
          fieldErrors[`${index}.subject`] = [`Row ${index + 1}: ${SECTION_TEACHER_MESSAGES.subjectNotOfClass}`];
        }
        if (!staffIds.has(row.userId)) {
          fieldErrors[`${index}.applicationUser`] = [
            `Row ${index + 1}: ${SECTION_TEACHER_MESSAGES.teacherNotOfSchool}`,
          ];
        }
      });
      const problems = Object.values(fieldErrors).flat();
      if (problems.length > 0) throw badRequest(fieldErrors, problems.join(' '));

      const unique = new Map(rows.map((row) => [`${row.subjectId}:${row.userId}`, row]));
      await db.transaction((tx) => repo.replaceAssignments(tx, sectionId, [...unique.values()]));
      return list(sectionId, auth);
    },
  };
}
