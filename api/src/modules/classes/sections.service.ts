import {
  CLASS_SECTION_MESSAGES,
  type ClassSection,
  type classSectionInput,
  type classSectionListQuery,
  type classSectionUpdateInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, createdByActor, statusChange, toPage } from '../../lib/crud';
import { duplicate, fieldError, notFound } from '../../lib/http-errors';
import { schoolScopeOf } from '../../lib/school-scope';
import { createClassAccess } from './class-access';
import * as repo from './sections.repository';
import { activeStaffOfSchool } from './class-lookups.repository';
import { toSchoolReference, toUserReference } from './class-references';
import type { AuthContext } from '../auth/auth-context';

function toResponse(row: repo.SectionRow): ClassSection {
  return {
    id: row.section.id,
    sectionName: row.section.sectionName,
    section: row.section.sectionName,
    capacity: row.section.capacity,
    classTeacher: toUserReference(row.teacher),
    grade: { id: row.grade.id, gradeName: row.grade.gradeName },
    className: row.grade.gradeName,
    school: toSchoolReference(row.school),
    status: row.section.status,
    ...auditOf(row.section),
  };
}

/** Class sections; school, class and section name never change once the section exists. */
export function createSectionService({ db }: AppDeps) {
  const access = createClassAccess(db);
  /** The class teacher must be an ACTIVE user of the class's school. */
  async function assertTeacherOfSchool(teacherId: number | null | undefined, schoolId: number) {
    if (teacherId === null || teacherId === undefined) return;
    const [teacher] = await activeStaffOfSchool(db, schoolId, [teacherId]);
    if (!teacher) throw fieldError('classTeacher', CLASS_SECTION_MESSAGES.teacherNotOfSchool);
  }

  function assertSameClass(grade: number | undefined, classId: number) {
    if (grade !== undefined && grade !== classId) throw fieldError('grade', CLASS_SECTION_MESSAGES.otherClass);
  }

  async function get(id: number, auth: AuthContext) {
    return toResponse(await access.section(id, auth));
  }

  return {
    get,

    async list(query: z.output<typeof classSectionListQuery>, auth: AuthContext) {
      const { rows, total } = await repo.listSections(db, { ...query, scope: schoolScopeOf(auth) });
      return toPage(query, total, rows.map(toResponse));
    },

    async create(classId: number, input: z.output<typeof classSectionInput>, auth: AuthContext) {
      const { grade } = await access.classWithSchool(classId, auth);
      assertSameClass(input.grade, classId);
      if ((await repo.findSectionIdByName(db, classId, input.sectionName)) !== null) {
        throw duplicate('sectionName', CLASS_SECTION_MESSAGES.duplicateSectionName);
      }
      await assertTeacherOfSchool(input.classTeacher, grade.schoolId);
      const row = await repo.insertSection(db, {
        gradeId: classId,
        sectionName: input.sectionName,
        capacity: input.capacity ?? null,
        classTeacherId: input.classTeacher ?? null,
        ...createdByActor(auth.email),
      });
      return get(row.id, auth);
    },

    /**
     * Capacity and class teacher change; school, class and section name are read-only and kept.
     * A field left out of the body keeps its value; null clears it.
     */
    async update(classId: number, input: z.output<typeof classSectionUpdateInput>, auth: AuthContext) {
      const { grade } = await access.classWithSchool(classId, auth);
      assertSameClass(input.grade, classId);
      const existing = await access.section(input.id, auth);
      if (existing.grade.id !== classId) throw notFound();
      // Keeping the current class teacher is always allowed, so a capacity edit never fails on a teacher who left.
      if (input.classTeacher !== existing.section.classTeacherId) {
        await assertTeacherOfSchool(input.classTeacher, grade.schoolId);
      }
      const changes: { capacity?: number | null; classTeacherId?: number | null } = {};
      if (input.capacity !== undefined) changes.capacity = input.capacity;
      if (input.classTeacher !== undefined) changes.classTeacherId = input.classTeacher;
      await repo.sectionWrites.update(db, input.id, input.version, changes, auth.email);
      return get(input.id, auth);
    },

    changeStatus: statusChange(db, repo.sectionWrites, access.section, get),
  };
}
