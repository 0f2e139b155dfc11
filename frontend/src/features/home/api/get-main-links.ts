import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, DEFAULT_MAIN_LINKS, type MainLink, type MainLinksResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { homeKeys } from './keys';

/** GET /api/v1/main-links: the design block's tiles (staff set them in console main/link). */
export async function fetchMainLinks(): Promise<MainLink[]> {
  const { links } = await apiFetch<MainLinksResponse>(`${API.public}/main-links`);
  return Array.isArray(links) && links.length > 0 ? links : [...DEFAULT_MAIN_LINKS];
}

/** Query of the design block's tiles. */
export const mainLinksQueryOptions = () => queryOptions({ queryKey: homeKeys.mainLinks(), queryFn: fetchMainLinks, staleTime: 5 * 60_000 });

/** The design block's tiles; the bathroom and kitchen ideas until loaded or when the call fails. */
export function useMainLinks(): readonly MainLink[] {
  return useQuery(mainLinksQueryOptions()).data ?? DEFAULT_MAIN_LINKS;
}
