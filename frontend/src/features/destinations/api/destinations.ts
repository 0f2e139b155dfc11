import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type DestinationBodyDto, type DestinationWrittenResponse, type DestinationsWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { destinationKeys, destinationsQueryOptions } from '../../../shared/api/destinations';

export { destinationKeys, destinationsQueryOptions };

/** What the forms send: the body of POST and PUT me/destinations. */
export type DestinationBody = Omit<DestinationBodyDto, 'geolocation'> & { geolocation?: { type: 'Point'; coordinates: [number, number] } };

/** The member's saved addresses. */
export function useDestinations() {
  return useQuery(destinationsQueryOptions());
}

/** POST /api/v1/me/destinations, or PUT /api/v1/me/destinations/{id} with `id`: the answer's list becomes the cached list. */
export function useSaveDestination() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DestinationBody }) =>
      apiFetch<DestinationWrittenResponse>(id ? `${API.me}/destinations/${encodeURIComponent(id)}` : `${API.me}/destinations`, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: (answer) => qc.setQueryData(destinationKeys.all, answer.destinations),
  });
}

/** DELETE /api/v1/me/destinations/{id}: the answer's list (another may now be the default) becomes the cached list. */
export function useDeleteDestination() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<DestinationsWrittenResponse>(`${API.me}/destinations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (answer) => qc.setQueryData(destinationKeys.all, answer.destinations),
  });
}
