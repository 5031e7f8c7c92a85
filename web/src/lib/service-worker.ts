import { whenIdle } from './idle';

/**
 * Registers the service worker once the page has loaded and the browser is idle. Its install precaches the whole
 * app (every chunk and icon, about 1.3 MB): started at the load event, as vite-plugin-pwa's own registerSW.js
 * does, it competes with the first screen's lazy chunks and API calls for the network and the CPU.
 */
export function registerServiceWorkerWhenIdle() {
  if (!('serviceWorker' in navigator)) return;
  whenIdle(() => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, blocked storage): the app works online as before.
    });
  });
}
