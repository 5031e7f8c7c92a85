import { getTableColumns } from 'drizzle-orm';
import { lessonPlans, unitPlans } from '../../db/schema';

/*
 * The columns of unit and lesson plans without their form: lists and details select these, so a page of
 * plans never reads the form's jsonb (up to a megabyte a lesson) nor who last saved it. Only plan-forms.repository.ts
 * reads the form.
 */
function withoutForm<T extends typeof unitPlans | typeof lessonPlans>(table: T) {
  const { form, formUpdatedBy, formUpdatedOn, reflectionBy, reflectionOn, ...columns } = getTableColumns(table);
  return columns;
}

export const unitPlanColumns = withoutForm(unitPlans);
export const lessonPlanColumns = withoutForm(lessonPlans);

/** A lesson plan as the unit plan's Lesson Plans tab and the lessons' save show it. */
export const unitLessonColumns = {
  id: lessonPlans.id,
  name: lessonPlans.name,
  status: lessonPlans.status,
  start: lessonPlans.startDate,
  end: lessonPlans.endDate,
  schoolId: lessonPlans.schoolId,
  version: lessonPlans.version,
};
