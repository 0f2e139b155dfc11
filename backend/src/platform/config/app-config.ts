import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runtime configuration from the environment. Every engine defaults to its embedded adapter,
 * so `npm start` needs no server (ARCHITECTURE §2).
 */
export interface AppConfig {
  /** HTTP port (env PORT, default 3000). */
  port: number;
  /** Directory of the embedded event store, generated files and keys (env DATA_DIR, default ./data). */
  dataDir: string;
  /** postgres://… (PostgreSQL server) or esdb://… (EventStoreDB) for the event log (env EVENT_STORE_URL); null = PGlite under dataDir; 'memory' = PGlite in memory (tests). */
  eventStoreUrl: string | null;
  /** mongodb://… to keep read models in MongoDB (env READ_STORE_URL); null = in memory, rebuilt from the log at start. */
  readStoreUrl: string | null;
  /** kafka://host:port[,host:port][/topicPrefix] to relay events to Kafka (env BUS_URL); null = in-process. */
  busUrl: string | null;
  /** Built frontend to serve (env FRONTEND_DIST, default ../frontend/dist next to the backend). */
  frontendDist: string;
  /** Server renderer of the storefront (env FRONTEND_SSR, default dist-ssr/entry-server.js beside frontendDist); when absent, pages are served as index.html. */
  frontendSsr: string;
  /** The shop's public address for canonical links, sitemap and structured data (env PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** Secret that signs access tokens: env TOKEN_SECRET, else kept in dataDir/token-secret so sessions survive restarts. */
  tokenSecret: string;
  /** Create the demo catalogue on first start (env SEED=false to skip). */
  seed: boolean;
  /** Rate limits (see RateLimits). */
  limits: RateLimits;
  /** Take the client address from X-Forwarded-For, for a shop behind a reverse proxy (env TRUST_PROXY=true). */
  trustProxy: boolean;
  /**
   * Other origins whose pages may call the API from a browser (env CORS_ORIGINS, comma-separated
   * exact origins such as `https://admin.ceramaison.kr`). Empty by default: the shop's own pages
   * are same-origin, so cross-origin calls get no Access-Control-Allow-Origin.
   */
  corsOrigins: string[];
  /** Structured logs (see LoggingConfig). */
  logging: LoggingConfig;
}

/** The levels a log line may have, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One JSON line per event on stdout, for a log collector; people reading a terminal ask for pretty lines. */
export interface LoggingConfig {
  /** Lowest level written (env LOG_LEVEL, default info). At debug, a refused request's line also carries its body, secrets censored. */
  level: LogLevel;
  /** Coloured human-readable lines instead of JSON (env LOG_PRETTY=1). */
  pretty: boolean;
}

/**
 * How often people may try things that attackers repeat (issue: hardening). Failed sign-ins
 * slow down from the 4th failure and lock at the limit until the window ends; windows are
 * fixed and counted in the read store, so every process of the shop shares them.
 */
export interface RateLimits {
  /** Window of the sign-in failure counts (ms). */
  signInWindowMs: number;
  /** Failed sign-ins for one username per window before it locks (env THROTTLE_SIGN_IN_PER_ACCOUNT, default 10). */
  signInFailuresPerAccount: number;
  /** Failed sign-ins from one address per window (env THROTTLE_SIGN_IN_PER_ADDRESS, default 50). */
  signInFailuresPerAddress: number;
  /** Sign-ups from one address per hour (env THROTTLE_SIGN_UPS_PER_HOUR, default 20). */
  signUpsPerAddressPerHour: number;
  /** Orders (and quotes) one member may send per minute (env THROTTLE_ORDERS_PER_MINUTE, default 30). */
  ordersPerMemberPerMinute: number;
}

/** A positive whole number from env `name`, else `fallback`. */
function limitFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number from 1, got "${raw}"`);
  return n;
}

/**
 * Exact origins from env CORS_ORIGINS: `scheme://host[:port]` each, http(s) only, no path, no
 * wildcard. A value that is not an origin stops the start rather than opening more than meant.
 */
function originsFrom(raw: string | undefined): string[] {
  const values = (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.map((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    const exact =
      url !== null &&
      /^https?:$/.test(url.protocol) &&
      /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname) &&
      url.origin === value.replace(/\/$/, '');
    if (!exact) throw new Error(`CORS_ORIGINS must list exact origins (https://host[:port]) separated by commas, got "${value}"`);
    return url.origin;
  });
}

const here = dirname(fileURLToPath(import.meta.url));

/** Reads the configuration; creates dataDir and the token secret when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const eventStoreUrl = env.EVENT_STORE_URL?.trim() || null;
  if (eventStoreUrl && eventStoreUrl !== 'memory' && !/^(postgres(ql)?|esdb(\+discover)?):\/\//.test(eventStoreUrl)) {
    throw new Error(`EVENT_STORE_URL must be postgres://…, esdb://… or memory, got "${eventStoreUrl}"`);
  }
  const readStoreUrl = env.READ_STORE_URL?.trim() || null;
  if (readStoreUrl && !/^mongodb(\+srv)?:\/\//.test(readStoreUrl)) throw new Error(`READ_STORE_URL must be mongodb://…, got "${readStoreUrl}"`);
  const busUrl = env.BUS_URL?.trim() || null;
  if (busUrl && !/^kafka:\/\/[^/\s]+(\/[A-Za-z0-9._-]+)?$/.test(busUrl))
    throw new Error(`BUS_URL must be kafka://host:port[,host:port][/topicPrefix], got "${busUrl}"`);
  const frontendDist = resolve(env.FRONTEND_DIST ?? join(here, '../../../../frontend/dist'));
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(publicUrl)) throw new Error(`PUBLIC_URL must be http(s)://host[:port], got "${env.PUBLIC_URL}"`);
  return {
    port,
    dataDir,
    eventStoreUrl,
    readStoreUrl,
    busUrl,
    frontendDist,
    frontendSsr: resolve(env.FRONTEND_SSR ?? join(frontendDist, '../dist-ssr/entry-server.js')),
    publicUrl,
    tokenSecret: env.TOKEN_SECRET ?? readOrCreateSecret(join(dataDir, 'token-secret')),
    seed: env.SEED !== 'false',
    limits: {
      signInWindowMs: 15 * 60_000,
      signInFailuresPerAccount: limitFrom(env, 'THROTTLE_SIGN_IN_PER_ACCOUNT', 10),
      signInFailuresPerAddress: limitFrom(env, 'THROTTLE_SIGN_IN_PER_ADDRESS', 50),
      signUpsPerAddressPerHour: limitFrom(env, 'THROTTLE_SIGN_UPS_PER_HOUR', 20),
      ordersPerMemberPerMinute: limitFrom(env, 'THROTTLE_ORDERS_PER_MINUTE', 30),
    },
    trustProxy: env.TRUST_PROXY === 'true',
    corsOrigins: originsFrom(env.CORS_ORIGINS),
    logging: { level: logLevelFrom(env.LOG_LEVEL), pretty: env.LOG_PRETTY === '1' || env.LOG_PRETTY === 'true' },
  };
}

function logLevelFrom(raw: string | undefined): LogLevel {
  const level = raw?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level as LogLevel;
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
