import { queryOptions } from '@tanstack/react-query';
import { API, type PostcodeWidgetConfig } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { addressKeys } from './keys';

/** GET /api/v1/addresses/widget: whether to try Kakao's postcode widget, its script and how long to wait for it. */
export function getPostcodeWidget(): Promise<PostcodeWidgetConfig> {
  return apiFetch<PostcodeWidgetConfig>(`${API.public}/addresses/widget`);
}

/** Query options of the widget setting (a server setting: read once per session). */
export const postcodeWidgetQueryOptions = () => queryOptions({ queryKey: addressKeys.widget(), queryFn: getPostcodeWidget, staleTime: Infinity, retry: false });
