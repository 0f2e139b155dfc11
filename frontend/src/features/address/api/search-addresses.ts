import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_QUERY_LENGTH, API, type AddressSearchResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { addressKeys } from './keys';

/** GET /api/v1/addresses?query=: the shop's postcode search, Kakao postcode-shaped results with their points. */
export function searchAddresses(query: string): Promise<AddressSearchResponse> {
  return apiFetch<AddressSearchResponse>(`${API.public}/addresses`, { query: { query } });
}

/** Whether a query is long enough to search (the server's bounds, trimmed). */
export const searchable = (query: string) => query.trim().length >= ADDRESS_QUERY_LENGTH.min && query.trim().length <= ADDRESS_QUERY_LENGTH.max;

/** Query options of one search; results of a query stay for five minutes (addresses rarely change). */
export const searchAddressesQueryOptions = (query: string) =>
  queryOptions({ queryKey: addressKeys.search(query.trim()), queryFn: () => searchAddresses(query.trim()), staleTime: 5 * 60_000, retry: false });

/** The search's results for `query`, idle until it is searchable; the previous results stay shown while the next load. */
export function useAddressSearch(query: string) {
  return useQuery({ ...searchAddressesQueryOptions(query), enabled: searchable(query), placeholderData: keepPreviousData });
}
