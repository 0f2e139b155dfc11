import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/identity/components/LoginPage';
import { safeRedirect } from '../features/identity/guards';
import { useSession } from '../shared/stores/session';
import { privateHead } from '../shared/seo/page-head';

/** Search of /login: where to return, and a username to prefill after joining. */
export interface LoginSearch {
  redirect?: string;
  username?: string;
  joined?: boolean;
}

export const Route = createFileRoute('/login')({
  validateSearch: (s: Record<string, unknown>): LoginSearch => ({
    redirect: typeof s.redirect === 'string' ? s.redirect : undefined,
    username: typeof s.username === 'string' ? s.username : undefined,
    joined: s.joined === true || s.joined === 'true' ? true : undefined,
  }),
  // Rendered in the browser: whether to skip the form depends on the session kept there.
  ssr: false,
  head: () => privateHead('로그인'),
  beforeLoad: ({ search }) => {
    if (useSession.getState().refreshToken) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: to, username, joined } = Route.useSearch();
  return <LoginPage redirect={to} username={username} joined={joined} />;
}
