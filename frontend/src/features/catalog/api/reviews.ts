import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ReviewListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Reviews on one page of the product page's review list. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/** Which reviews: all newest first, photo reviews first, or photo reviews only. */
export type ReviewPhotoMode = 'all' | 'first' | 'only';

/** GET /api/v1/shop/reviews?product=…: one page of the product's visible reviews and its summary (headers limit/skip). */
export const productReviewsQueryOptions = (productId: string, page: number, photo: ReviewPhotoMode) =>
  queryOptions({
    queryKey: ['reviews', 'product', productId, page, photo] as const,
    queryFn: () =>
      apiFetch<ReviewListResponse>(`${API.public}/shop/reviews`, {
        query: { product: productId, photo: photo === 'all' ? undefined : photo },
        headers: { limit: String(PRODUCT_REVIEWS_PAGE_SIZE), skip: String((page - 1) * PRODUCT_REVIEWS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** A page of the product's reviews. */
export const useProductReviews = (productId: string, page: number, photo: ReviewPhotoMode) => useQuery(productReviewsQueryOptions(productId, page, photo));
