/**
 * What the bench and fuzz scripts share: the built shop (`node backend/dist/main.js`) as a child
 * process on a free 127.0.0.1 port, with the embedded engines and the demo catalogue, waited for
 * until it answers, and stopped by its PID, also on errors, Ctrl-C and exit.
 *
 *   const shop = await startShop({ name: 'backend', tempDataDir: 'ceramaison-bench-' });
 *   …fetch(`${shop.base}/api/v1/shop/products`)…
 *   await shop.stop();
 *
 * Only Node built-ins.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built backend's entry point. */
export const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

/**
 * The V8 flags the shop runs with, as `npm start`, the Docker image (infra/shop.Dockerfile) and
 * the browser suites' server (frontend/playwright.config.ts) start it: a young generation of at
 * most 8 MB per semi-space instead of V8's 16. The shop's garbage is short-lived (a request's
 * objects), so a smaller young generation keeps RSS down (issue 8: RSS ≤ 300 MB with the demo
 * catalogue): 16 MB gave 277–292 MB in `npm run bench:boot`, 8 MB 257–273 MB. 4 MB kept about
 * 10 MB less but doubled the scavenges: orders spent 1.1–1.6 s of main-thread pauses in them per
 * 3,000 orders against 0.7–0.8 s at 8 MB and 16 MB (`--trace-gc`, `BENCH_ONLY=orders`).
 */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=8'];
/** Every shop and port here is on loopback. */
export const HOST = '127.0.0.1';

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An ANSI colour code in the shop's log (ESC [ … m). */
// eslint-disable-next-line no-control-regex -- an ANSI code starts with the escape character, which is what this matches.
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;

/** Variables that would point the shop at external engines or skip the demo catalogue. */
const ENGINE_VARIABLES = ['EVENT_STORE_URL', 'READ_STORE_URL', 'BUS_URL', 'SEED'];

/** The shops started here and not yet stopped. */
const live = new Set();

// Last resort if the script goes away without the async clean-up: no shop outlives it.
process.on('exit', () => {
  for (const shop of live) if (shop.running) process.kill(shop.pid, 'SIGKILL');
});

/** A TCP port free on 127.0.0.1 now (the OS picks it; another process may take it before it is used). */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/**
 * Makes sure the backend is built: when backend/dist/main.js is missing, runs `npm run build` at
 * the root once. Throws when the build fails.
 */
export function buildIfMissing() {
  if (existsSync(MAIN)) return;
  console.log(`${MAIN} is missing — running \`npm run build\` once…`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0 || !existsSync(MAIN)) throw new Error('`npm run build` failed; build the workspaces first (npm run build)');
}

/** Throws, saying to run `npm run build` first (`note` added in brackets), when `main` (default backend/dist/main.js) is missing. */
export function requireBuilt(main = MAIN, note = '') {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first${note ? ` (${note})` : ''}`);
}

/**
 * @typedef {object} Shop A running shop.
 * @property {string} base `http://127.0.0.1:<port>`.
 * @property {number} port
 * @property {number} pid The node process's id.
 * @property {string} dataDir Its DATA_DIR.
 * @property {number} startMs Milliseconds from spawning it until `readyPath` answered 200.
 * @property {string[]} tail The last lines of its log, colour codes removed.
 * @property {boolean} running Whether the process is still alive.
 * @property {Promise<{ code: number | null, signal: string | null }>} exited
 * @property {(options?: { signal?: string, graceMs?: number }) => Promise<void>} stop
 *   Sends `signal` (default SIGTERM: a clean shutdown; SIGKILL: a crash), SIGKILL after `graceMs`
 *   (default 5000) if it is still running, and removes the data dir if `startShop` made it.
 *   Calling it again does nothing more.
 */

/**
 * Starts the built shop on a free 127.0.0.1 port and resolves once GET `readyPath` answers 200.
 * The embedded engines and the demo catalogue are used (EVENT_STORE_URL, READ_STORE_URL, BUS_URL
 * and SEED are removed from its environment).
 *
 * @param {object} options
 * @param {string} [options.name] What error messages call it ('backend', 'the shop').
 * @param {string} [options.main] The main.js to run (default backend/dist/main.js).
 * @param {string} [options.dataDir] Its DATA_DIR, kept when it stops; or
 * @param {string} [options.tempDataDir] the prefix of a fresh temp DATA_DIR, removed when it stops.
 * @param {Record<string, string> | ((base: string) => Record<string, string>)} [options.env] Added to
 *   the environment (a function gets the shop's base URL, e.g. for PUBLIC_URL).
 * @param {string[]} [options.unset] More variables removed from its environment.
 * @param {string[]} [options.nodeArgs] Arguments for node before main.js (e.g. --cpu-prof), after {@link SHOP_NODE_FLAGS}.
 * @param {string} [options.readyPath] The GET that must answer 200 (default /api/v1/setting).
 * @param {number} [options.timeoutMs] How long to wait for it (default 60 s).
 * @param {number} [options.pollMs] Milliseconds between tries (default 250).
 * @param {number} [options.tailLines] Log lines kept in `tail` (default 40).
 * @param {string | null} [options.echo] When set, each log line is echoed to stderr as `  [echo] line`.
 * @param {string} [options.logFile] A file that receives its whole log, as written.
 * @returns {Promise<Shop>}
 * @throws when the process exits or does not answer in time; it is then stopped, and the error
 *   carries the log's last lines as `tail`.
 */
export async function startShop(options = {}) {
  const { name = 'backend', main = MAIN, nodeArgs = [], readyPath = '/api/v1/setting', timeoutMs = 60_000, pollMs = 250, tailLines = 40 } = options;
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), options.tempDataDir ?? 'ceramaison-shop-'));
  const extra = typeof options.env === 'function' ? options.env(base) : (options.env ?? {});
  const env = { ...process.env, ...extra, PORT: String(port), DATA_DIR: dataDir };
  for (const variable of [...ENGINE_VARIABLES, ...(options.unset ?? [])]) delete env[variable];

  const t0 = performance.now();
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, ...nodeArgs, main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const remember = (chunk) => {
    for (const line of String(chunk).replace(ANSI_COLOUR, '').split('\n')) {
      if (!line) continue;
      tail.push(line);
      if (tail.length > tailLines) tail.shift();
      if (options.echo) process.stderr.write(`  [${options.echo}] ${line}\n`);
    }
  };
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', remember);
    if (log) stream.pipe(log, { end: false });
  }
  const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));
  // Its output is all read (and the log file written) once its pipes close, which can be after it exits.
  const closed = new Promise((res) => child.once('close', res)).then(() => log && new Promise((res) => log.end(res)));

  let stopping = null;
  const shop = {
    base,
    port,
    pid: child.pid,
    dataDir,
    startMs: NaN,
    tail,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    stop({ signal = 'SIGTERM', graceMs = 5000 } = {}) {
      stopping ??= (async () => {
        if (shop.running) {
          process.kill(child.pid, signal);
          const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
          if (!done) {
            process.kill(child.pid, 'SIGKILL');
            await Promise.race([exited, sleep(5000)]);
          }
        }
        live.delete(shop);
        await Promise.race([closed, sleep(2000)]);
        if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  live.add(shop);

  let stopped = null;
  exited.then((r) => (stopped = r));
  const failed = async (message) => {
    await shop.stop();
    const error = new Error(options.logFile ? `${message}; see ${options.logFile}` : message);
    error.tail = [...tail];
    return error;
  };
  while (performance.now() - t0 < timeoutMs) {
    if (stopped) throw await failed(`${name} exited during start-up (code ${stopped.code}, signal ${stopped.signal})`);
    try {
      const r = await fetch(base + readyPath, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status === 200) {
        shop.startMs = performance.now() - t0;
        return shop;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(pollMs);
  }
  throw await failed(`${name} did not answer GET ${readyPath} with 200 within ${timeoutMs / 1000} s`);
}

/** Stops every shop started here that is still running (SIGTERM, then SIGKILL after 5 s). */
export function stopAllShops() {
  return Promise.all([...live].map((shop) => shop.stop()));
}

/**
 * On SIGINT or SIGTERM: prints `<signal>: stopping <what>…`, awaits `before` (e.g. stopping a
 * load generator), stops every shop started here and exits with 130.
 */
export function stopOnInterrupt(what, before = async () => {}) {
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, async () => {
      process.stderr.write(`\n${sig}: stopping ${what}…\n`);
      await before();
      await stopAllShops();
      process.exit(130);
    });
  }
}
