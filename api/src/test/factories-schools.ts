import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { classSections, grades, policies, subjects } from '../db/schema';

const unique = () => randomBytes(3).toString('hex');

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

/** A class (grade) of a school. */
export function createGrade(db: Database, schoolId: number, values: Partial<typeof grades.$inferInsert> = {}) {
  return one(
    db
      .insert(grades)
      .values({ schoolId, gradeName: `Grade ${unique()}`, ...values })
      .returning(),
    'grade',
  );
}

export function createSection(db: Database, gradeId: number, values: Partial<typeof classSections.$inferInsert> = {}) {
  return one(
    db
      .insert(classSections)
      .values({ gradeId, sectionName: `S${unique()}`, ...values })
      .returning(),
    'class section',
  );
}

export function createSubject(db: Database, gradeId: number, values: Partial<typeof subjects.$inferInsert> = {}) {
  const name = `Subject ${unique()}`;
  return one(
    db
      .insert(subjects)
      .values({ gradeId, subjectName: name, subjectValue: name.toUpperCase(), ...values })
      .returning(),
    'subject',
  );
}

export function createPolicy(db: Database, schoolId: number, values: Partial<typeof policies.$inferInsert> = {}) {
  return one(
    db
      .insert(policies)
      .values({
        schoolId,
        policyName: `Policy ${unique()}`,
        category: 'academic',
        academicYear: '2025-2026',
        ...values,
      })
      .returning(),
    'policy',
  );
}
