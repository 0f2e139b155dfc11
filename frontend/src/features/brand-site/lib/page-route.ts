import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ContentPage } from '@shop/contracts';
import { SITE_DESCRIPTION, pageHead } from '../../../shared/seo/page-head';
import { contentPageQueryOptions, isMissingPage } from '../api/pages';

/**
 * Loader of a brand-site route: the page at `path` into the query cache (dehydrated into the
 * server-rendered HTML). Throws the router's notFound() when there is no such page, so the shop's
 * 404 page answers with status 404; other failures leave the page to show its error state.
 */
export async function loadContentPage(queryClient: QueryClient, path: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(contentPageQueryOptions(path));
  } catch (e) {
    if (isMissingPage(e)) throw notFound();
  }
}

/** Head of a brand-site page: its title, description, canonical path and opening picture for sharing; an unknown path stays out of search engines. */
export function contentPageHead(queryClient: QueryClient, path: string) {
  const page = queryClient.getQueryData<ContentPage>(contentPageQueryOptions(path).queryKey);
  if (!page) return pageHead({ title: '페이지를 찾을 수 없습니다', description: SITE_DESCRIPTION, path, noindex: true });
  return pageHead({ title: page.title, description: page.description, path, image: page.hero.image.url });
}

/** The path of a splat route's page: its base and the rest of the address, without a trailing slash. */
export const splatPath = (base: string, splat: string | undefined): string => `${base}/${splat ?? ''}`.replace(/\/+$/, '');
