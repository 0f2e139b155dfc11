import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ReceiptListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { receiptKeys } from './keys';

/** Receipts shown per page. */
export const RECEIPTS_PAGE_SIZE = 10;

/** GET /api/v1/me/receipts: one page (1-based) of the member's card and cash receipts, newest first. */
export function fetchMyReceipts(page: number, limit = RECEIPTS_PAGE_SIZE): Promise<ReceiptListResponse> {
  return apiFetch<ReceiptListResponse>(`${API.me}/receipts`, { headers: { limit: String(limit), skip: String((page - 1) * limit) } });
}

/** Query options of one page of the member's receipts. */
export const myReceiptsQueryOptions = (page: number) =>
  queryOptions({ queryKey: receiptKeys.list(page, RECEIPTS_PAGE_SIZE), queryFn: () => fetchMyReceipts(page), placeholderData: keepPreviousData });

/** One page of the member's receipts; the previous page stays while the next loads. */
export function useMyReceipts(page: number) {
  return useQuery(myReceiptsQueryOptions(page));
}
