import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { firstScreenShown } from '../lib/first-screen';
import { ProfileContext } from '../lib/profile-context';
import { queryClient } from '../lib/query-client';
import { profileQuery } from '../lib/session';
import { PATHS } from '../lib/routes';

const ProfileUnavailablePage = lazy(() => import('../features/errors/profile-unavailable-page'));

/** How long the stored profile waits for the first screen at most before it is checked with the server. */
const PROFILE_CHECK_LATEST_MS = 3000;

const PASSWORD_PATHS: readonly string[] = [PATHS.changePassword, PATHS.resetPassword];

/**
 * Everything a signed-in user sees: the query cache, the profile (GET /auth/me) for every screen, and the
 * rule that while the password must change, only the change-password screen is reachable.
 */
function ProfileGate() {
  // The profile stored at the last visit opens the first screen at once; asking the server for it again waits until
  // that screen is shown, so that the call does not hold up the screen's own files and calls (docs/decisions.md).
  // Without a stored profile it is fetched at once.
  const { data: profile, isFetching } = useQuery({ ...profileQuery, refetchOnMount: false });
  useEffect(() => {
    let active = true;
    // Fresh data (just signed in, or checked already) is not asked for again.
    const check = () => {
      if (active) void queryClient.prefetchQuery(profileQuery);
    };
    const timer = setTimeout(check, PROFILE_CHECK_LATEST_MS);
    void firstScreenShown.then(check);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  const { pathname } = useLocation();
  if (!profile) return isFetching ? <PageLoader label="Loading your profile" /> : <ProfileUnavailablePage />;
  if (profile.passwordChangeRequired && !PASSWORD_PATHS.includes(pathname)) {
    return <Navigate to={PATHS.changePassword} replace />;
  }
  return (
    <ProfileContext.Provider value={profile}>
      <Outlet />
    </ProfileContext.Provider>
  );
}

export default function SessionBoundary() {
  return (
    <QueryClientProvider client={queryClient}>
      <ProfileGate />
    </QueryClientProvider>
  );
}
