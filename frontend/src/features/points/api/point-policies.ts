import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type CreatePointPolicyDto, type PointPolicyListResponse, type PointPolicyWrittenResponse, type UpdatePointPolicyDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pointKeys } from './keys';

const BASE = `${API.console}/shop/points`;

/** GET /api/console/shop/points: one page of the point policies, newest first. */
export const pointPoliciesQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: pointKeys.policyList(page, limit),
    queryFn: () => apiFetch<PointPolicyListResponse>(BASE, { headers: { limit: String(limit), skip: String((page - 1) * limit) } }),
    placeholderData: keepPreviousData,
  });

export function usePointPolicies(page: number, limit: number) {
  return useQuery(pointPoliciesQueryOptions(page, limit));
}

/** Create, change and delete point policies; each refreshes the policy lists. */
export function usePointPolicyWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: pointKeys.policies() });
  const create = useMutation({
    mutationFn: (body: CreatePointPolicyDto) => apiFetch<PointPolicyWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePointPolicyDto }) =>
      apiFetch<PointPolicyWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<PointPolicyWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** Rows of one page of the point policy table. */
export const POINT_POLICIES_PAGE_SIZE = 20;
