import type { Database } from '../../db/client';
import { visibleRecord } from '../../lib/school-scope';
import { findClassWithSchool } from './class-lookups.repository';
import { findClassSummary, findSchoolById } from './classes.repository';
import { findSection } from './sections.repository';
import { findSubject } from './subjects.repository';
import { findSectionWithSchool } from './teachers.repository';
import type { AuthContext } from '../auth/auth-context';

const SCHOOL_NOT_FOUND = 'The school was not found.';

/**
 * Which schools, classes, sections and subjects a user may see or change: those of the schools they see. Every
 * other record answers 404, as if it did not exist.
 */
export function createClassAccess(db: Database) {
  return {
    school: async (id: number, auth: AuthContext) =>
      visibleRecord(auth, await findSchoolById(db, id), (school) => school.id, SCHOOL_NOT_FOUND),
    classSummary: async (id: number, auth: AuthContext) =>
      visibleRecord(auth, await findClassSummary(db, id), (row) => row.grade.schoolId),
    classWithSchool: async (id: number, auth: AuthContext) =>
      visibleRecord(auth, await findClassWithSchool(db, id), (row) => row.grade.schoolId),
    section: async (id: number, auth: AuthContext) =>
      visibleRecord(auth, await findSection(db, id), (row) => row.grade.schoolId),
    sectionWithSchool: async (id: number, auth: AuthContext) =>
      visibleRecord(auth, await findSectionWithSchool(db, id), (row) => row.schoolId),
    subject: async (id: number, auth: AuthContext) =>
      visibleRecord(auth, await findSubject(db, id), (row) => row.grade.schoolId),
  };
}
