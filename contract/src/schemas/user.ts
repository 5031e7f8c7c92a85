import { z } from 'zod';
import { FIELD_MESSAGES, MESSAGES, PAGE_SIZES } from '../constants';
import { DEFAULT_USER_TYPE, USER_TYPE_MESSAGE, type UserType, userTypeOf } from '../user-types';
import { emailSchema, passwordSchema } from './auth';
import {
  auditFields,
  dateText,
  filterText,
  idSchema,
  STORABLE_TEXT,
  optionalText,
  pageQuery,
  pageSizeOf,
  recordStatusSchema,
  requiredText,
  text,
  requiredVersion,
  wholeNumber,
  whenGiven,
} from './common';
import { idReference } from './grade';
import { sortedPageQuery } from './sorted-page-query';

/** Spec 000 section 9: the default user type (contract/src/user-types.ts lists the others). */
export const DEFAULT_APPLICATION_USER_TYPE = DEFAULT_USER_TYPE;

export const STAFF_LIMITS = {
  name: 100,
  address: 500,
  designation: 100,
  mobile: 20,
  applicationUserType: 50,
  experienceInMonths: 1200,
  roleClassXrefs: 100,
  subjectsPerClass: 100,
} as const;

export const STAFF_MESSAGES = {
  emailTaken: MESSAGES.emailTaken,
  classReference: 'Choose a class (by its id or name)',
  subjectReference: 'Choose a subject (by its id or name)',
  invalidMobile: 'Enter a valid phone number',
  invalidDate: FIELD_MESSAGES.date,
  unknownSchool: 'This school does not exist.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  lastSystemAdministrator:
    'This is the last active System Administrator: give the role to someone else first, so the product can always be administered.',
  unknownRole: 'This role does not exist.',
  inactiveRole: 'This role is inactive.',
  roleAlreadyHeld: 'This user already holds this role.',
  roleNotHeld: 'This user does not hold this role.',
  noGrades: MESSAGES.noGrades,
  noSubjects: 'No Subjects applicable for this role',
  userWithoutSchool: 'This user has no school, so no class can be chosen.',
  duplicateClass: 'This class is already chosen for this role.',
  roleOutsideSchool: 'Only a user who sees every school may assign a role that is not limited to one school.',
  roleBeyondOwnPrivileges: 'You cannot assign a role that carries privileges you do not hold yourself.',
  holdsRoleForEverySchool:
    'This user holds a role that applies to every school: only a user who sees every school may change them.',
  classNotInSchool: (className: string) => `${className} is not a class of this user's school.`,
  subjectNotInClass: (subject: string, className: string) => `${subject} is not a subject of ${className}.`,
} as const;

/** Blank text from a form field means "not given". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const mobileSchema = optionalText(STAFF_LIMITS.mobile).refine(
  (mobile) => mobile === null || /^\+?[\d\s()-]{6,20}$/.test(mobile),
  STAFF_MESSAGES.invalidMobile,
);

/** The reference form ({id, schoolBranchName}), or the bare id; blank means none. */
const schoolRef = z.preprocess(blankToNull, idReference.nullish());

/** A choice of USER_TYPES, forgiving case and spacing ('support staff'); blank or absent is the default. */
const applicationUserTypeSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: USER_TYPE_MESSAGE })
    .max(STAFF_LIMITS.applicationUserType, USER_TYPE_MESSAGE)
    .regex(STORABLE_TEXT, USER_TYPE_MESSAGE)
    .nullish()
    .transform((text, context): UserType => {
      if (text === null || text === undefined) return DEFAULT_USER_TYPE;
      const type = userTypeOf(text);
      if (type === null) {
        context.addIssue({ code: 'custom', message: USER_TYPE_MESSAGE });
        return z.NEVER;
      }
      return type;
    }),
);

const staffFields = {
  firstName: requiredText(STAFF_LIMITS.name),
  lastName: requiredText(STAFF_LIMITS.name),
  currentAddress: optionalText(STAFF_LIMITS.address),
  permanentAddress: optionalText(STAFF_LIMITS.address),
  mobile: mobileSchema,
  designation: optionalText(STAFF_LIMITS.designation),
  experienceInMonths: z.preprocess(
    blankToNull,
    wholeNumber({ max: STAFF_LIMITS.experienceInMonths, optional: true }).nullable(),
  ),
  onboardingDate: z.preprocess(blankToNull, dateText().nullish()),
  school: schoolRef,
  applicationUserType: applicationUserTypeSchema,
};

/** POST /users: the staff payload with the first password (rawPassword, only on create). */
export const staffCreateInput = z.object({
  ...staffFields,
  email: emailSchema,
  rawPassword: passwordSchema,
  status: recordStatusSchema.default('ACTIVE'),
});
export type StaffCreateInput = z.input<typeof staffCreateInput>;

/**
 * PUT /users/{id}: email is locked (the server keeps the stored one, whatever is sent) and status
 * changes only through PATCH /users/{id}?status, which needs DELETE and ends the user's sessions.
 */
export const staffUpdateInput = z.object({
  ...staffFields,
  email: text(254).optional(),
  status: text(50).optional(),
  version: requiredVersion,
});

export const staffSchoolSummary = z.object({
  id: z.number().int(),
  schoolCode: z.string(),
  schoolName: z.string(),
  campus: z.string(),
});

export const userRoleClassXrefResponse = z.object({
  /** The id of the grade scope of this role assignment. */
  id: z.number().int(),
  roleId: z.number().int(),
  className: z.object({ id: z.number().int(), className: z.string() }),
  subjects: z.array(z.object({ id: z.number().int(), subjectName: z.string() })),
});

export const staffRoleResponse = z.object({
  /** The id of the role assignment (user role), not of the role. */
  id: z.number().int(),
  userId: z.number().int(),
  roleId: z.number().int(),
  name: z.string(),
  roleClassXrefs: z.array(userRoleClassXrefResponse),
});

export const teachingAssignmentResponse = z.object({
  id: z.number().int(),
  school: z.object({ schoolName: z.string(), schoolCode: z.string() }),
  grade: z.object({ id: z.number().int(), gradeName: z.string() }),
  section: z.object({ id: z.number().int(), section: z.string() }),
  subject: z.object({ id: z.number().int(), subjectName: z.string() }),
});

export const staffResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  designation: z.string().nullable(),
  currentAddress: z.string().nullable(),
  permanentAddress: z.string().nullable(),
  experienceInMonths: z.number().int().nullable(),
  onboardingDate: z.string().nullable(),
  school: staffSchoolSummary.nullable(),
  applicationUserType: z.string(),
  status: z.string(),
  roles: z.array(staffRoleResponse),
  teachingAssignments: z.array(teachingAssignmentResponse),
  ...auditFields,
});
export type Staff = z.infer<typeof staffResponse>;

/** GET /users: searchKey over names, email, mobile and designation; School, class and status filters. */
export const staffListQuery = sortedPageQuery.extend({
  size: pageSizeOf(PAGE_SIZES.staff),
  searchKey: filterText(),
  schoolCode: filterText(),
  className: filterText(),
  status: recordStatusSchema.optional(),
});

/** GET /users/list: ACTIVE staff of a school for teacher pickers. */
export const staffLookupQuery = pageQuery.extend({
  size: pageSizeOf(PAGE_SIZES.lookup),
  schoolCode: filterText(),
  /**
   * 'true': only staff who teach a subject in some section (Manage Teachers), the only people a plan's consents
   * and its Teacher filter can name.
   */
  teaching: z.enum(['true', 'false']).optional(),
});

/** A staff member in a picker: the designation tells apart two people of the same name (with the email). */
export const staffLookupItem = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  designation: z.string().nullable(),
});
export type StaffLookupItem = z.infer<typeof staffLookupItem>;

/** PATCH /users/{id}/password: the teacher Change Password dialog (System Administrator only). */
export const teacherPasswordChangeRequest = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: text(200, { trim: false }).min(1, MESSAGES.required),
  })
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDiffer,
  });
export type TeacherPasswordChangeRequest = z.infer<typeof teacherPasswordChangeRequest>;

/** A class inside roleClassXrefs: {id} (the grade id), {className}, or the class name as text. */
const roleClassRef = z.union(
  [
    requiredText(STAFF_LIMITS.name).transform((className) => ({ id: undefined, className })),
    z
      .object({
        id: idSchema.optional(),
        className: text(STAFF_LIMITS.name).optional(),
      })
      .refine((ref) => ref.id !== undefined || Boolean(ref.className), STAFF_MESSAGES.classReference),
  ],
  { error: whenGiven(STAFF_MESSAGES.classReference) },
);

const roleSubjectRef = z
  .object({
    id: idSchema.optional(),
    subjectName: text(STAFF_LIMITS.name).optional(),
  })
  .refine((ref) => ref.id !== undefined || Boolean(ref.subjectName), STAFF_MESSAGES.subjectReference);

export const userRoleClassXrefInput = z.object({
  roleId: idSchema.optional(),
  className: roleClassRef,
  subjects: z.array(roleSubjectRef).max(STAFF_LIMITS.subjectsPerClass).default([]),
});

/** POST and PUT /users/{id}/roles/: one role of the user with its grade (and per grade, subject) scope. */
export const userRoleInput = z.object({
  roleId: idSchema,
  roleClassXrefs: z.array(userRoleClassXrefInput).max(STAFF_LIMITS.roleClassXrefs).default([]),
});
export type UserRoleInput = z.input<typeof userRoleInput>;

export const userRoleParams = z.object({ id: idSchema, roleId: idSchema });

/** Full name as the spec shows it. */
export const staffFullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
