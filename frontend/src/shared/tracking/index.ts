/** The tracking hooks (issue 14): the consent card and trackers of the shop layout, and the purchase conversion of the order result page. */
export { Tracking } from './Tracking';
export { trackPurchase, type Purchase } from './tracking';
export { reviewConsent } from './consent';
