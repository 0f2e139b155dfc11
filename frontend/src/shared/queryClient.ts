import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, subscribeSessionEnd, subscribeSignIn } from './api/client';
import { cartKeys } from './api/cart-keys';

/**
 * The app's single QueryClient: 30 s fresh data, no refetch on focus, and retries only for
 * INTERNAL (a server fault or no answer): a refusal with any other code will not change by asking again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => {
        if (error instanceof ApiRequestError && error.code !== 'INTERNAL') return false;
        return failures < 2;
      },
    },
  },
});

/** First elements of query keys that hold public data; every other query is dropped on logout. */
export const PUBLIC_QUERY_ROOTS = new Set<unknown>(['catalog', 'home', 'layout']);

// Member data never outlives the session; the cart badge refreshes after a sign-in.
subscribeSessionEnd(() => {
  queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.has(q.queryKey[0]) });
});
subscribeSignIn(() => {
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
});
