import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';

/**
 * Compresses answers on the fly: Brotli when the client accepts it, else gzip, for text-like
 * types (HTML, JSON, JavaScript, CSS, SVG — `compression`'s default filter) over 1 KB. Brotli at
 * quality 5: most of the gain of the higher levels at a fraction of their CPU, since pages and
 * API answers are compressed per request. A streamed answer is flushed chunk by chunk by its
 * writer (web-handler.ts), so a server-rendered page still arrives in pieces. Answers that are
 * already encoded (the precompressed assets below) are left alone.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: 1024, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
}

/** Cache-Control of files whose name carries a hash of their content: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The encodings the build wrote next to each file, in order of preference. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Serves the hashed build output under `dir` (mounted at /assets): the `.br` or `.gz` file the
 * build wrote next to it when the client accepts that encoding (with `Content-Encoding` and
 * `Vary: Accept-Encoding`), else the file itself; always cached for a year as immutable.
 */
export function serveHashedAssets(dir: string): RequestHandler[] {
  const files = express.static(dir, { index: false, fallthrough: true, immutable: true, maxAge: '1y' });
  const precompressed = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = normalize(decodeURIComponent(req.path));
    } catch {
      return next(); // a malformed escape: the static files answer it (404)
    }
    if (path.includes('..') || path.endsWith('.br') || path.endsWith('.gz')) return next();
    res.vary('Accept-Encoding');
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (req.acceptsEncodings(encoding) !== encoding) continue;
      if (!existsSync(join(dir, path + suffix))) continue;
      res.type(extname(path));
      res.setHeader('Content-Encoding', encoding);
      req.url = req.url.replace(/(\?|$)/, `${suffix}$1`);
      break;
    }
    next();
  };
  return [precompressed, files];
}
