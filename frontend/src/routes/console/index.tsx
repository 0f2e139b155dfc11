import { createFileRoute, redirect } from '@tanstack/react-router';
import { ConsoleSignIn } from '../../features/console/components/ConsoleSignIn';
import { canUseConsole, consoleRedirect } from '../../features/console/guards';
import { useSession } from '../../shared/stores/session';

/** Search of /console: the console page to return to after sign-in. */
export interface ConsoleSignInSearch {
  redirect?: string;
}

export const Route = createFileRoute('/console/')({
  validateSearch: (s: Record<string, unknown>): ConsoleSignInSearch => ({ redirect: typeof s.redirect === 'string' ? s.redirect : undefined }),
  beforeLoad: ({ search }) => {
    if (useSession.getState().refreshToken && canUseConsole()) throw redirect({ href: consoleRedirect(search.redirect), replace: true });
  },
  component: ConsoleSignInRoute,
});

function ConsoleSignInRoute() {
  const { redirect: to } = Route.useSearch();
  return <ConsoleSignIn redirect={to} />;
}
