import { z } from 'zod';
import { auditFields, requiredText, whenGiven } from './common';
import { requiredVersion } from './common';
import { classChildListQuery, classSchoolReference, classUserReference, idReference } from './grade';

/** Spec 000 section 9 (the spelling is the spec's). */
export const SUBJECT_TYPES = ['COMPULSARY', 'OPTIONAL'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const SUBJECT_TYPE_LABELS: Record<SubjectType, string> = { COMPULSARY: 'Compulsory', OPTIONAL: 'Optional' };

export const subjectTypeSchema = z.enum(SUBJECT_TYPES, { error: whenGiven('Choose Compulsory or Optional') });

export const SUBJECT_NAME_MAX = 100;
export const SUBJECT_VALUE_MAX = 100;

/** POST /classes/{id}/subjects (add-subject payload). The path id is the class; `grade`, when sent, must be it. */
export const subjectInput = z.object({
  grade: idReference.optional(),
  subjectName: requiredText(SUBJECT_NAME_MAX),
  subjectValue: requiredText(SUBJECT_VALUE_MAX),
  subjectType: subjectTypeSchema,
});
export type SubjectInput = z.input<typeof subjectInput>;

/** PUT /subjects/{id}: name, value and type are editable; the class stays. */
export const subjectUpdateInput = z.object({
  subjectName: requiredText(SUBJECT_NAME_MAX),
  subjectValue: requiredText(SUBJECT_VALUE_MAX),
  subjectType: subjectTypeSchema,
  version: requiredVersion,
});

export const subjectListQuery = classChildListQuery;

export const subjectTeacherItem = z.object({
  /** The assignment's id. */
  id: z.number().int(),
  user: classUserReference,
  section: z.object({ id: z.number().int(), section: z.string() }),
});

export const subjectResponse = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  subjectValue: z.string(),
  subjectType: z.string(),
  status: z.string(),
  className: z.string(),
  grade: z.object({ id: z.number().int(), gradeName: z.string() }),
  school: classSchoolReference,
  teachers: z.array(subjectTeacherItem),
  ...auditFields,
});
export type Subject = z.infer<typeof subjectResponse>;

export const SUBJECT_MESSAGES = {
  duplicateName: 'This class already has a subject with this name. Reactivate it if it is inactive.',
  duplicateValue: 'This class already has a subject with this value. Reactivate it if it is inactive.',
  otherClass: 'The class of the form is not the class of the page.',
} as const;
