import {
  LESSON_PLAN_FORM_STEPS,
  type LessonPlanDetail,
  UNIT_PLAN_FORM_STEPS,
  type UnitPlanDetail,
} from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { fullFormValues } from '../modules/plans/pdf/full-form-values';
import type { PlanBenchIds } from './plan-calls';

/*
 * The plan PDFs in `npm run bench`: the bench lesson (and its unit) get a full form through
 * the API, as a teacher would save it (every field filled, Hindi in every answer, 10 main-content rows), then the
 * three PDFs are timed like the other calls. Target: the lesson plan PDF in p50 under 150 ms.
 */

const HINDI = 'नमस्ते राम, विद्यार्थी कक्षा में पढ़ते हैं';

async function call(app: FastifyInstance, token: string, method: 'GET' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Fills the forms of the bench lesson and its unit (as the global user, who may edit completed forms). */
export async function fillFormsForPdfBench(app: FastifyInstance, token: string, ids: PlanBenchIds) {
  const unit: UnitPlanDetail = await call(app, token, 'GET', `/api/unit-plan/${ids.unit}`);
  const unitForm = await call(app, token, 'PUT', `/api/unit-plan/${ids.unit}/unit-plan-form`, {
    ...fullFormValues(UNIT_PLAN_FORM_STEPS, { date: unit.start, marker: HINDI }),
    status: 'ACTIVE',
    version: unit.version,
  });
  const lesson: LessonPlanDetail = await call(app, token, 'GET', `/api/lesson-plan/${ids.lesson}`);
  await call(app, token, 'PUT', `/api/lesson-plan/${ids.lesson}/lesson-plan-form`, {
    ...fullFormValues(LESSON_PLAN_FORM_STEPS, {
      date: lesson.start,
      mainContentRows: 10,
      outcomeIds: (unitForm.learningOutcomes as { id: number }[]).map((outcome) => outcome.id),
      marker: HINDI,
    }),
    status: 'ACTIVE',
    version: lesson.version,
  });
}

/** The three PDFs, the full lesson plan first. */
export function pdfCalls(ids: PlanBenchIds): [string, string][] {
  return [
    ['lesson plan PDF (full)', `/api/lesson-plan/${ids.lesson}/pdf`],
    ['unit plan PDF (full)', `/api/unit-plan/${ids.unit}/pdf`],
    ['annual plan PDF', `/api/annual-plans/${ids.annual}/pdf`],
  ];
}
