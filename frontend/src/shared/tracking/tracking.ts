import { configuredTrackers, type TrackingSetting } from '@shop/contracts';
import type { Consent } from './consent';
import type { Trackers } from './adapters';

/** A completed order as the conversion tags get it (issue 14): its number and amount only, never who ordered or where it goes. */
export interface Purchase {
  orderNumber: string;
  /** What the order comes to, 원. */
  amount: number;
}

let active: Promise<Trackers> | null = null;
let activeKey = '';
const waiting: Purchase[] = [];

/**
 * Starts (or stops) the trackers for the shop setting's ids and the visitor's choice. Nothing is
 * loaded before a choice that allows something and while no id is given; the adapters' code is
 * a chunk of its own, fetched only then. Call again whenever either changes.
 */
export function applyTracking(setting: TrackingSetting | undefined, consent: Consent | null): void {
  const providers = configuredTrackers(setting);
  const allowed = consent !== null && (consent.ads || consent.analytics) && providers.length > 0;
  const key = allowed ? JSON.stringify([setting, consent]) : '';
  if (key === activeKey) return;
  activeKey = key;
  if (!allowed) {
    active = null;
    return;
  }
  active = import('./adapters').then((m) => m.startTrackers(setting!, consent!));
  // A purchase reported before the trackers started (the order page's effect runs first) goes out now.
  for (const purchase of waiting.splice(0)) void active.then((t) => t.purchase(purchase));
}

/** Reports a page view of `path` (no query string) to the trackers in force; nothing without them. */
export function trackPageView(path: string): void {
  void active?.then((t) => t.pageView(path));
}

/**
 * Reports a completed order (/shop/result) to the trackers in force, once per order in this tab;
 * kept until they start if the visitor has not chosen yet.
 */
export function trackPurchase(purchase: Purchase): void {
  const p = { orderNumber: purchase.orderNumber, amount: purchase.amount };
  if (active) void active.then((t) => t.purchase(p));
  else waiting.splice(0, waiting.length, p);
}
