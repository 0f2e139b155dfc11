import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API, type Setting } from '@shop/contracts';
import { applySeoMeta } from '../seo/page-head';
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

/**
 * Hands the cached public setting's seo.meta (spec §3 Setting) to the page heads, when the setting
 * is in `queryClient`'s cache (the root loader put it there, or the server's answer was hydrated).
 * The root route's head() calls it: heads run root first, so every page's head sees it.
 */
export function takeSeoMeta(queryClient: QueryClient): void {
  const setting = queryClient.getQueryData(settingQueryOptions().queryKey);
  if (setting) applySeoMeta(setting.seo?.meta);
}
