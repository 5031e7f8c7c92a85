import {
  CLASS_MESSAGES,
  type ClassDetail,
  type ClassSummary,
  type classInput,
  type classListQuery,
  type classUpdateInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, createdByActor, statusChange, toPage } from '../../lib/crud';
import { duplicate } from '../../lib/http-errors';
import { schoolScopeOf } from '../../lib/school-scope';
import { createClassAccess } from './class-access';
import * as repo from './classes.repository';
import { toSchoolReference, toUserReference } from './class-references';
import type { AuthContext } from '../auth/auth-context';

function toSummary(row: repo.ClassSummaryRow): ClassSummary {
  return {
    id: row.grade.id,
    gradeName: row.grade.gradeName,
    className: row.grade.gradeName,
    school: toSchoolReference(row.school),
    status: row.grade.status,
    sectionCount: row.sectionCount,
    subjectCount: row.subjectCount,
    ...auditOf(row.grade),
  };
}

/** Classes (grades) of schools; a school-limited user sees and changes only their school's. */
export function createClassService({ db }: AppDeps) {
  const access = createClassAccess(db);
  async function assertNameFree(schoolId: number, gradeName: string, exceptId?: number) {
    if ((await repo.findClassIdByName(db, schoolId, gradeName, exceptId)) !== null) {
      throw duplicate('gradeName', CLASS_MESSAGES.duplicateGradeName);
    }
  }

  async function get(id: number, auth: AuthContext): Promise<ClassDetail> {
    const row = await access.classSummary(id, auth);
    const [sections, subjects] = await Promise.all([repo.sectionsOfClass(db, id), repo.subjectsOfClass(db, id)]);
    return {
      ...toSummary(row),
      subjects: subjects.map(({ id, subjectName, subjectValue, subjectType, status }) => ({
        id,
        subjectName,
        subjectValue,
        subjectType,
        status,
      })),
      sections: sections.map(({ section, teacher }) => ({
        id: section.id,
        sectionName: section.sectionName,
        section: section.sectionName,
        capacity: section.capacity,
        classTeacher: toUserReference(teacher),
        status: section.status,
      })),
      curriculumContext: subjects
        .filter((subject) => subject.status === 'ACTIVE')
        .map(({ subjectName, subjectValue }) => ({ gradeName: row.grade.gradeName, subjectName, subjectValue })),
    };
  }

  return {
    get,

    async list(query: z.output<typeof classListQuery>, auth: AuthContext) {
      const { rows, total } = await repo.listClasses(db, { ...query, scope: schoolScopeOf(auth) });
      return toPage(query, total, rows.map(toSummary));
    },

    async create(input: z.output<typeof classInput>, auth: AuthContext) {
      const school = await access.school(input.school, auth);
      await assertNameFree(school.id, input.gradeName);
      const row = await repo.insertClass(db, {
        schoolId: school.id,
        gradeName: input.gradeName,
        ...createdByActor(auth.email),
      });
      return get(row.id, auth);
    },

    /** Only the name changes: the school of a class is kept, whatever the form sends. */
    async update(id: number, input: z.output<typeof classUpdateInput>, auth: AuthContext) {
      const existing = await access.classSummary(id, auth);
      await assertNameFree(existing.grade.schoolId, input.gradeName, id);
      await repo.classWrites.update(db, id, input.version, { gradeName: input.gradeName }, auth.email);
      return get(id, auth);
    },

    changeStatus: statusChange(db, repo.classWrites, access.classSummary, get),
  };
}
