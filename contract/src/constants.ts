import { DATE_DISPLAY_FORMAT, displayDate } from './display-dates';
export const STATUSES = ['ACTIVE', 'INACTIVE', 'COMPLETED'] as const;
export type Status = (typeof STATUSES)[number];
export const RECORD_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  COMPLETED: 'Completed',
};

export const PAGE_SIZES = {
  staff: 10,
  genericList: 15,
  planAndSchool: 10,
  lov: 100,
  privileges: 100,
  lookup: 100,
  lovLookup: 50,
  max: 500,
} as const;

export const SEARCH_DEBOUNCE_MS = 1000;
/**
 * A search, and a unit or lesson plan list, counts its matches up to this many and then says "more than" (a paged
 * answer's totalElementsIsLowerBound): a key matching a quarter of a large network, or a network-wide lesson list,
 * would otherwise count thousands or millions of rows on every page, and no one pages past a hundred pages rather
 * than refining the search or the filters.
 */
export const SEARCH_COUNT_LIMIT = 1000;
export const TOAST_TIMEOUT_MS = 3000;
export const TOAST_STACK_LIMIT = 3;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Auth rules; the sign-in throttle is described in docs/decisions/sessions.md (Sign-in throttle). */
export const AUTH_LIMITS = {
  /** Failed sign-ins one account accepts from one client address per window, then that address waits. */
  maxFailedLogins: 5,
  failedLoginWindowMinutes: 15,
  /**
   * Past maxFailedLogins failures on an account from all addresses together within the window, each further
   * attempt from an address the account has not signed in from waits this long after the previous failure,
   * doubling with each failure up to the maximum.
   */
  accountDelayBaseSeconds: 1,
  accountDelayMaxSeconds: 60,
  /** An address the account signed in from within these days is the owner's own and skips the account delay. */
  trustedAddressDays: 30,
  resetTokenMinutes: 30,
  /** Reset mails one account receives at most per window (failedLoginWindowMinutes), so nobody floods an inbox. */
  maxResetMailsPerWindow: 3,
  sessionIdleHours: 12,
  sessionAbsoluteDays: 14,
} as const;

/** Codes the web app recognises in a 403 body. */
export const ERROR_CODES = {
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  forbidden: 'FORBIDDEN',
  staleVersion: 'STALE_VERSION',
  duplicate: 'DUPLICATE',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** The API's rate limit per user or per address (429 with Retry-After), apart from the sign-in throttle. */
  rateLimited: 'RATE_LIMITED',
  passwordExpired: 'PASSWORD_EXPIRED',
} as const;

/** A wait in words for a person: '45 seconds', '1 minute', '15 minutes' (minutes rounded up). */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Every user-facing text of the spec, written once. */
export const MESSAGES = {
  required: 'This field is required',
  passwordsDiffer: 'Both password need to be the same',
  oops: 'Oops! Something went wrong. Please try again!',
  unauthorised: 'unauthorised',
  passwordExpired: 'password expired!',
  passwordSet: 'Password set successfully!',
  passwordChanged: 'Password changed successfully!',
  statusUpdated: 'Status updated successfully',
  /** Undo after a deactivation (our addition). */
  statusRestored: 'Undone: the record is active again',
  valueAdded: 'Value added successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  roleAdded: 'Role added successfully',
  roleRemoved: 'Role removed successfully',
  classSectionAdded: 'Class section added successfully',
  classSectionUpdated: 'Class section updated successfully',
  synced: (schoolCode: string) => `${schoolCode} successfully synced with the external system`,
  loggedIn: "You're successfully logged in!",
  registered: "You're successfully registered. Please login to continue!",
  resetEmailSent: 'Reset password email has been sent to your email!',
  loggedOut: "You've been successfully logged out.",
  noData: 'No Data available',
  noGrades: 'No Grades applicable for this role',
  notFoundPage: "The Page you're looking for was not found.",
  notFoundRecord: 'The record was not found. It may have been removed, or it belongs to another school.',
  badCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again later.',
  tooManyAttemptsWait: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${waitInWords(seconds)} and try again.`,
  rateLimited: (seconds: number) =>
    `Too many requests in a short time. Please wait ${waitInWords(seconds)} and try again.`,
  signupNoticeSubject: 'Someone tried to sign up with your email',
  staleVersion: 'This record was changed by someone else. Reload it and apply your change again.',
  passwordChangeRequired: 'You must change your password before you continue.',
  resetTokenInvalid: 'This password reset link is invalid, already used or expired. Ask for a new one.',
  currentPasswordWrong: 'The current password is not correct.',
  emailTaken: 'An account with this email already exists.',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  signupDisabled: 'Sign up is disabled. Ask an administrator for an account.',
  offline: 'You are offline. Changes cannot be saved until the connection is back.',
  validationFailed: 'Some fields are not valid.',
  forbidden: 'You do not have the privilege to do this.',
  moreMatchesThanCounted: (counted: number) =>
    `More than ${counted.toLocaleString('en')} records match: refine the search or the filters to see the ones you want.`,
} as const;

/** The largest value of a PostgreSQL integer column (ids, versions, sort orders, counts). */
export const INT32_MAX = 2_147_483_647;

/**
 * What a form field says when its value breaks a rule: one message per rule, naming what is allowed. Missing or
 * blank is 'required'; a value that is present but wrong never is.
 */
export const FIELD_MESSAGES = {
  required: MESSAGES.required,
  text: 'Must be text',
  tooLong: (max: number) => `Use at most ${max} characters`,
  tooShort: (min: number) => `Use at least ${min} characters`,
  nulCharacter: 'Remove the NUL control character: it cannot be stored',
  loneSurrogate: 'Remove the broken character (half of an emoji or symbol): it cannot be stored',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  atLeast: (min: number | bigint) => `Must be a whole number of ${min} or more`,
  atMost: (max: number | bigint) => `Must be a whole number of ${max} or less`,
  numberAtLeast: (min: number | bigint, inclusive = true) =>
    `Must be ${inclusive ? '' : 'more than '}${min}${inclusive ? ' or more' : ''}`,
  numberAtMost: (max: number | bigint, inclusive = true) =>
    `Must be ${inclusive ? '' : 'less than '}${max}${inclusive ? ' or less' : ''}`,
  id: `Not a valid id: use the digits of a record's id (1 to ${INT32_MAX})`,
  boolean: 'Must be true or false',
  list: 'Must be a list',
  tooManyItems: (max: number | bigint) => `Choose at most ${max}`,
  tooFewItems: (min: number | bigint) => `Choose at least ${min}`,
  group: 'Must be a group of fields',
  choice: (values: readonly unknown[]) => `Choose one of: ${values.map(String).join(', ')}`,
  exactValue: (value: unknown) => `Must be ${String(value)}`,
  reference: 'Choose a value from the list',
  email: 'Enter a valid email address',
  webAddress: 'Enter a web address starting with http:// or https://',
  // In the words of a date field's hint (DATE_FIELD_HINT): the one format the screens show. The API's own format,
  // YYYY-MM-DD, is in its OpenAPI document (format: date).
  date: `Enter the date as ${DATE_DISPLAY_FORMAT}`,
  dateRange: (from: string, to: string) => `Use a date from ${displayDate(from)} to ${displayDate(to)}`,
  format: 'This value is not in the expected format',
  multipleOf: (divisor: number) => `Must be a multiple of ${divisor}`,
  unknownFields: (keys: readonly string[]) => `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`,
  badKey: 'Contains a key that is not allowed',
  badEntry: 'Contains an entry that is not valid',
  notValid: 'This value is not allowed here',
} as const;
