/** The tracking settings in force (token; see tracking.config.ts). */
export const TRACKING_CONFIG = Symbol('TRACKING_CONFIG');
