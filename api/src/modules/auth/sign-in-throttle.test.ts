import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LIMITS, ERROR_CODES, MESSAGES } from '@school/contract';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type * as Repository from './attempts.repository';
import type { AttemptRow } from './attempts.repository';
import { createSignInThrottle, secondsToWait } from './sign-in-throttle';

/*
 * No database here (this file is one of the mutation tests' fast tests): secondsToWait is pure, and
 * createSignInThrottle meets an in-memory fake of the attempts repository that keeps its rows as the real one's
 * comments describe. The real repository, its lock and its SQL are tested against PGlite in auth-throttle.test.ts.
 */
const fake = vi.hoisted(() => {
  interface StoredAttempt {
    id: number;
    email: string;
    address: string;
    attemptedOn: Date;
    succeeded: boolean;
  }
  /** Stands for the database: the fake refuses any other, so the throttle must pass on the one it was given. */
  const db = { fakeDatabase: true } as unknown as Database;
  const rows: StoredAttempt[] = [];
  let nextId = 1;
  const sameDb = (given: Database) => {
    if (given !== db) throw new Error('the throttle passed another database');
  };
  const remove = (doomed: (row: StoredAttempt) => boolean) => {
    for (let i = rows.length - 1; i >= 0; i -= 1) {
      const row = rows[i];
      if (row && doomed(row)) rows.splice(i, 1);
    }
  };
  const repository: typeof Repository = {
    async reserveAttempt(given, key, now, since, decide) {
      sameDb(given);
      const read = rows.filter(
        (row) =>
          row.email === key.email &&
          (row.attemptedOn.getTime() > since.getTime() || (row.succeeded && row.address === key.address)),
      );
      const waitSeconds = decide(
        read.map(({ address, attemptedOn, succeeded }) => ({ address, attemptedOn, succeeded })),
      );
      if (waitSeconds !== null) return { waitSeconds };
      const id = nextId++;
      rows.push({ id, ...key, attemptedOn: now, succeeded: false });
      return { attemptId: id };
    },
    async markSucceeded(given, attemptId, key) {
      sameDb(given);
      remove((row) => row.email === key.email && row.address === key.address && row.id < attemptId);
      for (const row of rows) if (row.id === attemptId) row.succeeded = true;
    },
    async clearFailures(given, email) {
      sameDb(given);
      remove((row) => row.email === email && !row.succeeded);
    },
    async purgeAttempts(given, failuresBefore, successesBefore) {
      sameDb(given);
      remove((row) => (!row.succeeded && row.attemptedOn < failuresBefore) || row.attemptedOn < successesBefore);
    },
  };
  return { db, rows, repository, reset: () => rows.splice(0) };
});
vi.mock('./attempts.repository', () => fake.repository);

const NOW = new Date('2026-03-01T10:00:00Z');
const at = (secondsAgo: number) => new Date(NOW.getTime() - secondsAgo * 1000);
const failure = (address: string, secondsAgo: number): AttemptRow => ({
  address,
  attemptedOn: at(secondsAgo),
  succeeded: false,
});
const success = (address: string, secondsAgo: number): AttemptRow => ({
  ...failure(address, secondsAgo),
  succeeded: true,
});
const WINDOW = AUTH_LIMITS.failedLoginWindowMinutes * 60;
const LIMIT = AUTH_LIMITS.maxFailedLogins;
const many = (count: number, secondsAgo: (i: number) => number, address = (i: number) => `10.0.0.${i}`) =>
  Array.from({ length: count }, (_, i) => failure(address(i), secondsAgo(i)));

describe('secondsToWait', () => {
  it('lets an attempt through below the limit', () => {
    expect(secondsToWait([], 'a', NOW)).toBeNull();
    expect(
      secondsToWait(
        many(
          LIMIT - 1,
          () => 1,
          () => 'a',
        ),
        'a',
        NOW,
      ),
    ).toBeNull();
  });

  it('below the account limit, even a failure this very moment delays no other address', () => {
    expect(
      secondsToWait(
        many(LIMIT - 1, () => 0),
        'b',
        NOW,
      ),
    ).toBeNull();
  });

  it('counts failures inside the window only: one exactly a window old, or a success, is no failure', () => {
    const recent = many(LIMIT - 1, () => 0);
    expect(secondsToWait([...recent, failure('x', WINDOW)], 'b', NOW)).toBeNull();
    expect(secondsToWait([...recent, failure('x', WINDOW + 60)], 'b', NOW)).toBeNull();
    expect(secondsToWait([...recent, success('x', 0)], 'b', NOW)).toBeNull();
    // The same row a second inside the window is the failure that starts the delay.
    expect(secondsToWait([...recent, failure('x', WINDOW - 1)], 'b', NOW)).toBe(AUTH_LIMITS.accountDelayBaseSeconds);
  });

  it('reads the rows newest first, whatever order they come in', () => {
    // Six failures of one address, oldest first: the limit's five are the newest, the oldest of them 500 s old.
    const oldestFirst = [600, 500, 400, 300, 200, 100].map((secondsAgo) => failure('a', secondsAgo));
    expect(secondsToWait(oldestFirst, 'a', NOW)).toBe(WINDOW - 500);
    // The account delay runs from the newest failure, wherever it stands in the rows.
    const newestLast = [...many(LIMIT, () => 100), failure('x', 0)];
    expect(secondsToWait(newestLast, 'b', NOW)).toBe(AUTH_LIMITS.accountDelayBaseSeconds * 2);
  });

  it('holds an address at the limit until the oldest of its failures leaves the window', () => {
    const rows = many(
      LIMIT,
      (i) => 100 + i * 10,
      () => 'a',
    );
    expect(secondsToWait(rows, 'a', NOW)).toBe(WINDOW - (100 + (LIMIT - 1) * 10));
    // Older failures, and other addresses' failures, do not count toward this address's limit.
    expect(
      secondsToWait(
        [
          ...many(
            LIMIT - 1,
            () => 1,
            () => 'a',
          ),
          failure('a', WINDOW + 1),
        ],
        'a',
        NOW,
      ),
    ).toBeNull();
  });

  it('delays other addresses past the limit, doubling per failure up to the maximum', () => {
    const base = AUTH_LIMITS.accountDelayBaseSeconds;
    expect(
      secondsToWait(
        many(LIMIT, () => 0),
        'b',
        NOW,
      ),
    ).toBe(base);
    expect(
      secondsToWait(
        many(LIMIT + 1, () => 0),
        'b',
        NOW,
      ),
    ).toBe(base * 2);
    expect(
      secondsToWait(
        many(LIMIT + 3, () => 0),
        'b',
        NOW,
      ),
    ).toBe(base * 8);
    expect(
      secondsToWait(
        many(200, () => 0),
        'b',
        NOW,
      ),
    ).toBe(AUTH_LIMITS.accountDelayMaxSeconds);
    // Counted from the newest failure.
    expect(
      secondsToWait(
        many(LIMIT + 3, (i) => (i === 0 ? 3 : 100)),
        'b',
        NOW,
      ),
    ).toBe(base * 8 - 3);
    expect(
      secondsToWait(
        many(LIMIT + 3, () => base * 8),
        'b',
        NOW,
      ),
    ).toBeNull();
  });

  it("spares the owner's address from the account delay, not from its own limit", () => {
    const stranger = many(50, () => 0);
    expect(secondsToWait([...stranger, success('home', 86_400)], 'home', NOW)).toBeNull();
    const ownMistakes = many(
      LIMIT,
      () => 10,
      () => 'home',
    );
    expect(secondsToWait([...ownMistakes, success('home', 86_400)], 'home', NOW)).toBe(WINDOW - 10);
    const forgotten = success('home', AUTH_LIMITS.trustedAddressDays * 86_400 + 1);
    expect(secondsToWait([...stranger, forgotten], 'home', NOW)).toBe(AUTH_LIMITS.accountDelayMaxSeconds);
  });

  it("trusts only the address of the owner's sign-in, for less than trustedAddressDays", () => {
    const stranger = many(50, () => 0);
    // The owner's success vouches for 'home', not for the stranger's address.
    expect(secondsToWait([...stranger, success('home', 86_400)], 'elsewhere', NOW)).toBe(
      AUTH_LIMITS.accountDelayMaxSeconds,
    );
    // Failures from an address make it no owner's address.
    const ownFailures = many(
      LIMIT - 1,
      () => 0,
      () => 'b',
    );
    expect(secondsToWait([...stranger, ...ownFailures], 'b', NOW)).toBe(AUTH_LIMITS.accountDelayMaxSeconds);
    // A success exactly trustedAddressDays old no longer counts.
    const lapsed = success('home', AUTH_LIMITS.trustedAddressDays * 86_400);
    expect(secondsToWait([...stranger, lapsed], 'home', NOW)).toBe(AUTH_LIMITS.accountDelayMaxSeconds);
    const stillTrusted = success('home', AUTH_LIMITS.trustedAddressDays * 86_400 - 1);
    expect(secondsToWait([...stranger, stillTrusted], 'home', NOW)).toBeNull();
  });
});

describe('createSignInThrottle (with an in-memory fake of the attempts repository)', () => {
  const MINUTE_MS = 60_000;
  const DAY_MS = 24 * 60 * MINUTE_MS;
  let scheduled: { label: string; task: () => Promise<unknown> }[];
  const background: BackgroundTasks = {
    run: (label, task) => {
      scheduled.push({ label, task });
    },
    idle: async () => {
      for (const { task } of scheduled.splice(0)) await task();
    },
  };
  const stored = (email: string, address: string, ageMs: number, succeeded = false) =>
    fake.rows.push({ id: 0, email, address, attemptedOn: new Date(NOW.getTime() - ageMs), succeeded });
  /** Moves the clock to `ms` after NOW (before it when negative). */
  const clockAt = (ms: number) => vi.setSystemTime(new Date(NOW.getTime() + ms));

  beforeEach(() => {
    fake.reset();
    scheduled = [];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records an attempt under the normalised email and answers it with its id, email and address', async () => {
    const throttle = createSignInThrottle(fake.db, background);
    const attempt = await throttle.reserve('  Ann@School.Test ', '198.51.100.7');
    const { id, ...recorded } = attempt;
    expect(Number.isInteger(id)).toBe(true);
    expect(recorded).toEqual({ email: 'ann@school.test', address: '198.51.100.7' });
    expect(fake.rows).toEqual([{ ...attempt, attemptedOn: NOW, succeeded: false }]);
  });

  it('answers the attempt past the limit with 429, Retry-After and the wait in words, and records nothing', async () => {
    const throttle = createSignInThrottle(fake.db, background);
    for (let i = 0; i < LIMIT; i += 1) await throttle.reserve('ann@school.test', 'a');
    const refusal = throttle.reserve('ANN@school.test', 'a');
    await expect(refusal).rejects.toMatchObject({
      statusCode: 429,
      code: ERROR_CODES.tooManyAttempts,
      message: MESSAGES.tooManyAttemptsWait(WINDOW),
      headers: { 'retry-after': String(WINDOW) },
    });
    expect(fake.rows).toHaveLength(LIMIT);
  });

  it('lets an address through again once the window has passed over its failures', async () => {
    const throttle = createSignInThrottle(fake.db, background);
    for (let i = 0; i < LIMIT; i += 1) await throttle.reserve('ann@school.test', 'a');
    clockAt(WINDOW * 1000 - 1);
    await expect(throttle.reserve('ann@school.test', 'a')).rejects.toMatchObject({ statusCode: 429 });
    clockAt(WINDOW * 1000);
    await expect(throttle.reserve('ann@school.test', 'a')).resolves.toMatchObject({ address: 'a' });
  });

  it("makes a right password's address the owner's, so strangers' failures do not delay it", async () => {
    const throttle = createSignInThrottle(fake.db, background);
    clockAt(-DAY_MS);
    await throttle.reserve('ann@school.test', 'home');
    const right = await throttle.reserve('ann@school.test', 'home');
    await throttle.succeeded(right);
    expect(fake.rows).toEqual([{ ...right, attemptedOn: new Date(NOW.getTime() - DAY_MS), succeeded: true }]);
    clockAt(0);
    for (let i = 0; i < 20; i += 1) stored('ann@school.test', `192.0.2.${i}`, 0);
    await expect(throttle.reserve('ann@school.test', 'elsewhere')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.reserve('ann@school.test', 'home')).resolves.toMatchObject({ address: 'home' });
  });

  it("forgets the account's failures after a password reset, whatever the email's case", async () => {
    const throttle = createSignInThrottle(fake.db, background);
    for (let i = 0; i < LIMIT; i += 1) await throttle.reserve('ann@school.test', 'a');
    stored('bob@school.test', 'a', 0);
    await throttle.forgetFailures(' Ann@School.TEST');
    expect(fake.rows.map((row) => row.email)).toEqual(['bob@school.test']);
    await expect(throttle.reserve('ann@school.test', 'a')).resolves.toMatchObject({ address: 'a' });
  });

  it('purges after answering: failures past the window, successes past trustedAddressDays', async () => {
    const throttle = createSignInThrottle(fake.db, background);
    const trustMs = AUTH_LIMITS.trustedAddressDays * DAY_MS;
    stored('old@school.test', 'a', WINDOW * 1000 + 1);
    stored('old@school.test', 'b', WINDOW * 1000 - 1);
    stored('old@school.test', 'c', trustMs + 1, true);
    stored('old@school.test', 'd', trustMs - 1, true);
    await throttle.reserve('ann@school.test', 'e');
    // Nothing is purged before the answer: the work waits in the background.
    expect(fake.rows).toHaveLength(5);
    expect(scheduled.map(({ label }) => label)).toEqual(['purge of old sign-in attempts']);
    await background.idle();
    expect(fake.rows.map((row) => row.address).sort()).toEqual(['b', 'd', 'e']);
  });

  it('purges at most once a minute', async () => {
    const throttle = createSignInThrottle(fake.db, background);
    await throttle.reserve('ann@school.test', 'a');
    clockAt(MINUTE_MS - 1);
    await throttle.reserve('ann@school.test', 'b');
    expect(scheduled).toHaveLength(1);
    clockAt(MINUTE_MS);
    await throttle.reserve('ann@school.test', 'c');
    expect(scheduled).toHaveLength(2);
    clockAt(MINUTE_MS + 1);
    await throttle.reserve('ann@school.test', 'd');
    expect(scheduled).toHaveLength(2);
  });
});
