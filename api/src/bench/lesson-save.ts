import { LESSON_PLAN_FORM_STEPS } from '@school/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { lessonPlans } from '../db/schema';
import { fullFormValues } from '../modules/plans/pdf/full-form-values';
import type { FormSave } from './load-endpoints';
import type { PlanBenchIds } from './plan-calls';
import type { SaveSlot } from './load-run';

/*
 * The lesson plan form save under load: saves of one plan carry its version and would conflict, so each request
 * saves one of many lessons of the bench unit (recorded one by one for the floor). Their versions start at a
 * number no other value of the save's statements takes, so the floor can put each request's version in its place.
 */

export const SAVE_VERSION_BASE = 1_500_000_000;
const SLOTS = 100;

/** The lessons, their whole-form bodies (the unit's learning outcomes chosen) and their versions set. */
export async function lessonSaveFor(
  db: Database,
  app: FastifyInstance,
  token: string,
  ids: PlanBenchIds,
): Promise<Omit<FormSave, 'pathOf'>> {
  const lessons = await db
    .select({ id: lessonPlans.id, start: lessonPlans.startDate })
    .from(lessonPlans)
    .where(and(eq(lessonPlans.unitPlanId, ids.unit), ne(lessonPlans.id, ids.lesson)))
    .orderBy(asc(lessonPlans.id))
    .limit(SLOTS);
  const unitForm = await app.inject({
    method: 'GET',
    url: `/api/unit-plan/${ids.unit}/unit-plan-form`,
    headers: { authorization: `Bearer ${token}` },
  });
  const outcomeIds = (unitForm.json() as { learningOutcomes: { id: number }[] }).learningOutcomes.map(
    (outcome) => outcome.id,
  );
  const forms = new Map(
    lessons.map((lesson) => [
      lesson.id,
      fullFormValues(LESSON_PLAN_FORM_STEPS, { date: String(lesson.start), mainContentRows: 10, outcomeIds }),
    ]),
  );
  await db
    .update(lessonPlans)
    .set({ version: SAVE_VERSION_BASE })
    .where(
      inArray(
        lessonPlans.id,
        lessons.map((lesson) => lesson.id),
      ),
    );
  return {
    ids: lessons.map((lesson) => lesson.id),
    bodyOf: (id, version) => JSON.stringify({ ...forms.get(id), status: 'ACTIVE', version }),
  };
}

/** The saved lessons' current versions. */
export async function saveSlots(db: Database, save: FormSave): Promise<SaveSlot[]> {
  return db
    .select({ id: lessonPlans.id, version: lessonPlans.version })
    .from(lessonPlans)
    .where(inArray(lessonPlans.id, save.ids))
    .orderBy(asc(lessonPlans.id));
}
