import { z } from 'zod';
import { ENTITY_NAMES, PRIVILEGE_TYPES } from '../access';
import { FIELD_MESSAGES, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { keyedBy, requiredText, text } from './common';

/** Password policy, enforced everywhere a password is set. */
export const passwordSchema = text(PASSWORD_MAX_LENGTH, { trim: false })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .regex(/\d/, 'Add a digit')
  .regex(/[a-z]/, 'Add a lower-case letter')
  .regex(/[A-Z]/, 'Add an upper-case letter')
  .regex(/[^A-Za-z0-9\s]/, 'Add a special character')
  .regex(/^\S*$/, 'Remove spaces');

export const EMAIL_MAX = 254;
/** zod's own email rule, as a pattern so that the API document shows it. */
export const emailSchema = requiredText(EMAIL_MAX).regex(z.regexes.email, FIELD_MESSAGES.email);

/** A password as typed: not trimmed, since spaces may be part of an old password. */
const typedPassword = (max = 200) => text(max, { trim: false });
/** The email some password bodies repeat: the server does not rely on it. */
const repeatedEmail = text(EMAIL_MAX).optional();

export const loginRequest = z.object({
  email: emailSchema,
  password: typedPassword().min(1, MESSAGES.required),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  passwordChangeRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const signupRequest = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const forgotPasswordQuery = z.object({ email: emailSchema });

/**
 * POST /auth/password-check: whether a new password is one of the common ones the server refuses, so the password
 * rules can tick that rule as the user types (the list is too large for the browser's first pages).
 */
export const passwordCheckRequest = z.object({ password: typedPassword() });
export const passwordCheckResponse = z.object({ common: z.boolean() });
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponse>;

/**
 * POST /auth/change-password, both shapes of the spec: with passwordResetTokenId (set-password flow)
 * or with currentPassword (change-password flow). The form validates on submit only.
 */
export const changePasswordRequest = z
  .object({
    email: repeatedEmail,
    currentPassword: typedPassword().optional(),
    newPassword: passwordSchema,
    confirmPassword: typedPassword().min(1, MESSAGES.required),
    passwordResetTokenId: text(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.passwordResetTokenId && !value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MESSAGES.required });
    }
    if (value.confirmPassword && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDiffer });
    }
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** POST /auth/reset-password: the spec does not show the body; it takes the set-password shape. */
export const resetPasswordRequest = z
  .object({
    email: repeatedEmail,
    passwordResetTokenId: requiredText(200),
    newPassword: passwordSchema,
    confirmPassword: typedPassword().min(1, MESSAGES.required),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDiffer });
    }
  });

/** PATCH /admin-controls/update-password/{id}: a temporary password the user must change. */
export const temporaryPasswordRequest = z.object({
  email: repeatedEmail,
  password: passwordSchema,
});

const privilegeFlagsSchema = z.object(
  Object.fromEntries(PRIVILEGE_TYPES.map((type) => [type, z.boolean()])) as Record<
    (typeof PRIVILEGE_TYPES)[number],
    z.ZodBoolean
  >,
);

export const profileResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  designation: z.string().nullable(),
  school: z
    .object({ id: z.number().int(), schoolCode: z.string(), schoolName: z.string(), campus: z.string() })
    .nullable(),
  roles: z.array(z.object({ roleId: z.number().int(), name: z.string() })),
  passwordChangeRequired: z.boolean(),
  limitedToSchool: z.boolean(),
  privileges: keyedBy(ENTITY_NAMES, privilegeFlagsSchema),
});
export type Profile = z.infer<typeof profileResponse>;
