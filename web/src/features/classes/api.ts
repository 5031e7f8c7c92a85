import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@school/contract/constants';
import type { RequestBody } from '../../lib/api-types';
import { useClassNames } from '../../lib/class-names';
import { detailQuery, listQuery, useSaveEntity } from '../../lib/crud';
import { http } from '../../lib/http';
import { notify } from '../../lib/notify';
import { usePrivileges } from '../../lib/privileges';
import { useProfile } from '../../lib/profile-context';

/** API paths of this feature; each is also the first part of its query keys. */
export const CLASSES_PATH = '/classes';
export const SECTIONS_PATH = '/class-sections';
export const SUBJECTS_PATH = '/subjects';
export const TEACHER_SUBJECTS_PATH = '/teacher/subjects';
const SCHOOLS_PATH = '/schools';

/** Lookups load one large page: a school has tens of classes, a network a few hundred subjects. */
const LOOKUP_SIZE = PAGE_SIZES.max;

export const classDetailQuery = (id: string) => detailQuery('/api/classes/{id}', id);

/** The subjects or sections of one class, with their versions (the class detail's tabs). */
export const subjectsOfClassQuery = (classId: number) =>
  listQuery('/api/subjects', { gradeId: classId, page: 0, size: LOOKUP_SIZE });
export const sectionsOfClassQuery = (classId: number) =>
  listQuery('/api/class-sections', { gradeId: classId, page: 0, size: LOOKUP_SIZE });

/* ---------- Lookups for filters and selects ---------- */

export interface SchoolChoice {
  id: number;
  schoolCode: string;
  label: string;
}

/**
 * The schools the user may choose from. A user without READ on school (a teacher) is limited to their own
 * school, so the profile's school is the only choice; asking the server would only answer 403.
 */
export function useSchoolChoices(): { choices: SchoolChoice[]; isPending: boolean } {
  const { can } = usePrivileges();
  const profile = useProfile();
  const mayReadSchools = can('school', 'READ');
  const { data, isPending } = useQuery({
    ...listQuery('/api/schools', { page: 0, size: LOOKUP_SIZE, status: 'ACTIVE' }),
    enabled: mayReadSchools,
  });
  if (!mayReadSchools) {
    const own = profile.school;
    const choices = own ? [{ id: own.id, schoolCode: own.schoolCode, label: `${own.schoolName} - ${own.campus}` }] : [];
    return { choices, isPending: false };
  }
  const choices = (data?.content ?? []).map((school) => ({
    id: school.id,
    schoolCode: school.schoolCode,
    label: school.schoolCampus,
  }));
  return { choices, isPending };
}

/** Class names for the Class filter: the chosen school's classes, or the distinct names of every visible class. */
export function useClassNameChoices(schoolCode: string): string[] {
  return useClassNames(schoolCode);
}

/** ACTIVE staff of a school (GET /users/list?schoolCode=…): class teachers and subject teachers. */
export const staffOfSchoolQuery = (schoolCode: string) =>
  queryOptions({
    queryKey: ['/users/list', schoolCode],
    queryFn: ({ signal }) =>
      http.get('/api/users/list', { params: { query: { schoolCode, page: 0, size: LOOKUP_SIZE } }, signal }),
    select: (page) => page.content,
  });

export interface CommonSubject {
  subjectName: string;
  subjectValue: string;
  subjectType: string;
}

/** Subjects taught across the network (ACTIVE ones), one per name: the Add Subject picker. */
export const commonSubjectsQuery = queryOptions({
  queryKey: [SUBJECTS_PATH, 'common'],
  queryFn: ({ signal }) =>
    http.get('/api/subjects', { params: { query: { page: 0, size: LOOKUP_SIZE, status: 'ACTIVE' } }, signal }),
  select: (page): CommonSubject[] => {
    const byName = new Map<string, CommonSubject>();
    for (const { subjectName, subjectValue, subjectType } of page.content) {
      const key = subjectName.trim().toLowerCase();
      if (!byName.has(key)) byName.set(key, { subjectName, subjectValue, subjectType });
    }
    return [...byName.values()].sort((a, b) => a.subjectName.localeCompare(b.subjectName));
  },
});

/* ---------- Saves ---------- */

/** POST /classes or PUT /classes/{id}; the school detail lists classes, so it refreshes too. */
export function useSaveClass() {
  return useSaveEntity({ create: '/api/classes', update: '/api/classes/{id}' }, { alsoInvalidate: [SCHOOLS_PATH] });
}

/** POST or PUT /classes/{classId}/class-sections (the PUT carries the section's id). */
export function useSaveSection(classId: number) {
  return useSaveEntity(
    {
      create: '/api/classes/{id}/class-sections',
      createId: classId,
      update: '/api/classes/{id}/class-sections',
      updateId: classId,
    },
    {
      createdMessage: MESSAGES.classSectionAdded,
      updatedMessage: MESSAGES.classSectionUpdated,
      alsoInvalidate: [SECTIONS_PATH, CLASSES_PATH, SCHOOLS_PATH],
    },
  );
}

/** POST /classes/{classId}/subjects or PUT /subjects/{id}. The spec reuses 'Class section added' for a subject. */
export function useSaveSubject(classId: number) {
  return useSaveEntity(
    { create: '/api/classes/{id}/subjects', createId: classId, update: '/api/subjects/{id}' },
    {
      createdMessage: MESSAGES.classSectionAdded,
      alsoInvalidate: [CLASSES_PATH, SCHOOLS_PATH, TEACHER_SUBJECTS_PATH],
    },
  );
}

/* ---------- Manage Teachers ---------- */

export const sectionTeachersQuery = (sectionId: number) =>
  queryOptions({
    queryKey: [TEACHER_SUBJECTS_PATH, sectionId],
    queryFn: ({ signal }) => http.get('/api/teacher/subjects', { params: { query: { sectionId } }, signal }),
  });

/** POST /teacher/subjects/{sectionId} with the section's whole list, which replaces what it had. */
export function useSaveSectionTeachers(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignments: RequestBody<'post', '/api/teacher/subjects/{sectionId}'>) =>
      http.post('/api/teacher/subjects/{sectionId}', { params: { path: { sectionId } }, body: assignments }),
    onSuccess: () => {
      notify.success(MESSAGES.updated);
      for (const key of [TEACHER_SUBJECTS_PATH, SUBJECTS_PATH]) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
