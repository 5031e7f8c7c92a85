import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { GRADE_ORDER, OTHER_GRADE_RANK } from '@school/contract/grade-order';
import { STATUSES } from '@school/contract/constants';
import { SUBJECT_TYPES } from '@school/contract/schemas/subject';
import { auditColumns, id, inList, parentId, status } from './columns';
import { users } from './users';

export const schools = pgTable(
  'schools',
  {
    id: id(),
    schoolName: text('school_name').notNull(),
    campus: text('campus').notNull(),
    schoolCode: text('school_code').notNull(),
    affiliatedBoard: text('affiliated_board'),
    establishedYear: integer('established_year'),
    pointOfContact: text('point_of_contact'),
    email: text('email'),
    websiteLink: text('website_link'),
    address: text('address'),
    phoneNumber: text('phone_number'),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    inList('schools_status_check', 'status', STATUSES),
    uniqueIndex('schools_code_lower_idx').on(sql`lower(${table.schoolCode})`),
  ],
);

/**
 * The rank of a class name in the grade order of contract/src/grade-order.ts (Nursery 1 … XII 15, others after),
 * as SQL. The database computes it on every write (a stored generated column), so it can never disagree with the
 * name, and an index can serve the order; a change of the list regenerates the column in a migration.
 */
const gradeRankSql = sql.raw(
  `case lower(btrim(grade_name)) ${GRADE_ORDER.map((name, index) => `when '${name.toLowerCase()}' then ${index + 1}`).join(' ')} else ${OTHER_GRADE_RANK} end`,
);

/** A class of a school; the spec calls it grade in payloads and class on screen. */
export const grades = pgTable(
  'grades',
  {
    id: id(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    gradeName: text('grade_name').notNull(),
    gradeRank: integer('grade_rank').notNull().generatedAlwaysAs(gradeRankSql),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    inList('grades_status_check', 'status', STATUSES),
    uniqueIndex('grades_school_name_idx').on(table.schoolId, sql`lower(${table.gradeName})`),
    // The class list's order across the network (grade, name, id); one school's few classes sort in memory.
    index('grades_order_idx').on(table.gradeRank, sql`lower(${table.gradeName}) collate "C"`, table.id),
  ],
);

export const classSections = pgTable(
  'class_sections',
  {
    id: id(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    sectionName: text('section_name').notNull(),
    capacity: integer('capacity'),
    classTeacherId: integer('class_teacher_id').references((): AnyPgColumn => users.id),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    inList('class_sections_status_check', 'status', STATUSES),
    uniqueIndex('class_sections_grade_name_idx').on(table.gradeId, sql`lower(${table.sectionName})`),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    subjectName: text('subject_name').notNull(),
    subjectValue: text('subject_value').notNull(),
    subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull().default('COMPULSARY'),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    inList('subjects_status_check', 'status', STATUSES),
    inList('subjects_subject_type_check', 'subject_type', SUBJECT_TYPES),
    uniqueIndex('subjects_grade_name_idx').on(table.gradeId, sql`lower(${table.subjectName})`),
  ],
);

/** Which teacher teaches which subject in which section (Manage Teachers). */
export const sectionSubjectTeachers = pgTable(
  'section_subject_teachers',
  {
    id: id(),
    sectionId: parentId('section_id', () => classSections.id),
    subjectId: parentId('subject_id', () => subjects.id),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    unique('section_subject_teachers_uq').on(table.sectionId, table.subjectId, table.userId),
    index('section_subject_teachers_user_idx').on(table.userId),
  ],
);
