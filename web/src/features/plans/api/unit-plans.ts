import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';

// PROVISIONAL: replaced by the contract's types once 'Plans contract' lands on p-core.
export type PlanStatus = 'ACTIVE' | 'COMPLETED' | 'INACTIVE';

export interface PlanAbilities {
  update: boolean;
  submit: boolean;
  resume: boolean;
  delete: boolean;
  addChildren: boolean;
  refreshConsents: boolean;
  consentAll: boolean;
  ownConsent: boolean;
  deactivate: boolean;
  activate: boolean;
  duplicate: boolean;
}

export interface ConsentRow {
  consent: boolean;
  subjectTeacher: { email: string; firstName: string; lastName: string };
  givenBy?: string | null;
  givenOn?: string | null;
}

export interface SubUnit {
  id: number;
  name: string;
  sortOrder: number;
}

export interface LessonOfUnit {
  id: number;
  name: string;
  start: string;
  end: string;
  status: PlanStatus;
  version: number;
  school: { id: number; schoolCode: string; schoolName?: string; campus?: string };
  subUnits: { id?: number; name: string }[];
}

export interface UnitPlanDetail {
  id: number;
  name: string;
  status: PlanStatus;
  start: string;
  end: string;
  version: number;
  tierPlanId: number;
  createdBy?: string;
  curriculumContext: { gradeName: string; subjectName: string; subjectValue?: string };
  subUnits: SubUnit[];
  lessonPlans: LessonOfUnit[];
  consents: ConsentRow[];
  abilities: PlanAbilities;
}

export interface LessonPlanChange {
  id?: number;
  name: string;
  start: string;
  end: string;
  school: { id: number };
  subUnits: { name: string }[];
  deleted?: boolean;
}

/** API paths of unit plans; the first is also the first part of every unit plan query key. */
export const UNIT_PLAN_PATH = '/unit-plan';
/** Lesson plan queries start with this key (the lesson pages and lists refresh when a unit changes its lessons). */
const LESSON_PLAN_KEY = '/lesson-plan';

export const unitPlanQuery = (id: number | string) =>
  queryOptions({
    queryKey: [UNIT_PLAN_PATH, 'detail', String(id)],
    queryFn: ({ signal }) => http.get<UnitPlanDetail>(`${UNIT_PLAN_PATH}/${id}`, { signal }),
  });

function useRefresh() {
  const client = useQueryClient();
  return () => {
    for (const key of [UNIT_PLAN_PATH, '/unit-plans', LESSON_PLAN_KEY, '/lesson-plans']) {
      void client.invalidateQueries({ queryKey: [key] });
    }
  };
}

/** GET /unit-plan/refresh-consents/{id}: every lesson plan of the unit gets today's consent teachers. */
export function useRefreshLessonConsents(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => http.get<unknown>(`${UNIT_PLAN_PATH}/refresh-consents/${unitId}`),
    onSuccess: () => {
      notify.success('Consent Refreshed');
      refresh();
    },
  });
}

/** PUT /unit-plan/{id}/lesson-plans: adds, changes or removes lesson plans of the unit. */
export function useSaveUnitLessons(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { lessonPlans: LessonPlanChange[]; version: number }) =>
      http.put<UnitPlanDetail>(`${UNIT_PLAN_PATH}/${unitId}/lesson-plans`, body),
    onSuccess: () => {
      notify.success(MESSAGES.updated);
      refresh();
    },
  });
}

/** PUT /unit-plan/{id}/consents with the consents that change. */
export function useSaveUnitConsents(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (consents: { subjectTeacher: { email: string }; consent: boolean }[]) =>
      http.put<UnitPlanDetail>(`${UNIT_PLAN_PATH}/${unitId}/consents`, consents),
    onSuccess: () => {
      notify.success(MESSAGES.updated);
      refresh();
    },
  });
}

/** PATCH /unit-plan/{id}?status=&version=: Submit (COMPLETED) or Resume (ACTIVE). */
export function useUnitStatus(unitId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ status, version }: { status: PlanStatus; version: number }) =>
      http.patch<UnitPlanDetail>(`${UNIT_PLAN_PATH}/${unitId}`, undefined, { query: { status, version } }),
    onSuccess: () => {
      notify.success(MESSAGES.statusUpdated);
      refresh();
    },
  });
}

/** DELETE /unit-plan/{id} (its lessons go with it). */
export function useDeleteUnitPlan(unitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<unknown>(`${UNIT_PLAN_PATH}/${unitId}`),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      client.removeQueries({ queryKey: [UNIT_PLAN_PATH, 'detail', String(unitId)] });
      for (const key of ['/unit-plans', '/tier-plan', '/tier-plans', '/lesson-plans']) {
        void client.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
