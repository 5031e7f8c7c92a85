/**
 * Runs `callback` once the page has loaded and the browser has an idle moment (at the latest `timeoutMs` after
 * the load): for work the first screen does not need. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 5000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari before 18 has no requestIdleCallback.
      const handle = setTimeout(run, 1000);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
