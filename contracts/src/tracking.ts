/**
 * Tracking hooks (spec §1 "tracking hooks exist for an ad-conversion service, a portal
 * search-conversion service and a social pixel"; issue 14): Google Ads' conversion tag, Naver
 * 검색광고's premium log (wcs) and Meta's pixel. Each is off until staff give its id in the
 * console's site setting (shop setting `tracking`), and loads only after the visitor consents.
 */

/** The three tracking providers. */
export const TRACKING_PROVIDERS = ['googleAds', 'naver', 'metaPixel'] as const;
export type TrackingProvider = (typeof TRACKING_PROVIDERS)[number];

/**
 * Where the storefront loads the providers' scripts from (backend env TRACKING_SCRIPTS):
 * `providers` their real addresses (production), `simulator` the shop's own stand-ins under
 * {@link TRACKING_SIMULATOR_PATH}, which send nothing off the machine (the default: `npm start`, tests).
 */
export type TrackingScripts = 'providers' | 'simulator';

/** The shop setting's tracking ids (spec §3 Setting; absent or empty: that provider is off). */
export interface TrackingSetting {
  /** Google Ads conversion "send_to": `AW-<conversion id>/<conversion label>`. */
  googleAds?: string;
  /** Naver 검색광고 공통 인증키 (premium log `wcs_add.wa`). */
  naver?: string;
  /** Meta pixel id (digits). */
  metaPixel?: string;
  /** Public answer only (GET /api/v1/setting): where the scripts load from, see {@link TrackingScripts}. */
  scripts?: TrackingScripts;
}

/** Messages of the tracking setting's checks (console site setting). */
export const TRACKING_MESSAGES = {
  GOOGLE_ADS: 'Google 광고 전환 ID를 AW-123456789/AbCdEfGh 형식으로 입력해주세요',
  NAVER: '네이버 공통 인증키를 영문과 숫자로 입력해주세요',
  META_PIXEL: 'Meta 픽셀 ID를 숫자로 입력해주세요',
} as const;

/** The shape of each provider's id; an empty string clears it. */
export const TRACKING_ID_PATTERNS: Record<TrackingProvider, RegExp> = {
  googleAds: /^(AW-\d{6,15}\/[A-Za-z0-9_-]{4,64})?$/,
  naver: /^([A-Za-z0-9_]{6,40})?$/,
  metaPixel: /^(\d{8,20})?$/,
};

/** Korean names of the providers (console labels, the consent dialog). */
export const TRACKING_PROVIDER_TEXT: Record<TrackingProvider, string> = {
  googleAds: 'Google 광고 전환 추적',
  naver: '네이버 검색광고 프리미엄 로그분석',
  metaPixel: 'Meta 픽셀',
};

/** Where the shop serves its simulated providers (scripts and their collector), same origin. */
export const TRACKING_SIMULATOR_PATH = '/tracking-sim';

/** Each provider's real script address (the Google one takes `?id=`). */
export const TRACKING_SCRIPT_URLS: Record<TrackingProvider, string> = {
  googleAds: 'https://www.googletagmanager.com/gtag/js',
  naver: 'https://wcs.naver.net/wcslog.js',
  metaPixel: 'https://connect.facebook.net/en_US/fbevents.js',
};

/** Each simulated provider's script, served by the shop (see backend platform/tracking). */
export const TRACKING_SIMULATOR_SCRIPTS: Record<TrackingProvider, string> = {
  googleAds: `${TRACKING_SIMULATOR_PATH}/gtag.js`,
  naver: `${TRACKING_SIMULATOR_PATH}/wcslog.js`,
  metaPixel: `${TRACKING_SIMULATOR_PATH}/fbevents.js`,
};

/** The hosts each real provider's script loads from and reports to, per CSP directive. */
export const TRACKING_CSP_HOSTS: Record<TrackingProvider, { script: string[]; connect: string[]; img: string[]; frame: string[] }> = {
  googleAds: {
    script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
    connect: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
    img: [
      'https://www.googletagmanager.com',
      'https://www.google.com',
      'https://www.google.co.kr',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    ],
    frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
  },
  naver: {
    script: ['https://wcs.naver.net'],
    connect: ['https://wcs.naver.com', 'https://wcs.naver.net'],
    img: ['https://wcs.naver.com', 'https://wcs.naver.net'],
    frame: [],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    frame: [],
  },
};

/** The providers with an id in `setting` (absent setting: none). */
export function configuredTrackers(setting: TrackingSetting | undefined | null): TrackingProvider[] {
  return TRACKING_PROVIDERS.filter((p) => typeof setting?.[p] === 'string' && setting[p]!.trim() !== '');
}
