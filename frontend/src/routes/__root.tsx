import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { RootLayout } from '../features/layout/components/RootLayout';
import { NotFoundPage } from '../features/layout/components/NotFoundPage';
import { BandBanner } from '../features/home';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

/** The shop frame; home gets the band banner above the header (spec §2). */
function Root() {
  const isHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  return <RootLayout beforeHeader={isHome ? <BandBanner /> : null} />;
}
