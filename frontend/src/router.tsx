import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { apiErrorSerialization } from './shared/api/serialization';
import { setSiteOrigin, siteOrigin } from './shared/seo/site';

/**
 * The shop's router, made the same way in the browser (once) and on the server (once per page
 * request, with a QueryClient of its own). Route loaders warm React Query's cache; on the server
 * that cache is dehydrated into the page and hydrated in the browser, which then navigates as usual.
 * `options.nonce` is the server answer's Content-Security-Policy nonce, `options.requestCookie` the
 * page request's Cookie header (server only: what the visitor closed is rendered as closed).
 */
export function createAppRouter(queryClient: QueryClient, options: { nonce?: string; requestCookie?: string } = {}) {
  let firstRender = true;
  const router = createRouter({
    routeTree,
    // On the server: this answer's CSP nonce, put on the inline scripts and styles the router writes.
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    context: { queryClient, requestCookie: options.requestCookie },
    defaultPreload: 'intent',
    // Loaders only warm React Query's cache; React Query decides freshness.
    defaultPreloadStaleTime: 0,
    // Restored (or reset to the top) on every later page change. Not on the first render: the
    // server-rendered page's inline script already restored the position as it was painted, and
    // by hydration the shopper may have scrolled on (a slow phone): resetting it then jumped the
    // page back up and moved whatever was under their finger.
    scrollRestoration: () => {
      if (!firstRender) return true;
      firstRender = false;
      return false;
    },
    // The public address travels with the page, so canonical links match after hydration.
    dehydrate: () => ({ siteOrigin: siteOrigin() }),
    hydrate: (dehydrated: { siteOrigin?: string }) => {
      if (dehydrated.siteOrigin) setSiteOrigin(dehydrated.siteOrigin);
    },
  });
  // Read by the router's (de)serialiser on both sides; its typed home is TanStack Start's config.
  router.options.serializationAdapters = [apiErrorSerialization];
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
