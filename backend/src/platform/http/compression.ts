import { brotliCompressSync, constants, type BrotliOptions } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * `@fastify/compress` options for answers compressed on the fly: Brotli when the client accepts
 * it (whatever order it lists them in), else gzip, for compressible types (HTML, JSON,
 * JavaScript, CSS, SVG) over 1 KB.
 * - A streamed answer (a server-rendered page) is compressed at quality 5: most of the gain of
 *   the higher levels at a fraction of their CPU. It is flushed chunk by chunk, so it still
 *   arrives in pieces: the page's head and shell before the rest is rendered.
 * - An answer small enough to be compressed in one go (an API answer made for its request) is
 *   compressed at quality {@link ONE_GO_QUALITY}, told its size ({@link oneGo}).
 * Answers already encoded (the precompressed assets below, kept answers of answer-cache.ts) are
 * left alone. Request bodies sent gzip- or deflate-encoded are inflated, as the JSON parser of
 * before did.
 */
export const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  zlib: { brotliCompressSync: (payload: Buffer, options: BrotliOptions) => brotliCompressSync(payload, oneGo(options, payload.length)) },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 }, flush: constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
};

/**
 * Brotli quality of answers compressed in one go. Measured in the running shop under the order
 * benchmark (2 KB order answers): quality 5 took 180–190 µs an answer, 4 about 155, 3 about 90
 * (gzip at level 6: 95), a twentieth of the CPU of an order. What quality 3 gives up is a
 * couple of hundred bytes an answer: about what gzip -6 makes of them (a 1.9 KB order: 713
 * bytes against 671 at quality 5 and 719 for gzip; the 1.9 KB terms list, mostly Korean: 1,111
 * against 893 and 1,042).
 */
export const ONE_GO_QUALITY = 3;

/**
 * Brotli `options` for an answer of `bytes` compressed in one go: {@link ONE_GO_QUALITY}, and
 * the size told (`BROTLI_PARAM_SIZE_HINT`) so that the encoder sizes its tables for it.
 */
export function oneGo(options: BrotliOptions | undefined, bytes: number): BrotliOptions {
  return { ...options, params: { ...options?.params, [constants.BROTLI_PARAM_QUALITY]: ONE_GO_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } };
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
