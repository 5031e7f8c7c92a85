import { z } from 'zod';

/** One ability of the signed-in user (contract/src/ability.ts): allowed, or refused with the server's reason. */
export const abilityResponse = z.object({
  allowed: z.boolean(),
  /** Null when allowed; otherwise the first refusal, as the server answers it when asked anyway. */
  reason: z.string().nullable(),
});
