import { z } from 'zod';
import {
  auditFields,
  filterText,
  idSchema,
  keyedBy,
  recordStatusSchema,
  requiredText,
  requiredVersion,
  text,
} from './common';
import { sortedPageQuery } from './sorted-page-query';

const idOfReference = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value ? value.id : value;

/**
 * A reference to another record sent by a form: its id, or an object holding it (the original client sends both).
 * Missing or null is 'required'; anything else that is not an id says so.
 */
export const idReference = z.preprocess(idOfReference, idSchema);

export const classSchoolReference = z.object({
  id: z.number().int(),
  schoolCode: z.string(),
  schoolName: z.string(),
  campus: z.string(),
});
export type ClassSchoolReference = z.infer<typeof classSchoolReference>;

/** A user as shown on a class card or an assignment. */
export const classUserReference = z.object({ id: z.number().int(), email: z.string(), fullName: z.string() });
export type ClassUserReference = z.infer<typeof classUserReference>;

export const GRADE_NAME_MAX = 100;

/** POST /classes: a class (grade) of a school. */
export const classInput = z.object({
  gradeName: requiredText(GRADE_NAME_MAX),
  school: idReference,
});
export type ClassInput = z.input<typeof classInput>;

/**
 * PUT /classes/{id}: the school of a class is kept (sent or not); the version is required. Status changes only
 * through PATCH (it needs DELETE), so neither form carries it: a new class starts ACTIVE.
 */
export const classUpdateInput = z.object({
  gradeName: requiredText(GRADE_NAME_MAX),
  school: idReference.optional(),
  version: requiredVersion,
});

export const classListQuery = sortedPageQuery.extend({
  schoolCode: filterText(50),
  schoolId: idSchema.optional(),
  status: recordStatusSchema.optional(),
});

/** The query of the section and subject lists: paging, search, school code, class name or id and status. */
export const classChildListQuery = sortedPageQuery.extend({
  schoolCode: filterText(50),
  className: filterText(200),
  gradeId: idSchema.optional(),
  status: recordStatusSchema.optional(),
});

export const classSummaryResponse = z.object({
  id: z.number().int(),
  gradeName: z.string(),
  /** The same as gradeName: the spec names a class reference id and className. */
  className: z.string(),
  school: classSchoolReference,
  status: z.string(),
  /** ACTIVE sections and subjects only. */
  sectionCount: z.number().int(),
  subjectCount: z.number().int(),
  ...auditFields,
});
export type ClassSummary = z.infer<typeof classSummaryResponse>;

export const classSubjectItem = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  subjectValue: z.string(),
  subjectType: z.string(),
  status: z.string(),
});

export const classSectionItem = z.object({
  id: z.number().int(),
  sectionName: z.string(),
  /** The same as sectionName (the spec uses both names). */
  section: z.string(),
  capacity: z.number().int().nullable(),
  classTeacher: classUserReference.nullable(),
  status: z.string(),
});

/** GET /classes/{id}: the class detail with every subject and section, ACTIVE or not. */
export const classDetailResponse = classSummaryResponse.extend({
  subjects: z.array(classSubjectItem),
  sections: z.array(classSectionItem),
  curriculumContext: z.array(z.object({ gradeName: z.string(), subjectName: z.string(), subjectValue: z.string() })),
});
export type ClassDetail = z.infer<typeof classDetailResponse>;

export const CLASS_MESSAGES = {
  duplicateGradeName: 'This school already has a class with this name.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Class CSV import for one school (kept here so that contract/src/schemas/import.ts stays the staff import's).

/** Columns of the class import file, in the template's order. */
export const CLASS_IMPORT_COLUMNS = [
  'gradeName',
  'sectionName',
  'capacity',
  'classTeacherEmail',
  'subjectName',
  'subjectValue',
  'subjectType',
] as const;
export type ClassImportColumn = (typeof CLASS_IMPORT_COLUMNS)[number];

export const CLASS_IMPORT_LIMITS = { maxCharacters: 1_000_000, maxRows: 5000 } as const;
export const CLASS_IMPORT_TEMPLATE_FILE = 'classes-template.csv';

/**
 * The template: one row per class and section, or per class and subject. A row with only gradeName adds the
 * class; blank section cells mean the row adds no section, blank subject cells that it adds no subject.
 */
export const CLASS_IMPORT_TEMPLATE = [
  CLASS_IMPORT_COLUMNS.join(','),
  'VI,A,35,teacher@school.example,,,',
  'VI,,,,Mathematics,MATH,COMPULSARY',
  '',
].join('\n');

/** A file holding NUL is not a text file (a picture, a spreadsheet saved as .xlsx). */
const CLASS_IMPORT_NOT_TEXT = 'The file could not be read as CSV: it is not a text file.';

/** POST /classes/import/preview and POST /classes/import: the web reads the file and sends its text. */
export const classImportInput = z.object({
  schoolId: idSchema,
  csv: text(CLASS_IMPORT_LIMITS.maxCharacters, {
    trim: false,
    tooLong: 'The file is larger than 1 MB',
    unstorable: CLASS_IMPORT_NOT_TEXT,
  }).min(1, 'The file is empty'),
});

export const CLASS_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

export const classImportRow = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  values: keyedBy(CLASS_IMPORT_COLUMNS, z.string()),
  errors: z.array(z.string()),
  /** What confirming does with the row; a row with errors is skipped, so it is 'unchanged'. */
  action: z.enum(CLASS_IMPORT_ACTIONS),
});
export type ClassImportRow = z.infer<typeof classImportRow>;

export const classImportPreviewResponse = z.object({
  rows: z.array(classImportRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type ClassImportPreview = z.infer<typeof classImportPreviewResponse>;

export const classImportResultResponse = classImportPreviewResponse.extend({
  written: z.object({
    classesCreated: z.number().int(),
    sectionsCreated: z.number().int(),
    sectionsUpdated: z.number().int(),
    subjectsCreated: z.number().int(),
    subjectsUpdated: z.number().int(),
  }),
});
export type ClassImportResult = z.infer<typeof classImportResultResponse>;

export const CLASS_IMPORT_MESSAGES = {
  notCsv: 'The file could not be read as CSV.',
  noRows: 'The file has no data rows.',
  tooManyRows: `The file has more than ${CLASS_IMPORT_LIMITS.maxRows} rows; split it.`,
  missingColumns: (columns: string[]) => `The file's header row lacks the columns: ${columns.join(', ')}.`,
} as const;
