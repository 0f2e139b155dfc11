import type { Adapter } from './index';
import { loadScript } from './script';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
let loaded: string | null = null;

/**
 * Google Ads' conversion tag (gtag.js) for `sendTo` ("AW-<id>/<label>", shop setting
 * tracking.googleAds), an advertising tracker: page views for remarketing and the purchase
 * conversion with the amount in KRW and the order number as transaction id.
 */
export function googleAds(sendTo: string, script: string): Adapter {
  const id = sendTo.split('/')[0]!;
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  // gtag.js reads the queue as `arguments` objects, as Google's snippet pushes them.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
    w.dataLayer!.push(arguments);
  };
  if (loaded !== id) {
    loaded = id;
    w.gtag('js', new Date());
    w.gtag('config', id, { send_page_view: false });
    void loadScript(`${script}?id=${encodeURIComponent(id)}`).catch(() => undefined);
  }
  return {
    pageView: (path) => w.gtag!('event', 'page_view', { send_to: id, page_path: path, page_location: `${location.origin}${path}` }),
    purchase: ({ orderNumber, amount }) => w.gtag!('event', 'conversion', { send_to: sendTo, value: amount, currency: 'KRW', transaction_id: orderNumber }),
  };
}
