import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);
type Directives = Record<string, Source[]>;

/** Sources some directives gain beyond the shop's own (the tracking providers' hosts, platform/tracking). */
export type CspAdditions = Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', readonly string[]>>;

/**
 * The placeholder the storefront build leaves for the page's nonce (frontend/vite.config.ts
 * `html.cspNonce`): on its `<meta property="csp-nonce">` and on the tags Vite writes.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Where an answer keeps its nonce. */
const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** This answer's nonce (a fresh one per answer, set by {@link securityHeaders}); takes the Node response. */
export function cspNonce(res: ServerResponse): string {
  return String((res as WithNonce)[NONCE]);
}

/** The storefront page with this answer's nonce in place of the build's placeholder. */
export function withNonce(page: string, res: ServerResponse): string {
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
const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;

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
  // The product page's YouTube video, loaded only when the shopper clicks its placeholder (spec §3 youtubeCode).
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The shop's policy with a payment provider's origins added where its window needs them: its
 * script (the JS SDK), its frames (the window opens as a layer) and form posts into it. None for
 * a provider served by the shop itself (the NICE Pay simulator).
 */
export function withPaymentOrigins(directives: Directives, origins: readonly string[]): Directives {
  if (origins.length === 0) return directives;
  return {
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), ...origins],
    'frame-src': ["'self'", ...origins, ...(directives['frame-src'] ?? []).filter((s) => s !== "'self'")],
    'form-action': [...(directives['form-action'] ?? []), ...origins],
  };
}

/**
 * The shop's policy with sources added to some directives (the tracking providers' hosts, issue
 * 14): each added after the directive's own. None: the same policy.
 */
export function withAdditions(directives: Directives, additions: CspAdditions): Directives {
  const added = Object.entries(additions).filter(([, sources]) => sources && sources.length > 0);
  if (added.length === 0) return directives;
  const next = { ...directives };
  for (const [name, sources] of added) next[name] = [...(next[name] ?? []), ...sources!];
  return next;
}

/**
 * The API documentation's policy (Swagger UI at the docs path): its page carries inline
 * `<style>` elements and style attributes, so styles may be inline there (no nonce: a nonce
 * would switch 'unsafe-inline' off); scripts stay files of the shop's own.
 */
export const DOCS_CSP: Directives = {
  ...SHOP_CSP,
  'style-src': ["'self'", "'unsafe-inline'"],
};

const helmetOf = (directives: Directives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
  });

/** A nonce no real one can equal (real ones are base64), marking where each answer's goes. */
const NONCE_MARK = '@nonce@';

/**
 * The headers helmet sets with `directives`, worked out once: helmet is run on a stand-in
 * answer whose nonce is a mark, and each answer then gets the same values with its own nonce
 * in place of the mark (helmet would rebuild the same policy string per answer).
 */
function headersOf(directives: Directives): { name: string; value: string; withNonce: boolean }[] {
  const set = new Map<string, string>();
  const res = {
    [NONCE]: NONCE_MARK,
    setHeader: (name: string, value: string) => void set.set(name, String(value)),
    removeHeader: (name: string) => void set.delete(name),
  } as unknown as ServerResponse;
  let done = false;
  void helmetOf(directives)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...set].map(([name, value]) => ({ name, value, withNonce: value.includes(NONCE_MARK) }));
}

/** The security headers of every answer; see {@link securityHeaders}. */
export interface SecurityHeaders {
  /** Sets the headers (and the answer's nonce, {@link cspNonce}) on the Node response. */
  (req: IncomingMessage, res: ServerResponse): void;
  /**
   * The same headers as a flat `[name, value, name, value, …]` list for `res.writeHead`, the
   * answer's nonce set: headers given to writeHead at once skip Node's per-header bookkeeping
   * of setHeader (some 0.4 µs a header, a tenth of a kept answer's cost).
   */
  list(req: IncomingMessage, res: ServerResponse): string[];
}

/**
 * Security headers on every answer (pages, API, files): the CSP above with a fresh nonce per
 * answer, HSTS for a year with sub-domains (browsers heed it over HTTPS only), nosniff, no
 * framing, strict-origin referrers, a browsing context of its own — helmet's values. Answers
 * under `docsPath` get the documentation's policy; `paymentOrigins` are added to the shop's
 * ({@link withPaymentOrigins}); `additions`, asked per answer, adds the tracking providers' hosts
 * while they are on ({@link withAdditions}; the policy is worked out again only when it hands
 * back another object). Returns a function to call first of all
 * with the Node request and response of each answer (an onRequest hook): it sets the headers
 * and the answer's nonce ({@link cspNonce}); its `list` gives them for `writeHead` instead.
 */
export function securityHeaders(docsPath: string, paymentOrigins: readonly string[] = [], additions?: () => CspAdditions): SecurityHeaders {
  const base = withPaymentOrigins(SHOP_CSP, paymentOrigins);
  let shop = headersOf(base);
  let shopFor: CspAdditions | undefined;
  /** The shop's headers with the additions in force (worked out again when they change). */
  const shopHeaders = () => {
    if (!additions) return shop;
    const now = additions();
    if (now !== shopFor) {
      shop = headersOf(withAdditions(base, now));
      shopFor = now;
    }
    return shop;
  };
  const docs = headersOf(DOCS_CSP);
  const prefix = `/${docsPath.replace(/^\/|\/$/g, '')}`;
  /** The answer's headers (by its URL) with a fresh nonce, kept on the response. */
  const forAnswer = (req: IncomingMessage, res: ServerResponse) => {
    const nonce = freshNonce();
    (res as WithNonce)[NONCE] = nonce;
    const url = req.url ?? '/';
    const underDocs = url.startsWith(prefix) && (url.length === prefix.length || url[prefix.length] === '/' || url[prefix.length] === '?');
    return { nonce, headers: underDocs ? docs : shopHeaders() };
  };
  const set = (req: IncomingMessage, res: ServerResponse) => {
    const { nonce, headers } = forAnswer(req, res);
    for (const { name, value, withNonce } of headers) res.setHeader(name, withNonce ? value.replaceAll(NONCE_MARK, nonce) : value);
  };
  return Object.assign(set, {
    list(req: IncomingMessage, res: ServerResponse): string[] {
      const { nonce, headers } = forAnswer(req, res);
      const flat: string[] = [];
      for (const { name, value, withNonce } of headers) flat.push(name, withNonce ? value.replaceAll(NONCE_MARK, nonce) : value);
      return flat;
    },
  });
}
