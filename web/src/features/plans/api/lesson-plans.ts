import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@school/contract/constants';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { LessonPlanDetail, LessonPlanUpdateInput } from '@school/contract/schemas/plans/index';
import { listQuery } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { usePrivileges } from '../../../lib/privileges';
import { useProfile } from '../../../lib/profile-context';
import type { ConsentChanges, PlanStatus } from './unit-plans';

export type { LessonPlanDetail } from '@school/contract/schemas/plans/index';

/** API path of one lesson plan, also the first part of its query keys. */
export const LESSON_PLAN_PATH = '/lesson-plan';

export const lessonPlanQuery = (id: number | string) =>
  queryOptions({
    queryKey: [LESSON_PLAN_PATH, 'detail', String(id)],
    queryFn: ({ signal }) => http.get('/api/lesson-plan/{id}', { params: { path: { id: Number(id) } }, signal }),
  });

/** After a write: the answered lesson plan at once, then every plan query read again. */
function useRefresh() {
  const client = useQueryClient();
  return (saved?: LessonPlanDetail) => {
    if (saved) client.setQueryData(lessonPlanQuery(saved.id).queryKey, saved);
    for (const key of [LESSON_PLAN_PATH, '/lesson-plans', '/unit-plan', '/unit-plans']) {
      void client.invalidateQueries({ queryKey: [key] });
    }
  };
}

/** PUT /lesson-plan/{id}: the lesson's name, dates and sub units (its school stays). */
export function useSaveLessonPlan(lessonId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LessonPlanUpdateInput) =>
      http.form('put', '/api/lesson-plan/{id}', { params: { path: { id: lessonId } }, body }),
    onSuccess: (saved) => {
      notify.success(MESSAGES.updated);
      refresh(saved);
    },
  });
}

/** PUT /lesson-plan/{id}/consents with the consents that change (without the version, as for unit plans). */
export function useSaveLessonConsents(lessonId: number) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (consents: ConsentChanges) =>
      http.form('put', '/api/lesson-plan/{id}/consents', { params: { path: { id: lessonId } }, body: consents }),
    // A read still under way would answer the list as it was before this tick and overwrite the box.
    onMutate: () => client.cancelQueries({ queryKey: lessonPlanQuery(lessonId).queryKey }),
    onSuccess: (saved) => {
      notify.success(MESSAGES.updated);
      refresh(saved);
    },
  });
}

/** PATCH /lesson-plan/{id}?status=&version=: Submit (COMPLETED) or Resume (ACTIVE). */
export function useLessonStatus(lessonId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ status, version }: { status: PlanStatus; version: number }) =>
      http.patch('/api/lesson-plan/{id}', { params: { path: { id: lessonId }, query: { status, version } } }),
    onSuccess: (saved, { status }) => {
      notify.success(status === 'COMPLETED' ? PLAN_MESSAGES.submitted : PLAN_MESSAGES.resumed);
      refresh(saved);
    },
  });
}

/** DELETE /lesson-plan/{id}. */
export function useDeleteLessonPlan(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete('/api/lesson-plan/{id}', { params: { path: { id: lessonId } } }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      client.removeQueries({ queryKey: [LESSON_PLAN_PATH, 'detail', String(lessonId)] });
      for (const key of ['/lesson-plans', '/unit-plan', '/unit-plans'])
        void client.invalidateQueries({ queryKey: [key] });
    },
  });
}

export interface SchoolOption {
  value: number;
  label: string;
}

/**
 * The schools a lesson plan may be given: those the user sees (GET /schools). A user without READ on school
 * (a teacher) has their own school only; asking the server would only answer 403.
 */
export function useLessonSchoolOptions(): SchoolOption[] {
  const { can } = usePrivileges();
  const profile = useProfile();
  const mayReadSchools = can('school', 'READ');
  const { data } = useQuery({
    ...listQuery('/api/schools', { page: 0, size: PAGE_SIZES.max, status: 'ACTIVE' }),
    enabled: mayReadSchools,
  });
  if (!mayReadSchools) {
    const own = profile.school;
    return own ? [{ value: own.id, label: `${own.schoolName} - ${own.campus}` }] : [];
  }
  return (data?.content ?? []).map((school) => ({ value: school.id, label: school.schoolCampus }));
}

/** A school as a lesson card or header shows it. */
export const schoolLabelOf = (school: { schoolName?: string; campus?: string; schoolCode: string } | null) =>
  school
    ? school.schoolName
      ? `${school.schoolName}${school.campus ? ` - ${school.campus}` : ''}`
      : school.schoolCode
    : '-';
