import { createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '../features/console/components/ConsoleLayout';
import { ConsoleNotFound } from '../features/console/components/ConsoleNotFound';
import { CONSOLE_SCOPES, requireConsoleScope } from '../features/console/guards';

export const Route = createFileRoute('/console')({
  beforeLoad: ({ location, preload }) => {
    // /console itself is the operators' sign-in page.
    if (location.pathname === '/console' || location.pathname === '/console/') return;
    requireConsoleScope(CONSOLE_SCOPES, { location, preload });
  },
  component: ConsoleLayout,
  notFoundComponent: ConsoleNotFound,
});
