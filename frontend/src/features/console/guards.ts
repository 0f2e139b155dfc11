import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { MESSAGES, Scope } from '@shop/contracts';
import { useSession } from '../../shared/stores/session';

/** Scopes that may use the console at all (sign-in page check). */
export const CONSOLE_SCOPES: readonly Scope[] = [Scope.CONSOLE, Scope.ADMIN03];
/** Spec §6: purchases pages are reached by console and admin03. */
export const PURCHASE_SCOPES: readonly Scope[] = [Scope.CONSOLE, Scope.ADMIN03];
/** Order detail and status changes belong to purchase management: console and admin03, as the server allows. */
export const ORDER_SCOPES: readonly Scope[] = [Scope.CONSOLE, Scope.ADMIN03];

/** Whether the held token carries one of `scopes`. */
export function hasScope(scopes: readonly string[]): boolean {
  const held = useSession.getState().scope;
  return scopes.some((s) => held.includes(s));
}

/**
 * Spec §5 route guard for console pages: signed out → the console sign-in page (with a return
 * path); signed in without one of `scopes` → alert "접근 권한이 없습니다" and go home.
 */
export function requireConsoleScope(scopes: readonly Scope[], { location, preload }: { location: ParsedLocation; preload: boolean }): void {
  if (!useSession.getState().refreshToken) {
    throw redirect({ to: '/console', search: { redirect: location.href } });
  }
  if (hasScope(scopes)) return;
  if (!preload) window.alert(MESSAGES.FORBIDDEN);
  throw redirect({ to: '/' });
}

/** A console path to return to after sign-in; anything else becomes the purchase list. */
export function consoleRedirect(target: string | undefined): string {
  if (target && target.startsWith('/console/') && !target.startsWith('//')) return target;
  return '/console/purchases/all';
}
