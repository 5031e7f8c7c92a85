import { z } from 'zod';
import { idSchema, keyedBy, text } from './common';
import { USER_TYPE_MESSAGE } from '../user-types';

/**
 * How a CSV header cell names a column, for every import: case, spaces and punctuation are ignored, so
 * 'First Name', 'first_name' and 'FIRSTNAME' all name firstName.
 */
export const importColumnKey = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Columns of the staff CSV file, in the template's order; password and userType are optional. */
export const STAFF_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'designation',
  'schoolCode',
  'roleName',
  'password',
  'userType',
] as const;
export type StaffImportColumn = (typeof STAFF_IMPORT_COLUMNS)[number];
export const STAFF_IMPORT_REQUIRED_COLUMNS: readonly StaffImportColumn[] = ['firstName', 'lastName', 'email'];

export const STAFF_IMPORT_LIMITS = { maxBytes: 1_048_576, maxRows: 5000 } as const;
export const STAFF_IMPORT_TEMPLATE_FILE = 'staff-template.csv';

/** The template: the header and two example rows (the second leaves password blank: Forgot Password). */
export const STAFF_IMPORT_TEMPLATE = [
  STAFF_IMPORT_COLUMNS.join(','),
  'Priya,Nair,priya.nair@school.example,+91 98765 43210,Teacher,SCH001,Teacher,Welcome#2026,TEACHER',
  'Ravi,Kumar,ravi.kumar@school.example,+91 98765 43211,Academic Coordinator,SCH001,Coordinator,,COORDINATOR',
  '',
].join('\n');

/** What each column of the staff file holds (the dialog's help and docs/import.md say the same). */
export const STAFF_IMPORT_COLUMN_HELP: Record<StaffImportColumn, string> = {
  firstName: 'required',
  lastName: 'required',
  email: 'required; an email already on file is that person',
  mobile: 'optional',
  designation: 'optional',
  schoolCode: 'required for a new person unless a school is chosen for the import',
  roleName: 'optional; a role to add',
  password: 'optional; blank means the person uses Forgot Password',
  userType: 'optional; Teacher (the default), Coordinator, Principal, Administrator or Support Staff',
};

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
  userType: `userType: ${USER_TYPE_MESSAGE}`,
  existingSkipped: "This email is already on file: skipped. Tick 'Update existing staff' to apply the changes shown.",
  upToDate: 'This person is already on file with these values.',
} as const;

/** POST /users/import/preview and POST /users/import: the web reads the file and sends its text. */
export const staffImportInput = z.object({
  csv: text(STAFF_IMPORT_LIMITS.maxBytes, {
    trim: false,
    tooLong: STAFF_IMPORT_MESSAGES.tooLarge,
    unstorable: STAFF_IMPORT_MESSAGES.notCsv,
  }).min(1, STAFF_IMPORT_MESSAGES.empty),
  /** The school for rows whose schoolCode is blank (a school-limited user's own school by default). */
  schoolId: idSchema.optional(),
  /**
   * 'Update existing staff': rows whose email is already on file change that person only when true; otherwise
   * they are skipped and the answer says so (a file never overwrites by surprise).
   */
  updateExisting: z.boolean({ error: 'Must be true or false' }).default(false),
});

/**
 * What confirming does with a row: create a person, update one, leave one as it is (the file matches), or skip
 * the row (it has errors, or its person exists and 'Update existing staff' is not ticked; `note` says why).
 */
export const STAFF_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'skip'] as const;

/** A field an existing person's row would change: the stored value and the file's. */
export const importFieldChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type ImportFieldChange = z.infer<typeof importFieldChange>;

export const staffImportRow = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  values: keyedBy(STAFF_IMPORT_COLUMNS, z.string()),
  errors: z.array(z.string()),
  action: z.enum(STAFF_IMPORT_ACTIONS),
  /** For a person already on file: what the row would change (also when it is skipped). */
  changes: z.array(importFieldChange),
  /** Why the row is skipped or unchanged, when errors do not say it. */
  note: z.string().nullable(),
});
export type StaffImportRow = z.infer<typeof staffImportRow>;

export const staffImportPreviewResponse = z.object({
  rows: z.array(staffImportRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type StaffImportPreview = z.infer<typeof staffImportPreviewResponse>;

export const staffImportResultResponse = staffImportPreviewResponse.extend({
  written: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Rows not written: with errors, or existing people while 'Update existing staff' was not ticked. */
    skipped: z.number().int(),
  }),
});
export type StaffImportResult = z.infer<typeof staffImportResultResponse>;
