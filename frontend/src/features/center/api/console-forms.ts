import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ConsoleFormListResponse, type ConsoleFormResponse, type FormDeletedResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { formKeys, type ConsoleFormFilter } from './form-keys';

/** Rows of one page of the console's form table. */
export const CONSOLE_FORMS_PAGE_SIZE = 20;

const BASE = `${API.console}/forms`;

/** GET /api/console/forms: one page by words, code or group, answer state, newest or oldest first. */
export const consoleFormsQueryOptions = (f: ConsoleFormFilter) =>
  queryOptions({
    queryKey: formKeys.console(f),
    queryFn: () =>
      apiFetch<ConsoleFormListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined, code: f.code || undefined, group: f.group || undefined, status: f.status || undefined, sort: f.sort },
        headers: { limit: String(CONSOLE_FORMS_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_FORMS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useConsoleForms = (f: ConsoleFormFilter) => useQuery(consoleFormsQueryOptions(f));

/** PUT /api/console/forms/{id}: answers (or changes the answer of) a form; refreshes the table. */
export function useAnswerForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      apiFetch<ConsoleFormResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body: { answer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: formKeys.all }),
  });
}

/** DELETE /api/console/forms/{id}; refreshes the table. */
export function useDeleteForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<FormDeletedResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: formKeys.all }),
  });
}
