import { z } from 'zod';
import { FIELD_MESSAGES, INT32_MAX, PAGE_SIZES, RECORD_STATUSES } from '../constants';
import { fieldErrorMessage, isMissing } from './field-errors';

// Every zod schema of this process words its failures with FIELD_MESSAGES unless it names its own message
// (zod 4: a schema's or check's own error outranks the global customError, which outranks the locale).
z.config({ customError: fieldErrorMessage });

/*
 * The building blocks of every request schema. Two rules hold for every field that reaches the database:
 * text is storable (no NUL character, no lone UTF-16 surrogate) and integers stay within their column's range
 * (PostgreSQL integer: up to 2^31 - 1). Both would otherwise end as a 500.
 */

/**
 * Text PostgreSQL can store, as a pattern so that the API document states the rule too: no NUL character, and no
 * lone surrogate (half of a character beyond the BMP, such as an emoji, cut in two). UTF-8 has no encoding for a lone
 * surrogate: a JSON column refuses it (a 500) and a text column would keep U+FFFD in its place. The `u` flag (as
 * JSON Schema and Ajv read a pattern) matches a whole surrogate pair as one character, so emoji stay allowed.
 */
export const STORABLE_TEXT = /^[^\0\uD800-\uDFFF]*$/u;

/** Which rule of STORABLE_TEXT a text breaks, worded for the field. */
const unstorableMessage = (issue: { input?: unknown }) =>
  typeof issue.input === 'string' && issue.input.includes('\0')
    ? FIELD_MESSAGES.nulCharacter
    : FIELD_MESSAGES.loneSurrogate;

/**
 * A schema's own message for a value that is given but wrong; a missing one still says 'required'
 * (zod 4's `error` option: returning undefined hands the issue on to the global map).
 */
export const whenGiven =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isMissing(issue.input) ? undefined : message;

/**
 * Any text field: storable (STORABLE_TEXT), at most `max` characters, trimmed unless `trim` is false (passwords,
 * files); `tooLong` and `unstorable` word those rules for a field that is not typed (a file).
 */
export const text = (
  max: number,
  { trim = true, tooLong, unstorable }: { trim?: boolean; tooLong?: string; unstorable?: string } = {},
) => {
  const base = trim ? z.string().trim() : z.string();
  return base
    .regex(STORABLE_TEXT, { error: unstorable ?? unstorableMessage, abort: true })
    .max(max, tooLong ?? FIELD_MESSAGES.tooLong(max));
};

/** A required text: trimmed, not blank. */
export const requiredText = (max = 200) => text(max).min(1, FIELD_MESSAGES.required);

/** An optional text: blank becomes null. */
export const optionalText = (max = 500) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A search or filter of a list's query: optional, trimmed. */
export const filterText = (max = 200) => text(max).optional();

/** Dates a record may hold: PostgreSQL refuses some that the ISO format allows (the year 0000). */
export const DATE_RANGE = { from: '1900-01-01', to: '2099-12-31' } as const;

/** A calendar date as YYYY-MM-DD within DATE_RANGE. */
export const dateText = () =>
  z.iso
    .date({ error: whenGiven(FIELD_MESSAGES.date) })
    .refine(
      (date) => date >= DATE_RANGE.from && date <= DATE_RANGE.to,
      FIELD_MESSAGES.dateRange(DATE_RANGE.from, DATE_RANGE.to),
    );

/** Plain decimal digits, no sign, spaces or leading zero: '0x10', '+1', ' 1', '1e3' and '01' are not numbers here. */
const CANONICAL_DIGITS = /^(0|[1-9][0-9]*)$/;

/**
 * Paths, queries and forms send numbers as text: canonical digits become the number, a blank becomes missing,
 * anything else stays as it is and is refused as not a whole number.
 */
const fromDigits = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  return CANONICAL_DIGITS.test(value) ? Number(value) : value;
};

interface IntegerRule {
  min?: number;
  max?: number;
  /** What a missing value says, when 'This field is required' is not clear enough. */
  missing?: string;
}

/** A whole number between min and max (both within a PostgreSQL integer column), as a JSON number. */
export const int32 = ({ min = 0, max = INT32_MAX, missing }: IntegerRule = {}) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? missing : FIELD_MESSAGES.wholeNumber) })
    .int(FIELD_MESSAGES.wholeNumber)
    .min(min, FIELD_MESSAGES.atLeast(min))
    .max(max, FIELD_MESSAGES.atMost(max));

/**
 * A whole number that may also arrive as digits (path, query, form), within min and max; with `optional: true`
 * missing or blank gives undefined.
 */
export function wholeNumber(rule: IntegerRule & { optional: true }): z.ZodType<number | undefined, unknown>;
export function wholeNumber(rule?: IntegerRule & { optional?: false }): z.ZodType<number, unknown>;
export function wholeNumber({
  optional = false,
  ...rule
}: IntegerRule & { optional?: boolean } = {}): z.ZodType<number | undefined, unknown> {
  return z.preprocess(fromDigits, optional ? int32(rule).optional() : int32(rule));
}

/** Ids are PostgreSQL integers from 1: digits only, as a number in a body or as text in a path or query. */
export const MAX_ID = INT32_MAX;
const idNumber = z
  .number({ error: whenGiven(FIELD_MESSAGES.id) })
  .int(FIELD_MESSAGES.id)
  .min(1, FIELD_MESSAGES.id)
  .max(MAX_ID, FIELD_MESSAGES.id);
export const idSchema = z.preprocess(fromDigits, idNumber);
export const idParams = z.object({ id: idSchema });

/**
 * An object whose keys are a known set (entity names, a template's columns), each optional: a map to the code, and
 * an object with named properties to the API document (which then refuses other keys instead of allowing any).
 */
export const keyedBy = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value.optional()])) as { [P in K]: z.ZodOptional<T> });

/** The version a record was read at (optimistic concurrency). */
export const versionSchema = wholeNumber();

/** The version a PUT body must carry (optimistic concurrency); a number, never coerced from null. */
export const VERSION_REQUIRED = 'The version of the record you edited is required';
export const requiredVersion = wholeNumber({ missing: VERSION_REQUIRED });

export const recordStatusSchema = z.enum(RECORD_STATUSES);

/** Query of every paged list: zero-based page, size bounded, name search. */
const pageSize = (size: number) => z.preprocess(fromDigits, int32({ min: 1, max: PAGE_SIZES.max }).default(size));
export const pageQuery = z.object({
  page: z.preprocess(fromDigits, int32().default(0)),
  size: pageSize(PAGE_SIZES.genericList),
  name: filterText(200),
});
export type PageQuery = z.infer<typeof pageQuery>;
/** The page size of a list whose default is not the generic one. */
export const pageSizeOf = pageSize;

export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item).max(PAGE_SIZES.max),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    totalElementsIsLowerBound: z
      .literal(true)
      .optional()
      .describe(
        'Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.',
      ),
  });
export interface Paged<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  /** True when a list stopped counting at SEARCH_COUNT_LIMIT: more records match than totalElements says. */
  totalElementsIsLowerBound?: true;
}

/** PATCH {path}/{id}?status=ACTIVE|INACTIVE with the record's version. */
export const statusChangeQuery = z.object({ status: recordStatusSchema, version: wholeNumber({ optional: true }) });

export const messageResponse = z.object({ message: z.string() });

export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  // One entry per field of the request that broke a rule, each with its rules' messages.
  fieldErrors: z.record(z.string(), z.array(z.string())).meta({ maxProperties: 1000 }).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Fields every stored record answers with. */
export const auditFields = {
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  lastUpdatedBy: z.string().nullable(),
  lastUpdatedOn: z.string(),
};
