import { z } from 'zod';
import { auditFields, idSchema, requiredText, text, wholeNumber } from './common';
import { requiredVersion } from './common';
import { classChildListQuery, classSchoolReference, classUserReference, idReference } from './grade';

export const SECTION_NAME_MAX = 50;
export const SECTION_CAPACITY_MAX = 10_000;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Capacity: optional, a whole number from 1 (digits from a form are accepted); blank or null means none. */
export const sectionCapacity = z.preprocess(
  blankToNull,
  wholeNumber({ min: 1, max: SECTION_CAPACITY_MAX, optional: true }).nullable(),
);

/** The class teacher: a user id or {id}; blank means none. */
export const sectionClassTeacher = z.preprocess(blankToNull, idReference.nullable());

/**
 * POST /classes/{id}/class-sections. The path id is the class; `grade`, when sent, must be that class.
 * School and class come from the class, never from the form.
 */
export const classSectionInput = z.object({
  grade: idReference.optional(),
  sectionName: requiredText(SECTION_NAME_MAX),
  capacity: sectionCapacity.optional(),
  classTeacher: sectionClassTeacher.optional(),
});
export type ClassSectionInput = z.input<typeof classSectionInput>;

/**
 * PUT /classes/{id}/class-sections: id and version added. School, class and section name are read-only on
 * edit: whatever the form sends for them is ignored and the stored values are kept.
 */
export const classSectionUpdateInput = z.object({
  id: idSchema,
  grade: idReference.optional(),
  sectionName: text(500).nullish(),
  capacity: sectionCapacity.optional(),
  classTeacher: sectionClassTeacher.optional(),
  version: requiredVersion,
});

export const classSectionListQuery = classChildListQuery;

export const classSectionResponse = z.object({
  id: z.number().int(),
  sectionName: z.string(),
  /** The same as sectionName (the spec uses both names). */
  section: z.string(),
  capacity: z.number().int().nullable(),
  classTeacher: classUserReference.nullable(),
  grade: z.object({ id: z.number().int(), gradeName: z.string() }),
  className: z.string(),
  school: classSchoolReference,
  status: z.string(),
  ...auditFields,
});
export type ClassSection = z.infer<typeof classSectionResponse>;

export const CLASS_SECTION_MESSAGES = {
  duplicateSectionName: 'This class already has a section with this name.',
  otherClass: 'The class of the form is not the class of the page.',
  teacherNotOfSchool: 'The class teacher must be an active staff member of the school of this class.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Manage Teachers: which teacher teaches which subject in a section.

/** One section-teacher assignment as the original client sends it ({subject: {id}, applicationUser: {id}}). */
const nestedAssignment = z.object({
  subject: idReference,
  applicationUser: idReference,
});
/** The flat form also accepted: {subjectId, userId}. */
const flatAssignment = z.object({ subjectId: idSchema, userId: idSchema });

export const sectionTeacherAssignmentInput = z.union(
  [nestedAssignment.transform((row) => ({ subjectId: row.subject, userId: row.applicationUser })), flatAssignment],
  { error: 'Each assignment needs a subject and a teacher' },
);

/** POST /teacher/subjects/{sectionId}: the section's whole list; it replaces what the section had. */
export const sectionTeacherAssignmentsInput = z.array(sectionTeacherAssignmentInput).max(1000);

export const teacherSubjectsQuery = z.object({ sectionId: idSchema });

export const sectionTeacherAssignmentResponse = z.object({
  id: z.number().int(),
  subject: z.object({ id: z.number().int(), subjectName: z.string() }),
  applicationUser: classUserReference,
  section: z.object({ id: z.number().int(), section: z.string() }),
});
export type SectionTeacherAssignment = z.infer<typeof sectionTeacherAssignmentResponse>;

export const SECTION_TEACHER_MESSAGES = {
  subjectNotOfClass: 'This subject is not a subject of the class of this section.',
  teacherNotOfSchool: 'The teacher must be an active staff member of the school of this section.',
} as const;
