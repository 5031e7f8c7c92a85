import dumbPasswords from 'dumb-passwords';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

/*
 * Argon2 is real here (the hashes are checked as they are stored), wrapped only to count the work done: an unknown
 * account must cost one verification like a known one. Hashing is slow by design, so the file hashes once.
 */
const argon2 = vi.hoisted(() => ({ hashCalls: 0, verifiedHashes: [] as unknown[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => {
      argon2.hashCalls++;
      return actual.hash(...args);
    },
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2.verifiedHashes.push(args[0]);
      return actual.verify(...args);
    },
  };
});

/*
 * dumb-passwords lists no word under four letters today, so the rule that such short forms are never compared would
 * go untested: this file's list holds one more, 'abc', to show that they are not.
 */
const SHORT_LISTED_WORD = 'abc';
vi.mock('dumb-passwords', async (importOriginal) => {
  const actual = (await importOriginal<typeof import('dumb-passwords')>()).default;
  const check = (word: string) => word === 'abc' || actual.check(word);
  return { default: { ...actual, check } };
});

const PASSWORD = 'Correct#Horse9';
const ARGON2ID_OF_THE_POLICY = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
let stored: string;

beforeAll(async () => {
  stored = await hashPassword(PASSWORD);
});

describe('hashPassword', () => {
  it('stores an argon2id hash with the policy cost (19 MiB, 2 passes, 1 lane), never the password', () => {
    expect(stored).toMatch(ARGON2ID_OF_THE_POLICY);
    expect(stored).not.toContain(PASSWORD);
  });
});

describe('verifyPassword', () => {
  it('accepts the password of the hash', async () => {
    expect(await verifyPassword(stored, PASSWORD)).toBe(true);
  });

  it('refuses another password, one differing only in case included', async () => {
    expect(await verifyPassword(stored, 'Correct#Horse8')).toBe(false);
    expect(await verifyPassword(stored, 'correct#horse9')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    await expect(verifyPassword('not-a-hash', PASSWORD)).resolves.toBe(false);
    await expect(verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', PASSWORD)).resolves.toBe(false);
  });

  it('an account without a hash is refused after one verification against a decoy hash, hashed once', async () => {
    const hashesBefore = argon2.hashCalls;
    argon2.verifiedHashes = [];
    expect(await verifyPassword(null, PASSWORD)).toBe(false);
    expect(await verifyPassword('', 'decoy-password-Aa1!')).toBe(false);
    expect(await verifyPassword(null, '')).toBe(false);
    // Each refusal spent a real verification, as a known account's wrong password does, so both take as long.
    expect(argon2.verifiedHashes).toHaveLength(3);
    for (const hash of argon2.verifiedHashes) expect(hash).toMatch(ARGON2ID_OF_THE_POLICY);
    expect(new Set(argon2.verifiedHashes).size).toBe(1);
    expect(argon2.hashCalls - hashesBefore).toBe(1);
  });
});

describe('isCommonPassword', () => {
  it('flags a common password as it is, whatever its case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('sunshine')).toBe(true);
  });

  it('flags a common word of four letters, the shortest the check considers', () => {
    expect(isCommonPassword('love')).toBe(true);
    expect(isCommonPassword('Love2026!')).toBe(true);
  });

  it('flags a common word dressed up with digits and symbols at its end', () => {
    expect(isCommonPassword('Welcome@2026')).toBe(true);
  });

  it('flags a common word dressed up with digits and symbols at its start', () => {
    expect(isCommonPassword('2026@Welcome')).toBe(true);
  });

  it('flags a common word dressed up at both ends', () => {
    expect(isCommonPassword('12Welcome34')).toBe(true);
  });

  it('flags a common word with look-alike symbols in place of letters', () => {
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('$un$hin3')).toBe(true);
  });

  it('flags look-alike symbols once the added ends are taken off', () => {
    expect(isCommonPassword('!!P@ssw0rd')).toBe(true);
    expect(isCommonPassword('P@ssw0rd#2026')).toBe(true);
  });

  it('never compares a form under four letters to the list, even a listed one', () => {
    expect(dumbPasswords.check(SHORT_LISTED_WORD)).toBe(true);
    expect(isCommonPassword(SHORT_LISTED_WORD)).toBe(false);
    expect(isCommonPassword('12Abc#34')).toBe(false);
    expect(isCommonPassword('@bc')).toBe(false);
  });

  it('does not take symbols out of the middle of a word', () => {
    expect(isCommonPassword('pass##word')).toBe(false);
    expect(isCommonPassword('Sun-Shine')).toBe(false);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Xq7#mP2$vL9!')).toBe(false);
    expect(isCommonPassword('Correct#Horse9')).toBe(false);
    expect(isCommonPassword('x1')).toBe(false);
    expect(isCommonPassword('2026#@!%')).toBe(false);
  });
});
