import type { AddedCount, HeldCount } from './rate-limit.repository';

/** The requests counted for a key in its window (this one included) and the milliseconds left in the window. */
export interface Spent {
  current: number;
  ttl: number;
}

export interface SharedCountsOptions {
  /** Adds requests to the shared counts and answers the counts held afterwards (rate-limit.repository.ts). */
  add: (counts: AddedCount[]) => Promise<HeldCount[]>;
  /** Deletes the shared counts whose window has ended. */
  removeEnded: () => Promise<void>;
  /** The shared counts could not be read or written: this process counts on its own meanwhile. */
  onError: (error: unknown) => void;
  /** The length of a window, in milliseconds (the same as the database is told). */
  windowMs: number;
  /** How often every count not yet shared is sent, in milliseconds (0: only when `flush` is called). */
  flushEveryMs: number;
  /** Keys this process remembers at most (users and addresses active in one window; the oldest go first). */
  keysKept: number;
  now?: () => number;
}

/** How a key stands in this process in its current window. */
interface Entry {
  /** The window's end by this process's clock: from the database's answer, or guessed until it answers. */
  endsAt: number;
  /** The window's end as the database named it, once it has answered: the same for every instance. */
  windowEndsAt?: number;
  /** Whether the database answered in this window (or failed to: this process then counts on its own). */
  heard: boolean;
  /** Everyone's requests, as the database last answered (or as counted here while it could not). */
  shared: number;
  /** Requests of this process being sent. */
  sending: number;
  /** Requests of this process not sent yet. */
  unsent: number;
}

/**
 * A process answers from memory at most this share of what it believes is left of a key's limit before the
 * database has counted them: it sends them when they reach the share, and a request beyond it waits for the
 * database's count. Far from the limit that is rare, and it grows more frequent as the limit nears, until each of
 * the last SHARE requests asks the database itself. So instances that heard from the database recently cannot
 * together go past the limit (fewer than SHARE of them), while a user spending a whole budget costs some sixty
 * writes a minute, not one a request.
 */
const SHARE = 10;

/**
 * Rate limit counts shared by every instance on one database, with an in-memory pre-check. Each process counts a
 * key's requests in memory and answers from what it knows: everyone's count at the database's last answer plus its
 * own since. A key's first request in a window waits for the database (to learn what the others counted); then
 * the process sends its counts in one batch every `flushEveryMs`, and a key's sooner as the limit nears (SHARE).
 * The last SHARE requests of a budget wait for the database's count, so the limit holds exactly there; a key
 * already over the limit is refused from memory, without a write. The database keeps each key's window (it starts
 * with the key's first request anywhere), so every instance agrees on it. If the database fails, the process goes
 * on with its own count.
 */
export function createSharedCounts(options: SharedCountsOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Keys with unsent requests, and those of them to send on the next turn of the event loop. */
  const unsentKeys = new Set<string>();
  const urgentKeys = new Set<string>();
  let urgentScheduled = false;
  const inFlight = new Set<Promise<unknown>>();
  let lastCleaned = now();

  function entryOf(key: string, time: number) {
    const entry = entries.get(key);
    if (entry && time < entry.endsAt) return entry;
    entries.delete(key);
    if (entries.size >= options.keysKept) {
      // A Map iterates in insertion order: the first key is the one whose window started longest ago.
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    const fresh: Entry = { endsAt: time + options.windowMs, heard: false, shared: 0, sending: 0, unsent: 0 };
    entries.set(key, fresh);
    return fresh;
  }

  function track<T>(work: Promise<T>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  /** Takes the database's answer for a key into its entry; false if the answer is of an earlier window. */
  function learn(entry: Entry, row: HeldCount) {
    if (entry.windowEndsAt === undefined || row.windowEndsAt > entry.windowEndsAt) {
      // The first answer in this window, or the database started a new one: its count and end are everyone's.
      entry.windowEndsAt = row.windowEndsAt;
      entry.heard = true;
      entry.endsAt = now() + row.ttl;
      entry.shared = row.points;
      return true;
    }
    if (row.windowEndsAt < entry.windowEndsAt) return false;
    // Answers to two sends of one key may arrive in either order: a count only grows within its window.
    entry.shared = Math.max(entry.shared, row.points);
    return true;
  }

  /** Sends the unsent requests of these keys; answers everyone's count of each key, as the database holds it. */
  async function send(keys: Iterable<string>) {
    const batch: { entry: Entry; count: AddedCount }[] = [];
    for (const key of keys) {
      unsentKeys.delete(key);
      const entry = entries.get(key);
      if (!entry || entry.unsent === 0) continue;
      batch.push({ entry, count: { key, points: entry.unsent } });
      entry.sending += entry.unsent;
      entry.unsent = 0;
    }
    const counts = new Map<string, number>();
    if (batch.length === 0) return counts;
    try {
      const held = new Map((await track(options.add(batch.map(({ count }) => count)))).map((row) => [row.key, row]));
      for (const { entry, count } of batch) {
        entry.sending -= count.points;
        const row = held.get(count.key);
        if (row && learn(entry, row)) counts.set(count.key, row.points);
        else entry.shared += count.points;
      }
    } catch (error) {
      for (const { entry, count } of batch) {
        entry.sending -= count.points;
        entry.shared += count.points;
        entry.heard = true;
      }
      options.onError(error);
    }
    return counts;
  }

  function sendSoon(key: string) {
    urgentKeys.add(key);
    if (urgentScheduled) return;
    urgentScheduled = true;
    // Every key that needs sending in this turn of the event loop goes in one statement.
    setImmediate(() => {
      urgentScheduled = false;
      const keys = [...urgentKeys];
      urgentKeys.clear();
      void send(keys);
    });
  }

  /** Sends every unsent count, forgets ended windows (and deletes their rows once a window). */
  async function flush() {
    await send([...unsentKeys]);
    const time = now();
    for (const [key, entry] of entries) {
      if (time >= entry.endsAt && entry.sending === 0 && entry.unsent === 0) entries.delete(key);
    }
    if (time - lastCleaned >= options.windowMs) {
      lastCleaned = time;
      await track(options.removeEnded()).catch(options.onError);
    }
  }

  const timer = options.flushEveryMs > 0 ? setInterval(() => void flush(), options.flushEveryMs) : undefined;
  timer?.unref();

  return {
    /** Counts one request of `key` against a limit of `max` a window. */
    incr(key: string, max: number, callback: (error: Error | null, spent: Spent) => void) {
      const time = now();
      const entry = entryOf(key, time);
      const ttl = entry.endsAt - time;
      const known = entry.shared + entry.sending + entry.unsent;
      // A count only grows within its window: a key known to be over its limit is refused without asking anyone.
      if (known >= max) {
        callback(null, { current: known + 1, ttl });
        return;
      }
      const left = max - known;
      // Requests this process answered that no other instance has seen yet.
      const unconfirmed = entry.sending + entry.unsent;
      entry.unsent += 1;
      unsentKeys.add(key);
      if (!entry.heard || left <= SHARE || unconfirmed >= left / SHARE) {
        // Before this process knows what the others counted in the window, near the limit, or with this
        // process's share of what is left answered unseen, the database decides, with everyone's requests counted.
        void send([key]).then((counts) => {
          const current = counts.get(key) ?? entry.shared + entry.sending + entry.unsent;
          callback(null, { current, ttl: Math.max(0, entry.endsAt - now()) });
        });
        return;
      }
      if (unconfirmed + 1 >= left / SHARE) sendSoon(key);
      callback(null, { current: known + 1, ttl });
    },
    flush,
    /** Stops the timer and waits for what is being sent. */
    async close() {
      if (timer) clearInterval(timer);
      while (inFlight.size > 0 || urgentScheduled) {
        await Promise.allSettled([...inFlight]);
        if (urgentScheduled) await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

export type SharedCounts = ReturnType<typeof createSharedCounts>;
