import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { SqlClient, SqlQueryable } from './sql-client.js';

/**
 * The worker's program (CommonJS, run with `eval`): opens PGlite as `workerData` says and runs
 * the statements the main thread posts, one message per call. A transaction holds PGlite's own
 * transaction open until its `end` message comes; statements outside it wait for it, as they
 * would in the main thread.
 */
const WORKER = `const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const errorOf = (e) => ({ message: String(e && e.message ? e.message : e), name: e && e.name, code: e && e.code, detail: e && e.detail });
const transactions = new Map();
let nextTx = 1;
const answer = (id, work) => work.then((rows) => parentPort.postMessage({ id, rows }), (e) => parentPort.postMessage({ id, error: errorOf(e) }));
(workerData.dataDir ? PGlite.create(workerData.dataDir, workerData.options) : PGlite.create(workerData.options)).then(
  (db) => {
    parentPort.on('message', (m) => {
      if (m.op === 'query') {
        const on = m.tx ? transactions.get(m.tx).tx : db;
        answer(m.id, on.query(m.sql, m.params).then((r) => r.rows));
      } else if (m.op === 'begin') {
        const tx = nextTx++;
        const open = { begun: false };
        transactions.set(tx, open);
        open.finished = db.transaction((handle) => new Promise((resolve, reject) => {
          Object.assign(open, { tx: handle, resolve, reject, begun: true });
          parentPort.postMessage({ id: m.id, rows: tx });
        }));
        open.finished.catch((e) => {
          if (open.begun) return;
          transactions.delete(tx);
          parentPort.postMessage({ id: m.id, error: errorOf(e) });
        });
      } else if (m.op === 'end') {
        const open = transactions.get(m.tx);
        transactions.delete(m.tx);
        if (m.commit) open.resolve(); else open.reject(new Error('rolled back'));
        answer(m.id, open.finished.then(() => [], (e) => { if (m.commit) throw e; return []; }));
      } else if (m.op === 'close') {
        answer(m.id, (db.closed ? Promise.resolve() : db.close()).then(() => []));
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (e) => parentPort.postMessage({ ready: false, error: errorOf(e) }),
);`;

/** A statement's failure as the worker reports it: the driver's message and SQLSTATE. */
interface ReportedError {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
}

/**
 * SqlClient on PGlite run in a worker thread of its own: PostgreSQL's work (parsing, planning,
 * writing the log's files) no longer holds up the event loop that answers HTTP requests and runs
 * the projections, and appends keep queueing for the next group commit while one runs. Same
 * answers and errors as {@link PgliteSqlClient} (a failed statement rejects with an Error that
 * carries the SQLSTATE in `code` and PostgreSQL's `detail`). The thread keeps the process alive
 * only while a call is waiting for it.
 */
export class PgliteThreadSqlClient implements SqlClient {
  private readonly waiting = new Map<number, { resolve: (rows: unknown) => void; reject: (error: unknown) => void }>();
  private nextId = 1;
  private closed = false;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: { id: number; rows?: unknown; error?: ReportedError }) => {
      const call = this.waiting.get(m.id);
      if (!call) return;
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) worker.unref();
      if (m.error) call.reject(Object.assign(new Error(m.error.message), m.error));
      else call.resolve(m.rows);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const call of this.waiting.values()) call.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));
    worker.unref();
  }

  /**
   * Starts the thread and opens PGlite in it: stored in `dataDir` (which must exist and be
   * initialised, see {@link PgliteSqlClient.open}) or in memory when omitted, with `options`
   * (PGlite's, e.g. `postgresqlconf`). Rejects with PGlite's error when it cannot open.
   */
  static async open(dataDir: string | undefined, options: Record<string, unknown>): Promise<PgliteThreadSqlClient> {
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    // A small young generation: the thread's garbage (messages, results) is collected early
    // instead of growing the process's RSS (the shop stays under 300 MB, `npm run bench:boot`).
    const worker = new Worker(WORKER, { eval: true, workerData: { pglite, dataDir, options }, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    let onMessage = (_opened: { ready: boolean; error?: ReportedError }) => {};
    let onError = (_error: Error) => {};
    let onExit = (_code: number) => {};
    const opened = await new Promise<{ ready: boolean; error?: ReportedError }>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      onExit = (code) => reject(new Error(`the PGlite thread stopped while opening (exit code ${code})`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => {
      // Only these: the Worker's own listeners (which start its message port) must stay.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
    if (!opened.ready) {
      await worker.terminate();
      throw Object.assign(new Error(opened.error?.message ?? 'PGlite did not open'), opened.error);
    }
    return new PgliteThreadSqlClient(worker);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: resolve as (rows: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
    return this.call<R[]>({ op: 'query', sql, params });
  }

  async transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn({ query: <R>(sql: string, params: unknown[] = []) => this.call<R[]>({ op: 'query', sql, params, tx }) });
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Closes the database and stops the thread. */
  async close(): Promise<void> {
    if (this.closed || this.failure) return;
    await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
