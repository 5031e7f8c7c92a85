import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants';
import {
  auditFields,
  filterText,
  idSchema,
  recordStatusSchema,
  requiredText,
  requiredVersion,
  versionSchema,
  whenGiven,
} from './common';
import { isPolicyAcademicYear, policyAcademicYears } from '../academic-years';
import { sortedPageQuery } from './sorted-page-query';

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

/**
 * Academic years run from 2016-2017 to the year after the current one, computed from today
 * (contract/src/academic-years.ts), so the choices never freeze.
 */
const academicYearSchema = z
  .string({ error: (issue) => whenGiven(POLICY_MESSAGES.academicYear())(issue) })
  .max(9, { error: () => POLICY_MESSAGES.academicYear(), abort: true })
  .regex(/^\d{4}-\d{4}$/, { error: () => POLICY_MESSAGES.academicYear(), abort: true })
  .refine((year) => isPolicyAcademicYear(year), { error: () => POLICY_MESSAGES.academicYear() });

export const POLICY_MESSAGES = {
  duplicateName: 'A policy with this name already exists for this school and academic year.',
  schoolNotFound: 'Choose a school you can see',
  classNotInSchool: 'Choose a class of the chosen school',
  category: `Choose one of: ${POLICY_CATEGORIES.join(', ')}`,
  academicYear: (today: Date = new Date()) => {
    const years = policyAcademicYears(today);
    return `Choose an academic year from ${years[0]} to ${years.at(-1)}`;
  },
} as const;

/** A reference as the original forms send it: an object with the id (other keys are ignored). */
const reference = z.object({ id: idSchema }, { error: whenGiven(FIELD_MESSAGES.reference) });

/** POST /policy (also /policies) and PUT /policy/{id} (also /policies/{id}). */
export const policyInput = z.object({
  policyName: requiredText(200),
  category: z.enum(POLICY_CATEGORIES, { error: whenGiven(POLICY_MESSAGES.category) }),
  academicYear: academicYearSchema,
  /** The school the policy belongs to ({id}); it must be one the user can see. */
  school: reference,
  /** Optionally one class (grade) of that school ({id}), or null. */
  class: reference.nullish().transform((value) => value ?? null),
  status: recordStatusSchema.default('ACTIVE'),
  version: versionSchema.optional(),
});
export type PolicyInput = z.input<typeof policyInput>;
/** PUT /policy/{id}: the same with the version read. */
export const policyUpdateInput = policyInput.extend({ version: requiredVersion });

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
export const policyListQuery = sortedPageQuery.extend({
  schoolCode: filterText(30),
  category: z.enum(POLICY_CATEGORIES).optional(),
  academicYear: academicYearSchema.optional(),
  status: recordStatusSchema.optional(),
});
