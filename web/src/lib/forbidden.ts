import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/** The global forbidden flag of the spec: set by a 403 answer, cleared when the user moves to another page. */
export const forbiddenStore = createStore(false);

export function useForbidden(): boolean {
  return useSyncExternalStore(forbiddenStore.subscribe, forbiddenStore.get);
}
