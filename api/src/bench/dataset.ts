import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import { classSections, grades, schools, sectionSubjectTeachers, subjects, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { roleIdByName } from '../seed/base';

export const BENCH_SIZE = {
  schools: 50,
  gradesPerSchool: 12,
  sectionsPerGrade: 3,
  subjectsPerGrade: 8,
  staffPerSchool: 80,
};
export const BENCH_PASSWORD = 'Bench@Pass2026';
const GRADE_NAMES = ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const SUBJECTS = ['English', 'Mathematics', 'Science', 'Social Studies', 'Hindi', 'Computer Science', 'Art', 'Music'];

/**
 * A network of realistic size: 50 schools, 600 classes, 1,800 sections, 4,800
 * subjects, 4,000 staff. `range` adds other schools alike (schools 50 to 499 turn it into the network ten times larger).
 */
export async function buildBenchDataset(db: Database, range = { from: 0, to: BENCH_SIZE.schools }) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const teacherRole = await roleIdByName(db, ROLE_NAMES.teacher);
  const audit = { createdBy: 'bench', lastUpdatedBy: 'bench' };
  for (let s = range.from; s < range.to; s++) {
    const [school] = await db
      .insert(schools)
      .values({ schoolName: `Bench School ${s}`, campus: `Campus ${s % 4}`, schoolCode: `B${s}`, ...audit })
      .returning({ id: schools.id });
    if (!school) throw new Error('school insert returned nothing');
    const staff = await db
      .insert(users)
      .values(
        Array.from({ length: BENCH_SIZE.staffPerSchool }, (_, u) => ({
          firstName: `First${u}`,
          lastName: `Last${s}-${u}`,
          email: `staff${s}-${u}@bench.test`,
          passwordHash,
          designation: 'Teacher',
          mobile: `98${String(s * 1000 + u).padStart(8, '0')}`,
          schoolId: school.id,
          ...audit,
        })),
      )
      .returning({ id: users.id });
    await db.insert(userRoles).values(staff.map((user) => ({ userId: user.id, roleId: teacherRole })));
    const classRows = await db
      .insert(grades)
      .values(
        GRADE_NAMES.slice(0, BENCH_SIZE.gradesPerSchool).map((gradeName) => ({
          schoolId: school.id,
          gradeName,
          ...audit,
        })),
      )
      .returning({ id: grades.id });
    for (const [g, grade] of classRows.entries()) {
      const sectionRows = await db
        .insert(classSections)
        .values(
          ['A', 'B', 'C'].slice(0, BENCH_SIZE.sectionsPerGrade).map((sectionName, i) => ({
            gradeId: grade.id,
            sectionName,
            capacity: 35,
            classTeacherId: staff[(g * 3 + i) % staff.length]?.id,
            ...audit,
          })),
        )
        .returning({ id: classSections.id });
      const subjectRows = await db
        .insert(subjects)
        .values(
          SUBJECTS.slice(0, BENCH_SIZE.subjectsPerGrade).map((subjectName) => ({
            gradeId: grade.id,
            subjectName,
            subjectValue: subjectName.toUpperCase().replaceAll(' ', '_'),
            ...audit,
          })),
        )
        .returning({ id: subjects.id });
      const assignments = sectionRows.flatMap((section, i) =>
        subjectRows.map((subject, j) => ({
          sectionId: section.id,
          subjectId: subject.id,
          userId: staff[(g * 7 + i * 3 + j) % staff.length]?.id ?? 0,
        })),
      );
      await db.insert(sectionSubjectTeachers).values(assignments);
    }
  }
}

export async function createUserForBench(db: Database, email: string) {
  const [user] = await db
    .insert(users)
    .values({ firstName: 'Bench', lastName: 'Admin', email, passwordHash: await hashPassword(BENCH_PASSWORD) })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return user.id;
}
