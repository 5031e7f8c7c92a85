import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { ConsentsUpdateBody, UnitLessonPlansInput, UnitPlanDetail } from '@school/contract/schemas/plans/index';
import { ApiError, http } from '../../../lib/http';
import { notify } from '../../../lib/notify';

export type { PlanConsent, UnitPlanDetail, UnitPlanSchoolShare } from '@school/contract/schemas/plans/index';
export type PlanStatus = UnitPlanDetail['status'];
export type LessonOfUnit = UnitPlanDetail['lessonPlans'][number];
export type ConsentChanges = ConsentsUpdateBody;

/** API paths of unit plans; the first is also the first part of every unit plan query key. */
export const UNIT_PLAN_PATH = '/unit-plan';
/** Lesson plan queries start with this key (the lesson pages and lists refresh when a unit changes its lessons). */
const LESSON_PLAN_KEY = '/lesson-plan';

/** The detail of a unit plan; a plan spanning several schools lists the consents and lessons of `school`. */
export const unitPlanQuery = (id: number | string, school?: number) =>
  queryOptions({
    queryKey: [UNIT_PLAN_PATH, 'detail', String(id), school ?? 'shown'],
    queryFn: ({ signal }) =>
      http.get('/api/unit-plan/{id}', { params: { path: { id: Number(id) }, query: { school } }, signal }),
  });

/** How many schools the school picker of a network-wide unit plan lists at a time (by name; a search finds more). */
export const UNIT_SCHOOLS_PAGE = 50;

/** GET /unit-plan/{id}/schools: the first schools by name a unit plan spans (whose name or code holds `name`). */
export const unitSchoolsQuery = (id: number, name: string) =>
  queryOptions({
    queryKey: [UNIT_PLAN_PATH, 'schools', String(id), name],
    queryFn: ({ signal }) =>
      http.get('/api/unit-plan/{id}/schools', {
        params: { path: { id }, query: { page: 0, size: UNIT_SCHOOLS_PAGE, name: name || undefined } },
        signal,
      }),
  });

/** Every detail query of a unit plan, whichever school it lists. */
const unitDetailKey = (id: number) => [UNIT_PLAN_PATH, 'detail', String(id)];

/**
 * The unit plan of a lesson, for the choices of its Manage modal. A user who sees the lesson but not its unit (a
 * consent teacher of another grade) gets no toast: the modal then offers the lesson's own sub units.
 */
export const unitOfLessonQuery = (id: number) =>
  queryOptions({
    queryKey: [UNIT_PLAN_PATH, 'of-lesson', String(id)],
    queryFn: async ({ signal }) => {
      try {
        return await http.get('/api/unit-plan/{id}', { params: { path: { id: Number(id) } }, signal });
      } catch (error) {
        if (error instanceof ApiError) error.shownInline = true;
        throw error;
      }
    },
    retry: false,
  });

/** After a write: the answered unit plan at once (when there is one), then every plan query read again. */
function useRefresh() {
  const client = useQueryClient();
  return (saved?: UnitPlanDetail) => {
    // The answer replaces the details listing the same school; the others are read again.
    if (saved) {
      client.setQueriesData<UnitPlanDetail>({ queryKey: unitDetailKey(saved.id) }, (old) =>
        old?.shownSchoolId === saved.shownSchoolId ? saved : old,
      );
    }
    for (const key of [UNIT_PLAN_PATH, '/unit-plans', LESSON_PLAN_KEY, '/lesson-plans']) {
      void client.invalidateQueries({ queryKey: [key] });
    }
  };
}

/** GET /unit-plan/refresh-consents/{id}: every lesson plan of the unit gets today's consent teachers. */
export function useRefreshLessonConsents(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => http.get('/api/unit-plan/refresh-consents/{id}', { params: { path: { id: unitId } } }),
    onSuccess: (answer) => {
      notify.success(answer?.message || PLAN_MESSAGES.unitConsentsRefreshed);
      refresh();
    },
  });
}

/** PUT /unit-plan/{id}/lesson-plans: adds, changes or removes (deleted: true) lesson plans of the unit. */
export function useSaveUnitLessons(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UnitLessonPlansInput) =>
      http.form('put', '/api/unit-plan/{id}/lesson-plans', { params: { path: { id: unitId } }, body }),
    onSuccess: (saved, body) => {
      const removes = body.lessonPlans.length > 0 && body.lessonPlans.every((lesson) => lesson.deleted === true);
      notify.success(removes ? MESSAGES.deleted : MESSAGES.updated);
      refresh(saved);
    },
  });
}

/**
 * PUT /unit-plan/{id}/consents with the consents that change. Without the version: two teachers ticking their own
 * boxes at once do not conflict (the server checks who may change which consent).
 */
export function useSaveUnitConsents(unitId: number, school: number | null) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (consents: ConsentChanges) =>
      http.form('put', '/api/unit-plan/{id}/consents', {
        params: { path: { id: unitId }, query: { school: school ?? undefined } },
        body: consents,
      }),
    // A read still under way would answer the list as it was before this tick and overwrite the box.
    onMutate: () => client.cancelQueries({ queryKey: unitDetailKey(unitId) }),
    onSuccess: (saved) => {
      notify.success(MESSAGES.updated);
      refresh(saved);
    },
  });
}

/** PATCH /unit-plan/{id}?status=&version=: Submit (COMPLETED) or Resume (ACTIVE). */
export function useUnitStatus(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ status, version }: { status: PlanStatus; version: number }) =>
      http.patch('/api/unit-plan/{id}', { params: { path: { id: unitId }, query: { status, version } } }),
    onSuccess: (saved, { status }) => {
      notify.success(status === 'COMPLETED' ? PLAN_MESSAGES.submitted : PLAN_MESSAGES.resumed);
      refresh(saved);
    },
  });
}

/** DELETE /unit-plan/{id} (its lessons go with it). */
export function useDeleteUnitPlan(unitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete('/api/unit-plan/{id}', { params: { path: { id: unitId } } }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      client.removeQueries({ queryKey: unitDetailKey(unitId) });
      for (const key of ['/unit-plans', '/tier-plan', '/tier-plans', '/lesson-plans']) {
        void client.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
