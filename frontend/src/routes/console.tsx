import { createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '../features/console/components/ConsoleLayout';
import { ConsoleNotFound } from '../features/console/components/ConsoleNotFound';
import { requireConsoleArea } from '../features/console/guards';
import { privateHead } from '../shared/seo/page-head';

export const Route = createFileRoute('/console')({
  // The console is rendered in the browser, where the operator's session is.
  ssr: false,
  head: () => privateHead('관리자'),
  beforeLoad: ({ location, preload }) => {
    // /console itself is the operators' sign-in page.
    if (location.pathname === '/console' || location.pathname === '/console/') return;
    requireConsoleArea(null, { location, preload });
  },
  component: ConsoleLayout,
  notFoundComponent: ConsoleNotFound,
});
