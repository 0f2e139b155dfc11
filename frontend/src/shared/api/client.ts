import {
  API,
  ERROR_CODES,
  MESSAGE_ON_ERROR_HEADER,
  MIN_POSITION_HEADER,
  type AccessTokenResponse,
  type ApiError,
  type ErrorCode,
  type RefreshTokenResponse,
} from '@shop/contracts';
import { useSession } from '../stores/session';
import { useLocalCart } from '../stores/local-cart';
import { usePickup } from '../stores/pickup';
import { useWatches } from '../stores/watches';
import { utf8ToBase64 } from '../lib/jwt';
import { pushLocalLists } from './push-local-lists';
import { lastSeenPosition, notePositionOf } from './positions';

export { lastSeenPosition, notePositionSeen } from './positions';

/**
 * An error answer of the API (spec §8): the server's Korean `message` to show, and the `code`
 * that code switches on. Features look at `code` only; `status` is for this file's plumbing.
 */
export class ApiRequestError extends Error {
  /** HTTP status, 0 when the server could not be reached. */
  readonly status: number;
  /** What went wrong: the body's code, or one derived from the status (see {@link errorCodeOf}). */
  readonly code: ErrorCode;
  /** Per-field messages of a VALIDATION_FAILED answer. */
  readonly errors?: { field: string; message: string }[];

  constructor(status: number, code: ErrorCode, message: string, errors?: { field: string; message: string }[]) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
};

/**
 * The error code of an answer: the body's `code` when it is one of {@link ERROR_CODES}, else the
 * one its HTTP status stands for (400 VALIDATION_FAILED, 401 UNAUTHENTICATED, 403 FORBIDDEN,
 * 404 NOT_FOUND, 413 PAYLOAD_TOO_LARGE), else INTERNAL (5xx, no answer at all).
 */
export function errorCodeOf(status: number, bodyCode?: unknown): ErrorCode {
  if (typeof bodyCode === 'string' && (ERROR_CODES as readonly string[]).includes(bodyCode)) return bodyCode as ErrorCode;
  return STATUS_CODES[status] ?? 'INTERNAL';
}

/** Whether `e` is an API error with one of `codes`, e.g. `hasErrorCode(e, 'NOT_FOUND', 'PRODUCT_NOT_FOUND')`. */
export function hasErrorCode(e: unknown, ...codes: readonly ErrorCode[]): e is ApiRequestError {
  return e instanceof ApiRequestError && codes.includes(e.code);
}

/** Options of {@link apiFetch}. */
export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Extra headers, e.g. `{ limit: '20', skip: '0' }` for list calls. */
  headers?: Record<string, string>;
  /** Alert text for a 403 (sent as `x-message-on-error`). */
  messageOnError?: string;
}

const FALLBACK_MESSAGE = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.';
const NETWORK_MESSAGE = '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.';

/** How API calls leave this process: the browser's fetch, or the server's own API while rendering a page. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
/** True in the server renderer: calls go out as a visitor, and no position is remembered across pages. */
let onServer = false;

/**
 * Server rendering: sends every API call of this process to `fetchApi` (the shop's own API, e.g.
 * in process), with relative paths made absolute on a placeholder origin. Calls carry no token
 * (the server renders public pages as a visitor) and nothing of one call is kept for the next.
 */
export function setServerTransport(fetchApi: (request: Request) => Promise<Response>): void {
  onServer = true;
  transport = (url, init) => fetchApi(new Request(new URL(url, 'http://shop.internal'), init));
}

function buildUrl(path: string, query?: ApiFetchInit['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function networkError(): ApiRequestError {
  return new ApiRequestError(0, 'INTERNAL', NETWORK_MESSAGE);
}

async function readError(res: Response): Promise<ApiRequestError> {
  let body: Partial<ApiError> | null;
  try {
    body = (await res.json()) as Partial<ApiError>;
  } catch {
    body = null;
  }
  const message = typeof body?.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE;
  return new ApiRequestError(res.status, errorCodeOf(res.status, body?.code), message, body?.errors);
}

async function readBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function send(path: string, init: ApiFetchInit, accessToken: string | null): Promise<Response> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (method === 'GET' && lastSeenPosition() > 0) headers[MIN_POSITION_HEADER] = String(lastSeenPosition());
  // Header values must be ISO-8859-1, so the Korean message travels percent-encoded.
  if (init.messageOnError) headers[MESSAGE_ON_ERROR_HEADER] = encodeURIComponent(init.messageOnError);
  try {
    return await transport(buildUrl(path, init.query), { method, headers, body });
  } catch {
    throw networkError();
  }
}

let refreshing: Promise<boolean> | null = null;

/** Exchanges the held refresh token for a new pair; one refresh at a time. Resolves false on failure (e.g. before an upload that is not sent through {@link apiFetch} retries a 401). */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = useSession.getState().refreshToken;
    if (!refreshToken) return false;
    try {
      const res = await fetch(`${API.auth}/accessToken`, { headers: { Authorization: `Bearer ${refreshToken}`, Accept: 'application/json' } });
      if (!res.ok) return false;
      const data = (await res.json()) as AccessTokenResponse;
      useSession.getState().setTokens(data.accessToken, data.refreshToken ?? refreshToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Sends an API call with the bearer token and the read-your-writes position, refreshing once on
 * 401; a refusal becomes an ApiRequestError with the server's message (a 403 is alerted).
 */
async function call(path: string, init: ApiFetchInit): Promise<Response> {
  let res = await send(path, init, useSession.getState().accessToken);
  if (res.status === 401 && useSession.getState().refreshToken) {
    if (await refreshTokens()) {
      res = await send(path, init, useSession.getState().accessToken);
    } else {
      clearClientSession();
    }
  }
  if (!onServer) notePositionOf(res);
  if (res.ok) return res;
  const error = await readError(res);
  if (res.status === 403 && !onServer) window.alert(init.messageOnError ?? error.message);
  throw error;
}

/**
 * Calls the API with JSON in and out: bearer token, read-your-writes position, one
 * refresh-and-retry on 401, an alert on 403, and ApiRequestError with the server's message otherwise.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return readBody<T>(await call(path, init));
}

/** Calls the API for a file (an Excel export, a template) as {@link apiFetch} does: its bytes and the name its Content-Disposition gives. */
export async function apiDownload(path: string, init: ApiFetchInit = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await call(path, init);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}

/** General error handler (spec §8): alerts the server's message, or else the error's message. */
export function alertError(e: unknown): void {
  if (e instanceof ApiRequestError && e.status === 403) return; // already alerted by apiFetch
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : FALLBACK_MESSAGE;
  window.alert(message || FALLBACK_MESSAGE);
}

const signOutCleanups = new Set<() => void>();

/** Registers extra client state to forget on logout (e.g. sign-up agreements); returns an unregister function. */
export function onSignOut(cleanup: () => void): () => void {
  signOutCleanups.add(cleanup);
  return () => signOutCleanups.delete(cleanup);
}

/** Forgets tokens, local cart, pick-up and recently viewed products (spec §4 logout), without calling the server; member queries (likes, watches) are dropped by the query layer. */
export function clearClientSession(): void {
  useSession.getState().clear();
  useLocalCart.getState().clear();
  usePickup.getState().clear();
  useWatches.getState().clear();
  for (const cleanup of signOutCleanups) {
    try {
      cleanup();
    } catch {
      /* a failing cleanup must not block logout */
    }
  }
  signOutListeners.forEach((l) => l());
}

const signOutListeners = new Set<() => void>();
/** Internal: lets the query layer drop member data whenever the session ends. */
export function subscribeSessionEnd(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}
const signInListeners = new Set<() => void>();
/** Internal: lets the query layer refetch member data after a sign-in. */
export function subscribeSignIn(listener: () => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/**
 * Signs in (spec §7 Auth): a refresh token by Basic auth carrying the credentials sealed to the
 * shop's credential key (./sealed-credentials, loaded on first use), then an access
 * token; stores both with the decoded payload, then moves the signed-out cart and recently
 * viewed products to the server (spec §4 Session) and lets the query layer reload them.
 * Throws ApiRequestError with the server's message (e.g. 아이디 또는 비밀번호를 확인해주세요).
 */
export async function signIn(username: string, password: string): Promise<void> {
  let res: Response;
  try {
    // Web Crypto exists only in secure contexts (HTTPS, localhost): elsewhere the plain form the server also takes.
    const basic = globalThis.crypto?.subtle
      ? await (await import('./sealed-credentials')).sealCredentials(API.auth, username, password)
      : `${username}:${password}`;
    res = await fetch(`${API.auth}/refreshToken`, { headers: { Authorization: `Basic ${utf8ToBase64(basic)}`, Accept: 'application/json' } });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw await readError(res);
  const { refreshToken } = (await res.json()) as RefreshTokenResponse;
  await completeSignIn(refreshToken);
}

/**
 * Finishes a sign-in from its refresh token (after the password flow, or a Kakao or Naver login):
 * gets the access token, keeps both, pushes the signed-out cart and watches to the member, and
 * tells the listeners. Throws ApiRequestError when the token is refused.
 */
export async function completeSignIn(refreshToken: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${API.auth}/accessToken`, { headers: { Authorization: `Bearer ${refreshToken}`, Accept: 'application/json' } });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw await readError(res);
  const tokens = (await res.json()) as AccessTokenResponse;
  useSession.getState().setTokens(tokens.accessToken, tokens.refreshToken ?? refreshToken);
  await pushLocalLists(apiFetch);
  signInListeners.forEach((l) => l());
}

/** Signs out: revokes the refresh token (best effort), then clears session, local cart, pick-up and watches. */
export async function signOut(): Promise<void> {
  const refreshToken = useSession.getState().refreshToken;
  if (refreshToken) {
    try {
      await fetch(`${API.auth}/refreshToken`, { method: 'DELETE', headers: { Authorization: `Bearer ${refreshToken}` } });
    } catch {
      /* best effort: the local session ends regardless */
    }
  }
  clearClientSession();
}
