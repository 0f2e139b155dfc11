import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Slide } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { homeKeys } from './keys';

/** GET /api/v1/banners/{code}: the slides of a banner slot (MAIN_1, MAIN_2). */
export async function fetchSlides(code: string): Promise<Slide[]> {
  const { slides } = await apiFetch<{ slides: Slide[] }>(`${API.public}/banners/${encodeURIComponent(code)}`);
  return slides ?? [];
}

/** Query of a banner slot's slides. */
export const slidesQueryOptions = (code: string) => queryOptions({ queryKey: homeKeys.slides(code), queryFn: () => fetchSlides(code), staleTime: 5 * 60_000 });

/** A banner slot's slides. */
export function useSlides(code: string) {
  return useQuery(slidesQueryOptions(code));
}
