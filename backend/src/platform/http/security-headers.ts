import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The shop's Content-Security-Policy. The built storefront has no inline script (Vite emits the
 * entry and its preloads as files) and its fonts (Pretendard, Noto Serif KR) are bundled, so
 * everything comes from the shop itself; pictures also as data:/blob: URLs (the favicon, CSS
 * icons, previews of chosen files). React sets inline styles through the CSSOM, which CSP does
 * not govern, so style attributes in markup stay refused.
 */
export const SHOP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The API documentation's policy (Swagger UI at the docs path): its page carries inline
 * `<style>` elements and style attributes, so styles may be inline there; scripts stay files
 * of the shop's own.
 */
export const DOCS_CSP: Directives = {
  ...SHOP_CSP,
  'style-src': ["'self'", "'unsafe-inline'"],
};

const headers = (directives: Directives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
  });

/**
 * Security headers on every answer (pages, API, files): the CSP above, HSTS for a year with
 * sub-domains (browsers heed it over HTTPS only), nosniff, no framing, strict-origin referrers,
 * a browsing context of its own. Answers under `docsPath` get the documentation's policy.
 */
export function securityHeaders(docsPath: string): RequestHandler {
  const shop = headers(SHOP_CSP);
  const docs = headers(DOCS_CSP);
  const prefix = `/${docsPath.replace(/^\/|\/$/g, '')}`;
  return (req: Request, res: Response, next: NextFunction) => {
    const underDocs = req.path === prefix || req.path.startsWith(`${prefix}/`);
    (underDocs ? docs : shop)(req, res, next);
  };
}
