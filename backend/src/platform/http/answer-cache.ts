import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { match } from 'path-to-regexp';
import { MIN_POSITION_HEADER } from '@shop/contracts';
import { PUBLIC } from '../auth/auth.guard.js';

/** A route whose answers are cached, as declared by {@link CachedAnswer}. */
export interface CachedRoute {
  controller: object;
  handler: object;
  reads: readonly string[];
}

const CACHED_ROUTES: CachedRoute[] = [];

/**
 * Declares a public GET route whose answer is a function of its URL, its list headers (`limit`,
 * `skip`) and the read-model collections `reads`, and of nothing else: not of who asks. The
 * shop keeps its last answer per URL and headers and serves it again, with an ETag, while
 * those collections are unchanged; a client that sends the ETag back gets 304 Not Modified.
 * The route must be `@Public()` (checked at start by {@link answerCache}).
 */
export function CachedAnswer(reads: readonly string[]): MethodDecorator {
  return (target, _key, descriptor) => {
    CACHED_ROUTES.push({ controller: target.constructor, handler: descriptor.value as object, reads });
  };
}

/** What the cache needs from the read side: the version of a set of collections (ProjectionRunner). */
export interface ReadModelVersions {
  versionOf(collections: readonly string[]): string;
  /** The log position the read models have applied. */
  readonly checkpoint: number;
}

interface Entry {
  version: string;
  etag: string;
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Answers smaller than this are sent as they are (compression would not pay). */
const COMPRESS_FROM_BYTES = 1024;
/** Headers the answer itself must not carry over to another request. */
const PER_ANSWER = new Set(['x-request-id', 'content-security-policy', 'set-cookie', 'date', 'etag', 'content-length']);

const joined = (...parts: (string | string[] | undefined)[]) =>
  `/${parts
    .flatMap((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')}`;

/** The declared routes as path matchers; throws on a declaration that is not a public GET. */
export function compileRoutes(declared: readonly CachedRoute[] = CACHED_ROUTES): { matches: (path: string) => boolean; reads: readonly string[] }[] {
  return declared.map(({ controller, handler, reads }) => {
    const path = joined(Reflect.getMetadata(PATH_METADATA, controller) as string, Reflect.getMetadata(PATH_METADATA, handler) as string);
    if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) throw new Error(`@CachedAnswer on ${path}: only GET answers are cached`);
    if (!Reflect.getMetadata(PUBLIC, controller) && !Reflect.getMetadata(PUBLIC, handler))
      throw new Error(`@CachedAnswer on ${path}: only @Public() routes may be cached (an answer must not depend on who asks)`);
    const matcher = match(path);
    return { matches: (p: string) => matcher(p) !== false, reads };
  });
}

/**
 * Express middleware serving the answers of {@link CachedAnswer} routes from memory, keyed by
 * URL and list headers and valid while `versions.versionOf(reads)` is unchanged (a projection
 * that applies an event to one of those collections moves it). A hit skips the controller and
 * the read store; it is sent with its ETag (`Cache-Control: no-cache`, so browsers revalidate),
 * as 304 when the client already holds it, and precompressed (br or gzip) over 1 KB. A request
 * waiting for a newer read position (`x-min-position`) goes through. At most `maxEntries`
 * answers are kept, the least recently used dropped first. Answers are not logged per request
 * when served from here.
 */
export function answerCache(versions: ReadModelVersions, options: { maxEntries?: number } = {}): RequestHandler {
  const routes = compileRoutes();
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, Entry>();

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const route = routes.find((r) => r.matches(req.path));
    if (!route) return next();
    const min = Number(req.headers[MIN_POSITION_HEADER]);
    if (Number.isFinite(min) && min > versions.checkpoint) return next();

    const key = `${req.originalUrl}\n${req.headers['limit'] ?? ''}\n${req.headers['skip'] ?? ''}`;
    const version = versions.versionOf(route.reads);
    const entry = entries.get(key);
    if (entry?.version === version) {
      entries.delete(key);
      entries.set(key, entry);
      send(req, res, entry);
      return;
    }

    // A miss: let the route answer, and keep its answer if the collections did not move meanwhile.
    const before = new Set(res.getHeaderNames());
    const original = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = original;
      if (res.statusCode !== 200 || (typeof body !== 'string' && !Buffer.isBuffer(body)) || versions.versionOf(route.reads) !== version) return original(body);
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
      const fresh: Entry = {
        version,
        etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
        status: res.statusCode,
        headers: res
          .getHeaderNames()
          .filter((name) => !before.has(name) && !PER_ANSWER.has(name))
          .map((name) => [name, res.getHeader(name)!]),
        body: bytes,
      };
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      send(req, res, fresh);
      return res;
    };
    next();
  };
}

/** Sends a kept answer: 304 when the client holds it, else its bytes in the best encoding the client takes. */
function send(req: Request, res: Response, entry: Entry): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  const held = req.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    res.status(304).end();
    return;
  }
  let body = entry.body;
  if (body.length >= COMPRESS_FROM_BYTES) {
    // Brotli whenever it is accepted (browsers list gzip first), as the compression middleware does.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
    if (encoding === 'br') body = entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    else if (encoding === 'gzip') body = entry.gzip ??= gzipSync(entry.body, { level: 6 });
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', body.length);
  res.status(entry.status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
