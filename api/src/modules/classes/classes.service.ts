import { and, eq } from 'drizzle-orm';
import {
  CLASS_MESSAGES,
  type ClassDetail,
  type ClassSummary,
  type classInput,
  type classListQuery,
  type classUpdateInput,
  type RecordStatus,
} from '@school/contract';
import type { z } from 'zod';
import { grades, schools } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { auditOf, changeStatus, createdByActor, filterBy, nameSearch, toPage, updateVersioned } from '../../lib/crud';
import { duplicate, notFound } from '../../lib/http-errors';
import { canSeeSchool, schoolCondition, schoolScopeOf } from '../../lib/school-scope';
import * as repo from './classes.repository';
import { equalsIgnoringCase, toSchoolReference, toUserReference } from './shared';
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
  /** The class if the user may see it; another school's class answers 404 as if it did not exist. */
  async function visibleSummary(id: number, auth: AuthContext) {
    const row = await repo.findClassSummary(db, id);
    if (!row || !canSeeSchool(schoolScopeOf(auth), row.grade.schoolId)) throw notFound();
    return row;
  }

  async function assertNameFree(schoolId: number, gradeName: string, exceptId?: number) {
    if ((await repo.findClassIdByName(db, schoolId, gradeName, exceptId)) !== null) {
      throw duplicate('gradeName', CLASS_MESSAGES.duplicateGradeName);
    }
  }

  async function get(id: number, auth: AuthContext): Promise<ClassDetail> {
    const row = await visibleSummary(id, auth);
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
      const where = and(
        schoolCondition(schoolScopeOf(auth), grades.schoolId),
        nameSearch(query.name, grades.gradeName),
        query.schoolCode ? equalsIgnoringCase(schools.schoolCode, query.schoolCode) : undefined,
        query.schoolId === undefined ? undefined : eq(grades.schoolId, query.schoolId),
        filterBy(grades.status, query.status),
      );
      const { rows, total } = await repo.listClasses(db, where, query);
      return toPage(query, total, rows.map(toSummary));
    },

    async create(input: z.output<typeof classInput>, auth: AuthContext) {
      const school = await repo.findSchoolById(db, input.school);
      if (!school || !canSeeSchool(schoolScopeOf(auth), school.id)) throw notFound('The school was not found.');
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
      const existing = await visibleSummary(id, auth);
      await assertNameFree(existing.grade.schoolId, input.gradeName, id);
      await updateVersioned(db, grades, id, input.version, { gradeName: input.gradeName }, auth.email);
      return get(id, auth);
    },

    async changeStatus(id: number, status: RecordStatus, version: number | undefined, auth: AuthContext) {
      await visibleSummary(id, auth);
      await changeStatus(db, grades, id, status, version, auth.email);
      return get(id, auth);
    },
  };
}
