import { brotliCompressSync, constants, type BrotliOptions } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * `@fastify/compress` options for answers compressed on the fly: Brotli when the client accepts
 * it (whatever order it lists them in), else gzip, for compressible types (HTML, JSON,
 * JavaScript, CSS, SVG) over 1 KB. Brotli at quality 5: most of the gain of the higher levels at
 * a fraction of their CPU, since pages and API answers are compressed per request. A streamed
 * answer (a server-rendered page) is flushed chunk by chunk, so it still arrives in pieces: the
 * page's head and shell before the rest is rendered. Answers
 * already encoded (the precompressed assets below, kept answers of answer-cache.ts) are left
 * alone. Request bodies sent gzip- or deflate-encoded are inflated, as the JSON parser of
 * before did.
 */
export const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  // Answers small enough to be compressed in one go (an API answer) go through this, which tells
  // Brotli their size: without the hint it sizes its window and hash tables for a stream of any
  // length, and setting them up cost more than compressing a 2 KB order answer (65 → 46 µs each).
  zlib: { brotliCompressSync: (payload: Buffer, options: BrotliOptions) => brotliCompressSync(payload, withSizeHint(options, payload.length)) },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 }, flush: constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
};

/** `options` with Brotli told the input's size in bytes (`BROTLI_PARAM_SIZE_HINT`), which changes no output's validity, only how the encoder sizes its tables. */
export function withSizeHint(options: BrotliOptions | undefined, bytes: number): BrotliOptions {
  return { ...options, params: { ...options?.params, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } };
}

/** Cache-Control of files whose name carries a hash of their content: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A year, in milliseconds (`@fastify/static`'s unit). */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `@fastify/static` options serving the hashed build output under `dir` at `prefix` (/assets/):
 * the `.br` or `.gz` file the build wrote next to it when the client accepts that encoding (with
 * `Content-Encoding` and `Vary: Accept-Encoding`), else the file itself; always cached for a
 * year as immutable ({@link IMMUTABLE}). A name not in the build is 404 without that caching.
 */
export function hashedAssets(dir: string, prefix: string): FastifyStaticOptions {
  return { root: dir, prefix, preCompressed: true, immutable: true, maxAge: YEAR_MS, index: false, decorateReply: false };
}
