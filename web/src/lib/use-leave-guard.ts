import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The link a click follows inside the app, or undefined (new tab, download, other site, same place). */
function inAppTargetOf(event: MouseEvent): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href);
  // Another site: the browser's own question (beforeunload) asks.
  if (url.origin !== window.location.origin) return undefined;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return to === here ? undefined : to;
}

export interface LeaveGuard {
  /** Whether the question is open. */
  asking: boolean;
  /** Whether it is the form's Cancel (which discards the draft) rather than a link. */
  cancelling: boolean;
  /** Leaves at once when nothing is unsaved, else once the user confirms (Cancel of the form discards). */
  confirmLeave: (leave: () => void) => void;
  /** The user confirmed: leave as asked. */
  leave: () => void;
  /** The user stays on the form. */
  stay: () => void;
}

/**
 * Asks before the user leaves a form with unsaved changes (`active`). The app runs a BrowserRouter, not a data
 * router, so react-router's useBlocker is not available: closing or reloading the page asks through beforeunload,
 * a click on a link of the app is held (capture phase, before the router's own handler) until the user confirms,
 * and the form's Cancel asks through `confirmLeave`. The browser's Back button is not held; the draft kept in
 * localStorage still has every change.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ leave: () => void; cancel: boolean } | null>(null);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard's preventDefault (Chrome < 119) ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTargetOf(event);
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ leave: () => navigate(to), cancel: false });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (active) setPending({ leave, cancel: true });
      else leave();
    },
    [active],
  );

  return {
    asking: pending !== null,
    cancelling: pending?.cancel ?? false,
    confirmLeave,
    leave: () => {
      setPending(null);
      pending?.leave();
    },
    stay: () => setPending(null),
  };
}
