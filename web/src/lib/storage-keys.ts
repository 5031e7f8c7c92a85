/**
 * Where the browser keeps the session (lib/session-store.ts); index.html's start script
 * (web/bundling/first-screen-chunk.ts) reads the token's too.
 */
export const STORAGE_KEYS = {
  /** The bearer token: its presence is the spec's logged-in flag. */
  token: 'authToken',
  /** The last profile, which opens a signed-in start before the server has answered. */
  profile: 'userProfile',
} as const;
