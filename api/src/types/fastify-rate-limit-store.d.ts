/**
 * @fastify/rate-limit's in-memory store (a fixed window per key, least recently used keys dropped first), which the
 * package uses internally but does not declare. plugins/rate-limit.ts calls it directly and synchronously.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  interface WindowCount {
    /** Requests counted in the current window, this one included. */
    current: number;
    /** Milliseconds until the window ends. */
    ttl: number;
  }
  class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache: number);
    /** Counts one request for the key; calls back synchronously. */
    incr(
      key: string,
      callback: (error: Error | null, count: WindowCount) => void,
      timeWindow: number,
      max: number,
    ): void;
  }
  export default LocalStore;
}
