import { z } from 'zod';
import {
  auditFields,
  idSchema,
  int32,
  optionalText,
  recordStatusSchema,
  requiredText,
  requiredVersion,
  versionSchema,
} from './common';
import { sortedPageQuery } from './sorted-page-query';

export const OBSERVATION_REGISTER_MESSAGES = {
  duplicateName: 'An observation registry entry with this name already exists.',
  duplicateGrade: 'This class is already in the list',
  duplicateObservationId: 'This observation appears twice',
  unknownObservation: 'This observation is not part of the registry entry',
} as const;

export const OBSERVATION_LIMITS = { grades: 100, observations: 500, tags: 50, learningOutcomes: 100 } as const;

export const learningOutcomeInput = z.object({
  name: requiredText(500),
  tag: optionalText(100),
});

export const observationInput = z.object({
  /** Present for an observation already saved (kept, updated in place); absent for a new one. */
  id: idSchema.optional(),
  name: requiredText(500),
  /** The original client sends observations with tags removed: optional, kept as they are when missing. */
  tagList: z.array(requiredText(100)).max(OBSERVATION_LIMITS.tags).optional(),
  learningOutcomes: z.array(learningOutcomeInput).max(OBSERVATION_LIMITS.learningOutcomes).default([]),
  /** Missing means its position in the list. */
  sortOrder: int32().optional(),
});

/**
 * POST /observation-register and PUT /observation-register/{id}. A PUT replaces the observations list:
 * observations with an id are updated, without one are added, and saved ones left out are removed.
 */
export const observationRegisterInput = z
  .object({
    name: requiredText(200),
    /** The original save body sends grades with className only; the names are stored. */
    grades: z
      .array(z.object({ className: requiredText(100) }))
      .max(OBSERVATION_LIMITS.grades)
      .default([]),
    observations: z.array(observationInput).max(OBSERVATION_LIMITS.observations).default([]),
    status: recordStatusSchema.default('ACTIVE'),
    version: versionSchema.optional(),
  })
  .superRefine((register, ctx) => {
    const classNames = new Set<string>();
    register.grades.forEach((grade, index) => {
      const key = grade.className.toLowerCase();
      if (classNames.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['grades', index, 'className'],
          message: OBSERVATION_REGISTER_MESSAGES.duplicateGrade,
        });
      }
      classNames.add(key);
    });
    const ids = new Set<number>();
    register.observations.forEach((observation, index) => {
      if (observation.id === undefined) return;
      if (ids.has(observation.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['observations', index, 'id'],
          message: OBSERVATION_REGISTER_MESSAGES.duplicateObservationId,
        });
      }
      ids.add(observation.id);
    });
  });
export type ObservationRegisterInput = z.input<typeof observationRegisterInput>;
/** PUT /observation-register/{id}: the same with the version read. */
export const observationRegisterUpdateInput = observationRegisterInput.safeExtend({ version: requiredVersion });

export const observationResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  tagList: z.array(z.string()),
  learningOutcomes: z.array(z.object({ name: z.string(), tag: z.string().nullable() })),
  sortOrder: z.number().int(),
});

export const observationRegisterResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  grades: z.array(z.object({ className: z.string() })),
  /** Ordered by sortOrder, then id. */
  observations: z.array(observationResponse),
  status: z.string(),
  ...auditFields,
});
export type ObservationRegister = z.infer<typeof observationRegisterResponse>;

/** GET /observation-register?page&size&name&status: name searches the entry's name. */
export const observationRegisterListQuery = sortedPageQuery.extend({ status: recordStatusSchema.optional() });
