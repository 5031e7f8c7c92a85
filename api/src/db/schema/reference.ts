import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { STATUSES } from '@school/contract/constants';
import { auditColumns, id, inList, parentId, status } from './columns';
import { grades, schools } from './schools';

/** Lists of values. */
export const lovs = pgTable(
  'lovs',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    inList('lovs_status_check', 'status', STATUSES),
    uniqueIndex('lovs_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export const lovItems = pgTable(
  'lov_items',
  {
    id: id(),
    lovId: parentId('lov_id', () => lovs.id),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
  },
  (table) => [inList('lov_items_status_check', 'status', STATUSES), index('lov_items_lov_idx').on(table.lovId)],
);

export const policies = pgTable(
  'policies',
  {
    id: id(),
    policyName: text('policy_name').notNull(),
    category: text('category').notNull(),
    academicYear: text('academic_year').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    gradeId: integer('grade_id').references(() => grades.id),
    status: status(),
    ...auditColumns(),
  },
  (table) => [inList('policies_status_check', 'status', STATUSES), index('policies_school_idx').on(table.schoolId)],
);

export const observationRegisters = pgTable(
  'observation_registers',
  {
    id: id(),
    name: text('name').notNull(),
    /** Grade names (className) the registry applies to, across schools. */
    grades: jsonb('grades').$type<string[]>().notNull().default([]),
    status: status(),
    ...auditColumns(),
  },
  () => [inList('observation_registers_status_check', 'status', STATUSES)],
);

export const observations = pgTable(
  'observations',
  {
    id: id(),
    registerId: parentId('register_id', () => observationRegisters.id),
    name: text('name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    learningOutcomes: jsonb('learning_outcomes').$type<{ name: string; tag: string | null }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('observations_register_idx').on(table.registerId, table.sortOrder)],
);
