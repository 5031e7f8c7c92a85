import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';
import { getToken } from './lib/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The first render waits for the first screen's code, while index.html's brand stays on screen: rendered earlier,
// it would show a loader for each lazy part, and React holds back what replaces a loader shown less than 300 ms
// before (its Suspense throttle), so the screen came later, not sooner. Rendered as a transition, the first render
// yields to the browser every few milliseconds instead of holding the main thread in one long task.
void preloadFirstScreen(window.location.pathname, getToken() !== null).then(() => {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

registerServiceWorkerWhenIdle();
