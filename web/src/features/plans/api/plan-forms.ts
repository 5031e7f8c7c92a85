import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LessonPlanFormResponse,
  PlanFormOptions,
  PlanPdfLevel,
  TeacherReflection,
  UnitPlanFormResponse,
} from '@school/contract/plan-forms/index';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { LESSON_PLAN_PATH } from './lesson-plans';
import { UNIT_PLAN_PATH } from './unit-plans';

export type { LessonPlanFormResponse, PlanFormOptions, PlanPdfLevel, TeacherReflection, UnitPlanFormResponse };

/** The form of a unit or a lesson plan: the levels that have one. */
export type FormLevel = 'unit' | 'lesson';

/** Why a form is saved: Save Draft, Save & Next and Save keep the plan ACTIVE; Save and Submit completes it. */
export type SaveIntent = 'draft' | 'next' | 'save' | 'submit';

const PLAN_PATHS = { unit: 'unit-plan', lesson: 'lesson-plan' } as const satisfies Record<FormLevel, string>;
const FORM_PATHS = {
  unit: '/api/unit-plan/{id}/unit-plan-form',
  lesson: '/api/lesson-plan/{id}/lesson-plan-form',
} as const satisfies Record<FormLevel, string>;
const PDF_PATHS = {
  annual: '/api/annual-plans/{id}/pdf',
  unit: '/api/unit-plan/{id}/pdf',
  lesson: '/api/lesson-plan/{id}/pdf',
} as const satisfies Record<PlanPdfLevel, string>;

/*
 * The query keys start with the plan's own path ('/unit-plan', '/lesson-plan'): every write to the plan (a consent
 * ticked, a submit, a lesson added) already invalidates those keys, so the form's consents and abilities follow.
 */
export const unitPlanFormQuery = (id: number) =>
  queryOptions({
    queryKey: [UNIT_PLAN_PATH, 'form', String(id)],
    queryFn: ({ signal }) => http.get('/api/unit-plan/{id}/unit-plan-form', { params: { path: { id } }, signal }),
  });

export const lessonPlanFormQuery = (id: number) =>
  queryOptions({
    queryKey: [LESSON_PLAN_PATH, 'form', String(id)],
    queryFn: ({ signal }) => http.get('/api/lesson-plan/{id}/lesson-plan-form', { params: { path: { id } }, signal }),
  });

/** GET /unit-plan/{id}/teacher-reflections and GET /lesson-plan/{id}/teacher-reflections, newest first. */
export const teacherReflectionsQuery = (level: FormLevel, id: number) =>
  queryOptions({
    queryKey: [PLAN_PATHS[level], 'reflections', String(id)],
    queryFn: ({ signal }) =>
      http.get(`/api/${PLAN_PATHS[level]}/{id}/teacher-reflections`, { params: { path: { id } }, signal }),
  });

/** GET /plan-form-options: the lists of values the forms offer (teachers cannot read /lov). */
export const planFormOptionsQuery = () =>
  queryOptions({
    queryKey: ['/plan-form-options'],
    queryFn: ({ signal }) => http.get('/api/plan-form-options', { signal }),
    // Lists of values change rarely; a form opened twice in a session need not read them again.
    staleTime: 5 * 60_000,
  });

export interface FormSave {
  values: Record<string, unknown>;
  intent: SaveIntent;
  /** The plan's version from the last GET of the form (409 when someone saved in between). */
  version: number;
}

/** The plan queries a form's save changes: its form, its detail, its reflections, the lists and their parents. */
const CHANGED_BY_FORM = ['/unit-plan', '/unit-plans', '/lesson-plan', '/lesson-plans', '/tier-plan', '/tier-plans'];

/**
 * PUT /unit-plan/{id}/unit-plan-form or PUT /lesson-plan/{id}/lesson-plan-form: the form's values, status ACTIVE
 * (Save Draft, Save & Next, Save) or COMPLETED (Save and Submit), and the version. Rejects with the server's
 * ApiError, whose field errors the step form shows beside their fields.
 */
export function useSavePlanForm(level: FormLevel, id: number) {
  const client = useQueryClient();
  const formKey = level === 'unit' ? unitPlanFormQuery(id).queryKey : lessonPlanFormQuery(id).queryKey;
  return useMutation({
    mutationFn: ({ values, intent, version }: FormSave) =>
      http.form('put', FORM_PATHS[level], {
        params: { path: { id } },
        body: { ...values, status: intent === 'submit' ? 'COMPLETED' : 'ACTIVE', version },
      }),
    onSuccess: (saved, { intent }) => {
      // A save is confirmed by the step form beside its buttons; a submit leaves the form, so it is a toast.
      if (intent === 'submit') notify.success(PLAN_MESSAGES.submitted);
      client.setQueryData(formKey, saved);
      for (const key of CHANGED_BY_FORM) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}

/**
 * Downloads a plan's PDF through the one HTTP client (it adds the session's token) and hands it to the browser as
 * a file named by the server's Content-Disposition. A failure is shown by the client as a toast with the server's
 * message; the promise then rejects.
 */
export async function downloadPlanPdf(level: PlanPdfLevel, id: number): Promise<void> {
  const file = await http.download(PDF_PATHS[level], { params: { path: { id } } });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? `${level}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over; the object URL only holds memory after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
