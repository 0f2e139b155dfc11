/**
 * Reads a cookie's value by name; null when absent. In the browser it reads `document.cookie`; on
 * the server it reads `requestCookie`, the page request's Cookie header (null without one).
 */
export function getCookie(name: string, requestCookie?: string): string | null {
  const header = typeof document === 'undefined' ? requestCookie : document.cookie;
  if (!header) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of header.split(/;\s*/)) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/** Sets a cookie for the whole site that expires after `days` days. */
export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}
