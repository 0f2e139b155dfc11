import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API, MAX_LIKES, type LikeListResponse, type LikeWrittenResponse } from '@shop/contracts';
import { apiFetch } from './client';
import { useIsSignedIn } from '../stores/session';

/** Query keys of the member's wishlist: the index (which products are liked) and the pages of /mypage/likes. */
export const likeKeys = {
  all: ['likes'] as const,
  index: () => [...likeKeys.all, 'index'] as const,
  page: (page: number, pageSize: number) => [...likeKeys.all, 'page', page, pageSize] as const,
};

/** Liked product id → like id (a like being written holds `pending`). */
export type LikeIndex = Record<string, string>;

/** GET /api/v1/me/likes with the whole list (at most MAX_LIKES): which products the member liked, and their like ids. */
export const likeIndexQueryOptions = () =>
  queryOptions({
    queryKey: likeKeys.index(),
    queryFn: async (): Promise<LikeIndex> => {
      const { likes } = await apiFetch<LikeListResponse>(`${API.me}/likes`, { headers: { limit: String(MAX_LIKES), skip: '0' } });
      return Object.fromEntries(likes.map((l) => [l.product._id, l._id]));
    },
  });

/** GET /api/v1/me/likes, one page of the wishlist (newest first) with the list's size. */
export const likePageQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: likeKeys.page(page, pageSize),
    queryFn: () => apiFetch<LikeListResponse>(`${API.me}/likes`, { headers: { limit: String(pageSize), skip: String((page - 1) * pageSize) } }),
  });

/** The member's liked products (empty while signed out: no request is made). */
export function useLikeIndex(): LikeIndex {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...likeIndexQueryOptions(), enabled: signedIn });
  return signedIn && data ? data : {};
}

/** Whether the product is on the signed-in member's wishlist. */
export function useIsLiked(productId: string): boolean {
  return productId in useLikeIndex();
}

/** How many products the member liked; 0 while signed out. */
export function useLikeCount(): number {
  return Object.keys(useLikeIndex()).length;
}

/**
 * Toggles a like on the server with an optimistic update of the index (spec §4 Wishlist
 * toggle): already liked → DELETE me/likes/{id}; else POST me/likes. On a refusal the index is
 * put back and the error thrown. Resolves true when the product is now liked.
 */
async function toggleOnce(queryClient: QueryClient, productId: string): Promise<boolean> {
  const key = likeKeys.index();
  const before = queryClient.getQueryData<LikeIndex>(key) ?? (await queryClient.fetchQuery(likeIndexQueryOptions()).catch(() => ({}) as LikeIndex));
  const likeId = before[productId];
  await queryClient.cancelQueries({ queryKey: key });
  try {
    if (likeId) {
      const { [productId]: _gone, ...rest } = before;
      queryClient.setQueryData<LikeIndex>(key, rest);
      if (likeId !== 'pending') await apiFetch(`${API.me}/likes/${encodeURIComponent(likeId)}`, { method: 'DELETE' });
      return false;
    }
    queryClient.setQueryData<LikeIndex>(key, { ...before, [productId]: 'pending' });
    const { like } = await apiFetch<LikeWrittenResponse>(`${API.me}/likes`, { method: 'POST', body: { product: productId } });
    queryClient.setQueryData<LikeIndex>(key, (now) => ({ ...now, [productId]: like._id }));
    return true;
  } catch (e) {
    queryClient.setQueryData<LikeIndex>(key, before);
    throw e;
  } finally {
    void queryClient.invalidateQueries({ queryKey: [...likeKeys.all, 'page'] });
  }
}

/** Toggles of one product still being written, so a quick second click acts on what the first one settled. */
const inFlight = new Map<string, Promise<boolean>>();

/**
 * The wishlist toggle of one product ({@link toggleOnce}), one at a time per product: a second
 * click while the first is still being written waits for it, so a like and its undo end unliked.
 */
export function toggleLike(queryClient: QueryClient, productId: string): Promise<boolean> {
  const before = inFlight.get(productId);
  const next = (before ? before.catch(() => false) : Promise.resolve(false)).then(() => toggleOnce(queryClient, productId));
  inFlight.set(productId, next);
  const clear = () => {
    if (inFlight.get(productId) === next) inFlight.delete(productId);
  };
  next.then(clear, clear);
  return next;
}
