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
  /** Secret that signs access tokens: env TOKEN_SECRET, else kept in dataDir/token-secret so sessions survive restarts. */
  tokenSecret: string;
  /** Create the demo catalogue on first start (env SEED=false to skip). */
  seed: boolean;
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
  if (busUrl && !/^kafka:\/\/[^/\s]+(\/[A-Za-z0-9._-]+)?$/.test(busUrl)) throw new Error(`BUS_URL must be kafka://host:port[,host:port][/topicPrefix], got "${busUrl}"`);
  return {
    port,
    dataDir,
    eventStoreUrl,
    readStoreUrl,
    busUrl,
    frontendDist: resolve(env.FRONTEND_DIST ?? join(here, '../../../../frontend/dist')),
    tokenSecret: env.TOKEN_SECRET ?? readOrCreateSecret(join(dataDir, 'token-secret')),
    seed: env.SEED !== 'false',
  };
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
