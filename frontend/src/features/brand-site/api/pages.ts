import { queryOptions } from '@tanstack/react-query';
import { API, type ContentPage, type ContentPageResponse } from '@shop/contracts';
import { ApiRequestError, apiFetch } from '../../../shared/api/client';

/** Query keys of the brand site's pages. */
export const pageKeys = {
  all: ['brand-site', 'pages'] as const,
  page: (path: string) => [...pageKeys.all, path] as const,
};

/** GET /api/v1/page?path=…: the shown page at `path` (e.g. "/ideas/bathroom/planning"); 404 CONTENT_PAGE_NOT_FOUND when there is none. */
export const contentPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: pageKeys.page(path),
    queryFn: async (): Promise<ContentPage> => (await apiFetch<ContentPageResponse>(`${API.public}/page?path=${encodeURIComponent(path)}`)).page,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });

/** Whether loading the page failed because there is no such page (the route then answers 404). */
export const isMissingPage = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 404;
