import { TRACKING_SCRIPT_URLS, TRACKING_SIMULATOR_SCRIPTS, configuredTrackers, type TrackingProvider, type TrackingSetting } from '@shop/contracts';
import type { Consent } from '../consent';
import type { Purchase } from '../tracking';
import { googleAds } from './google-ads';
import { metaPixel } from './meta-pixel';
import { naverWcs } from './naver-wcs';

/** What a provider's adapter does for the shop: a page view and a purchase conversion, each only as far as the consent allows. */
export interface Adapter {
  pageView(path: string): void;
  purchase(purchase: Purchase): void;
}

/** The started trackers together. */
export interface Trackers {
  /** Reports a page view of `path` (no query string) to every adapter. */
  pageView(path: string): void;
  /** Reports a completed order to every adapter, once per order number in this tab. */
  purchase(purchase: Purchase): void;
}

const SENT_KEY = 'tracking_sent_orders';

/** Whether the conversion of `orderNumber` was sent from this tab already (a reload of the result page sends nothing again); marks it sent. */
function firstTime(orderNumber: string): boolean {
  try {
    const sent = (sessionStorage.getItem(SENT_KEY) ?? '').split(',');
    if (sent.includes(orderNumber)) return false;
    sessionStorage.setItem(SENT_KEY, [...sent.slice(-19), orderNumber].filter(Boolean).join(','));
  } catch {
    // No storage (private mode): send it.
  }
  return true;
}

/**
 * Starts the adapters of the providers with an id in `setting` that `consent` allows something
 * of (issue 14): each loads its provider's script (or the shop's simulator's, `setting.scripts`)
 * once. Returns the trackers to report to.
 */
export function startTrackers(setting: TrackingSetting, consent: Consent): Trackers {
  const scriptOf = (p: TrackingProvider) => (setting.scripts === 'providers' ? TRACKING_SCRIPT_URLS[p] : TRACKING_SIMULATOR_SCRIPTS[p]);
  const adapters: Adapter[] = [];
  for (const p of configuredTrackers(setting)) {
    const id = setting[p]!.trim();
    if (p === 'googleAds' && consent.ads) adapters.push(googleAds(id, scriptOf(p)));
    if (p === 'naver') adapters.push(naverWcs(id, scriptOf(p), consent));
    if (p === 'metaPixel' && consent.ads) adapters.push(metaPixel(id, scriptOf(p)));
  }
  return {
    pageView: (path) => adapters.forEach((a) => a.pageView(path)),
    purchase: (p) => {
      if (consent.ads && firstTime(p.orderNumber)) adapters.forEach((a) => a.purchase(p));
    },
  };
}
