import { AUTH_LIMITS, ERROR_CODES, MESSAGES } from '@school/contract';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import { AppError } from '../../lib/http-errors';
import * as attempts from './attempts.repository';
import { normalizeEmail } from './auth.repository';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const WINDOW_MS = AUTH_LIMITS.failedLoginWindowMinutes * MINUTE;
const TRUST_MS = AUTH_LIMITS.trustedAddressDays * DAY;
const PURGE_EVERY_MS = MINUTE;

const newestFirst = (a: attempts.AttemptRow, b: attempts.AttemptRow) =>
  b.attemptedOn.getTime() - a.attemptedOn.getTime();

/**
 * How many seconds an attempt from `address` must wait, or null when it may go ahead (the design is in
 * docs/decisions.md, 'Sign-in throttle'):
 * - per account and address, a hard limit: maxFailedLogins failures in the window, then the address waits
 *   until the oldest of them leaves the window;
 * - per account across addresses, a growing delay: past maxFailedLogins failures in the window, an address
 *   the account has not signed in from lately waits accountDelayBaseSeconds after the newest failure,
 *   doubled for each further failure, up to accountDelayMaxSeconds. The owner's own address skips it.
 * Attempts still being checked count as failures.
 */
export function secondsToWait(rows: readonly attempts.AttemptRow[], address: string, now: Date): number | null {
  const since = now.getTime() - WINDOW_MS;
  const failures = rows.filter((row) => !row.succeeded && row.attemptedOn.getTime() > since).sort(newestFirst);
  const fromAddress = failures.filter((row) => row.address === address);
  const oldestThatCounts = fromAddress[AUTH_LIMITS.maxFailedLogins - 1];
  let waitMs = oldestThatCounts ? oldestThatCounts.attemptedOn.getTime() + WINDOW_MS - now.getTime() : 0;

  const trusted = rows.some(
    (row) => row.succeeded && row.address === address && row.attemptedOn.getTime() > now.getTime() - TRUST_MS,
  );
  const newest = failures[0];
  if (!trusted && newest && failures.length >= AUTH_LIMITS.maxFailedLogins) {
    const doublings = failures.length - AUTH_LIMITS.maxFailedLogins;
    const delayMs =
      Math.min(AUTH_LIMITS.accountDelayBaseSeconds * 2 ** doublings, AUTH_LIMITS.accountDelayMaxSeconds) * SECOND;
    waitMs = Math.max(waitMs, newest.attemptedOn.getTime() + delayMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / SECOND) : null;
}

export const tooManyAttempts = (waitSeconds: number) =>
  new AppError(429, MESSAGES.tooManyAttemptsWait(waitSeconds), ERROR_CODES.tooManyAttempts, undefined, {
    'retry-after': String(waitSeconds),
  });

export interface Attempt {
  id: number;
  email: string;
  address: string;
}

/** The throttle in front of every check of a password that a caller supplies (sign-in, expired change). */
export function createSignInThrottle(db: Database, background: BackgroundTasks) {
  let lastPurge = 0;

  /** Keeps the table small: rows the rules no longer read go, at most once a minute, after answering. */
  function purgeNowAndThen(now: Date) {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    background.run('purge of old sign-in attempts', () =>
      attempts.purgeAttempts(db, new Date(now.getTime() - WINDOW_MS), new Date(now.getTime() - TRUST_MS)),
    );
  }

  return {
    /** Records an attempt before its password is checked, or answers 429 with how long to wait. */
    async reserve(email: string, address: string): Promise<Attempt> {
      const key = { email: normalizeEmail(email), address };
      const now = new Date();
      const since = new Date(now.getTime() - WINDOW_MS);
      const reservation = await attempts.reserveAttempt(db, key, now, since, (rows) =>
        secondsToWait(rows, address, now),
      );
      purgeNowAndThen(now);
      if ('waitSeconds' in reservation) throw tooManyAttempts(reservation.waitSeconds);
      return { id: reservation.attemptId, ...key };
    },

    /** The password was right: the attempt is no failure, and this address is the owner's. */
    succeeded(attempt: Attempt) {
      return attempts.markSucceeded(db, attempt.id, attempt);
    },

    /** A completed password reset proves the owner: the account's failures are forgotten. */
    forgetFailures(email: string) {
      return attempts.clearFailures(db, normalizeEmail(email));
    },
  };
}
