import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type CreateLevelDto,
  type LevelEvaluationResponse,
  type LevelListResponse,
  type LevelWrittenResponse,
  type UpdateLevelDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { levelKeys } from './keys';

const BASE = `${API.console}/levels`;

/** GET /api/console/levels: every level, by index. */
export const levelsQueryOptions = () => queryOptions({ queryKey: levelKeys.lists(), queryFn: () => apiFetch<LevelListResponse>(BASE) });

export function useLevels() {
  return useQuery(levelsQueryOptions());
}

/** Create, change and delete levels; each refreshes the level list. */
export function useLevelWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: levelKeys.all });
  const create = useMutation({ mutationFn: (body: CreateLevelDto) => apiFetch<LevelWrittenResponse>(BASE, { method: 'POST', body }), onSuccess: refresh });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateLevelDto }) =>
      apiFetch<LevelWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => apiFetch<LevelWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** POST /api/console/levels/evaluate: evaluates one member (username) or everyone now; refreshes members of levels. */
export function useEvaluateLevels() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (username?: string) => apiFetch<LevelEvaluationResponse>(`${BASE}/evaluate`, { method: 'POST', body: username ? { username } : {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: levelKeys.members() }),
  });
}
