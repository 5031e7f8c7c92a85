import { DEFAULT_PRE_PRIMARY_CLASSES, type SubjectType } from '@school/contract';
import type { Database } from '../db/client';
import { classSections, sectionSubjectTeachers } from '../db/schema';
import { createdByActor } from '../lib/crud';
import { insertDemoClass } from '../modules/classes/classes.demo-seed';
import { findClassIdByName } from '../modules/classes/classes.repository';

/*
 * Pre-primary classes of the demo: Nursery, LKG and UKG at Lakeside, the default of the setting PRE_PRIMARY_CLASSES, so
 * their lesson plans are PRECLASS with the 9-step form. UKG English is taught by one teacher in both sections (teacher1
 * in the demo), who alone signs its lessons.
 */

const SEEDER = 'system';

/** The class and subject of the demo's pre-primary plan. */
export const PRE_PRIMARY_PLAN = { gradeName: 'UKG', subjectName: 'English' } as const;

const SUBJECTS: { subjectName: string; subjectValue: string; subjectType: SubjectType }[] = [
  { subjectName: 'English', subjectValue: 'ENG', subjectType: 'COMPULSARY' },
  { subjectName: 'Mathematics', subjectValue: 'MATH', subjectType: 'COMPULSARY' },
  { subjectName: 'Environmental Studies', subjectValue: 'EVS', subjectType: 'COMPULSARY' },
];
const SECTIONS = [
  { sectionName: 'A', capacity: 20 },
  { sectionName: 'B', capacity: 20 },
] as const;

/** The topics of the pre-primary plan, tier by tier: [topic, sub topics]. */
export const PRE_PRIMARY_TOPICS: [string, string[]][][] = [
  [
    ['Phonics', ['Letter sounds a to m', 'Letter sounds n to z']],
    ['Rhymes and stories', ['Action rhymes', 'Picture stories']],
  ],
  [
    ['Sight words', ['First ten words', 'Word games']],
    ['Picture reading', ['Naming', 'What happens next']],
  ],
  [
    ['Early writing', ['Lines and curves', 'Small letters']],
    ['Show and tell', ['My favourite toy', 'My family']],
  ],
];

/**
 * Nursery, LKG and UKG with sections A and B and their subjects; each section gets a class teacher and its subjects
 * teachers in turn, except UKG English which `planTeacherId` teaches in both sections. A class that exists (by name)
 * is left alone, as seedDemoClasses does.
 */
export async function seedPreprimaryClasses(
  db: Database,
  schoolId: number,
  teacherIds: number[],
  planTeacherId: number | undefined,
) {
  const others = teacherIds.filter((id) => id !== planTeacherId);
  const teacherAt = (index: number) => (others.length === 0 ? null : (others[index % others.length] ?? null));
  let turn = 0;
  for (const gradeName of DEFAULT_PRE_PRIMARY_CLASSES) {
    if ((await findClassIdByName(db, schoolId, gradeName)) !== null) continue;
    const { grade, subjectRows } = await insertDemoClass(db, schoolId, gradeName, SUBJECTS);
    const sectionRows = await db
      .insert(classSections)
      .values(
        SECTIONS.map((section, index) => ({
          gradeId: grade.id,
          ...section,
          classTeacherId: teacherAt(turn + index),
          ...createdByActor(SEEDER),
        })),
      )
      .returning({ id: classSections.id });
    const assignments = sectionRows.flatMap((section, sectionIndex) =>
      subjectRows.flatMap((subject, subjectIndex) => {
        const planSubject =
          gradeName === PRE_PRIMARY_PLAN.gradeName && subject.subjectName === PRE_PRIMARY_PLAN.subjectName;
        const userId =
          planSubject && planTeacherId !== undefined ? planTeacherId : teacherAt(turn + sectionIndex + subjectIndex);
        return userId === null ? [] : [{ sectionId: section.id, subjectId: subject.id, userId }];
      }),
    );
    if (assignments.length > 0) await db.insert(sectionSubjectTeachers).values(assignments);
    turn += SECTIONS.length;
  }
}
