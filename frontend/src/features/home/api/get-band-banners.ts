import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type BandBanner } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { homeKeys } from './keys';

/** GET /api/v1/band-banners?code=main. */
export async function fetchBandBanners(code = 'main'): Promise<BandBanner[]> {
  const { bandBanners } = await apiFetch<{ bandBanners: BandBanner[] }>(`${API.public}/band-banners`, { query: { code } });
  return bandBanners ?? [];
}

/** Query of the band banners of a slot; a failure stays silent (spec §8), so no retry either. */
export const bandBannersQueryOptions = (code = 'main') =>
  queryOptions({ queryKey: homeKeys.bandBanners(code), queryFn: () => fetchBandBanners(code), retry: false, staleTime: 5 * 60_000 });

/** The band banners of a slot. */
export function useBandBanners(code = 'main') {
  return useQuery(bandBannersQueryOptions(code));
}
