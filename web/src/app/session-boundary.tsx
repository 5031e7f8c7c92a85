import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ProfileContext } from '../lib/profile-context';
import { queryClient } from '../lib/query-client';
import { profileQuery } from '../lib/session';
import { PATHS } from './route-table';

const ProfileUnavailablePage = lazy(() => import('../features/errors/profile-unavailable-page'));

const PASSWORD_PATHS: readonly string[] = [PATHS.changePassword, PATHS.resetPassword];

/**
 * Everything a signed-in user sees: the query cache, the profile (GET /auth/me) for every screen, and the
 * rule that while the password must change, only the change-password screen is reachable.
 */
function ProfileGate() {
  const { data: profile, isFetching } = useQuery(profileQuery);
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
