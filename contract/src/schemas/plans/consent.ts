import { z } from 'zod';
import { FIELD_MESSAGES } from '../../constants';
import { idSchema, text, wholeNumber } from '../common';

/** A consent as every unit and lesson plan detail answers it. */
export const consentResponse = z.object({
  id: z.number().int(),
  consent: z.boolean(),
  subjectTeacher: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  /** The email of who ticked it (the teacher, or a role allowed to change every consent); null while not given. */
  givenBy: z.string().nullable(),
  givenByName: z.string().nullable(),
  /** When it was given (ISO timestamp); null while not given. */
  givenOn: z.string().nullable(),
});
export type PlanConsent = z.infer<typeof consentResponse>;

const teacherEmail = text(254).pipe(z.email({ error: FIELD_MESSAGES.email }));

/** One consent change: whose (by email) and the new value. */
export const consentChangeInput = z.object({
  subjectTeacher: z.object({ email: teacherEmail }),
  consent: z.boolean(),
});

/** PUT /unit-plan/{id}/consents and PUT /lesson-plan/{id}/consents: [{subjectTeacher: {email}, consent}]. */
export const consentsUpdateBody = z.array(consentChangeInput).max(500);
export type ConsentsUpdateBody = z.input<typeof consentsUpdateBody>;

/** The query of a consent change: the plan's version, when the screen sends it. */
export const consentsUpdateQuery = z.object({
  version: wholeNumber({ optional: true }),
  /** A unit plan spanning several schools answers this school's consents (GET /unit-plan/{id}?school=). */
  school: idSchema.optional(),
});
