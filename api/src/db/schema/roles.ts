import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRIVILEGE_TYPES } from '@school/contract/access';
import { STATUSES } from '@school/contract/constants';
import { auditColumns, id, inList, parentId, status } from './columns';
import { grades, subjects } from './schools';
import { users } from './users';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    isGlobal: boolean('is_global').notNull().default(false),
    isSchoolApplicable: boolean('is_school_applicable').notNull().default(false),
    isGradesApplicable: boolean('is_grades_applicable').notNull().default(false),
    isSubjectApplicable: boolean('is_subject_applicable').notNull().default(false),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    inList('roles_status_check', 'status', STATUSES),
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export const privileges = pgTable(
  'privileges',
  {
    id: id(),
    name: text('name').notNull(),
    entityName: text('entity_name').notNull(),
    privilegeType: text('privilege_type', { enum: PRIVILEGE_TYPES }).notNull(),
    status: status(),
  },
  (table) => [
    inList('privileges_status_check', 'status', STATUSES),
    inList('privileges_privilege_type_check', 'privilege_type', PRIVILEGE_TYPES),
    unique('privileges_entity_type_uq').on(table.entityName, table.privilegeType),
  ],
);

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    roleId: parentId('role_id', () => roles.id),
    privilegeId: parentId('privilege_id', () => privileges.id),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.privilegeId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: parentId('user_id', () => users.id),
    roleId: parentId('role_id', () => roles.id),
  },
  (table) => [unique('user_roles_user_role_uq').on(table.userId, table.roleId)],
);

/** roleClassXrefs: the grades (and, per grade, the subjects) a role assignment is limited to. */
export const userRoleGrades = pgTable(
  'user_role_grades',
  {
    id: id(),
    userRoleId: parentId('user_role_id', () => userRoles.id),
    gradeId: parentId('grade_id', () => grades.id),
  },
  (table) => [unique('user_role_grades_uq').on(table.userRoleId, table.gradeId)],
);

export const userRoleGradeSubjects = pgTable(
  'user_role_grade_subjects',
  {
    userRoleGradeId: parentId('user_role_grade_id', () => userRoleGrades.id),
    subjectId: parentId('subject_id', () => subjects.id),
  },
  (table) => [primaryKey({ columns: [table.userRoleGradeId, table.subjectId] })],
);
