import { z } from 'zod';
import { wholeNumber } from '../common';

/** Messages of the unit and lesson plan API beyond PLAN_MESSAGES (plan-messages.ts), used by both sides. */
export const UNIT_LESSON_MESSAGES = {
  /** A consent change naming a teacher who is not in the plan's consent list. */
  notInConsentList: 'This teacher is not in the consent list of this plan. Refresh the consents first.',
  /** A consent change on a COMPLETED plan: resume it first. */
  consentsLocked: 'The consents of a completed plan cannot change. Resume the plan first.',
  /** A lesson plan's school must be a school the plan covers (one with a class of its name). */
  schoolNotCovered: 'Choose a school that has this class',
} as const;

/** DELETE /unit-plan/{id} and /lesson-plan/{id}: the version the screen read, when it sends it. */
export const planDeleteQuery = z.object({ version: wholeNumber({ optional: true }) });
