import type { Adapter } from './index';
import { loadScript } from './script';

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; push: unknown; loaded: boolean; version: string };
type FbqWindow = Window & { fbq?: Fbq; _fbq?: Fbq };
let started: string | null = null;

/** Meta's queue, as its snippet defines it: calls wait in `queue` until fbevents.js takes over through `callMethod`. */
function fbqOf(w: FbqWindow): Fbq {
  if (w.fbq) return w.fbq;
  const fbq = ((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args))) as Fbq;
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' });
  w.fbq = fbq;
  w._fbq ??= fbq;
  return fbq;
}

/**
 * Meta's pixel (fbevents.js) for `pixelId` (shop setting tracking.metaPixel), an advertising
 * tracker: PageView on each page and Purchase with the amount in KRW, the order number as the
 * event id. Automatic events (which read the page's buttons and forms) are switched off.
 */
export function metaPixel(pixelId: string, script: string): Adapter {
  const fbq = fbqOf(window as FbqWindow);
  if (started !== pixelId) {
    started = pixelId;
    fbq('set', 'autoConfig', false, pixelId);
    fbq('init', pixelId);
    void loadScript(script).catch(() => undefined);
  }
  return {
    pageView: () => fbq('track', 'PageView'),
    purchase: ({ orderNumber, amount }) => fbq('track', 'Purchase', { value: amount, currency: 'KRW' }, { eventID: `order-${orderNumber}` }),
  };
}
