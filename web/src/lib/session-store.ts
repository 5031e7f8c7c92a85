import type { Profile } from '@school/contract/schemas/auth';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import { createStore } from './store';

/**
 * The session as stored in the browser: the bearer token (its presence is the spec's logged-in flag)
 * and the last profile. Nothing here loads the query library: the sign-in page stays small.
 */

const TOKEN_KEY = STORAGE_KEYS.token;
const PROFILE_KEY = STORAGE_KEYS.profile;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be full or disabled; the session then lives only in memory.
  }
}

export const tokenStore = createStore<string | null>(read(TOKEN_KEY));

// Another tab signed in or out: follow it.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY || event.key === null) tokenStore.set(read(TOKEN_KEY));
});

export function getToken(): string | null {
  return tokenStore.get();
}

export function setToken(token: string) {
  write(TOKEN_KEY, token);
  tokenStore.set(token);
}

/** The last profile the server gave, kept so the app shell can open offline. */
export function readStoredProfile(): Profile | undefined {
  const raw = read(PROFILE_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Profile;
  } catch {
    return undefined;
  }
}

export function storeProfile(profile: Profile) {
  write(PROFILE_KEY, JSON.stringify(profile));
}

type SessionEvent = 'ended' | 'profileStale';
const listeners = new Set<(event: SessionEvent) => void>();

/** Lets the query cache follow the session without this module loading it. */
export function onSessionEvent(listener: (event: SessionEvent) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: SessionEvent) {
  for (const listener of listeners) listener(event);
}

/** The server says the profile changed (for example a password change is now required). */
export function markProfileStale() {
  emit('profileStale');
}

/** Drops the session: token and profile leave storage and every cached answer is forgotten. */
export function endSession() {
  write(TOKEN_KEY, null);
  write(PROFILE_KEY, null);
  tokenStore.set(null);
  emit('ended');
}

/** The token, re-rendering when the user signs in or out. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}
