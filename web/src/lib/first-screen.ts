import { useEffect } from 'react';
import { queryClient } from './query-client';

let markShown: () => void = () => {};
/** Settles once the first page of this visit has been shown with what its calls brought (FirstScreenShown). */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * How long after the screen's calls have answered it counts as shown: time for the page to render and paint what
 * they brought, which takes a few frames on a slow phone (a render is scheduled, not immediate).
 */
const PAINT_GRACE_MS = 500;

/** Calls `callback` once the calls under way have all answered and had time to be painted. Returns a canceller. */
function afterCallsSettle(callback: () => void): () => void {
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  function check() {
    if (finished || queryClient.isFetching() > 0) return;
    finished = true;
    unsubscribe();
    timer = setTimeout(callback, PAINT_GRACE_MS);
  }
  check();
  return () => {
    finished = true;
    unsubscribe();
    clearTimeout(timer);
  };
}

/**
 * Placed after a page in the same Suspense boundary, so that it mounts when the page does: marks the first screen
 * shown once the page's calls have answered and been painted. Work the first screen does not need waits for it,
 * rather than competing with the screen's own files and calls.
 */
export function FirstScreenShown() {
  useEffect(() => afterCallsSettle(markShown), []);
  return null;
}
