import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { Document } from '../features/layout/components/Document';
import { RootLayout } from '../features/layout/components/RootLayout';
import { NotFoundPage } from '../features/layout/components/NotFoundPage';
// From its own file, not the home feature's index: that would bring the home page (and Swiper) into every page's entry.
import { BandBanner } from '../features/home/components/BandBanner';
import { categoryTreeQueryOptions } from '../shared/api/categories';
import { settingQueryOptions, takeSeoMeta } from '../shared/api/setting';
import { SITE_FULL_NAME, siteSeo } from '../shared/seo/page-head';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** On the server, the page request's Cookie header (what a visitor closed); in the browser absent: it reads document.cookie. */
  requestCookie?: string;
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2322211f'/%3E%3Ctext x='16' y='22' font-family='serif' font-size='18' fill='%23faf8f5' text-anchor='middle'%3EC%3C/text%3E%3C/svg%3E";

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => {
    // Heads run root first: every page's head sees the setting's seo.meta.
    takeSeoMeta(match.context.queryClient);
    const { description, keywords } = siteSeo();
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#faf8f5' },
        { title: SITE_FULL_NAME },
        { name: 'description', content: description },
        ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
      ],
      links: [{ rel: 'icon', href: ICON }],
    };
  },
  // The header menu and footer (categories, company) come with every page; failures are left to them. Nothing is returned: the data travels once, in React Query's cache.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(categoryTreeQueryOptions()), queryClient.ensureQueryData(settingQueryOptions())]).catch(() => undefined);
  },
  shellComponent: Document,
  component: Root,
  notFoundComponent: NotFoundPage,
});

/**
 * The shop frame; home gets the band banner above the header (spec §2). Marks `<html
 * data-hydrated>` once the page answers to clicks: scripts load after the first paint, so a
 * server-rendered button is inert until then (the browser suites wait for the mark).
 */
function Root() {
  const isHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <RootLayout beforeHeader={isHome ? <BandBanner /> : null} />;
}
