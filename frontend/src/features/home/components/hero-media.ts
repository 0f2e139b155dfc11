import { DESKTOP_MIN_WIDTH } from '@shop/contracts';

/** Media queries of the hero's PC and mobile pictures (the desktop layout from 1024 px, spec §9). */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const MOBILE_MEDIA = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;
