import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../auth/tokens.js';

/** Header that carries a request's id in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when it is 1–64 letters, digits, `.`, `_`, `:` or `-`; anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

type Request = IncomingMessage & { id?: unknown; user?: Principal };

/**
 * The id of `req`: its own when already given, else the caller's `X-Request-Id` when it is safe
 * to log and echo, else a new UUID. The id is kept on the request and echoed in the response's
 * `X-Request-Id`, so a caller (or a proxy) can find the log lines of its request.
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const r = req as Request;
  if (typeof r.id === 'string') return r.id;
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  r.id = id;
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Express middleware, first of all: gives every request its id, static files and unknown paths included. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  requestIdOf(req, res);
  next();
}

const requests = new AsyncLocalStorage<IncomingMessage>();

/** Runs the rest of the request's handling with `req` as the current request (see {@link currentRequest}). */
export function bindRequest(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  requests.run(req, next);
}

/** The request being handled, when called while handling one. */
export function currentRequest(): IncomingMessage | undefined {
  return requests.getStore();
}

/** The id of the signed-in user of `req` (set by AuthGuard once it has read the token), if any. */
export function userIdOf(req: IncomingMessage | undefined): string | undefined {
  return (req as Request | undefined)?.user?._user || undefined;
}
