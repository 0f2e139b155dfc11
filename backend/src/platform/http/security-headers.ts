import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);
type Directives = Record<string, Source[]>;

/**
 * The placeholder the storefront build leaves for the page's nonce (frontend/vite.config.ts
 * `html.cspNonce`): on its `<meta property="csp-nonce">` and on the tags Vite writes.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** This answer's nonce (a fresh one per answer, set by {@link securityHeaders}). */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce);
}

/** The storefront page with this answer's nonce in place of the build's placeholder. */
export function withNonce(page: string, res: Response): string {
  return page.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(res));
}

/** Random bytes drawn a page at a time: one system call per 227 nonces instead of one each. */
const NONCE_BYTES = 18;
const pool = Buffer.alloc(NONCE_BYTES * 227);
let used = pool.length;

/** A fresh nonce: 18 random bytes (144 bits) as 24 base64 characters, never handed out twice. */
function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

/** `'nonce-…'` of this answer, for the policy. */
const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res as Response)}'`;

/**
 * The shop's Content-Security-Policy. Scripts are the shop's own files; the only inline ones are
 * those a server-rendered page carries (the router's data for hydration), each with the answer's
 * nonce. Fonts (Pretendard, Noto Serif KR) are bundled, so everything comes from the shop itself; pictures also as data:/blob: URLs (the favicon, CSS
 * icons, previews of chosen files). Style elements the page adds at run time (the dialogs'
 * scroll lock) carry the answer's nonce. Style attributes are allowed (style-src-attr): a
 * server-rendered page writes React's style props as attributes (an option's colour chip, a
 * popup's place), and an attribute cannot load or run anything a stylesheet could not; rich text
 * from users has its style attributes stripped by the sanitiser before it is stored.
 */
export const SHOP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", nonceSource],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", nonceSource],
  'style-src-attr': ["'unsafe-inline'"],
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
 * `<style>` elements and style attributes, so styles may be inline there (no nonce: a nonce
 * would switch 'unsafe-inline' off); scripts stay files of the shop's own.
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
 * Security headers on every answer (pages, API, files): the CSP above with a fresh nonce per
 * answer, HSTS for a year with sub-domains (browsers heed it over HTTPS only), nosniff, no
 * framing, strict-origin referrers, a browsing context of its own. Answers under `docsPath`
 * get the documentation's policy.
 */
export function securityHeaders(docsPath: string): RequestHandler {
  const shop = headers(SHOP_CSP);
  const docs = headers(DOCS_CSP);
  const prefix = `/${docsPath.replace(/^\/|\/$/g, '')}`;
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = freshNonce();
    const underDocs = req.path === prefix || req.path.startsWith(`${prefix}/`);
    (underDocs ? docs : shop)(req, res, next);
  };
}
