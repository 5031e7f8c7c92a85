import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants';
import {
  auditFields,
  filterText,
  idSchema,
  pageQuery,
  recordStatusSchema,
  requiredText,
  versionSchema,
  whenGiven,
} from './common';

/** Spec 000 sections 3 and 9: policy categories, stored as these values. */
export const POLICY_CATEGORIES = ['hr', 'admin', 'marketing', 'academic', 'admissions', 'it'] as const;
export type PolicyCategory = (typeof POLICY_CATEGORIES)[number];

export const POLICY_CATEGORY_LABELS: Record<PolicyCategory, string> = {
  hr: 'HR',
  admin: 'Admin',
  marketing: 'Marketing',
  academic: 'Academic',
  admissions: 'Admissions',
  it: 'IT',
};

/** Spec 000 section 9: academic years 2016-2017 up to 2025-2026. */
export const POLICY_ACADEMIC_YEARS = [
  '2016-2017',
  '2017-2018',
  '2018-2019',
  '2019-2020',
  '2020-2021',
  '2021-2022',
  '2022-2023',
  '2023-2024',
  '2024-2025',
  '2025-2026',
] as const;
export type PolicyAcademicYear = (typeof POLICY_ACADEMIC_YEARS)[number];

export const POLICY_MESSAGES = {
  duplicateName: 'A policy with this name already exists for this school and academic year.',
  schoolNotFound: 'Choose a school you can see',
  classNotInSchool: 'Choose a class of the chosen school',
  category: `Choose one of: ${POLICY_CATEGORIES.join(', ')}`,
  academicYear: 'Choose an academic year from 2016-2017 to 2025-2026',
} as const;

/** A reference as the original forms send it: an object with the id (other keys are ignored). */
const reference = z.object({ id: idSchema }, { error: whenGiven(FIELD_MESSAGES.reference) });

/** POST /policy (also /policies) and PUT /policy/{id} (also /policies/{id}). */
export const policyInput = z.object({
  policyName: requiredText(200),
  category: z.enum(POLICY_CATEGORIES, { error: whenGiven(POLICY_MESSAGES.category) }),
  academicYear: z.enum(POLICY_ACADEMIC_YEARS, { error: whenGiven(POLICY_MESSAGES.academicYear) }),
  /** The school the policy belongs to ({id}); it must be one the user can see. */
  school: reference,
  /** Optionally one class (grade) of that school ({id}), or null. */
  class: reference.nullish().transform((value) => value ?? null),
  status: recordStatusSchema.default('ACTIVE'),
  version: versionSchema.optional(),
});
export type PolicyInput = z.input<typeof policyInput>;

export const policyResponse = z.object({
  id: z.number().int(),
  policyName: z.string(),
  category: z.string(),
  academicYear: z.string(),
  school: z.object({ id: z.number().int(), schoolCode: z.string(), schoolName: z.string(), campus: z.string() }),
  class: z.object({ id: z.number().int(), className: z.string() }).nullable(),
  status: z.string(),
  ...auditFields,
});
export type Policy = z.infer<typeof policyResponse>;

/** GET /policies?page&size&name&schoolCode&category&academicYear&status: name searches policyName. */
export const policyListQuery = pageQuery.extend({
  schoolCode: filterText(30),
  category: z.enum(POLICY_CATEGORIES).optional(),
  academicYear: z.enum(POLICY_ACADEMIC_YEARS).optional(),
  status: recordStatusSchema.optional(),
});
