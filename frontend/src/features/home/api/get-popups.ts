import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { homeKeys } from './keys';

/** A popup layer (spec §3): position and size in pixels, content with line breaks, optional link and image. */
export interface Popup {
  _id: string;
  url?: string | null;
  content?: string | null;
  /** Optional title and image, when the server sends them. */
  subject?: string | null;
  image?: { url: string } | null;
  left?: number | null;
  top?: number | null;
  width?: number | null;
  height?: number | null;
}

/** GET /api/v1/popups. */
export async function fetchPopups(): Promise<Popup[]> {
  const { popups } = await apiFetch<{ popups: Popup[] }>(`${API.public}/popups`);
  return Array.isArray(popups) ? popups : [];
}

/** Query of the popups; loaded once per visit. */
export const popupsQueryOptions = () => queryOptions({ queryKey: homeKeys.popups(), queryFn: fetchPopups, retry: false, staleTime: Infinity });

/** The popups. */
export function usePopups() {
  return useQuery(popupsQueryOptions());
}
