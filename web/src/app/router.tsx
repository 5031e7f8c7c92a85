import { lazy, Suspense, useEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import LoginPage from '../features/auth/login-page';
import { DASHBOARD_PATHS } from '../features/dashboard/plans-api';
import { PageLoader } from '../components/page-loader';
import { setNavigator } from '../lib/navigation';
import { loadSessionBoundary, RequireAuth, RequireRead, RootRedirect, SessionGate, SignedOutOnly } from './guards';
import { PATHS } from '../lib/routes';
import { SCREENS, type ScreenRoute } from './route-table';
import { RequireRecordIds } from './route-params';

// Every page is its own chunk: the sign-in page loads none of the signed-in app. The sign-in page itself, the
// first screen of most visits, comes with the app's first script rather than one round trip later.
const loadAppLayout = () => import('./layout/app-layout');
const loadDashboardPage = () => import('../features/dashboard/dashboard-page');
const AppLayout = lazy(loadAppLayout);
const SignupPage = lazy(() => import('../features/auth/signup-page'));
const ChangePasswordPage = lazy(() => import('../features/auth/change-password-page'));
const DashboardPage = lazy(loadDashboardPage);
const NotFoundPage = lazy(() => import('../features/errors/not-found-page'));
const ForbiddenPage = lazy(() => import('../features/errors/forbidden-page'));
const RouteErrorPage = lazy(() => import('../features/errors/route-error-page'));

function ScreenPage({ screen }: { screen: ScreenRoute }) {
  const Page = screen.page;
  return (
    <RequireRead entity={screen.entity} fallback={<ForbiddenPage title={screen.title} />}>
      <Page screen={screen} />
    </RequireRead>
  );
}

/** The route table; the signed-in screens come from SCREENS. */
const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signup, element: <SignupPage /> },
        ],
      },
      { path: PATHS.changePassword, element: <ChangePasswordPage /> },
      { path: PATHS.resetPassword, element: <ChangePasswordPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireRecordIds />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  { path: PATHS.dashboard, element: <DashboardPage screens={SCREENS} /> },
                  ...SCREENS.map((screen) => ({ path: screen.path, element: <ScreenPage screen={screen} /> })),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * A signed-in user's first screen is reached through three lazy chunks in a row (session, layout, page), each
 * found only once the one before it has loaded and rendered: start all of them at once instead. Settles once they
 * have loaded (or failed: the route's error page then says so).
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): Promise<unknown> {
  if (!signedIn) return Promise.resolve();
  const dashboard = (DASHBOARD_PATHS as readonly string[]).includes(pathname);
  const chunks: Promise<unknown>[] = [loadSessionBoundary(), loadAppLayout()];
  if (dashboard) chunks.push(loadDashboardPage());
  return Promise.allSettled(chunks);
}

/** Lets the HTTP client (outside React) send the user to sign in or to change the password. */
function useRouterNavigation() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
}

/** Scrolls to the top when the page changes. */
function useScrollToTop(pathname: string) {
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  useRouterNavigation();
  useScrollToTop(pathname);
  const element = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
