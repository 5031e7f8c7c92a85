import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { AddedCount, HeldCount } from './rate-limit.repository';
import { createSharedCounts, type Spent } from './rate-limit-shared';

const WINDOW_MS = 60_000;

/** A clock the test moves by hand. */
function testClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** The shared table as rate-limit.repository.ts keeps it, answering on a later turn of the event loop. */
function fakeDatabase(clock: { now: () => number }) {
  const rows = new Map<string, { points: number; windowEndsAt: number }>();
  const database = {
    rows,
    writes: 0,
    failing: false,
    removed: 0,
    async add(counts: AddedCount[]): Promise<HeldCount[]> {
      database.writes += 1;
      await nextTurn();
      if (database.failing) throw new Error('connection refused');
      return counts.map(({ key, points }) => {
        const time = clock.now();
        const row = rows.get(key);
        const next =
          row && row.windowEndsAt > time
            ? { points: row.points + points, windowEndsAt: row.windowEndsAt }
            : { points, windowEndsAt: time + WINDOW_MS };
        rows.set(key, next);
        return { key, ...next, ttl: next.windowEndsAt - time };
      });
    },
    async removeEnded() {
      for (const [key, row] of rows) {
        if (row.windowEndsAt <= clock.now()) {
          rows.delete(key);
          database.removed += 1;
        }
      }
    },
  };
  return database;
}

function instance(
  database: ReturnType<typeof fakeDatabase>,
  clock: { now: () => number },
  errors: unknown[] = [],
  keysKept = 1000,
) {
  const counts = createSharedCounts({
    add: database.add,
    removeEnded: database.removeEnded,
    onError: (error) => errors.push(error),
    windowMs: WINDOW_MS,
    flushEveryMs: 0,
    keysKept,
    now: clock.now,
  });
  /** One request: what the rate limit learns (the count so far, this one included, and the time left). */
  const spend = (key: string, max: number) =>
    new Promise<Spent>((resolve, reject) => {
      counts.incr(key, max, (error, spent) => (error ? reject(error) : resolve(spent)));
    });
  return { ...counts, spend };
}

/** Sends `total` requests of one key in rounds of `parallel`, spread over the instances in turn. */
async function flood(instances: ReturnType<typeof instance>[], key: string, max: number, total: number, parallel = 20) {
  const answers: Spent[] = [];
  for (let sent = 0; sent < total; sent += parallel) {
    const round = Array.from({ length: Math.min(parallel, total - sent) }, (_, index) =>
      (instances[index % instances.length] as ReturnType<typeof instance>).spend(key, max),
    );
    answers.push(...(await Promise.all(round)));
  }
  return { answered: answers.filter(({ current }) => current <= max).length, answers };
}

describe('rate limit counts shared by several instances', () => {
  it('hold one budget across two instances: 1,300 requests against 1,200 get exactly 100 refusals', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const { answered } = await flood([instance(database, clock), instance(database, clock)], 'user:1', 1200, 1300);
    expect(answered).toBe(1200);
    // Far fewer writes than requests: only the first requests, those near the limit and a share now and then.
    expect(database.writes).toBeLessThan(200);
    expect(database.rows.get('user:1')?.points).toBeGreaterThanOrEqual(1200);
  });

  it('hold with five instances and requests sent one at a time as well', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const instances = Array.from({ length: 5 }, () => instance(database, clock));
    expect((await flood(instances, 'user:1', 300, 400)).answered).toBe(300);
    expect((await flood(instances, 'user:2', 300, 400, 1)).answered).toBe(300);
  });

  it('answer from memory far from the limit: one write for a key first seen, none for the next requests', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const counts = instance(database, clock);
    expect(await counts.spend('user:1', 1200)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(database.writes).toBe(1);
    clock.advance(1000);
    for (let call = 2; call <= 50; call++) {
      expect(await counts.spend('user:1', 1200)).toEqual({ current: call, ttl: WINDOW_MS - 1000 });
    }
    expect(database.writes).toBe(1);
    // The periodic flush sends the 49 in one write.
    await counts.flush();
    expect(database.writes).toBe(2);
    expect(database.rows.get('user:1')?.points).toBe(50);
    await counts.flush();
    expect(database.writes).toBe(2);
  });

  it('learn on a key’s first request what another instance counted, and refuse over the limit without a write', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const first = instance(database, clock);
    const second = instance(database, clock);
    expect((await flood([first], 'user:1', 100, 100)).answered).toBe(100);
    await first.flush();
    const refused = await second.spend('user:1', 100);
    expect(refused.current).toBe(101);
    const writes = database.writes;
    for (let call = 0; call < 10; call++) expect((await second.spend('user:1', 100)).current).toBeGreaterThan(100);
    for (let call = 0; call < 10; call++) expect((await first.spend('user:1', 100)).current).toBeGreaterThan(100);
    expect(database.writes).toBe(writes);
  });

  it('follow the database’s window: the time left is its own, and a new window starts afresh', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const first = instance(database, clock);
    const second = instance(database, clock);
    expect(await first.spend('user:1', 2)).toEqual({ current: 1, ttl: WINDOW_MS });
    clock.advance(20_000);
    // The second instance's window is the one the first request started, not one of its own.
    expect(await second.spend('user:1', 2)).toEqual({ current: 2, ttl: 40_000 });
    expect((await second.spend('user:1', 2)).current).toBe(3);
    clock.advance(40_000);
    expect(await second.spend('user:1', 2)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await first.spend('user:1', 2)).toEqual({ current: 2, ttl: WINDOW_MS });
  });

  it('go on counting in memory while the database fails, and say so', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    database.failing = true;
    const errors: unknown[] = [];
    const counts = instance(database, clock, errors);
    const answers = [];
    for (let call = 0; call < 6; call++) answers.push((await counts.spend('user:1', 5)).current);
    expect(answers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(errors.length).toBeGreaterThan(0);
    expect(String(errors[0])).toMatch(/connection refused/);
    database.failing = false;
    await counts.flush();
  });

  it('forget ended windows, delete their rows once a window, and keep at most keysKept keys', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const counts = instance(database, clock, [], 2);
    for (const key of ['a', 'b', 'c']) await counts.spend(key, 10);
    // 'a' was dropped for 'c': its next request is a first one again (one write).
    const writes = database.writes;
    expect((await counts.spend('a', 10)).current).toBe(2);
    expect(database.writes).toBe(writes + 1);
    clock.advance(WINDOW_MS);
    await counts.flush();
    expect(database.removed).toBe(3);
    expect(database.rows.size).toBe(0);
    expect((await counts.spend('b', 10)).current).toBe(1);
    await counts.close();
  });

  it('close waits for what is being sent', async () => {
    const clock = testClock();
    const database = fakeDatabase(clock);
    const counts = instance(database, clock);
    const pending = counts.spend('user:1', 10);
    await counts.close();
    expect(database.rows.get('user:1')?.points).toBe(1);
    expect((await pending).current).toBe(1);
  });
});
