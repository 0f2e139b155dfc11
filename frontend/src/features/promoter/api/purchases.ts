import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type PromoterPurchaseListResponse, type PurchaseStatus } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

/** Purchase lines shown per page. */
export const PROMOTER_PURCHASES_PAGE_SIZE = 20;

/** Whose lines a purchase page shows: the promotees' (/promoter/promotee-purchases) or the promoter's own (/promoter/promoter-purchases). */
export type PurchasesOf = 'promotees' | 'self';

/** The filter of a purchase page, as its URL carries it. */
export interface PromoterPurchasesSearch {
  /** `yyyy-mm` (KST). */
  month?: string;
  status?: PurchaseStatus;
  /** 1-based. */
  page?: number;
}

/** GET /api/v1/promoter/purchases (`of=self` for the promoter's own): one page of lines, newest first, under the filter. */
export function usePromoterPurchases(of: PurchasesOf, { month, status, page = 1 }: PromoterPurchasesSearch) {
  return useQuery({
    queryKey: promoterKeys.purchases(of, month ?? '', status ?? '', page),
    queryFn: () =>
      apiFetch<PromoterPurchaseListResponse>(`${API.public}/promoter/purchases`, {
        query: { ...(of === 'self' ? { of } : {}), ...(month ? { month } : {}), ...(status ? { purchaseStatus: status } : {}) },
        headers: { limit: String(PROMOTER_PURCHASES_PAGE_SIZE), skip: String((page - 1) * PROMOTER_PURCHASES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
}
