import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '@school/contract';
import type { AttemptRow } from './attempts.repository';
import { secondsToWait } from './sign-in-throttle';

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
});
