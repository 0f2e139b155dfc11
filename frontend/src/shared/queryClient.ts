import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, subscribeSessionEnd, subscribeSignIn } from './api/client';
import { cartKeys } from './api/cart-keys';
import { likeKeys } from './api/likes';
import { watchKeys } from './api/watches';

/**
 * A QueryClient of the shop: 30 s fresh data, no refetch on focus, and retries only for INTERNAL
 * (a server fault or no answer): a refusal with any other code will not change by asking again.
 * The browser keeps one for the tab; the server makes one per page request and never retries,
 * so a page is not held back by a failing call (the browser asks again after hydration).
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: server
          ? false
          : (failures, error) => {
              if (error instanceof ApiRequestError && error.code !== 'INTERNAL') return false;
              return failures < 2;
            },
      },
    },
  });
}

/** First elements of query keys that hold public data; every other query is dropped on logout. */
export const PUBLIC_QUERY_ROOTS = new Set<unknown>(['catalog', 'home', 'layout']);

/**
 * Ties the browser's QueryClient to the session: member data never outlives the session, and the
 * cart badge, the wishlist and the recently viewed list reload after a sign-in (spec §4 Session). Browser only (the server renders as a visitor).
 */
export function followSession(queryClient: QueryClient): void {
  subscribeSessionEnd(() => {
    queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.has(q.queryKey[0]) });
  });
  subscribeSignIn(() => {
    for (const queryKey of [cartKeys.all, likeKeys.all, watchKeys.all]) void queryClient.invalidateQueries({ queryKey });
  });
}
