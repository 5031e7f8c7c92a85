import type { VariantType } from 'notistack';
import { createStore } from './store';

/**
 * Toasts of the app (stack of 3, 3 seconds, top right: see app/toaster). The toaster's code loads with
 * the first toast, so screens that have not shown one yet (the sign-in page) do not carry it.
 */

export interface Toast {
  message: string;
  variant: VariantType;
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

export const notify = {
  success: (message: string) => enqueue({ message, variant: 'success' }),
  error: (message: string) => enqueue({ message, variant: 'error' }),
  info: (message: string) => enqueue({ message, variant: 'info' }),
  warning: (message: string) => enqueue({ message, variant: 'warning' }),
};
