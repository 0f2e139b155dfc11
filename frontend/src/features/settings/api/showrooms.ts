import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ShowroomListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { settingKeys } from './site-setting';

/** GET /api/console/shop/showrooms (first 100, hidden ones too): the showrooms the shop setting may offer. */
export const settingShowroomsQueryOptions = () =>
  queryOptions({
    queryKey: [...settingKeys.all, 'showrooms'] as const,
    queryFn: async () => (await apiFetch<ShowroomListResponse>(`${API.console}/shop/showrooms`, { headers: { limit: '100', skip: '0' } })).showrooms,
  });

export const useSettingShowrooms = () => useQuery(settingShowroomsQueryOptions());
