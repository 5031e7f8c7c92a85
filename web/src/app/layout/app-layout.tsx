import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../../components/offline-notice';
import { PageLoader } from '../../components/page-loader';
import { FirstScreenShown, firstScreenShown } from '../../lib/first-screen';
import { forbiddenStore } from '../../lib/forbidden';
import { toasterWanted } from '../../lib/notify';
import { AppDrawer, DRAWER_WIDTH } from './app-drawer';
import { AppHeader } from './app-header';

/** The signed-in frame: header, side drawer and the page in <main>. */
export default function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Signed-in screens toast often: load the toaster ahead of the first toast, once the first screen is shown (its
  // code and its first render are not what the user came for). A toast before then loads it at once (lib/notify).
  useEffect(() => {
    void firstScreenShown.then(() => toasterWanted.set(true));
  }, []);

  // A new page starts without the forbidden flag of the last one.
  useEffect(() => {
    if (pathname) forbiddenStore.set(false);
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Link
        href="#main-content"
        component="a"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <AppHeader onOpenMenu={() => setMenuOpen(true)} />
      <AppDrawer mobileOpen={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          px: { xs: 2, sm: 3, lg: 4 },
          pb: 4,
          outline: 'none',
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
          <OfflineNotice />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <FirstScreenShown />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
