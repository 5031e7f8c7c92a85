import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';
import { getToken } from './lib/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

preloadFirstScreen(window.location.pathname, getToken() !== null);
// Rendered as a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread in one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorkerWhenIdle();
