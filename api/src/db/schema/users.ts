import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@school/contract/user-types';
import { auditColumns, id, status } from './columns';
import { schools } from './schools';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedOn: timestamp('password_changed_on', { withTimezone: true }).notNull().defaultNow(),
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    designation: text('designation'),
    mobile: text('mobile'),
    currentAddress: text('current_address'),
    permanentAddress: text('permanent_address'),
    experienceInMonths: integer('experience_in_months'),
    onboardingDate: date('onboarding_date', { mode: 'string' }),
    schoolId: integer('school_id').references(() => schools.id),
    applicationUserType: text('application_user_type', { enum: USER_TYPES }).notNull().default('TEACHER'),
    status: status(),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_school_idx').on(table.schoolId),
    // User Type is a choice of contract/src/user-types.ts; the database refuses anything else too.
    check(
      'users_application_user_type_check',
      sql.raw(`application_user_type in (${USER_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);
