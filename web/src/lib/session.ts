import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@school/contract/schemas/auth';
import { http } from './http';
import { PROFILE_QUERY_KEY, queryClient } from './query-client';
import { endSession, readStoredProfile, setToken, storeProfile } from './session-store';

/** GET /api/auth/me, cached; starts from the stored copy so the shell opens at once (and offline). */
export const profileQuery = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: async ({ signal }) => {
    const profile = await http.get('/api/auth/me', { signal });
    storeProfile(profile);
    return profile;
  },
  initialData: readStoredProfile,
  initialDataUpdatedAt: 0,
  staleTime: 60_000,
});

/** Reloads the profile from the server (after a password change). */
export function refreshProfile(): Promise<Profile> {
  return queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
}

/** Starts a session with a token the server gave and loads the user's profile. */
export async function startSession(token: string): Promise<Profile> {
  endSession();
  setToken(token);
  return refreshProfile();
}
