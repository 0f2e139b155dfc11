import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { useSession } from '../../shared/stores/session';

/** What a route's `beforeLoad` receives that the guards use. */
export interface GuardArgs {
  location: ParsedLocation;
  /** True while the router only preloads (e.g. on hover): no alert then. */
  preload: boolean;
}

/**
 * Spec §5 route guard for member pages: when signed out, alerts "로그인 후 이용 가능합니다" and
 * redirects to /login?redirect=<the requested URL>.
 */
export function requireSignedIn({ location, preload }: GuardArgs): void {
  if (useSession.getState().refreshToken) return;
  if (!preload) window.alert(MESSAGES.GUARD_LOGIN);
  throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** A same-site path to return to after sign-in; anything else (absolute URLs, //host) becomes "/". */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === '/login' || target.startsWith('/login?') || target.startsWith('/join')) return '/';
  return target;
}
