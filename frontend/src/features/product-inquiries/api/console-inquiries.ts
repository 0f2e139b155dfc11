import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AnswerStatus,
  type ConsoleProductInquiryListResponse,
  type ProductInquiryDeletedResponse,
  type ProductInquiryWrittenResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Rows of one page of the console's inquiry table. */
export const CONSOLE_INQUIRIES_PAGE_SIZE = 20;

/** Filter of the console's inquiry table (the URL's search params). */
export interface ConsoleInquiryFilter {
  page: number;
  searchValue: string;
  status: AnswerStatus | '';
}

/** Query keys of the console's product inquiries. */
export const consoleInquiryKeys = {
  all: ['console', 'product-inquiries'] as const,
  list: (f: ConsoleInquiryFilter) => [...consoleInquiryKeys.all, f] as const,
};

const BASE = `${API.console}/shop/inquires`;

/** GET /api/console/shop/inquires: one page, newest first, by words and answer state. */
export const consoleInquiriesQueryOptions = (f: ConsoleInquiryFilter) =>
  queryOptions({
    queryKey: consoleInquiryKeys.list(f),
    queryFn: () =>
      apiFetch<ConsoleProductInquiryListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined, status: f.status || undefined },
        headers: { limit: String(CONSOLE_INQUIRIES_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_INQUIRIES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export function useConsoleInquiries(f: ConsoleInquiryFilter) {
  return useQuery(consoleInquiriesQueryOptions(f));
}

/** PUT /api/console/shop/inquires/{id}: answers (or changes the answer of) an inquiry; refreshes the table. */
export function useAnswerInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      apiFetch<ProductInquiryWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body: { answer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: consoleInquiryKeys.all }),
  });
}

/** DELETE /api/console/shop/inquires/{id}: removes an inquiry (abuse, spam); refreshes the table. */
export function useDeleteInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ProductInquiryDeletedResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: consoleInquiryKeys.all }),
  });
}

/** Parses the URL's answer state filter. */
export const parseAnswerStatus = (v: unknown): AnswerStatus | undefined => (v === 'ANSWER_AWAITING' || v === 'ANSWER_COMPLETE' ? v : undefined);
