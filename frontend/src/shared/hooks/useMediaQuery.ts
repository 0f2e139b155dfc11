import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '@shop/contracts';

/** Whether a CSS media query matches, kept up to date on change. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at the desktop layout width (≥ 1024 px, spec §9). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
}

/** True at desktop width right now (for event handlers outside React render). */
export function isDesktopNow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;
}
