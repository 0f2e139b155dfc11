import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { MESSAGES, type UserType } from '@shop/contracts';
import { showUserTypeRefusal } from '../../shared/auth/feature-gate';
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

/**
 * Spec §5 route guard by `userTypes`: signed out it works as {@link requireSignedIn}; signed in as
 * a member of another type it opens "사용할 수 없는 기능입니다" (§8) and goes back to the page the
 * member came from, or to the dashboard when the page was opened directly.
 */
export function requireUserTypes(userTypes: readonly UserType[]): (args: GuardArgs) => void {
  return ({ location, preload }) => {
    requireSignedIn({ location, preload });
    const type = useSession.getState().user?.userType;
    if (type && userTypes.includes(type)) return;
    if (!preload) showUserTypeRefusal(userTypes);
    const here = `${window.location.pathname}${window.location.search}`;
    throw redirect({ to: window.location.pathname === location.pathname ? '/mypage/dashboard' : here, replace: true });
  };
}
