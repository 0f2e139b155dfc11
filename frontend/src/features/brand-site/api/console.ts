import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ConsoleContentPageListResponse,
  type ConsoleContentPageResponse,
  type ContentPageDto,
  type PageImage,
  type PageImageResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pageKeys } from './pages';

const consoleKeys = {
  all: ['console', 'brand-site', 'pages'] as const,
  page: (path: string) => [...consoleKeys.all, path] as const,
};

/** GET /api/console/pages: every page, shown or not, by path. */
export const consolePagesQueryOptions = () =>
  queryOptions({ queryKey: consoleKeys.all, queryFn: async () => (await apiFetch<ConsoleContentPageListResponse>(`${API.console}/pages`)).pages });

/** GET /api/console/page?path=…: one page as staff edit it, with the cards of the products it names. */
export const consolePageQueryOptions = (path: string) =>
  queryOptions({ queryKey: consoleKeys.page(path), queryFn: () => apiFetch<ConsoleContentPageResponse>(`${API.console}/page`, { query: { path } }) });

/** After a write: the console's lists and the site's copy of the page are stale. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: consoleKeys.all }), client.invalidateQueries({ queryKey: pageKeys.all })]);
}

/** POST /api/console/pages (a new page at `path`) or PUT /api/console/page?path=… (the page there). */
export function useSavePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ path, isNew, body }: { path: string; isNew: boolean; body: ContentPageDto }) =>
      isNew
        ? apiFetch<ConsoleContentPageResponse>(`${API.console}/pages`, { method: 'POST', body: { path, ...body } })
        : apiFetch<ConsoleContentPageResponse>(`${API.console}/page`, { method: 'PUT', query: { path }, body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/console/page?path=…. */
export function useDeletePage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (path: string) => apiFetch<void>(`${API.console}/page`, { method: 'DELETE', query: { path } }),
    onSettled: refresh,
  });
}

/** POST /api/console/pages/images: stores a picture (as WebP) and answers it with its size. */
export async function uploadPageImage(file: File): Promise<PageImage> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<PageImageResponse>(`${API.console}/pages/images`, { method: 'POST', body })).image;
}

/** POST /api/console/pages/panoramas: stores a 360° picture (as WebP, kept up to 4096 px wide) and answers it with its size. */
export async function uploadPanoramaImage(file: File): Promise<PageImage> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<PageImageResponse>(`${API.console}/pages/panoramas`, { method: 'POST', body })).image;
}
