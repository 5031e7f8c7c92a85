import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LIMITS, ERROR_CODES, MESSAGES } from '@school/contract';
import { loginAttempts, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Counts the passwords actually checked, while still checking them.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const checked = vi.mocked(verifyPassword);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A function returned from beforeEach would be called as a clean-up: hence the braces.
beforeEach(() => {
  checked.mockClear();
});

const MINUTE = 60_000;
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@test.school`;
const ago = (ms: number) => new Date(Date.now() - ms);
const OWNER_ADDRESS = '203.0.113.10';

function attempt(app: TestApp, email: string, password: string, address = '198.51.100.1', path = '/auth/login') {
  const payload =
    path === '/auth/login'
      ? { email, password }
      : { email, currentPassword: password, newPassword: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' };
  return app.app.inject({ method: 'POST', url: `/api${path}`, remoteAddress: address, payload });
}

/** Failures recorded directly, as if made `msAgo` ago from the given addresses. */
async function pastFailures(email: string, addresses: string[], msAgo: number) {
  await t.db
    .insert(loginAttempts)
    .values(addresses.map((address) => ({ email: email.toLowerCase(), address, attemptedOn: ago(msAgo) })));
}

const addresses = (count: number, prefix = '192.0.2') => Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

function expectWait(response: Awaited<ReturnType<typeof attempt>>, atLeast: number, atMost: number) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(atLeast);
  expect(retryAfter).toBeLessThanOrEqual(atMost);
  expect(response.json()).toEqual({
    message: MESSAGES.tooManyAttemptsWait(retryAfter),
    code: ERROR_CODES.tooManyAttempts,
  });
  return retryAfter;
}

describe('parallel wrong passwords', () => {
  it(`check at most ${AUTH_LIMITS.maxFailedLogins} from one address, and a right one in the burst is refused`, async () => {
    const user = await createUser(t.db);
    const burst = [
      ...Array.from({ length: 40 }, (_, i) => attempt(t, user.email, `Wrong#Pass${i}`)),
      attempt(t, user.email, TEST_PASSWORD),
    ];
    const answers = await Promise.all(burst);
    expect(checked.mock.calls.length).toBeLessThanOrEqual(AUTH_LIMITS.maxFailedLogins);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked.mock.calls.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(answers.length - checked.mock.calls.length);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.some((answer) => answer.json().accessToken)).toBe(false);
  });

  it('check no more from 40 addresses at once than the account delay lets through', async () => {
    const user = await createUser(t.db);
    const started = Date.now();
    const answers = await Promise.all(
      addresses(40).map((address, i) => attempt(t, user.email, `Wrong#Pass${i}`, address)),
    );
    // Past the limit, one attempt per delay (1 s, 2 s, 4 s …) while the burst lasts.
    let allowed = AUTH_LIMITS.maxFailedLogins;
    let delay: number = AUTH_LIMITS.accountDelayBaseSeconds;
    for (let spent = delay; spent <= (Date.now() - started) / 1000; spent += delay) {
      allowed++;
      delay = Math.min(delay * 2, AUTH_LIMITS.accountDelayMaxSeconds);
    }
    expect(checked.mock.calls.length).toBeGreaterThanOrEqual(AUTH_LIMITS.maxFailedLogins);
    expect(checked.mock.calls.length).toBeLessThanOrEqual(allowed);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - checked.mock.calls.length);
  });

  it('check none from 40 addresses at once once the account has failed often', async () => {
    const email = uniqueEmail('burst');
    await pastFailures(email, addresses(AUTH_LIMITS.maxFailedLogins + 5, '10.9.0'), 0);
    const answers = await Promise.all(addresses(40).map((address, i) => attempt(t, email, `Wrong#Pass${i}`, address)));
    expect(checked).not.toHaveBeenCalled();
    expect(answers.every((answer) => answer.statusCode === 429)).toBe(true);
  });
});

describe('per account and address', () => {
  it(`refuses an address after ${AUTH_LIMITS.maxFailedLogins} failures for ${AUTH_LIMITS.failedLoginWindowMinutes} minutes, saying how long to wait`, async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins; i++) {
      expect((await attempt(t, user.email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    }
    const refused = await attempt(t, user.email, TEST_PASSWORD);
    const windowSeconds = AUTH_LIMITS.failedLoginWindowMinutes * 60;
    expectWait(refused, windowSeconds - 60, windowSeconds);
    expect(refused.json().message).toBe(
      `Too many failed sign-in attempts. Please wait ${AUTH_LIMITS.failedLoginWindowMinutes} minutes and try again.`,
    );
  });

  it('does not lock the owner out from another address: the stranger’s address alone waits the window', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins; i++) await attempt(t, user.email, `Wrong#Pass${i}`);
    // Past the account's short delay (a second after the newest failure), the owner signs in elsewhere.
    await t.db
      .update(loginAttempts)
      .set({ attemptedOn: ago(AUTH_LIMITS.accountDelayBaseSeconds * 1000 + 1000) })
      .where(eq(loginAttempts.email, user.email.toLowerCase()));
    expect((await attempt(t, user.email, TEST_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(200);
    const windowSeconds = AUTH_LIMITS.failedLoginWindowMinutes * 60;
    expectWait(await attempt(t, user.email, TEST_PASSWORD), windowSeconds - 60, windowSeconds);
  });
});

describe('per account across addresses', () => {
  it('makes each further attempt wait longer, doubling up to the maximum, never a lock', async () => {
    const email = uniqueEmail('spread');
    // The exact steps are unit-tested in sign-in-throttle.test.ts; here delays long enough for a slow machine.
    const cases = [
      { failures: AUTH_LIMITS.maxFailedLogins + 3, delay: AUTH_LIMITS.accountDelayBaseSeconds * 8 },
      { failures: AUTH_LIMITS.maxFailedLogins + 4, delay: AUTH_LIMITS.accountDelayBaseSeconds * 16 },
      { failures: 60, delay: AUTH_LIMITS.accountDelayMaxSeconds },
    ];
    let sent = 0;
    for (const { failures, delay } of cases) {
      await pastFailures(email, addresses(failures - sent, `10.${sent}.0`), 0);
      sent = failures;
      expectWait(await attempt(t, email, 'Wrong#Pass1', '10.200.0.1'), delay - 3, delay);
    }
    expect(checked).not.toHaveBeenCalled();
    // Once the delay has passed, the attempt is checked.
    await t.db
      .update(loginAttempts)
      .set({ attemptedOn: ago(AUTH_LIMITS.accountDelayMaxSeconds * 1000 + 1000) })
      .where(eq(loginAttempts.email, email));
    expect((await attempt(t, email, 'Wrong#Pass1', '10.200.0.1')).statusCode).toBe(401);
    expect(checked).toHaveBeenCalledTimes(1);
  });

  it("skips the delay on the owner's own address, where they signed in before", async () => {
    const user = await createUser(t.db);
    expect((await attempt(t, user.email, TEST_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(200);
    await pastFailures(user.email, addresses(30, '10.1.0'), 0);
    expect((await attempt(t, user.email, TEST_PASSWORD, '10.200.0.2')).statusCode).toBe(429);
    expect((await attempt(t, user.email, TEST_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(200);
  });

  it("forgets an owner's address after the trusted period", async () => {
    const user = await createUser(t.db);
    expect((await attempt(t, user.email, TEST_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(200);
    await t.db
      .update(loginAttempts)
      .set({ attemptedOn: ago((AUTH_LIMITS.trustedAddressDays * 24 * 60 + 1) * MINUTE) })
      .where(eq(loginAttempts.email, user.email.toLowerCase()));
    await pastFailures(user.email, addresses(10, '10.2.0'), 0);
    expect((await attempt(t, user.email, TEST_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(429);
  });
});

describe('the expired-password change, which also proves a password', () => {
  it('shares the throttle with sign-in', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < AUTH_LIMITS.maxFailedLogins; i++) {
      const response = await attempt(t, user.email, `Wrong#Pass${i}`, undefined, '/auth/change-password');
      expect(response.statusCode).toBe(400);
    }
    const windowSeconds = AUTH_LIMITS.failedLoginWindowMinutes * 60;
    expectWait(await attempt(t, user.email, TEST_PASSWORD, undefined, '/auth/change-password'), 1, windowSeconds);
    expectWait(await attempt(t, user.email, TEST_PASSWORD), 1, windowSeconds);
    expect(checked).toHaveBeenCalledTimes(AUTH_LIMITS.maxFailedLogins);
  });

  it('checks at most the limit in a parallel burst', async () => {
    const user = await createUser(t.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(t, user.email, `Wrong#Pass${i}`, undefined, '/auth/change-password'),
      ),
    );
    expect(checked.mock.calls.length).toBeLessThanOrEqual(AUTH_LIMITS.maxFailedLogins);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBe(user.passwordHash);
  });
});

describe('the table of attempts', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('loses the rows the rules no longer read, without anyone cleaning up', async () => {
    const email = uniqueEmail('old');
    const window = AUTH_LIMITS.failedLoginWindowMinutes * MINUTE;
    const trusted = AUTH_LIMITS.trustedAddressDays * 24 * 60 * MINUTE;
    await fresh.db.insert(loginAttempts).values([
      { email, address: 'old-failure', attemptedOn: ago(window + MINUTE) },
      { email, address: 'recent-failure', attemptedOn: ago(MINUTE) },
      { email, address: 'old-success', attemptedOn: ago(trusted + MINUTE), succeeded: true },
      { email, address: 'recent-success', attemptedOn: ago(window + MINUTE), succeeded: true },
    ]);
    expect((await attempt(fresh, uniqueEmail('someone'), 'Wrong#Pass1')).statusCode).toBe(401);
    await fresh.deps.background.idle();
    const left = await fresh.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.map((row) => row.address).sort()).toEqual(['recent-failure', 'recent-success']);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says whose to believe', async () => {
    const email = uniqueEmail('proxied');
    const send = (app: TestApp, forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, password: 'Wrong#Pass1' },
      });
    await send(t, '192.0.2.77');
    const behindProxy = await createTestApp({ TRUST_PROXY: ['127.0.0.1'] });
    try {
      await send(behindProxy, '192.0.2.77');
      const [direct] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
      const [proxied] = await behindProxy.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
      expect(direct?.address).toBe('127.0.0.1');
      expect(proxied?.address).toBe('192.0.2.77');
    } finally {
      await behindProxy.close();
    }
  });
});
