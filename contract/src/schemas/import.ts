import { z } from 'zod';
import { idSchema, text } from './common';

/** Columns of the staff CSV file, in the template's order; password is optional. */
export const STAFF_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'designation',
  'schoolCode',
  'roleName',
  'password',
] as const;
export type StaffImportColumn = (typeof STAFF_IMPORT_COLUMNS)[number];
export const STAFF_IMPORT_REQUIRED_COLUMNS: readonly StaffImportColumn[] = ['firstName', 'lastName', 'email'];

export const STAFF_IMPORT_LIMITS = { maxBytes: 1_048_576, maxRows: 5000 } as const;
export const STAFF_IMPORT_TEMPLATE_FILE = 'staff-template.csv';

/** The template: the header and two example rows (the second leaves password blank: Forgot Password). */
export const STAFF_IMPORT_TEMPLATE = [
  STAFF_IMPORT_COLUMNS.join(','),
  'Priya,Nair,priya.nair@school.example,+91 98765 43210,Teacher,SCH001,Teacher,Welcome#2026',
  'Ravi,Kumar,ravi.kumar@school.example,+91 98765 43211,Academic Coordinator,SCH001,Coordinator,',
  '',
].join('\n');

export const STAFF_IMPORT_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 1 MB.',
  notCsv: 'The file could not be read as CSV text.',
  noRows: 'The file has no data rows.',
  tooManyRows: `The file has more than ${STAFF_IMPORT_LIMITS.maxRows} rows; split it.`,
  missingColumns: (columns: readonly string[]) =>
    `The first line must be the header (${STAFF_IMPORT_COLUMNS.join(',')}); it lacks: ${columns.join(', ')}.`,
  unknownColumns: (columns: readonly string[]) =>
    `The header names unknown columns: ${columns.join(', ')}. Use the template's header: ${STAFF_IMPORT_COLUMNS.join(',')}.`,
  mayNotUpdate: 'This email belongs to an existing user, and updating staff needs the UPDATE privilege on user.',
  duplicateEmail: (lines: readonly number[]) =>
    `This email appears more than once in the file (lines ${lines.join(', ')}).`,
  unknownSchool: (code: string) => `School ${code} does not exist or is not one you manage.`,
  schoolRequired: 'schoolCode is required for a new user.',
  otherSchool: (code: string) => `School ${code} differs from the school chosen for this import.`,
  unknownRole: (name: string) => `Role ${name} does not exist.`,
  inactiveRole: (name: string) => `Role ${name} is inactive.`,
  emailOfOtherSchool: 'This email belongs to an account you cannot change.',
} as const;

/** POST /users/import/preview and POST /users/import: the web reads the file and sends its text. */
export const staffImportInput = z.object({
  csv: text(STAFF_IMPORT_LIMITS.maxBytes, {
    trim: false,
    tooLong: STAFF_IMPORT_MESSAGES.tooLarge,
    nul: STAFF_IMPORT_MESSAGES.notCsv,
  }).min(1, STAFF_IMPORT_MESSAGES.empty),
  /** The school for rows whose schoolCode is blank (a school-limited user's own school by default). */
  schoolId: idSchema.optional(),
});
export type StaffImportInput = z.input<typeof staffImportInput>;

export const STAFF_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

export const staffImportRow = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.string()),
  /** What confirming does with the row; a row with errors is skipped, so it is 'unchanged'. */
  action: z.enum(STAFF_IMPORT_ACTIONS),
});
export type StaffImportRow = z.infer<typeof staffImportRow>;

export const staffImportPreviewResponse = z.object({
  rows: z.array(staffImportRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type StaffImportPreview = z.infer<typeof staffImportPreviewResponse>;

export const staffImportResultResponse = staffImportPreviewResponse.extend({
  written: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
});
export type StaffImportResult = z.infer<typeof staffImportResultResponse>;
