import { useQuery } from '@tanstack/react-query';
import { likePageQueryOptions } from '../../../shared/api/likes';

/** Products on one page of the wishlist. */
export const LIKES_PAGE_SIZE = 12;

/** One page of the member's wishlist (GET /api/v1/me/likes with limit and skip), newest first. */
export function useLikePage(page: number) {
  return useQuery({ ...likePageQueryOptions(page, LIKES_PAGE_SIZE), placeholderData: (previous) => previous });
}
