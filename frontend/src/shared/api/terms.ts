import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Term, type TermListResponse, type TermResponse } from '@shop/contracts';
import { apiFetch } from './client';

const TERMS_STALE_MS = 10 * 60_000;

/** GET /api/v1/terms: the version in effect of every term, in the order sign-up shows them. */
export const termsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms'] as const,
    queryFn: async (): Promise<Term[]> => (await apiFetch<TermListResponse>(`${API.public}/terms`)).terms,
    staleTime: TERMS_STALE_MS,
  });

/** GET /api/v1/terms/{code}: one term in effect and its versions; with `version`, GET …/versions/{version}: that version (in effect or past) to read. */
export const termQueryOptions = (code: string, version?: number) =>
  queryOptions({
    queryKey: ['terms', code, version ?? null] as const,
    queryFn: () => apiFetch<TermResponse>(`${API.public}/terms/${encodeURIComponent(code)}${version ? `/versions/${version}` : ''}`),
    staleTime: TERMS_STALE_MS,
  });

/** The terms in effect (sign-up, the terms pages' tabs). */
export function useTerms() {
  return useQuery(termsQueryOptions());
}

/** One term in effect and its versions, or the version `version` of it when one is asked for. */
export function useTerm(code: string, version?: number) {
  return useQuery(termQueryOptions(code, version));
}
