import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type SettingResponse, type UpdateSettingDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

const BASE = `${API.console}/setting`;

/** Query keys of the console's site setting. */
export const settingKeys = { all: ['console', 'setting'] as const };

/** GET /api/console/setting: the shop setting as stored. */
export const siteSettingQueryOptions = () => queryOptions({ queryKey: settingKeys.all, queryFn: () => apiFetch<SettingResponse>(BASE) });

export function useSiteSetting() {
  return useQuery(siteSettingQueryOptions());
}

/** PUT /api/console/setting: changes the parts sent; the answer becomes the cached setting. */
export function useSaveSiteSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingDto) => apiFetch<SettingResponse>(BASE, { method: 'PUT', body }),
    onSuccess: (answer) => qc.setQueryData(settingKeys.all, answer),
  });
}
