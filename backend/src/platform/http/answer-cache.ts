import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
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

/** When the answer of a request turns stale by the clock (ms since the epoch), as set by {@link answerExpiresAt}. */
const EXPIRIES = new WeakMap<object, number>();
/** The object a request is known by in both Nest (`@Req()`, a FastifyRequest) and the hooks: its Node request. */
const requestKey = (request: object): object => (request as { raw?: object }).raw ?? request;

/**
 * Tells the answer cache that the answer being built for `request` (a Fastify request, as
 * `@Req()` gives it) is true only until `at` (ms since the epoch): a kept answer is not served
 * from then on, however unchanged its collections (a period boundary of a banner or popup,
 * spec §3). The earliest of several calls counts; without a call an answer is kept until its
 * collections change.
 */
export function answerExpiresAt(request: object, at: number): void {
  const key = requestKey(request);
  const before = EXPIRIES.get(key);
  if (before === undefined || at < before) EXPIRIES.set(key, at);
}

/** What the cache needs from the read side: the version of a set of collections (ProjectionRunner). */
export interface ReadModelVersions {
  versionOf(collections: readonly string[]): string;
  /** The log position the read models have applied. */
  readonly checkpoint: number;
}

interface Entry {
  version: string;
  /** When the answer turns stale by the clock (ms since the epoch), if it does. */
  expiresAt?: number;
  etag: string;
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Answers smaller than this are sent as they are (compression would not pay). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Headers a kept answer does not keep: those the answer itself must not carry over to another
 * request, and those {@link answer} sets anew each time.
 */
const PER_ANSWER = new Set([
  'x-request-id',
  'content-security-policy',
  'set-cookie',
  'date',
  'etag',
  'content-length',
  'cache-control',
  'vary',
  'content-encoding',
]);

const joined = (...parts: (string | string[] | undefined)[]) =>
  `/${parts
    .flatMap((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')}`;

/** The declared routes as path matchers; throws on a declaration that is not a public GET. */
export function compileRoutes(
  declared: readonly CachedRoute[] = CACHED_ROUTES,
): { path: string; matches: (path: string) => boolean; reads: readonly string[] }[] {
  return declared.map(({ controller, handler, reads }) => {
    const path = joined(Reflect.getMetadata(PATH_METADATA, controller) as string, Reflect.getMetadata(PATH_METADATA, handler) as string);
    if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) throw new Error(`@CachedAnswer on ${path}: only GET answers are cached`);
    if (!Reflect.getMetadata(PUBLIC, controller) && !Reflect.getMetadata(PUBLIC, handler))
      throw new Error(`@CachedAnswer on ${path}: only @Public() routes may be cached (an answer must not depend on who asks)`);
    const matcher = match(path);
    return { path, matches: (p: string) => matcher(p) !== false, reads };
  });
}

/** Options of {@link answerCache}. */
export interface AnswerCacheOptions {
  /** Most answers kept (default 1,000), the least recently used dropped first. */
  maxEntries?: number;
  /**
   * The headers every answer carries (request id, security headers), when the caller leaves
   * them to the cache for the requests it {@link AnswerCache.serves}: `list` gives them as a
   * flat `[name, value, …]` list for a kept answer, sent with one `writeHead`; `set` puts them
   * on the response of every other request the cache passes on.
   */
  firstHeaders?: { list(req: IncomingMessage, res: ServerResponse): string[]; set(req: IncomingMessage, res: ServerResponse): void };
}

/** The Fastify hooks of {@link answerCache}, and which requests it takes in hand. */
export interface AnswerCache {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler<unknown>;
  /** Whether the request is a GET or HEAD of a cached route (its onRequest then sets the `firstHeaders`). */
  serves(request: FastifyRequest): boolean;
}

/** What a request that may be answered from the cache carries from its onRequest to its onSend. */
interface Pending {
  key: string;
  version: string;
  reads: readonly string[];
  before: Set<string>;
}
const PENDING = Symbol('answerCache');
type CacheRequest = FastifyRequest & { [PENDING]?: Pending };

/**
 * Serves the answers of {@link CachedAnswer} routes from memory, keyed by URL and list headers
 * and valid while `versions.versionOf(reads)` is unchanged (a projection that applies an event
 * to one of those collections moves it). Returns a Fastify hook pair: `onRequest` answers a hit
 * at once, skipping the controller and the read store (and the request log, when added ahead of
 * it); `onSend` keeps a route's 200 answer when its collections did not move meanwhile (add it
 * ahead of the compression hook: it keeps the bytes as they are). A kept answer is sent with its
 * ETag (`Cache-Control: no-cache`, so browsers revalidate), as 304 when the client already holds
 * it, and precompressed (br or gzip) over 1 KB. A request waiting for a newer read position
 * (`x-min-position`) goes through. At most `maxEntries` answers are kept, the least recently
 * used dropped first. Routes are found by the pattern Fastify matched (`routeOptions.url`).
 * An answer whose route called {@link answerExpiresAt} is served only until that instant.
 */
export function answerCache(versions: ReadModelVersions, options: AnswerCacheOptions = {}): AnswerCache {
  const routes = new Map(compileRoutes().map((r) => [r.path, r.reads]));
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, Entry>();
  const first = options.firstHeaders;
  /** Responses that were given the `firstHeaders` (by `set`, or on a kept answer's writeHead). */
  const given = new WeakSet<ServerResponse>();
  const giveFirst = (request: FastifyRequest, res: ServerResponse) => {
    if (!first || given.has(res)) return;
    given.add(res);
    first.set(request.raw, res);
  };
  const serves = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && routes.has(request.routeOptions.url ?? '');

  const onRequest: onRequestHookHandler = (request, reply, done) => {
    const reads = serves(request) ? routes.get(request.routeOptions.url ?? '') : undefined;
    if (!reads) return done();
    const min = Number(request.headers[MIN_POSITION_HEADER]);
    if (Number.isFinite(min) && min > versions.checkpoint) {
      giveFirst(request, reply.raw);
      return done();
    }

    const key = `${request.url}\n${request.headers['limit'] ?? ''}\n${request.headers['skip'] ?? ''}`;
    const version = versions.versionOf(reads);
    const entry = entries.get(key);
    if (entry?.version === version && (entry.expiresAt === undefined || Date.now() < entry.expiresAt)) {
      entries.delete(key);
      entries.set(key, entry);
      // Straight on the Node response: nothing of Fastify's reply (serialisation, onSend hooks) is needed for bytes kept ready.
      reply.hijack();
      const res = reply.raw;
      const head: (string | number | string[])[] = first ? first.list(request.raw, res) : [];
      const body = answer(request, entry, (name, value) => void head.push(name, value));
      // All headers in one writeHead: Node writes them without its per-header bookkeeping (when none was set before).
      res.writeHead(body.status, head as string[]);
      res.end(request.method === 'HEAD' || body.status === 304 ? undefined : body.bytes);
      return;
    }
    giveFirst(request, reply.raw);
    // A miss: let the route answer (onSend keeps it), remembering which headers were set before it.
    (request as CacheRequest)[PENDING] = { key, version, reads, before: new Set(Object.keys(reply.getHeaders())) };
    done();
  };

  const onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    // An answer sent by a hook between the caller's and this onRequest (a 503 while shutting down) still gets them.
    if (serves(request)) giveFirst(request, reply.raw);
    const pending = (request as CacheRequest)[PENDING];
    if (!pending) return done(null, payload);
    (request as CacheRequest)[PENDING] = undefined;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || versions.versionOf(pending.reads) !== pending.version)
      return done(null, payload);
    const expiresAt = EXPIRIES.get(requestKey(request));
    if (expiresAt !== undefined && Date.now() >= expiresAt) return done(null, payload);
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const fresh: Entry = {
      version: pending.version,
      ...(expiresAt === undefined ? {} : { expiresAt }),
      etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
      status: reply.statusCode,
      headers: Object.entries(reply.getHeaders())
        .filter(([name, value]) => value !== undefined && !pending.before.has(name) && !PER_ANSWER.has(name))
        .map(([name, value]) => [name, value as string | number | string[]]),
      body: bytes,
    };
    entries.delete(pending.key);
    entries.set(pending.key, fresh);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    const body = answer(request, fresh, (name, value) => reply.header(name, value));
    reply.code(body.status);
    done(null, body.bytes);
  };

  return { onRequest, onSend, serves };
}

/** Whether the client takes `encoding` (named with a q-value above 0, or by `*`). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const taken = !q || Number(q.slice(2)) > 0;
    if (name === encoding) return taken;
    if (name === '*') star = taken;
  }
  return star;
}

/**
 * A kept answer's headers, given to `set`, and its status and body: 304 and no body when the
 * client holds it, else its bytes in the best encoding the client takes.
 */
function answer(request: FastifyRequest, entry: Entry, set: (name: string, value: string | number | string[]) => void): { status: number; bytes: Buffer } {
  for (const [name, value] of entry.headers) set(name, value);
  set('ETag', entry.etag);
  set('Cache-Control', 'no-cache');
  set('Vary', 'Accept-Encoding');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) return { status: 304, bytes: Buffer.alloc(0) };
  let body = entry.body;
  if (body.length >= COMPRESS_FROM_BYTES) {
    // Brotli whenever it is accepted (browsers list gzip first), as the compression hook does.
    const header = request.headers['accept-encoding'];
    const encoding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : 'identity';
    if (encoding === 'br') body = entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    else if (encoding === 'gzip') body = entry.gzip ??= gzipSync(entry.body, { level: 6 });
    if (encoding !== 'identity') set('Content-Encoding', encoding);
  }
  set('Content-Length', body.length);
  return { status: entry.status, bytes: body };
}
