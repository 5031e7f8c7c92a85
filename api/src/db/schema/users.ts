import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@school/contract/user-types';
import { STATUSES } from '@school/contract/constants';
import { auditColumns, id, inList, status } from './columns';
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
    /**
     * What the staff search looks in, lower-cased: names, email, mobile and designation, joined by a character
     * no one types (U+001F) so a key never matches across two fields, except first and last name (with a space).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || E'\\x1f' || email || E'\\x1f' || coalesce(mobile, '') || E'\\x1f' || coalesce(designation, ''))`,
      ),
  },
  (table) => [
    inList('users_status_check', 'status', STATUSES),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_school_idx').on(table.schoolId),
    // The order of every staff list, so a page reads only its rows.
    index('users_name_order_idx').on(sql`lower(${table.firstName})`, sql`lower(${table.lastName})`, table.id),
    // The list sorted by status (ACTIVE first), and the ACTIVE staff of the teacher pickers, in name order.
    index('users_status_name_order_idx').on(
      table.status,
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.id,
    ),
    // Prefix indexes for searches of one or two characters (the start of a name or of the email).
    index('users_first_name_prefix_idx').on(sql`lower(${table.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${table.lastName}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    // Trigram index (pg_trgm) for "contains" searches of three characters or more.
    index('users_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // User Type is a choice of contract/src/user-types.ts; the database refuses anything else too.
    inList('users_application_user_type_check', 'application_user_type', USER_TYPES),
  ],
);
