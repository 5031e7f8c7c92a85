import { z } from 'zod';
import { SUBJECT_TYPES } from './subject';
import { FIELD_MESSAGES } from '../constants';
import {
  auditFields,
  int32,
  optionalText,
  recordStatusSchema,
  requiredText,
  text,
  requiredVersion,
  versionSchema,
  whenGiven,
} from './common';
import { sortedPageQuery } from './sorted-page-query';

/** Spec 000 sections 5 and 9: the established year is one of the last 50 years, the current year included. */
export const ESTABLISHED_YEAR_SPAN = 50;

/** The established year choices, newest first. */
export function establishedYearOptions(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: ESTABLISHED_YEAR_SPAN }, (_, index) => current - index);
}

export function isEstablishedYearAllowed(year: number, today: Date = new Date()): boolean {
  const current = today.getFullYear();
  return Number.isInteger(year) && year <= current && year > current - ESTABLISHED_YEAR_SPAN;
}

/** The list of values whose ACTIVE item values a school's affiliatedBoard must be one of. */
export const AFFILIATED_BOARD_LOV = 'Affiliated Board';

/** How a school is displayed: "name - campus" (schoolCampus). */
export const schoolCampusOf = (school: { schoolName: string; campus: string }) =>
  `${school.schoolName} - ${school.campus}`;

export const SCHOOL_MESSAGES = {
  duplicateCode: 'A school with this school code already exists.',
  codeFormat: 'Use letters, digits and dashes only',
  establishedYear: `Choose a year within the last ${ESTABLISHED_YEAR_SPAN} years`,
  affiliatedBoard: `Choose a board from the list '${AFFILIATED_BOARD_LOV}'`,
  email: 'Enter a valid email address',
  websiteLink: 'Enter a web address starting with http:// or https://',
  phoneNumber: 'Use 7 to 20 digits, spaces, + or -',
  lockedOnEdit: 'This field cannot be changed once the school is created',
  // Shown to administrators: it says who can act, never the server's variable name (docs/integrations.md has it).
  syncNotConfigured: 'Sync With Valai is not available: an administrator must connect the school system first.',
} as const;

export const SCHOOL_CODE_MAX = 30;

export const schoolCodeSchema = requiredText(SCHOOL_CODE_MAX).regex(/^[A-Za-z0-9-]+$/, SCHOOL_MESSAGES.codeFormat);

const optionalEmail = optionalText(254).refine(
  (value) => value === null || z.email().safeParse(value).success,
  SCHOOL_MESSAGES.email,
);

const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
const isWebAddress = (value: string) => webAddress.safeParse(value).success;

const optionalWebsite = optionalText(500).refine(
  (value) => value === null || isWebAddress(value),
  SCHOOL_MESSAGES.websiteLink,
);

const optionalPhone = optionalText(20).refine(
  (value) => value === null || (/^[0-9 +-]{7,20}$/.test(value) && /\d/.test(value)),
  SCHOOL_MESSAGES.phoneNumber,
);

const optionalEstablishedYear = z
  .number({ error: whenGiven(FIELD_MESSAGES.wholeNumber) })
  .int(FIELD_MESSAGES.wholeNumber)
  .refine((year) => isEstablishedYearAllowed(year), SCHOOL_MESSAGES.establishedYear)
  .nullish()
  .transform((year) => year ?? null);

/** The editable fields of a school, shared by the form (POST /schools, PUT /schools/{id}) and the sync. */
const schoolFields = {
  schoolName: requiredText(200),
  campus: requiredText(100),
  schoolCode: schoolCodeSchema,
  /** A value of an ACTIVE item of the list of values 'Affiliated Board' (checked by the server). */
  affiliatedBoard: optionalText(100),
  establishedYear: optionalEstablishedYear,
  pointOfContact: optionalText(200),
  email: optionalEmail,
  websiteLink: optionalWebsite,
  address: optionalText(500),
  phoneNumber: optionalPhone,
};

/**
 * POST /schools and PUT /schools/{id}. On edit schoolName, campus and schoolCode are locked: the PUT body
 * must repeat them unchanged (400 otherwise). Status is ACTIVE or INACTIVE only.
 */
export const schoolInput = z.object({
  ...schoolFields,
  status: recordStatusSchema.default('ACTIVE'),
  version: versionSchema.optional(),
});
export type SchoolInput = z.input<typeof schoolInput>;
/** PUT /schools/{id}: the same with the version read. */
export const schoolUpdateInput = schoolInput.extend({ version: requiredVersion });

export const schoolResponse = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  campus: z.string(),
  /** Display name "schoolName - campus". */
  schoolCampus: z.string(),
  schoolCode: z.string(),
  affiliatedBoard: z.string().nullable(),
  /** The display name of the affiliated board's list item (e.g. 'State Board' for STATE), null when unknown. */
  affiliatedBoardName: z.string().nullable(),
  establishedYear: z.number().int().nullable(),
  pointOfContact: z.string().nullable(),
  email: z.string().nullable(),
  websiteLink: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  status: z.string(),
  ...auditFields,
});
export type School = z.infer<typeof schoolResponse>;

/** A class card on the school detail's Classes tab. Counts are of ACTIVE sections and subjects. */
export const schoolClassSummary = z.object({
  id: z.number().int(),
  gradeName: z.string(),
  status: z.string(),
  sectionCount: z.number().int(),
  subjectCount: z.number().int(),
});

/** GET /schools/{id}: the school with its classes (every status), ordered by gradeName. */
export const schoolDetailResponse = schoolResponse.extend({
  classes: z.array(schoolClassSummary),
  classCount: z.number().int(),
});
export type SchoolDetail = z.infer<typeof schoolDetailResponse>;

/** GET /schools?page&size&name&status: name searches schoolName, campus and schoolCode. */
export const schoolListQuery = sortedPageQuery.extend({ status: recordStatusSchema.optional() });

/* ---------- Sync With Valai (docs/integrations.md) ---------- */

/** POST /schools/sync. */
export const schoolSyncRequest = z.object({ schoolCode: schoolCodeSchema });

/** GET /schools/sync/status: whether Sync With Valai can run, so the screen can disable it and say why. */
export const schoolSyncStatusResponse = z.object({
  configured: z.boolean(),
  /** Why the sync cannot run (null when it can). */
  message: z.string().nullable(),
});
export type SchoolSyncStatus = z.infer<typeof schoolSyncStatusResponse>;

/**
 * Optional fields of the external answer: missing leaves the stored value as it is, null or blank clears it.
 * (Kept apart from optionalText, which turns a missing value into null.)
 */
const sisOptionalText = (max: number) => text(max).nullish();

const sisEmail = requiredText(254).pipe(z.email(SCHOOL_MESSAGES.email));

function addDuplicateIssues<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  path: (index: number) => (string | number)[],
  message: string,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item).toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: path(index), message });
    seen.add(key);
  });
}

export const sisSection = z.object({
  sectionName: requiredText(100),
  capacity: int32({ min: 1 }).nullish(),
  classTeacherEmail: sisEmail.nullish(),
});

export const sisSubject = z.object({
  subjectName: requiredText(200),
  subjectValue: requiredText(200),
  subjectType: z.enum(SUBJECT_TYPES),
});

export const sisClass = z
  .object({
    gradeName: requiredText(100),
    sections: z.array(sisSection).max(100).default([]),
    subjects: z.array(sisSubject).max(200).default([]),
  })
  .superRefine((grade, ctx) => {
    addDuplicateIssues(
      grade.sections,
      (section) => section.sectionName,
      (index) => ['sections', index, 'sectionName'],
      'This section name is already in the class',
      ctx,
    );
    addDuplicateIssues(
      grade.subjects,
      (subject) => subject.subjectName,
      (index) => ['subjects', index, 'subjectName'],
      'This subject name is already in the class',
      ctx,
    );
  });

export const sisStaff = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: sisEmail,
  mobile: sisOptionalText(20),
  designation: sisOptionalText(100),
});

/** What the external system answers to GET {SIS_SYNC_URL}/schools/{schoolCode}. */
export const sisSchoolPayload = z
  .object({
    schoolCode: schoolCodeSchema,
    schoolName: requiredText(200),
    campus: requiredText(100),
    affiliatedBoard: sisOptionalText(100),
    establishedYear: z
      .number({ error: whenGiven(FIELD_MESSAGES.wholeNumber) })
      .int(FIELD_MESSAGES.wholeNumber)
      .refine((year) => isEstablishedYearAllowed(year), SCHOOL_MESSAGES.establishedYear)
      .nullish(),
    pointOfContact: sisOptionalText(200),
    email: sisOptionalText(254).refine((value) => !value || z.email().safeParse(value).success, SCHOOL_MESSAGES.email),
    websiteLink: sisOptionalText(500).refine((value) => !value || isWebAddress(value), SCHOOL_MESSAGES.websiteLink),
    address: sisOptionalText(500),
    phoneNumber: sisOptionalText(20).refine(
      (value) => !value || (/^[0-9 +-]{7,20}$/.test(value) && /\d/.test(value)),
      SCHOOL_MESSAGES.phoneNumber,
    ),
    classes: z.array(sisClass).max(200).default([]),
    staff: z.array(sisStaff).max(2000).default([]),
  })
  .superRefine((school, ctx) => {
    addDuplicateIssues(
      school.classes,
      (grade) => grade.gradeName,
      (index) => ['classes', index, 'gradeName'],
      'This class is already in the answer',
      ctx,
    );
    addDuplicateIssues(
      school.staff,
      (member) => member.email,
      (index) => ['staff', index, 'email'],
      'This email is already in the answer',
      ctx,
    );
  });
export type SisSchoolPayload = z.output<typeof sisSchoolPayload>;

const syncCounts = z.object({ created: z.number().int(), updated: z.number().int() });

export const schoolSyncResponse = z.object({
  message: z.string(),
  school: schoolResponse,
  summary: z.object({
    school: syncCounts,
    classes: syncCounts,
    sections: syncCounts,
    subjects: syncCounts,
    staff: syncCounts,
  }),
  /** What the sync left out, e.g. a class teacher who is not staff of the school. */
  warnings: z.array(z.string()),
});
export type SchoolSyncResponse = z.infer<typeof schoolSyncResponse>;
export type SyncSummary = SchoolSyncResponse['summary'];

/**
 * The example answer of docs/integrations.md for one school code, with emails made unique per code: the
 * format's reference, used by the fake external systems of the API and browser tests.
 */
export function sisExamplePayload(code: string, schoolName = 'Valai Public School'): SisSchoolPayload {
  const domain = `${code.toLowerCase()}.valai.test`;
  return {
    schoolCode: code,
    schoolName,
    campus: 'Central',
    affiliatedBoard: 'CBSE',
    establishedYear: 1999,
    pointOfContact: 'Lakshmi Iyer',
    email: `office@${domain}`,
    websiteLink: 'https://valai.example.org',
    address: '12 Temple Street, Chennai',
    phoneNumber: '+91 44 2345 6789',
    classes: [
      {
        gradeName: 'Grade 1',
        sections: [
          { sectionName: 'A', capacity: 30, classTeacherEmail: `anita@${domain}` },
          { sectionName: 'B', capacity: 28 },
        ],
        subjects: [
          { subjectName: 'English', subjectValue: 'ENGLISH', subjectType: 'COMPULSARY' },
          { subjectName: 'Mathematics', subjectValue: 'MATHEMATICS', subjectType: 'COMPULSARY' },
        ],
      },
      {
        gradeName: 'Grade 2',
        sections: [{ sectionName: 'A', capacity: 32, classTeacherEmail: `vikram@${domain}` }],
        subjects: [{ subjectName: 'French', subjectValue: 'FRENCH', subjectType: 'OPTIONAL' }],
      },
    ],
    staff: [
      {
        firstName: 'Anita',
        lastName: 'Rao',
        email: `anita@${domain}`,
        mobile: '+91 98450 00001',
        designation: 'Class Teacher',
      },
      { firstName: 'Vikram', lastName: 'Sen', email: `vikram@${domain}` },
    ],
  };
}
