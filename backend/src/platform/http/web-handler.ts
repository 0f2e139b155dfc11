import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** What the server adds to a request for the handler: the answer's CSP nonce for inline scripts and styles. */
export interface WebHandlerContext {
  nonce?: string;
}

/** A framework-free request handler: a WHATWG Request in, a Response (maybe streamed) out. */
export type WebHandler = (request: Request, context?: WebHandlerContext) => Promise<Response>;

/** The WHATWG Request of an Express request without a body (GET, HEAD); aborted when the client goes away. */
export function toWebRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  return new Request(url, { method: req.method, headers, signal });
}

/**
 * Writes a WHATWG Response to an Express response, streaming its body: each chunk is flushed
 * through the compression middleware (`res.flush`), so a streamed page still arrives in pieces.
 */
export async function sendWebResponse(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status);
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const flush = (res as ExpressResponse & { flush?: () => void }).flush?.bind(res);
  // Flushed once what arrived together has been written on (the pipe writes on this turn or the
  // next tick), once per turn, so small chunks in a burst are still compressed together.
  let flushing = false;
  const flushEachChunk = new Transform({
    transform(chunk, _encoding, done) {
      if (flush && !flushing) {
        flushing = true;
        setImmediate(() => {
          flushing = false;
          if (!res.writableEnded) flush();
        });
      }
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), flushEachChunk, res);
}

/** Where a WebHandler is used: which paths it serves, and what answers when it fails before responding. */
export interface WebHandlerMount {
  accepts(path: string): boolean;
  /** Answers instead when the handler throws before anything was sent (else the error goes on to Express). */
  fallback?(req: ExpressRequest, res: ExpressResponse, error: unknown): void;
  /** What the handler is told about this answer (its CSP nonce). */
  context?(res: ExpressResponse): WebHandlerContext;
}

/**
 * Express middleware around a WebHandler for the GET and HEAD requests it accepts; others go on.
 * This is the only Express-specific part of serving pages: another server needs its own few lines.
 */
export function expressWebHandler(handler: WebHandler, mount: WebHandlerMount) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !mount.accepts(req.path)) return next();
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    handler(toWebRequest(req, controller.signal), mount.context?.(res))
      .then((response) => sendWebResponse(response, res))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (res.headersSent) res.destroy(error as Error);
        else if (mount.fallback) mount.fallback(req, res, error);
        else next(error);
      });
  };
}
