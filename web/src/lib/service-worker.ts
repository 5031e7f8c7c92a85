/**
 * Registers the service worker once the page has loaded and the browser is idle. Its install precaches the whole
 * app (every chunk and icon, about 1.3 MB): started at the load event, as vite-plugin-pwa's own registerSW.js
 * does, it competes with the first screen's lazy chunks and API calls for the network and the CPU.
 */
export function registerServiceWorkerWhenIdle() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, blocked storage): the app works online as before.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
