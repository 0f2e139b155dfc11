import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Term, type TermListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** GET /api/v1/terms: the version in effect of every term, in the order sign-up shows them. */
export const termsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms'] as const,
    queryFn: async (): Promise<Term[]> => (await apiFetch<TermListResponse>(`${API.public}/terms`)).terms,
    staleTime: 10 * 60_000,
  });

/** The terms in effect. */
export function useTerms() {
  return useQuery(termsQueryOptions());
}
