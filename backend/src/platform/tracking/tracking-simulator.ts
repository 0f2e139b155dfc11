import { TRACKING_SIMULATOR_PATH } from '@shop/contracts';

/**
 * The simulated providers' scripts (issue 14): each takes the calls the storefront makes of the
 * real one in the real shape (gtag's `dataLayer`, Naver's `wcs_add`/`wcs.cnv`/`wcs_do`, Meta's
 * `fbq` queue) and reports each hit to the shop's own collector, `GET /tracking-sim/collect?…`,
 * with the provider, the event and its parameters, so the browser suites can read what would
 * have left the page. Nothing goes off the machine.
 */
const SEND = `function __send(provider, event, params) {
  var q = new URLSearchParams({ provider: provider, event: String(event), page: location.pathname });
  if (params) for (var k in params) if (params[k] !== undefined && params[k] !== null) q.set(k, typeof params[k] === 'object' ? JSON.stringify(params[k]) : String(params[k]));
  fetch('${TRACKING_SIMULATOR_PATH}/collect?' + q.toString(), { keepalive: true, credentials: 'omit' }).catch(function () {});
}`;

const GTAG = `(function () {
${SEND}
var id = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('id');
var layer = (window.dataLayer = window.dataLayer || []);
function handle(args) {
  if (args[0] === 'config') __send('googleAds', 'config', { id: args[1] });
  if (args[0] === 'event') __send('googleAds', args[1], Object.assign({ id: id }, args[2] || {}));
}
for (var i = 0; i < layer.length; i++) handle(layer[i]);
layer.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return Array.prototype.push.apply(layer, arguments); };
})();`;

const WCS = `(function () {
${SEND}
window.wcs_add = window.wcs_add || {};
window.wcs = {
  inflow: function () {},
  cnv: function (type, amount) { return { type: String(type), amount: String(amount) }; },
};
window.wcs_do = function (nasa) {
  var cnv = nasa && nasa.cnv;
  __send('naver', cnv ? 'conversion' : 'page_view', Object.assign({ wa: window.wcs_add.wa }, cnv || {}));
};
})();`;

const FBQ = `(function () {
${SEND}
var fbq = window.fbq;
if (!fbq) return;
var pixel = null;
function handle(args) {
  if (args[0] === 'init') pixel = args[1];
  if (args[0] === 'track') __send('metaPixel', args[1], Object.assign({ id: pixel, eventID: args[3] && args[3].eventID }, args[2] || {}));
}
fbq.callMethod = function () { handle(arguments); };
var queue = fbq.queue || [];
fbq.queue = [];
for (var i = 0; i < queue.length; i++) handle(queue[i]);
})();`;

/** The simulated scripts by file name under {@link TRACKING_SIMULATOR_PATH}. */
export const TRACKING_SIMULATOR_FILES: Readonly<Record<string, string>> = { 'gtag.js': GTAG, 'wcslog.js': WCS, 'fbevents.js': FBQ };
