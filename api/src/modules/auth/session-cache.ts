/**
 * Resolved sessions kept in this process for a few seconds, keyed by token hash. An entry is only a candidate:
 * the session statement still checks the auth epoch each request, so a logout, a password change, a
 * deactivation or a role change made through any instance takes effect on the next request. The time limit
 * only bounds memory and how long a copy of an idle session stays around.
 */
export interface SessionCache<T> {
  /** The entry, if younger than the time limit. */
  get(key: string): { value: T; epoch: number } | undefined;
  set(key: string, value: T, epoch: number): void;
  delete(key: string): void;
}

export function createSessionCache<T>(options: { ttlMs: number; maxEntries: number }): SessionCache<T> {
  const entries = new Map<string, { value: T; epoch: number; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > options.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, value, epoch) {
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        // Stryker disable next-line ConditionalExpression: the cache is empty when done, so deleting the undefined key is a no-op
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, epoch, storedAt: Date.now() });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
