import type { Profile } from '@school/contract/schemas/auth';
import { createContext, useContext } from 'react';

/** The signed-in user's profile, provided by the session boundary once GET /auth/me has answered. */
export const ProfileContext = createContext<Profile | undefined>(undefined);

/** The profile when signed in, else undefined (for screens that serve both). */
export function useOptionalProfile(): Profile | undefined {
  return useContext(ProfileContext);
}

/** The signed-in user's profile; for screens behind the sign-in guard. */
export function useProfile(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile is for signed-in screens only.');
  return profile;
}
