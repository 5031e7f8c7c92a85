import type { SubjectType } from '@school/contract';
import type { Database } from '../../db/client';
import { classSections, grades, sectionSubjectTeachers, subjects } from '../../db/schema';
import { createdByActor } from '../../lib/crud';
import { findClassIdByName } from './classes.repository';

const SEEDER = 'system';

export const DEMO_CLASS_NAMES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;
export const DEMO_SECTIONS = [
  { sectionName: 'A', capacity: 30 },
  { sectionName: 'B', capacity: 32 },
] as const;

interface DemoSubject {
  subjectName: string;
  subjectValue: string;
  subjectType: SubjectType;
}

const PRIMARY_SUBJECTS: DemoSubject[] = [
  { subjectName: 'English', subjectValue: 'ENG', subjectType: 'COMPULSARY' },
  { subjectName: 'Mathematics', subjectValue: 'MATH', subjectType: 'COMPULSARY' },
  { subjectName: 'Environmental Studies', subjectValue: 'EVS', subjectType: 'COMPULSARY' },
  { subjectName: 'Hindi', subjectValue: 'HIN', subjectType: 'COMPULSARY' },
  { subjectName: 'Art', subjectValue: 'ART', subjectType: 'OPTIONAL' },
];
const SECONDARY_SUBJECTS: DemoSubject[] = [
  { subjectName: 'English', subjectValue: 'ENG', subjectType: 'COMPULSARY' },
  { subjectName: 'Mathematics', subjectValue: 'MATH', subjectType: 'COMPULSARY' },
  { subjectName: 'Science', subjectValue: 'SCI', subjectType: 'COMPULSARY' },
  { subjectName: 'Social Science', subjectValue: 'SST', subjectType: 'COMPULSARY' },
  { subjectName: 'Hindi', subjectValue: 'HIN', subjectType: 'OPTIONAL' },
  { subjectName: 'Computer Science', subjectValue: 'CS', subjectType: 'OPTIONAL' },
];

/** Classes I to V have the primary subjects, VI to X the secondary ones. */
export const demoSubjectsOf = (classIndex: number) => (classIndex < 5 ? PRIMARY_SUBJECTS : SECONDARY_SUBJECTS);

/** A demo class of a school with its subjects, written by the seeder. */
export async function insertDemoClass(
  db: Database,
  schoolId: number,
  gradeName: string,
  subjectValues: readonly Omit<typeof subjects.$inferInsert, 'gradeId'>[],
) {
  const [grade] = await db
    .insert(grades)
    .values({ schoolId, gradeName, ...createdByActor(SEEDER) })
    .returning({ id: grades.id });
  if (!grade) throw new Error('class insert returned nothing');
  const subjectRows = await db
    .insert(subjects)
    .values(subjectValues.map((subject) => ({ ...subject, gradeId: grade.id, ...createdByActor(SEEDER) })))
    .returning({ id: subjects.id, subjectName: subjects.subjectName });
  return { grade, subjectRows };
}

/**
 * Demo classes for one school: I to X, each with sections A (capacity 30) and B (capacity 32) and its subjects.
 * With teachers given (ACTIVE users of that school), each section gets a class teacher and every subject of the
 * section a teacher, handed out in turn. A class that already exists (by name) is left alone, so running it
 * again adds nothing. Call it inside the seed's transaction.
 */
export async function seedDemoClasses(db: Database, schoolId: number, teacherIds: number[]) {
  const teacherAt = (index: number) =>
    teacherIds.length === 0 ? null : (teacherIds[index % teacherIds.length] ?? null);
  let turn = 0;
  for (const [classIndex, gradeName] of DEMO_CLASS_NAMES.entries()) {
    if ((await findClassIdByName(db, schoolId, gradeName)) !== null) continue;
    const { grade, subjectRows } = await insertDemoClass(db, schoolId, gradeName, demoSubjectsOf(classIndex));
    for (const section of DEMO_SECTIONS) {
      const [sectionRow] = await db
        .insert(classSections)
        .values({ gradeId: grade.id, ...section, classTeacherId: teacherAt(turn), ...createdByActor(SEEDER) })
        .returning({ id: classSections.id });
      if (!sectionRow) throw new Error('class section insert returned nothing');
      const assignments = subjectRows.flatMap((subject, subjectIndex) => {
        const userId = teacherAt(turn + subjectIndex);
        return userId === null ? [] : [{ sectionId: sectionRow.id, subjectId: subject.id, userId }];
      });
      if (assignments.length > 0) await db.insert(sectionSubjectTeachers).values(assignments);
      turn += 1;
    }
  }
}
