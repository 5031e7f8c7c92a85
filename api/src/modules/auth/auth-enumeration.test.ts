import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@school/contract';
import { outbox } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findUserByEmail } from './auth.repository';

// The look-up can be held back, to show that the answer does not wait for it.
vi.mock('./auth.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('./auth.repository')>();
  return { ...original, findUserByEmail: vi.fn(original.findUserByEmail) };
});
const lookUp = vi.mocked(findUserByEmail);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@test.school`;
const forgotPassword = (email: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/forgot-password?email=${encodeURIComponent(email)}` });

/**
 * An answer as a caller sees it, without the headers that differ on every answer: the date, and the rate limit's
 * count and reset (the caller's budget, the same whichever address is asked about).
 */
function visible(response: Awaited<ReturnType<typeof forgotPassword>>) {
  const { date: _date, 'ratelimit-remaining': _remaining, 'ratelimit-reset': _reset, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

/** Holds every look-up until released. */
function holdLookUps() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = lookUp.getMockImplementation();
  lookUp.mockImplementation(async (...args) => {
    await held;
    if (!original) throw new Error('findUserByEmail has no implementation');
    return original(...args);
  });
  return () => {
    release();
    lookUp.mockImplementation(original ?? (() => Promise.resolve(null)));
  };
}

describe('GET /api/auth/forgot-password', () => {
  it('answers a known and an unknown address identically, before looking either up', async () => {
    const user = await createUser(t.db);
    const missing = uniqueEmail('missing');
    const release = holdLookUps();
    // Both answers arrive while their look-ups are still held back: the answer cannot depend on them.
    const forKnown = await forgotPassword(user.email);
    const forMissing = await forgotPassword(missing);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, user.email))).toEqual([]);
    release();
    await t.deps.background.idle();

    expect(visible(forKnown)).toEqual(visible(forMissing));
    expect(forKnown.json()).toEqual({ message: MESSAGES.resetEmailSent });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, user.email))).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, missing))).toEqual([]);
  });

  it('logs a failure of the work after answering, and answers the same', async () => {
    const user = await createUser(t.db);
    lookUp.mockRejectedValueOnce(new Error('database gone'));
    const response = await forgotPassword(user.email);
    await t.deps.background.idle();
    expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, user.email))).toEqual([]);
  });
});

describe('POST /api/auth/signup', () => {
  const signup = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'New', lastName: 'Teacher', email, password: 'Sign#Up2026x' },
    });

  it('answers a known and a new address identically', async () => {
    const user = await createUser(t.db);
    const forKnown = await signup(user.email);
    const forNew = await signup(uniqueEmail('new'));
    await t.deps.background.idle();
    expect(visible(forKnown)).toEqual(visible(forNew));
    expect(forKnown.json()).toEqual({ message: MESSAGES.registered });
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(notice?.subject).toBe(MESSAGES.signupNoticeSubject);
  });
});
