import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../lib/notify';
import { theme } from './theme';

const Toaster = lazy(() => import('./toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  const showToaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      {showToaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
