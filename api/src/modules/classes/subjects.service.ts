import {
  SUBJECT_MESSAGES,
  type Subject,
  type subjectInput,
  type subjectListQuery,
  type subjectUpdateInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, createdByActor, statusChange, toPage } from '../../lib/crud';
import { duplicate, fieldError } from '../../lib/http-errors';
import { schoolScopeOf } from '../../lib/school-scope';
import { createClassAccess } from './class-access';
import * as repo from './subjects.repository';
import { toSchoolReference, toUserReference } from './class-references';
import type { AuthContext } from '../auth/auth-context';

type TeacherRow = Awaited<ReturnType<typeof repo.teachersOfSubjects>>[number];

function toResponse(row: repo.SubjectRow, teachers: TeacherRow[]): Subject {
  return {
    id: row.subject.id,
    subjectName: row.subject.subjectName,
    subjectValue: row.subject.subjectValue,
    subjectType: row.subject.subjectType,
    status: row.subject.status,
    className: row.grade.gradeName,
    grade: { id: row.grade.id, gradeName: row.grade.gradeName },
    school: toSchoolReference(row.school),
    teachers: teachers
      .filter((teacher) => teacher.subject.id === row.subject.id)
      .map((teacher) => ({ id: teacher.id, user: toUserReference(teacher.user), section: teacher.section })),
    ...auditOf(row.subject),
  };
}

/** Subjects of a class; a subject's name and value are unique within its class (ACTIVE or not). */
export function createSubjectService({ db }: AppDeps) {
  const access = createClassAccess(db);
  async function assertNotOnClass(gradeId: number, input: { subjectName: string; subjectValue: string }, id?: number) {
    if ((await repo.findClashingSubject(db, gradeId, 'subjectName', input.subjectName, id)) !== null) {
      throw duplicate('subjectName', SUBJECT_MESSAGES.duplicateName);
    }
    if ((await repo.findClashingSubject(db, gradeId, 'subjectValue', input.subjectValue, id)) !== null) {
      throw duplicate('subjectValue', SUBJECT_MESSAGES.duplicateValue);
    }
  }

  async function get(id: number, auth: AuthContext) {
    const row = await access.subject(id, auth);
    return toResponse(row, await repo.teachersOfSubjects(db, [id]));
  }

  return {
    get,

    async list(query: z.output<typeof subjectListQuery>, auth: AuthContext) {
      const { rows, total } = await repo.listSubjects(db, { ...query, scope: schoolScopeOf(auth) });
      const teachers = await repo.teachersOfSubjects(
        db,
        rows.map((row) => row.subject.id),
      );
      return toPage(
        query,
        total,
        rows.map((row) => toResponse(row, teachers)),
      );
    },

    /** Add Subject on the class detail: the path id is the class. */
    async create(classId: number, input: z.output<typeof subjectInput>, auth: AuthContext) {
      await access.classWithSchool(classId, auth);
      if (input.grade !== undefined && input.grade !== classId) {
        throw fieldError('grade', SUBJECT_MESSAGES.otherClass);
      }
      await assertNotOnClass(classId, input);
      const row = await repo.insertSubject(db, {
        gradeId: classId,
        subjectName: input.subjectName,
        subjectValue: input.subjectValue,
        subjectType: input.subjectType,
        ...createdByActor(auth.email),
      });
      return get(row.id, auth);
    },

    async update(id: number, input: z.output<typeof subjectUpdateInput>, auth: AuthContext) {
      const existing = await access.subject(id, auth);
      await assertNotOnClass(existing.grade.id, input, id);
      await repo.subjectWrites.update(
        db,
        id,
        input.version,
        { subjectName: input.subjectName, subjectValue: input.subjectValue, subjectType: input.subjectType },
        auth.email,
      );
      return get(id, auth);
    },

    changeStatus: statusChange(db, repo.subjectWrites, access.subject, get),
  };
}
