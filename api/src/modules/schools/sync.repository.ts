import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classSections, grades, roles, schools, subjects, userRoles, users } from '../../db/schema';
import { updateVersioned } from '../../db/crud-sql';

export type GradeRow = typeof grades.$inferSelect;
export type SectionRow = typeof classSections.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export function gradesOfSchool(db: Database, schoolId: number) {
  return db.select().from(grades).where(eq(grades.schoolId, schoolId));
}

export async function sectionsOfGrades(db: Database, gradeIds: number[]) {
  if (gradeIds.length === 0) return [];
  return db.select().from(classSections).where(inArray(classSections.gradeId, gradeIds));
}

export async function subjectsOfGrades(db: Database, gradeIds: number[]) {
  if (gradeIds.length === 0) return [];
  return db.select().from(subjects).where(inArray(subjects.gradeId, gradeIds));
}

/** Users whose email is one of these, compared case-insensitively (emails are unique that way). */
export async function usersByEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
}

export async function roleIdByName(db: Database, name: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id ?? null;
}

async function insertOne<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

export const insertGrade = (db: Database, values: typeof grades.$inferInsert) =>
  insertOne(db.insert(grades).values(values).returning(), 'grade');

export const insertSection = (db: Database, values: typeof classSections.$inferInsert) =>
  insertOne(db.insert(classSections).values(values).returning(), 'class section');

export const insertSubject = (db: Database, values: typeof subjects.$inferInsert) =>
  insertOne(db.insert(subjects).values(values).returning(), 'subject');

export const insertUser = (db: Database, values: typeof users.$inferInsert) =>
  insertOne(db.insert(users).values(values).returning(), 'user');

export async function assignRole(db: Database, userId: number, roleId: number) {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

const syncedTables = { school: schools, grade: grades, section: classSections, subject: subjects, user: users };
export type SyncedRecord = keyof typeof syncedTables;

/**
 * Writes the fields of a synced record that changed, with the audit columns; false when nothing changed, so a
 * second run bumps no version. No version check: the sync reads and writes in one transaction.
 */
export async function updateChanged(tx: Database, record: SyncedRecord, id: number, changes: object, actor: string) {
  if (Object.keys(changes).length === 0) return false;
  await updateVersioned(tx, syncedTables[record], id, undefined, changes as Record<string, unknown>, actor);
  return true;
}
