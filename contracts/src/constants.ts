/** Business constants and limits of spec §9. Durations in ms, widths in CSS px. */
export const BREAKPOINTS = { xs: 576, sm: 768, md: 1024, lg: 1200 } as const;
/** Desktop layout from this width (spec §9); mobile below. */
export const DESKTOP_MIN_WIDTH = 1024;

export const TIMING = {
  headerSearchFocusDelay: 200,
  scrollSmoothingDelay: 500,
  mainSliderAutoplay: 10_000,
  basinSliderAutoplay: 5_000,
  basinSliderSpeed: 500,
  /** Popup and band-banner "hide" cookies. */
  hideCookieDays: 1,
} as const;

export const HOME = {
  basinSliderLimit: 12,
  basinSlidesPerView: 2,
  basinSlidesPerViewFromSm: 3,
  highlightsPageSize: 4,
  highlightTabs: [
    { code: 'Bath_and_Wellness', label: '욕실' },
    { code: 'Kitchen', label: '주방' },
  ],
} as const;

/** Pagination shows up to this many page numbers (spec §2, §9). */
export const PAGINATION_WINDOW = 5;

/** Category codes named by the specification (§9) plus the two roots used by highlights. */
export const CATEGORY_CODES = {
  BATH: 'Bath_and_Wellness',
  KITCHEN: 'Kitchen',
  BATHROOM_SINK: 'bathroom_sink',
  BATHROOM_FURNITURE: 'bathroom_furniture_and_mirrors',
  FREE_STANDING_BATHTUB: 'free_standing_bathtub',
  TOILETS: 'toilets_and_wcs',
  BATHROOM_FITTINGS: 'bathroom_fittings',
  CERAMIC_SINKS: 'ceramic_sinks',
  KITCHEN_FITTINGS: 'kitchen_fittings',
} as const;

/** Brand collections of the home's collections block (spec §2), each at /collections/{code}. */
export const COLLECTION_CODES = ['antao', 'viclean', 'loop-friends', 'collaro', 'hommage'] as const;
export type CollectionCode = (typeof COLLECTION_CODES)[number];

/** Limits of the API's list calls (header `limit`). */
export const LIST_LIMIT = { default: 20, max: 100 } as const;

/** How long a query waits for the read model to reach a command's position (read-your-writes). */
export const READ_YOUR_WRITES_TIMEOUT_MS = 3_000;
/** Header a command's response sets to the log position it wrote, and a query sends to wait for it. */
export const POSITION_HEADER = 'x-position';
export const MIN_POSITION_HEADER = 'x-min-position';
/** Spec §8: a 403's alert text comes from this request header when given. */
export const MESSAGE_ON_ERROR_HEADER = 'x-message-on-error';
