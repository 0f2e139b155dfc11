import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { preHandlerHookHandler } from 'fastify';
import type { Principal } from '../auth/tokens.js';

/** Header that carries a request's id in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when it is 1–64 letters, digits, `.`, `_`, `:` or `-`; anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

type Request = IncomingMessage & { id?: unknown; user?: Principal };

/** Where the id is kept on the request: a key of its own (servers put ids of their own under `id`). */
const REQUEST_ID = Symbol('requestId');

/**
 * The id of `req`: its own when already given, else the caller's `X-Request-Id` when it is safe
 * to log and echo, else a new UUID. The id is kept on the request and echoed in the response's
 * `X-Request-Id` (when `res` is given), so a caller (or a proxy) can find the log lines of its
 * request. Give it to Fastify as `genReqId`, so the server's request id (which it hands to the
 * request log) is this one.
 */
export function requestIdOf(req: IncomingMessage, res?: ServerResponse): string {
  const r = req as Request & { [REQUEST_ID]?: string };
  let id = r[REQUEST_ID];
  if (!id) {
    const incoming = req.headers[REQUEST_ID_HEADER];
    id = r[REQUEST_ID] = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  }
  if (res && !res.headersSent && !res.hasHeader(REQUEST_ID_HEADER)) res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

const requests = new AsyncLocalStorage<IncomingMessage>();
/** The server's own request object over each Node request (Fastify's), where the auth guard puts the user. */
const handled = new WeakMap<IncomingMessage, { user?: Principal }>();

/**
 * Fastify preHandler hook (after the body is read, so the context survives the wait for it):
 * runs the rest of the request's handling with its Node request as the current request (see
 * {@link currentRequest}), and lets the request log see the parsed body and the signed-in user.
 */
export const bindRequest: preHandlerHookHandler = (request, _reply, done) => {
  const raw = request.raw as IncomingMessage & { body?: unknown };
  handled.set(raw, request as { user?: Principal });
  raw.body = request.body;
  requests.run(raw, done);
};

/** The request being handled, when called while handling one. */
export function currentRequest(): IncomingMessage | undefined {
  return requests.getStore();
}

/** The id of the signed-in user of `req` (set by AuthGuard once it has read the token), if any. */
export function userIdOf(req: IncomingMessage | undefined): string | undefined {
  if (!req) return undefined;
  return ((req as Request).user ?? handled.get(req)?.user)?._user || undefined;
}
