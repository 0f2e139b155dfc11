import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ConsoleTermListResponse, type ConsoleTermResponse, type ConsoleTermWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

const TERMS = `${API.console}/terms`;

/** Query keys of the console's terms. */
export const consoleTermKeys = {
  all: ['console', 'terms'] as const,
  lists: () => [...consoleTermKeys.all, 'list'] as const,
  list: (searchValue: string) => [...consoleTermKeys.lists(), searchValue] as const,
  detail: (code: string) => [...consoleTermKeys.all, 'detail', code] as const,
};

/** A version as the console's form sends it; `effectiveAt` null: in force at once. */
export interface TermsVersionBody {
  title: string;
  required: boolean;
  content: string;
  effectiveAt: string | null;
}

/** GET /api/console/terms: every term with its version in force and the next one scheduled. */
export const consoleTermsQueryOptions = (searchValue: string) =>
  queryOptions({
    queryKey: consoleTermKeys.list(searchValue),
    queryFn: () => apiFetch<ConsoleTermListResponse>(TERMS, { query: { searchValue: searchValue || undefined } }),
  });

/** GET /api/console/terms/{code}: one term and all its versions. */
export const consoleTermQueryOptions = (code: string) =>
  queryOptions({
    queryKey: consoleTermKeys.detail(code),
    queryFn: async () => (await apiFetch<ConsoleTermResponse>(`${TERMS}/${encodeURIComponent(code)}`)).term,
  });

/** Refreshes the console's terms and the shop's (the server answers writes once its read model shows them). */
function useRefreshTerms() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: consoleTermKeys.all }), qc.invalidateQueries({ queryKey: ['terms'] })]);
}

/** POST /api/console/terms: a new term and its first version. */
export function useCreateTerm() {
  const refresh = useRefreshTerms();
  return useMutation({
    mutationFn: (body: TermsVersionBody & { code: string }) => apiFetch<ConsoleTermWrittenResponse>(TERMS, { method: 'POST', body }),
    onSettled: refresh,
  });
}

/** POST /api/console/terms/{code}/versions, or PUT …/versions/{version} to rewrite a scheduled one. */
export function useSaveTermVersion(code: string) {
  const refresh = useRefreshTerms();
  return useMutation({
    mutationFn: ({ version, body }: { version?: number; body: TermsVersionBody }) =>
      apiFetch<ConsoleTermWrittenResponse>(`${TERMS}/${encodeURIComponent(code)}/versions${version ? `/${version}` : ''}`, {
        method: version ? 'PUT' : 'POST',
        body,
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/console/terms/{code}/versions/{version}: withdraws a scheduled version. */
export function useWithdrawTermVersion(code: string) {
  const refresh = useRefreshTerms();
  return useMutation({
    mutationFn: (version: number) => apiFetch<ConsoleTermWrittenResponse>(`${TERMS}/${encodeURIComponent(code)}/versions/${version}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}
