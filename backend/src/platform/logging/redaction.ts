import { EventEmitter } from 'node:events';

/**
 * What must never reach a log line, and the three nets that keep it out:
 *  1. pino `redact` paths built from {@link SECRET_KEYS}: the keys at the top of a line and the
 *     secret headers of the request and response lines, by name (explicit paths only: pino's
 *     wildcard paths cost some 120 µs a line, more than the rest of the line);
 *  2. {@link censorSecrets}: the same keys at any depth of a logged object, by name pattern;
 *  3. {@link scrubSecretValues} on every finished line: strings that look like a JWT, a refresh
 *     token of the shop, a resident registration number or a password in a URL, wherever they
 *     ended up (a message, an error's stack, a request's path).
 */

/** What a censored value becomes. */
export const CENSORED = '[REDACTED]';

/**
 * Keys whose values are secrets: passwords, tokens and the headers that carry them, bank
 * account numbers and codes, resident and business registration numbers, a cash receipt's
 * phone or business number (`identity`, NICE Pay's `receiptNo`).
 */
export const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'oldPassword',
  'passwordConfirm',
  'passwordConfirmation',
  'passwordHash',
  'accessToken',
  'refreshToken',
  'idToken',
  'token',
  'tokenSecret',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
  'account',
  'accountNumber',
  'accountNo',
  'bankAccount',
  'bankAccountNumber',
  'registrationNumber',
  'residentNumber',
  'residentRegistrationNumber',
  'businessNumber',
  'businessRegistration',
  'businessRegistrationNumber',
  'rrn',
  'bankCode',
  'identity',
  'receiptNo',
  'cashReceipt',
] as const;

/**
 * A key names a secret when, lower-cased and without `-`/`_`, it contains "password" or ends
 * with one of these: currentPassword, user_password, x-refresh-token, bankAccountNumber,
 * residentRegistrationNumber, businessRegistration, setCookie… are all caught.
 */
const SECRET_KEY =
  /password|passwd|(secret|token|authorization|cookie|account|accountnumber|accountno|registrationnumber|residentregistration|residentnumber|businessregistration|businessnumber|rrn|bankcode|receiptno|identity|cashreceipt)$/;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[-_]/g, ''));
}

/** Property access for a redact path: `.name`, or `["set-cookie"]` when not an identifier. */
const access = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

/**
 * pino `redact` paths: every {@link SECRET_KEYS} key at the top of a line, plus the secret
 * headers of the request and response lines by name. Deeper keys are {@link censorSecrets}'s:
 * wildcard paths (`*.password`) would make pino run its redaction over every value of every
 * line, child loggers' bindings included.
 */
export function redactPaths(): string[] {
  const paths = SECRET_KEYS.map((key) => {
    const tail = access(key);
    return tail.startsWith('.') ? key : tail;
  });
  return [...paths, 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-refresh-token"]', 'res.headers["set-cookie"]'];
}

/** Deepest level {@link censorSecrets} walks; deeper values are replaced by a marker. */
const MAX_DEPTH = 8;

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether {@link censorSecrets} walks a non-plain object's own properties: an instance of the
 * code's own classes (a DTO, a command), which JSON writes as its own enumerable properties. Not
 * errors, requests, responses and other emitters (their serializers write them), nor what JSON
 * writes otherwise (`toJSON`: a Date, a Buffer) or not at all (Map, Set, Promise, typed arrays).
 */
function isRecord(v: object): boolean {
  if (v instanceof Error || v instanceof EventEmitter || v instanceof Map || v instanceof Set || v instanceof Promise || ArrayBuffer.isView(v)) return false;
  return typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * A copy of `value` with the value of every secret key ({@link isSecretKey}) censored, at any
 * depth of plain objects, arrays and instances of the code's own classes (copied as plain
 * objects of their own enumerable properties, as JSON writes them). Errors, requests and other
 * objects JSON does not write as their properties are left to their serializers; nothing is
 * changed in place.
 */
export function censorSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return (depth >= MAX_DEPTH ? '[…]' : value.map((v) => censorSecrets(v, depth + 1))) as T;
  if (!isPlain(value) && !isRecord(value)) return value;
  if (depth >= MAX_DEPTH) return '[…]' as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretKey(k) && v !== undefined && v !== null ? CENSORED : censorSecrets(v, depth + 1);
  return out as T;
}

/**
 * Values that are secrets whatever their key: a JWT (three base64url parts, the first two
 * JSON objects, hence `eyJ`), a refresh token of the shop (`{uuid}.{43 base64url}`, see
 * TokenService), a resident registration number (주민등록번호, `YYMMDD-NNNNNNN`) and the
 * password of a URL (`postgres://user:password@host`, in a driver's error). None of them
 * contains a quote or a backslash, so replacing them keeps a JSON line valid.
 */
const SECRET_VALUES: [RegExp, string][] = [
  [/eyJ[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/g, CENSORED],
  [/\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, CENSORED],
  [/(?<![0-9])[0-9]{6}\s?[-–]\s?[0-9]{7}(?![0-9])/g, CENSORED],
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@"\\]*):[^\s/@"\\]+@/gi, `$1:${CENSORED}@`],
];

/** `text` with every {@link SECRET_VALUES} match censored. */
export function scrubSecretValues(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_VALUES) out = out.replace(pattern, replacement);
  return out;
}

/**
 * A request URL fit for a log: the value of every secret query parameter censored
 * (`/api/x?token=…&page=2` → `/api/x?token=[REDACTED]&page=2`). Values that look like secrets
 * elsewhere in it are caught by {@link scrubSecretValues} on the finished line.
 */
export function censorUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        /* a malformed escape: judge the raw key */
      }
      return isSecretKey(key.replace(/\[.*$/, '')) || isSecretKey(key.replace(/^.*\[|\]$/g, '')) ? `${pair.slice(0, eq)}=${CENSORED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}
