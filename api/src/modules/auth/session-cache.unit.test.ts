import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionCache } from './session-cache';

const T0 = new Date('2026-03-01T10:00:00Z').getTime();
const TTL = 5_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const fresh = (maxEntries = 10) => createSessionCache<string>({ ttlMs: TTL, maxEntries });
const storedValue = (cache: ReturnType<typeof fresh>, key: string) => cache.get(key)?.value;

describe('the session cache', () => {
  it('answers nothing for a key never stored', () => {
    expect(fresh().get('unknown')).toBeUndefined();
  });

  it('answers a stored entry with its value and the epoch it was stored with', () => {
    const cache = fresh();
    cache.set('token-hash', 'session of Ann', 7);
    expect(cache.get('token-hash')).toMatchObject({ value: 'session of Ann', epoch: 7 });
  });

  it('answers an entry up to its time limit, included, and no more after it', () => {
    const cache = fresh();
    cache.set('k', 'v', 1);
    vi.setSystemTime(T0 + TTL);
    expect(storedValue(cache, 'k')).toBe('v');
    vi.setSystemTime(T0 + TTL + 1);
    expect(cache.get('k')).toBeUndefined();
    // Expired stays expired, even if the clock were read again at the limit.
    vi.setSystemTime(T0 + TTL);
    expect(cache.get('k')).toBeUndefined();
  });

  it('the time limit counts from the last time the entry was stored', () => {
    const cache = fresh();
    cache.set('k', 'old', 1);
    vi.setSystemTime(T0 + TTL - 1);
    cache.set('k', 'new', 2);
    vi.setSystemTime(T0 + 2 * TTL - 1);
    expect(cache.get('k')).toMatchObject({ value: 'new', epoch: 2 });
  });

  it('a deleted entry is gone, the others stay', () => {
    const cache = fresh();
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(storedValue(cache, 'b')).toBe('B');
  });

  it('holds at most maxEntries: storing one more drops the oldest', () => {
    const cache = fresh(2);
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    cache.set('c', 'C', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(storedValue(cache, 'b')).toBe('B');
    expect(storedValue(cache, 'c')).toBe('C');
  });

  it('storing a key again makes it the newest, and a full cache replaces it without dropping another', () => {
    const cache = fresh(2);
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    cache.set('a', 'A2', 2);
    expect(storedValue(cache, 'a')).toBe('A2');
    expect(storedValue(cache, 'b')).toBe('B');
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(storedValue(cache, 'a')).toBe('A2');
    expect(storedValue(cache, 'c')).toBe('C');
  });

  it('a cache of one entry keeps the last stored', () => {
    const cache = fresh(1);
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(storedValue(cache, 'b')).toBe('B');
  });
});
