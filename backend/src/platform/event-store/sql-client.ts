import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PgliteThreadSqlClient } from './pglite-thread.js';

/**
 * The few SQL calls the PostgreSQL event store needs, so that one store runs on PGlite
 * (embedded) and on a PostgreSQL server through `pg` alike.
 */

/** Runs one parameterised statement (`$1`, `$2`, ...) and returns its rows. */
export interface SqlQueryable {
  /**
   * Runs `sql` with `params` and returns the rows, one plain object per row. jsonb columns
   * come back parsed; bigint columns come back as a number (PGlite) or a string (pg): callers
   * convert with `Number()`. Rejects with the driver's error (it carries the SQLSTATE in `code`).
   */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** A connection (or pool) that also runs transactions and can be closed. */
export interface SqlClient extends SqlQueryable {
  /**
   * Runs `fn` inside BEGIN ... COMMIT and returns its result. When `fn` throws, the
   * transaction is rolled back and the error rethrown. Statements of the transaction must go
   * through the `tx` handed to `fn`.
   */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  /** Releases the database (PGlite) or the pool's connections (pg). */
  close(): Promise<void>;
}

/**
 * PostgreSQL settings of the embedded database. PGlite's default shared_buffers (128 MB) are
 * touched as the log is read and stay in the process's RSS; the log is appended and read in
 * order, and the OS caches its files anyway, so 16 MB keep the shop with the demo catalogue
 * well under 300 MB RSS (`npm run bench:boot` prints it).
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

/**
 * Has V8 compile WebAssembly with its baseline compiler only (Liftoff), before PGlite's module is
 * first compiled in this process. By default V8 also recompiles the hot parts of PostgreSQL's
 * 9 MB module with its optimising compiler in the background and keeps both codes: measured here
 * on the demo log, that costs some 30 to 50 MB of RSS and the CPU of the recompilation during the
 * first minutes, and did not make the shop's queries or orders faster (`npm run bench`: 407 and
 * 401 orders/s; a read loop of 3,000 statements took 4.1 s by default, 3.2 s with Liftoff only).
 * V8's flags are the process's: the shop's only other WebAssembly is undici's small HTTP parser.
 */
function compileWasmBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}

/** Creates a new PGlite directory in a child process. */
const INITDB = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) }).then((db) => db.close()).then(
  () => process.exit(0),
  (e) => { console.error(e && e.message ? e.message : String(e)); process.exit(1); },
);`;

/**
 * Runs initdb for a new directory in a short-lived child process: initdb touches some 700 MB
 * that the shop's process would keep in its RSS until a full garbage collection, while
 * reopening the initialised directory takes a fifth of that. When the child fails the
 * directory is created in this process as before.
 */
async function initialiseApart(dataDir: string): Promise<void> {
  try {
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    await promisify(execFile)(process.execPath, ['-e', INITDB, pglite, dataDir, JSON.stringify(PGLITE_CONF)], { timeout: 120_000 });
  } catch {
    // PGlite.create below initialises it.
  }
}

/** Creates `dataDir` and initialises it when it is new (nothing for an in-memory database). */
async function prepareDataDir(dataDir: string | undefined): Promise<void> {
  if (!dataDir) return;
  await mkdir(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialiseApart(dataDir);
}

/**
 * SqlClient on PGlite, PostgreSQL compiled to WebAssembly and run in this process. PGlite runs
 * one statement at a time and serialises its transactions itself.
 */
export class PgliteSqlClient implements SqlClient {
  private constructor(private readonly db: PGlite) {}

  /**
   * Opens a PGlite database stored in `dataDir` (created when missing; opening a new directory
   * takes about 3 s, reopening about 0.3 s), or an in-memory one when `dataDir` is omitted.
   */
  static async open(dataDir?: string): Promise<PgliteSqlClient> {
    await prepareDataDir(dataDir);
    compileWasmBaselineOnly();
    // Loaded here: the shop runs PGlite in its thread (openInThread) and never needs it on the event loop.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = dataDir ? await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF }) : await PGlite.create({ postgresqlconf: PGLITE_CONF });
    return new PgliteSqlClient(db);
  }

  /**
   * Opens PGlite as {@link PgliteSqlClient.open} does, but in a worker thread of its own
   * ({@link PgliteThreadSqlClient}): the shop's choice, so that PostgreSQL's work runs beside the
   * event loop instead of on it.
   */
  static async openInThread(dataDir?: string): Promise<SqlClient> {
    await prepareDataDir(dataDir);
    compileWasmBaselineOnly();
    return PgliteThreadSqlClient.open(dataDir, { postgresqlconf: PGLITE_CONF });
  }

  async query<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    return (await this.db.query<R>(sql, params)).rows;
  }

  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn({ query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows }));
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}

/** Options of {@link PgPoolSqlClient.open}. */
export interface PgPoolOptions {
  /** Schema to work in (created when missing, and set as the connections' search_path). */
  schema?: string;
  /** Largest number of connections of the pool (pg's default: 10). */
  max?: number;
}

/** SqlClient on a PostgreSQL server through a `pg` connection pool. */
export class PgPoolSqlClient implements SqlClient {
  private constructor(private readonly pool: pg.Pool) {}

  /**
   * Opens a pool on `url` (`postgres://user:password@host:port/database`). With
   * `options.schema`, creates that schema when missing and makes every connection use it.
   * Rejects when the server cannot be reached.
   */
  static async open(url: string, options: PgPoolOptions = {}): Promise<PgPoolSqlClient> {
    const { schema, max } = options;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
      throw new Error(`invalid schema name: ${schema}`);
    }
    // Loaded here: only a PostgreSQL server needs it, not the embedded default.
    const { default: pg } = await import('pg');
    if (schema) {
      const bootstrap = new pg.Client({ connectionString: url });
      await bootstrap.connect();
      try {
        await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } catch (error) {
        // Two processes creating the same schema at once: the loser sees a unique violation.
        if ((error as { code?: string }).code !== '23505') throw error;
      } finally {
        await bootstrap.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: url,
      ...(max ? { max } : {}),
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection dropped by the server must not crash the process.
    pool.on('error', () => undefined);
    return new PgPoolSqlClient(pool);
  }

  async query<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    return (await this.pool.query(sql, params)).rows as R[];
  }

  async transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query('BEGIN');
      try {
        const result = await fn({
          query: async <R>(sql: string, params: unknown[] = []) => (await connection.query(sql, params)).rows as R[],
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await connection.query('ROLLBACK');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      }
    } finally {
      // A connection whose rollback failed is in an unknown state: destroy it.
      connection.release(broken);
    }
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
