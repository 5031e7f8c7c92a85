import { staffListQuery } from './user';

/**
 * GET /users/export.csv: the staff list as CSV, with the same search, filters, order and school scope as
 * GET /users, every page at once. The columns reuse the import's names where they mean the same thing.
 */
export const staffExportQuery = staffListQuery.omit({ page: true, size: true });

export const STAFF_EXPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'designation',
  'userType',
  'schoolCode',
  'school',
  'roles',
  'status',
  'onboardingDate',
  'experienceInMonths',
] as const;
export type StaffExportColumn = (typeof STAFF_EXPORT_COLUMNS)[number];

/** The download's file name: staff-2026-11-22.csv. */
export const staffExportFileName = (today: Date = new Date()) => `staff-${today.toISOString().slice(0, 10)}.csv`;
