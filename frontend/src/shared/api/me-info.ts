import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MeInfo } from '@shop/contracts';
import { apiFetch } from './client';

/** Query keys of the signed-in member's own profile. */
export const meKeys = {
  all: ['me'] as const,
  info: () => [...meKeys.all, 'info'] as const,
};

/** GET /api/v1/me/info: the signed-in member's profile. */
export async function fetchMeInfo(): Promise<MeInfo> {
  const { user } = await apiFetch<{ user: MeInfo }>(`${API.me}/info`);
  return user;
}

/** Query options of the member's profile (my-page greeting, order form prefill, console top bar). */
export const meInfoQueryOptions = () => queryOptions({ queryKey: meKeys.info(), queryFn: fetchMeInfo, staleTime: 5 * 60_000 });

/** The signed-in member's profile. */
export function useMeInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meInfoQueryOptions(), enabled: options.enabled ?? true });
}
