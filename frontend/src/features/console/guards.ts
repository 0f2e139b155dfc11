import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { MESSAGES, reachesConsole, reachesConsoleArea, type ConsoleArea } from '@shop/contracts';
import { useSession } from '../../shared/stores/session';

/** Whether the held token reaches the console at all (any of spec §6's staff scopes). */
export function canUseConsole(): boolean {
  return reachesConsole(useSession.getState().scope);
}

/** Whether the held token reaches console `area` (contracts' CONSOLE_ACCESS, spec §6: the server's own table). */
export function canReach(area: ConsoleArea): boolean {
  return reachesConsoleArea(useSession.getState().scope, area);
}

/**
 * Spec §5 route guard for console pages: signed out → the console sign-in page (with a return
 * path); signed in without access to `area` (any console area when omitted) → alert
 * "접근 권한이 없습니다" and go home.
 */
export function requireConsoleArea(area: ConsoleArea | null, { location, preload }: { location: ParsedLocation; preload: boolean }): void {
  if (!useSession.getState().refreshToken) {
    throw redirect({ to: '/console', search: { redirect: location.href } });
  }
  if (area ? canReach(area) : canUseConsole()) return;
  if (!preload) window.alert(MESSAGES.FORBIDDEN);
  throw redirect({ to: '/' });
}

/** A console path to return to after sign-in; anything else becomes the dashboard (spec §2), or the purchase list for operators who do not reach it (admin03). */
export function consoleRedirect(target: string | undefined): string {
  if (target && target.startsWith('/console/') && !target.startsWith('//')) return target;
  return canReach('dashboard') ? '/console/dashboard' : '/console/purchases/all';
}
