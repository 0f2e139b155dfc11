import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the server adds to a request for the handler: the answer's CSP nonce for inline scripts and styles. */
export interface WebHandlerContext {
  nonce?: string;
}

/** A framework-free request handler: a WHATWG Request in, a Response (maybe streamed) out. */
export type WebHandler = (request: Request, context?: WebHandlerContext) => Promise<Response>;

/** The WHATWG Request of a Node request without a body (GET, HEAD); `protocol` as the server sees it; aborted with `signal`. */
export function toWebRequest(req: IncomingMessage, protocol: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`);
  return new Request(url, { method: req.method, headers, signal });
}

/**
 * Sends a WHATWG Response through a Fastify reply: its status and headers (each cookie its own
 * `Set-Cookie`), and its body streamed as it comes (through the compression hook like any other
 * answer).
 */
export function sendWebResponse(response: Response, reply: FastifyReply): FastifyReply {
  reply.code(response.status);
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as NodeReadableStream) : undefined);
}

/** Where a WebHandler is used: which paths it serves, and what answers when it fails before responding. */
export interface WebHandlerMount {
  accepts(path: string): boolean;
  /** Answers instead when the handler throws (else the error goes on to the error handler). */
  fallback?(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<unknown> | unknown;
  /** What the handler is told about this answer (its CSP nonce). */
  context?(reply: FastifyReply): WebHandlerContext;
}

/**
 * A Fastify route handler (for GET, so HEAD too) around a WebHandler: a path it does not accept
 * goes on to the not-found handler. The handler's request is aborted when the client goes away.
 * This is the only server-specific part of serving pages: another server needs its own few lines.
 */
export function fastifyWebHandler(handler: WebHandler, mount: WebHandlerMount) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const path = request.url.split('?', 1)[0]!;
    if (!mount.accepts(path)) return reply.callNotFound();
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    let response: Response;
    try {
      response = await handler(toWebRequest(request.raw, request.protocol, controller.signal), mount.context?.(reply));
    } catch (error) {
      if (controller.signal.aborted) return reply;
      if (mount.fallback) return mount.fallback(request, reply, error);
      throw error;
    }
    return sendWebResponse(response, reply);
  };
}
