import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, subjects, users } from '../../db/schema';
import { updateVersioned } from '../../db/crud-sql';
import { createdByActor } from '../../lib/crud';
import type { PlannedClass, SchoolModel, StaffByEmail } from './import-plan';

/** The school's classes, sections and subjects as the import plans against them. */
export async function loadSchoolModel(db: Database, schoolId: number): Promise<SchoolModel> {
  const [classRows, sectionRows, subjectRows] = await Promise.all([
    db.select().from(grades).where(eq(grades.schoolId, schoolId)),
    db
      .select({ section: classSections })
      .from(classSections)
      .innerJoin(grades, eq(grades.id, classSections.gradeId))
      .where(eq(grades.schoolId, schoolId)),
    db
      .select({ subject: subjects })
      .from(subjects)
      .innerJoin(grades, eq(grades.id, subjects.gradeId))
      .where(eq(grades.schoolId, schoolId)),
  ]);
  const byId = new Map<number, PlannedClass>();
  const model: SchoolModel = new Map();
  for (const grade of classRows) {
    const planned: PlannedClass = {
      id: grade.id,
      gradeName: grade.gradeName,
      sections: new Map(),
      subjects: new Map(),
    };
    byId.set(grade.id, planned);
    model.set(grade.gradeName.toLowerCase(), planned);
  }
  for (const { section } of sectionRows) {
    byId.get(section.gradeId)?.sections.set(section.sectionName.toLowerCase(), {
      id: section.id,
      sectionName: section.sectionName,
      capacity: section.capacity,
      classTeacherId: section.classTeacherId,
      changed: false,
    });
  }
  for (const { subject } of subjectRows) {
    byId.get(subject.gradeId)?.subjects.set(subject.subjectName.toLowerCase(), {
      id: subject.id,
      subjectName: subject.subjectName,
      subjectValue: subject.subjectValue,
      subjectType: subject.subjectType,
      changed: false,
    });
  }
  return model;
}

export async function loadActiveStaff(db: Database, schoolId: number): Promise<StaffByEmail> {
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.status, 'ACTIVE')));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Writes what the plan added or changed (call inside a transaction); answers the counts. */
export async function writeSchoolModel(db: Database, schoolId: number, model: SchoolModel, actor: string) {
  const written = { classesCreated: 0, sectionsCreated: 0, sectionsUpdated: 0, subjectsCreated: 0, subjectsUpdated: 0 };
  for (const planned of model.values()) {
    let gradeId = planned.id;
    if (gradeId === null) {
      const [row] = await db
        .insert(grades)
        .values({ schoolId, gradeName: planned.gradeName, ...createdByActor(actor) })
        .returning({ id: grades.id });
      if (!row) throw new Error('class insert returned nothing');
      gradeId = row.id;
      written.classesCreated += 1;
    }
    for (const section of planned.sections.values()) {
      const values = { capacity: section.capacity, classTeacherId: section.classTeacherId };
      if (section.id === null) {
        await db
          .insert(classSections)
          .values({ gradeId, sectionName: section.sectionName, ...values, ...createdByActor(actor) });
        written.sectionsCreated += 1;
      } else if (section.changed) {
        await updateVersioned(db, classSections, section.id, undefined, values, actor);
        written.sectionsUpdated += 1;
      }
    }
    for (const subject of planned.subjects.values()) {
      const values = { subjectValue: subject.subjectValue, subjectType: subject.subjectType };
      if (subject.id === null) {
        await db
          .insert(subjects)
          .values({ gradeId, subjectName: subject.subjectName, ...values, ...createdByActor(actor) });
        written.subjectsCreated += 1;
      } else if (subject.changed) {
        await updateVersioned(db, subjects, subject.id, undefined, values, actor);
        written.subjectsUpdated += 1;
      }
    }
  }
  return written;
}
