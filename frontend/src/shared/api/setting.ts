import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Setting } from '@shop/contracts';
import { apiFetch } from './client';

/** GET /api/v1/setting: shop name, company info and the bank-transfer account line. */
export async function fetchSetting(): Promise<Setting> {
  const { setting } = await apiFetch<{ setting: Setting }>(`${API.public}/setting`);
  return setting;
}

/** Query of the public setting (footer, order page). */
export const settingQueryOptions = () => queryOptions({ queryKey: ['layout', 'setting'] as const, queryFn: fetchSetting, staleTime: 10 * 60_000 });

/** The public setting. */
export function useSetting() {
  return useQuery(settingQueryOptions());
}
