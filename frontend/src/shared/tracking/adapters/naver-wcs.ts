import type { Consent } from '../consent';
import type { Adapter } from './index';
import { loadScript } from './script';

type WcsWindow = Window & {
  wcs_add?: Record<string, string>;
  wcs?: { inflow(domain?: string): void; cnv(type: string, amount: string): unknown };
  wcs_do?: (nasa?: Record<string, unknown>) => void;
};
let script: Promise<void> | null = null;

/**
 * Naver 검색광고's premium log (wcslog.js) for the account key `wa` (shop setting
 * tracking.naver): page views as analytics (분석), the ad inflow and the purchase conversion
 * (type "1", the amount in 원) as advertising (광고), each only with that consent.
 */
export function naverWcs(wa: string, src: string, consent: Consent): Adapter {
  const w = window as WcsWindow;
  w.wcs_add ??= {};
  w.wcs_add.wa = wa;
  script ??= loadScript(src).then(() => {
    if (consent.ads) w.wcs?.inflow(location.hostname);
  });
  const ready = script.catch(() => undefined);
  return {
    pageView: () => {
      if (consent.analytics) void ready.then(() => w.wcs_do?.());
    },
    purchase: ({ amount }) =>
      void ready.then(() => {
        if (!w.wcs || !w.wcs_do) return;
        w.wcs_do({ cnv: w.wcs.cnv('1', String(amount)) });
      }),
  };
}
