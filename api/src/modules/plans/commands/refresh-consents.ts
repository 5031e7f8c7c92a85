import type { Database } from '../../../db/client';
import { type SubjectTeacher, subjectTeachers, syncLessonConsents, syncUnitConsents } from '../consents.repository';
import { lessonPlansOfUnit } from '../lesson-plans.repository';
import type { PlanScope } from '../plan-access';
import { unitPlansOfTier } from '../unit-plans.repository';

/*
 * Refresh Consents: the consent lists of the plans under a tier or unit plan are brought up to
 * date from today's Manage Teachers assignments, in one transaction. A teacher still assigned keeps their row and
 * tick, a newly assigned one is added unticked, one no longer assigned leaves the list. The caller has checked
 * that the user may see the parent and refresh it (plan abilities).
 */

/** What the subject teachers of a plan are computed from: its annual plan's class, subject and school. */
export interface AnnualCurriculum {
  id: number;
  gradeName: string;
  subjectName: string;
  subjectValue: string;
  /** Null: a network-wide plan (every school with the class). */
  schoolId: number | null;
}

/** A unit plan's teachers: those of the subject in the class, in every school the plan covers. */
export const unitPlanTeachers = (db: Database, annual: AnnualCurriculum) => subjectTeachers(db, annual);

/** A lesson plan's teachers: those of the subject in the class, in the lesson's school. */
export const lessonPlanTeachers = (db: Database, annual: AnnualCurriculum, schoolId: number) =>
  subjectTeachers(db, { ...annual, schoolId });

const idsOf = (teachers: SubjectTeacher[]) => teachers.map((teacher) => teacher.userId);

/** GET /tier-plan/refresh-consents/{id}: every unit plan of the tier. Answers how many unit plans it refreshed. */
export async function refreshTierPlanConsents(db: Database, tierPlanId: number, annual: AnnualCurriculum) {
  return db.transaction(async (tx) => {
    // Every unit of a tier shares the annual plan's class, subject and school: one list of teachers for all.
    const teacherIds = idsOf(await unitPlanTeachers(tx, annual));
    const units = await unitPlansOfTier(tx, tierPlanId);
    for (const unit of units) {
      await syncUnitConsents(tx, { unitPlanId: unit.id, annualPlanId: unit.annualPlanId }, teacherIds);
    }
    return units.length;
  });
}

/**
 * GET /unit-plan/refresh-consents/{id}: every lesson plan of the unit the user's scope sees (a school-limited user
 * refreshes their school's lessons). Answers how many lesson plans it refreshed.
 */
export async function refreshUnitPlanConsents(
  db: Database,
  unitPlanId: number,
  annual: AnnualCurriculum,
  scope?: PlanScope,
) {
  return db.transaction(async (tx) => {
    const lessons = await lessonPlansOfUnit(tx, unitPlanId, scope);
    // Lessons of one school share their teachers: one query per school.
    const teachersBySchool = new Map<number, number[]>();
    for (const lesson of lessons) {
      let teacherIds = teachersBySchool.get(lesson.schoolId);
      if (!teacherIds) {
        teacherIds = idsOf(await lessonPlanTeachers(tx, annual, lesson.schoolId));
        teachersBySchool.set(lesson.schoolId, teacherIds);
      }
      await syncLessonConsents(
        tx,
        { lessonPlanId: lesson.id, unitPlanId, annualPlanId: lesson.annualPlanId },
        teacherIds,
      );
    }
    return lessons.length;
  });
}
