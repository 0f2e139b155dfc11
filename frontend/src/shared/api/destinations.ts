import { queryOptions } from '@tanstack/react-query';
import { API, type DestinationListResponse } from '@shop/contracts';
import { apiFetch } from './client';

/** Query keys of the member's saved delivery addresses; shared so /mypage/destinations and the order page's 배송지 선택 stay in step. */
export const destinationKeys = { all: ['destinations'] as const };

/** GET /api/v1/me/destinations: the saved addresses, the default first. */
export const destinationsQueryOptions = () =>
  queryOptions({ queryKey: destinationKeys.all, queryFn: async () => (await apiFetch<DestinationListResponse>(`${API.me}/destinations`)).destinations });
