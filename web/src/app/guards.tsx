import type { EntityName } from '@school/contract/access';
import { lazy, type ReactNode } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import { usePrivileges } from '../lib/privileges';
import { useToken } from '../lib/session-store';
import { PATHS } from '../lib/routes';

// Loaded once a token exists: the signed-out screens never load the query library.
export const loadSessionBoundary = () => import('./session-boundary');
const SessionBoundary = lazy(loadSessionBoundary);

/** Where a visitor was going when sent to sign in (kept in the router's location state). */
interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function rememberedTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === PATHS.login) return PATHS.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** With a token, every route runs inside the session (profile, password-change rule); without, as is. */
export function SessionGate() {
  const token = useToken();
  return token ? <SessionBoundary /> : <Outlet />;
}

/** The root: the dashboard for a signed-in user, else sign in. */
export function RootRedirect() {
  const token = useToken();
  return <Navigate to={token ? PATHS.dashboard : PATHS.login} replace />;
}

/** Sign in and sign up: a signed-in user goes on to the page they asked for, or the dashboard. */
export function SignedOutOnly() {
  const token = useToken();
  const location = useLocation();
  if (token) return <Navigate to={rememberedTarget(location.state)} replace />;
  return <Outlet />;
}

/** Signed-in screens: a visitor is sent to sign in, and comes back here afterwards. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to={PATHS.login} replace state={{ from: location } satisfies FromState} />;
  return <Outlet />;
}

/** A screen that needs READ on its entity; without it the user sees why. */
export function RequireRead({
  entity,
  fallback,
  children,
}: {
  entity: EntityName;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { can } = usePrivileges();
  return can(entity, 'READ') ? children : fallback;
}
