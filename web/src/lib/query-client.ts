import { QueryClient } from '@tanstack/react-query';
import { onSessionEvent } from './session-store';

export const PROFILE_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The one query cache of the signed-in app. The HTTP client already reports failures, so queries do not
 * retry. Signing out forgets every cached answer.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onSessionEvent((event) => {
  if (event === 'ended') queryClient.clear();
  else void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
});
