import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, INQUIRY_SORTS, type AnswerStatus, type ConsoleInquiryListResponse, type ConsoleInquiryResponse, type InquirySort } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { inquiryKeys, type ConsoleInquiryFilter } from './inquiry-keys';

/** Rows of one page of the console's inquiry table. */
export const CONSOLE_INQUIRIES_PAGE_SIZE = 20;

const BASE = `${API.console}/inquiries`;

/** GET /api/console/inquiries: one page by words (subject, member), category and answer state, in the sort asked. */
export const consoleInquiriesQueryOptions = (f: ConsoleInquiryFilter) =>
  queryOptions({
    queryKey: inquiryKeys.console(f),
    queryFn: () =>
      apiFetch<ConsoleInquiryListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined, category: f.category || undefined, status: f.status || undefined, sort: f.sort },
        headers: { limit: String(CONSOLE_INQUIRIES_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_INQUIRIES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
export const useConsoleInquiries = (f: ConsoleInquiryFilter) => useQuery(consoleInquiriesQueryOptions(f));

/** PUT /api/console/inquiries/{id}: answers (or changes the answer of) an inquiry; refreshes the table. */
export function useAnswerInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      apiFetch<ConsoleInquiryResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body: { answer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** PUT /api/console/inquiries/{id}/state: sets the answer state (back to awaiting re-opens it to the member); refreshes the table. */
export function useSetInquiryState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AnswerStatus }) =>
      apiFetch<ConsoleInquiryResponse>(`${BASE}/${encodeURIComponent(id)}/state`, { method: 'PUT', body: { status } }),
    onSettled: () => qc.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** Parses the URL's sort: unknown values are the newest first. */
export const parseInquirySort = (v: unknown): InquirySort | undefined => ((INQUIRY_SORTS as readonly unknown[]).includes(v) ? (v as InquirySort) : undefined);
