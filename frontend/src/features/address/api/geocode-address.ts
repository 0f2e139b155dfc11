import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API, type GeoPoint, type GeocodeResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { addressKeys } from './keys';

/** GET /api/v1/addresses/geocode?query=: where an address lies ([longitude, latitude]), null when unknown. */
export function geocodeAddress(query: string): Promise<GeocodeResponse> {
  return apiFetch<GeocodeResponse>(`${API.public}/addresses/geocode`, { query: { query } });
}

/** Query options of one geocode; a place does not move, so it is kept for the session. */
export const geocodeQueryOptions = (query: string) =>
  queryOptions({ queryKey: addressKeys.geocode(query), queryFn: () => geocodeAddress(query), staleTime: Infinity, retry: false });

/** The point of an address, or null when it is unknown or the search cannot answer (the address is still usable). */
export async function pointOfAddress(queryClient: QueryClient, query: string): Promise<GeoPoint | null> {
  try {
    return (await queryClient.fetchQuery(geocodeQueryOptions(query))).geolocation;
  } catch {
    return null;
  }
}
