import type { VariantType } from 'notistack';
import { createStore } from './store';

/**
 * Toasts of the app (stack of 3, 3 seconds, top right below the header: see app/toaster). The toaster's
 * code loads with the first toast, so screens that have not shown one yet (the sign-in page) do not carry it.
 */

/** How long a toast offering Undo stays: longer than the spec's 3 seconds, so there is time to press it. */
export const UNDO_TOAST_MS = 6000;

export interface ToastAction {
  label: string;
  /** The button's accessible name when the label alone would not say what it undoes. */
  accessibleLabel?: string;
  onClick: () => void;
}

export interface Toast {
  message: string;
  variant: VariantType;
  /** A button on the toast (Undo); the toast closes when it is pressed. */
  action?: ToastAction;
  /** Overrides the 3 seconds. */
  durationMs?: number;
}

type Show = (toast: Toast) => void;

const waiting: Toast[] = [];
let show: Show | null = null;

/** True once the app should mount the toaster. */
export const toasterWanted = createStore(false);

/** The mounted toaster takes over: it shows what waited, then every new toast. */
export function connectToaster(showToast: Show) {
  show = showToast;
  for (const toast of waiting.splice(0)) showToast(toast);
  return () => {
    show = null;
  };
}

function enqueue(toast: Toast) {
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  toasterWanted.set(true);
}

type Options = Pick<Toast, 'action' | 'durationMs'>;

export const notify = {
  success: (message: string, options?: Options) => enqueue({ message, variant: 'success', ...options }),
  error: (message: string) => enqueue({ message, variant: 'error' }),
  info: (message: string) => enqueue({ message, variant: 'info' }),
  warning: (message: string) => enqueue({ message, variant: 'warning' }),
};
