/**
 * The shop's public address (config PUBLIC_URL), for canonical links, Open Graph and JSON-LD.
 * The server sets it once from its configuration and hands it to the browser with the page;
 * a page that was not rendered on the server uses the browser's own origin.
 */
let origin = '';

/** Sets the public origin, e.g. "https://ceramaison.kr" (a trailing slash is dropped). */
export function setSiteOrigin(url: string): void {
  origin = url.replace(/\/+$/, '');
}

/** The public origin, without a trailing slash. */
export function siteOrigin(): string {
  if (origin) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `path` (starting with "/") as an absolute URL on the public origin; absolute URLs pass through. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
