/**
 * What the signed-in user may do, as every detail answers it: allowed, and when not, the reason the server gives
 * when asked to do it anyway. One shape for plans, plan forms and goals, so a screen renders a button's state and
 * its explanation from the answer alone, and the server refuses with the same words.
 */
export interface Ability {
  allowed: boolean;
  /** Null when allowed; otherwise the first refusal, as the server answers it. */
  reason: string | null;
}

/** A refusal of the server: its status (400 an incomplete form, 403 privilege or who, 409 state) and message. */
export interface Refusal {
  httpStatus: 400 | 403 | 409;
  message: string;
}

export const ALLOWED: Ability = { allowed: true, reason: null };

/** The ability a refusal (or its absence) gives. */
export const abilityOf = (refusal: Refusal | null): Ability =>
  refusal === null ? ALLOWED : { allowed: false, reason: refusal.message };

/** An ability refused for a reason. */
export const refused = (reason: string): Ability => ({ allowed: false, reason });

/** The abilities of a set of refusals, key by key. */
export function abilitiesOfRefusals<K extends string>(refusals: Record<K, Refusal | null>): Record<K, Ability> {
  const entries = Object.entries(refusals) as [K, Refusal | null][];
  return Object.fromEntries(entries.map(([key, refusal]) => [key, abilityOf(refusal)])) as Record<K, Ability>;
}
