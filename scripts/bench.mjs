#!/usr/bin/env node
/**
 * `npm run bench` — throughput figures for the 세라메종 backend. A script, not a test: it prints
 * numbers; it only fails (exit 1) when the shop oversells, undersells or errors under load.
 *
 * What it does:
 *   0. If backend/dist/main.js is missing, runs `npm run build` at the root once.
 *   1. Starts the built backend (`node backend/dist/main.js`) as a child process on a free
 *      127.0.0.1 port with a fresh temp DATA_DIR and the embedded engines (EVENT_STORE_URL unset
 *      → PGlite), waits until GET /api/v1/setting answers 200 (60 s at most). The child is always
 *      stopped at the end — also on errors and Ctrl-C (scripts/lib/shop-process.mjs) — and the
 *      temp dir removed (not after a Ctrl-C).
 *   2. Product list under load, with autocannon (32 connections, 10 s each):
 *        GET /api/v1/shop/products                                   headers limit: 20, skip: 0
 *        GET /api/v1/shop/products?category=Bath_and_Wellness&sort=priceAsc   (same headers)
 *      → average requests/s, latency p50/p99, errors (socket errors + timeouts + non-2xx).
 *      Then a bare Node `http` server (a process of its own) serves the first list's bytes under
 *      the same load: the shop's list rate as a ratio of it (target ≥ 0.7×) and its p99 (target
 *      ≤ 20 ms) are printed with the summary.
 *   3. Orders under contention (zero oversell): before the load, the most-stocked on-sale product
 *      without options is restocked to BENCH_ORDER_STOCK (default 3000) units — a StockAdjusted
 *      appended through the event store port while the backend is stopped, then it starts again on
 *      the same data dir — since the demo catalogue's stock lasts about a second at the target rate.
 *      Signs up 40 members (POST /api/v1/users), signs each in (refresh token by Basic auth → access
 *      token), then fires `stock + 40` buy-now orders (POST /api/v1/shop/orders, amount 1, bank
 *      transfer) for that product and for the least-stocked one, shuffled together, spread over the
 *      members, 20 requests in flight. The first 300 calls are a warm-up; the figures are of the
 *      rest: orders placed per second (201s / wall time), p50/p99 of every order call, 409
 *      INSUFFICIENT_STOCK counted. Then re-reads each product's stock (waiting for the read model
 *      with x-min-position) and checks per product, warm-up included: placed === initial stock,
 *      final stock === initial − placed === 0. Prints "oversell: 0" or fails loudly. Also prints
 *      the backend's CPU time per order call (all its threads, from /proc; Linux only), the share
 *      of a core this script itself used (its calls go out on keep-alive `node:http`, asking for
 *      compressed answers as a browser does) and the load average, since wall-clock figures on a
 *      shared machine mostly measure the neighbours.
 *   4. Prints a compact summary table.
 *   5. Runs scripts/bench-boot.mjs (`npm run bench:boot`): boot time and RSS with 100,000
 *      generated events, and RSS with just the demo catalogue (BENCH_BOOT=0 skips it).
 *
 * Everything targets 127.0.0.1 and stops by itself (≈60 s, then 2–3 min for the boot bench). Only Node built-ins and
 * autocannon. Env: BENCH_DURATION (seconds per list run, default 10), BENCH_VERBOSE=1 to echo
 * the backend's log, BENCH_ORDER_STOCK (units of the restocked product), BENCH_NODE_ARGS for the backend's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to profile it; NODE_OPTIONS refuses --cpu-prof), BENCH_ONLY to run some parts alone: a comma
 * list of `list` (step 2), `orders` (step 3) and `boot` (step 5), e.g. `BENCH_ONLY=orders` or
 * `BENCH_ONLY=list,orders`; default all three (BENCH_BOOT=0 leaves out `boot` from the default).
 * The summary shows the parts that ran; the backend is started only for `list` or `orders`.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildIfMissing, freePort, ROOT, startShop, stopOnInterrupt } from './lib/shop-process.mjs';

const LIST_DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const LIST_CONNECTIONS = 32;
const MEMBERS = 40;
const ORDERS_IN_FLIGHT = 20;
const EXTRA_ATTEMPTS_PER_PRODUCT = 40;
/** Stock the most-stocked product is given before the orders part, so the run measures placing orders, not refusals. */
const ORDER_STOCK = Number(process.env.BENCH_ORDER_STOCK ?? 3000);
/** Order calls made before the clock starts (counted in the oversell check, not in the figures). */
const ORDER_WARM_UP = 300;
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const PARTS = ['list', 'orders', 'boot'];
const ONLY = benchOnly(process.env.BENCH_ONLY);

/** The parts BENCH_ONLY names (a comma list of `list`, `orders`, `boot`; unset or empty: all, less `boot` when BENCH_BOOT=0). */
function benchOnly(raw) {
  const names = (raw ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) return new Set(PARTS.filter((p) => p !== 'boot' || process.env.BENCH_BOOT !== '0'));
  const unknown = names.filter((n) => !PARTS.includes(n));
  if (unknown.length) {
    console.error(`bench: BENCH_ONLY takes a comma list of ${PARTS.join(', ')}; unknown: ${unknown.join(', ')}`);
    process.exit(2);
  }
  return new Set(names);
}

// ---------------------------------------------------------------- the backend, as a child process

let shop = null; // the running backend (scripts/lib/shop-process.mjs)
let dataDir = null; // its DATA_DIR, removed at the end
let currentLoad = null; // the running autocannon instance, stopped on Ctrl-C
let interrupted = false;

stopOnInterrupt('the backend', async () => {
  interrupted = true;
  currentLoad?.stop();
});

// ---------------------------------------------------------------- helpers

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Keep-alive connections for {@link api}: one per call in flight, as a browser or a proxy keeps them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One call to the shop: resolves `{ status, json }` (the body parsed, `{ raw }` when it is not
 * JSON). Asks for compressed answers as a browser does (so the shop compresses as it would) and
 * inflates them. On `node:http` rather than `fetch`: undici's fetch spent about 1.2 ms of this
 * process's CPU per order call, half a core at the target rate, on the same two cores as the shop.
 */
function api(base, method, path, { headers = {}, body, token } = {}) {
  const h = { 'accept-encoding': 'br, gzip', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  if (payload) Object.assign(h, { 'content-type': 'application/json', 'content-length': String(payload.length) });
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers: h, agent, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        let raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        if (encoding === 'br') raw = brotliDecompressSync(raw);
        else if (encoding === 'gzip') raw = gunzipSync(raw);
        const text = raw.toString('utf8');
        let json;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = { raw: text };
        }
        resolve({ status: res.statusCode, json });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

function expect(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.json)?.slice(0, 300)}`);
  return res.json;
}

/** Runs `tasks` (functions returning promises) with at most `limit` in flight. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');

/**
 * CPU time the backend has used so far, in ms (every thread: /proc/<pid>/task/<tid>/schedstat,
 * Linux only; null elsewhere). On a machine shared with other work, wall-clock figures depend
 * on the load; CPU per order does much less.
 */
function backendCpuMs() {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${shop.pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${shop.pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        /* the thread ended */
      }
    }
    return ns / 1e6;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- phase 1: product list

async function listLoad(base, label, path) {
  // A short warm-up so the first figures are not the JIT's.
  for (let i = 0; i < 20; i++) await api(base, 'GET', path, { headers: { limit: '20', skip: '0' } });
  currentLoad = autocannon({
    url: base + path,
    method: 'GET',
    headers: { limit: '20', skip: '0' },
    connections: LIST_CONNECTIONS,
    duration: LIST_DURATION_S,
    timeout: 10,
  });
  const r = await currentLoad;
  currentLoad = null;
  if (interrupted) throw new Error('interrupted');
  const row = {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    detail: `socket errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`,
  };
  console.log(
    `  ${label.padEnd(30)} ${fmt(row.rps).padStart(6)} req/s  p50 ${fmt(row.p50)} ms  p99 ${fmt(row.p99)} ms  ` + `${row.total} requests  (${row.detail})`,
  );
  return row;
}

/**
 * The same product-list bytes from a bare Node `http` server in a process of its own: the
 * ceiling a framework could reach on this machine, for the shop's ratio. Returns its row.
 */
async function bareLoad(base) {
  const res = await fetch(`${base}/api/v1/shop/products`, { headers: { limit: '20', skip: '0' } });
  const bytesFile = join(mkdtempSync(join(tmpdir(), 'ceramaison-bare-')), 'answer.json');
  writeFileSync(bytesFile, Buffer.from(await res.arrayBuffer()));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const body = require('fs').readFileSync(${JSON.stringify(bytesFile)});
       require('http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }); res.end(body); })
         .listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout.once('data', resolve));
  try {
    return await listLoad(`http://127.0.0.1:${port}`, 'bare node http (same bytes)', '/api/v1/shop/products');
  } finally {
    server.kill();
  }
}

// ---------------------------------------------------------------- phase 2: orders

async function signUpMembers(base) {
  const run = Math.random()
    .toString(36)
    .slice(2, 7)
    .replace(/[^a-z0-9]/g, 'x');
  const password = 'Bench!2026';
  const members = Array.from({ length: MEMBERS }, (_, i) => {
    const username = `bench${run}${String(i).padStart(2, '0')}`;
    return { username, password, email: `${username}@example.com`, phone: `010${String(10_000_000 + i * 7919).slice(-8)}` };
  });
  const t0 = performance.now();
  await pool(
    members.map((m) => async () => {
      const res = await api(base, 'POST', '/api/v1/users', {
        body: { username: m.username, password: m.password, name: '벤치회원', email: m.email, phone: m.phone, type: 'PERSON', _terms: ['service', 'privacy'] },
      });
      expect(res, 201, `sign up ${m.username}`);
    }),
    10,
  );
  const signUpMs = performance.now() - t0;
  const t1 = performance.now();
  await pool(
    members.map((m) => async () => {
      const basic = Buffer.from(`${m.username}:${m.password}`).toString('base64');
      const { refreshToken } = expect(
        await api(base, 'GET', '/api/auth/refreshToken', { headers: { authorization: `Basic ${basic}` } }),
        200,
        `sign in ${m.username}`,
      );
      const { accessToken } = expect(await api(base, 'GET', '/api/auth/accessToken', { token: refreshToken }), 200, `access token ${m.username}`);
      m.accessToken = accessToken;
    }),
    10,
  );
  const signInMs = performance.now() - t1;
  console.log(`  ${MEMBERS} members signed up in ${fmt(signUpMs)} ms, signed in in ${fmt(signInMs)} ms (10 in flight)`);
  return members;
}

async function pickProducts(base) {
  const cards = [];
  for (let skip = 0; ; skip += 50) {
    const page = expect(await api(base, 'GET', '/api/v1/shop/products', { headers: { limit: '50', skip: String(skip) } }), 200, 'product list');
    cards.push(...page.products);
    if (page.products.length === 0 || cards.length >= page.summary.totalCount) break;
  }
  const eligible = [];
  for (const c of cards.filter((p) => p.sells && p.stock > 0)) {
    const { product } = expect(await api(base, 'GET', `/api/v1/shop/products/${c._id}`), 200, `product ${c._id}`);
    if (product.sells && product.stock > 0 && product.options.length === 0) eligible.push(product);
  }
  if (eligible.length === 0) throw new Error('no on-sale product with stock and without options in the catalogue');
  eligible.sort((a, b) => b.stock - a.stock);
  const picked = [eligible[0]];
  if (eligible.length > 1) picked.push(eligible[eligible.length - 1]);
  console.log(
    `  ${cards.length} products listed, ${eligible.length} on sale without options; ordering ` +
      picked.map((p) => `${p.code} (stock ${p.stock})`).join(' and '),
  );
  return picked;
}

async function orderLoad(base, members, products) {
  const sender = (m) => ({ name: '벤치회원', phone: m.phone, email: m.email, postcode: '06236', address1: '서울특별시 강남구 테헤란로 123', address2: '4층' });
  const receiver = { name: '받는사람', phone: '01098765432', postcode: '48058', address1: '부산광역시 해운대구 해운대로 100', address2: '101호' };
  const attempts = shuffle(products.flatMap((p) => Array.from({ length: p.stock + EXTRA_ATTEMPTS_PER_PRODUCT }, () => p)));
  const perProduct = new Map(products.map((p) => [p._id, { product: p, attempts: 0, placed: 0, refused: 0, other: 0 }]));
  const latencies = [];
  const others = [];
  let maxPosition = 0;
  let placedTimed = 0;
  let timing = false;

  const call = (p, i) => async () => {
    const m = members[i % members.length];
    const stats = perProduct.get(p._id);
    stats.attempts++;
    const s = performance.now();
    let res;
    try {
      res = await api(base, 'POST', '/api/v1/shop/orders', {
        token: m.accessToken,
        body: { items: [{ product: p._id, amount: 1 }], sender: sender(m), receiver, paymentMethod: 'bank', requestMessage: 'bench' },
      });
    } catch (e) {
      res = { status: 0, json: { message: String(e?.message ?? e) } };
    }
    if (timing) latencies.push(performance.now() - s);
    if (res.status === 201) {
      stats.placed++;
      if (timing) placedTimed++;
      maxPosition = Math.max(maxPosition, Number(res.json?.position ?? 0));
    } else if (res.status === 409 && res.json?.code === 'INSUFFICIENT_STOCK') {
      stats.refused++;
    } else {
      stats.other++;
      others.push(`${res.status} ${res.json?.code ?? ''} ${res.json?.message ?? ''}`.trim());
    }
  };

  // Warm-up: the first calls run before the clock starts (the JIT's, not the shop's, figures).
  const warmUp = attempts.slice(0, ORDER_WARM_UP);
  const timed = attempts.slice(warmUp.length);
  await pool(
    warmUp.map((p, i) => call(p, i)),
    ORDERS_IN_FLIGHT,
  );
  timing = true;
  const cpu0 = backendCpuMs();
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  await pool(
    timed.map((p, i) => call(p, warmUp.length + i)),
    ORDERS_IN_FLIGHT,
  );
  const wallMs = performance.now() - t0;
  const cpuMs = cpu0 === null ? null : backendCpuMs() - cpu0;
  const own = process.cpuUsage(own0);

  // Final stock from the read model, once it has applied every order we placed.
  let oversell = 0;
  const problems = [];
  for (const stats of perProduct.values()) {
    const { product: p } = stats;
    const { product } = expect(
      await api(base, 'GET', `/api/v1/shop/products/${p._id}`, { headers: { 'x-min-position': String(maxPosition) } }),
      200,
      `product ${p._id} after the orders`,
    );
    stats.finalStock = product.stock;
    const over = Math.max(0, stats.placed - p.stock) + Math.max(0, -product.stock);
    oversell += over;
    if (over > 0) problems.push(`${p.code}: OVERSOLD — initial stock ${p.stock}, placed ${stats.placed}, final stock ${product.stock}`);
    if (product.stock !== p.stock - stats.placed) problems.push(`${p.code}: final stock ${product.stock} ≠ initial ${p.stock} − placed ${stats.placed}`);
    if (stats.attempts >= p.stock && stats.placed !== p.stock)
      problems.push(`${p.code}: ${stats.attempts} attempts on stock ${p.stock} but placed ${stats.placed}`);
    if (stats.attempts >= p.stock && product.stock !== 0) problems.push(`${p.code}: expected to be sold out, final stock ${product.stock}`);
    console.log(
      `  ${p.code.padEnd(16)} stock ${String(p.stock).padStart(3)} → ${String(product.stock).padStart(3)}   ` +
        `attempts ${stats.attempts}  placed ${stats.placed}  refused ${stats.refused}  other ${stats.other}`,
    );
  }
  if (others.length) {
    const counts = {};
    for (const o of others) counts[o] = (counts[o] ?? 0) + 1;
    problems.push(
      `unexpected order responses: ${Object.entries(counts)
        .map(([k, v]) => `${v}× ${k}`)
        .join('; ')}`,
    );
  }

  latencies.sort((a, b) => a - b);
  const placed = [...perProduct.values()].reduce((s, x) => s + x.placed, 0);
  const refused = [...perProduct.values()].reduce((s, x) => s + x.refused, 0);
  return {
    attempts: attempts.length,
    warmUp: warmUp.length,
    timed: timed.length,
    placed,
    placedTimed,
    refused,
    other: others.length,
    wallMs,
    ordersPerS: placedTimed / (wallMs / 1000),
    callsPerS: timed.length / (wallMs / 1000),
    cpuPerCallMs: cpuMs === null ? NaN : cpuMs / timed.length,
    cpuShare: cpuMs === null ? NaN : cpuMs / wallMs,
    clientCpuShare: (own.user + own.system) / 1000 / wallMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    oversell,
    problems,
  };
}

/**
 * Sets `product`'s stock to `stock` with a StockAdjusted event (what an operator's stocktaking
 * writes) appended through the event store port, the backend's own adapter, while the shop is stopped.
 */
async function restock(dir, product, stock) {
  process.env.DATA_DIR = dir;
  delete process.env.EVENT_STORE_URL;
  const { openConfiguredEventStore } = await import('./lib/event-log.mjs');
  const { store } = await openConfiguredEventStore({ existing: true });
  try {
    const at = new Date().toISOString();
    await store.appendToStream(
      `product-${product._id}`,
      [{ id: randomUUID(), type: 'StockAdjusted', data: { productId: product._id, stock, adjustedAt: at }, metadata: { userId: null, at } }],
      'any',
    );
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  buildIfMissing();

  console.log('세라메종 bench — starting the backend (embedded engines, fresh data dir)…');
  dataDir = mkdtempSync(join(tmpdir(), 'ceramaison-bench-'));
  const start = async () => {
    shop = await startShop({
      name: 'backend',
      dataDir,
      // The bench signs up and orders far more from one address than a person would.
      env: { THROTTLE_SIGN_UPS_PER_HOUR: '100000', THROTTLE_ORDERS_PER_MINUTE: '100000' },
      nodeArgs: process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
      tailLines: 60,
      echo: VERBOSE ? 'backend' : null,
    });
  };
  await start();
  console.log(`  up at ${shop.base} in ${fmt(shop.startMs / 1000, 1)} s (data ${dataDir})`);
  let products;
  if (ONLY.has('orders')) {
    products = await pickProducts(shop.base);
    // The demo catalogue's stock lasts a second at the target rate: the first product is restocked.
    await shop.stop();
    await restock(dataDir, products[0], ORDER_STOCK);
    await start();
    console.log(`  ${products[0].code} restocked to ${ORDER_STOCK}; up again in ${fmt(shop.startMs / 1000, 1)} s`);
    products = await Promise.all(
      products.map(async (p) => expect(await api(shop.base, 'GET', `/api/v1/shop/products/${p._id}`), 200, `product ${p._id}`).product),
    );
  }
  const { base } = shop;

  let list1, list2, bare, orders;
  if (ONLY.has('list')) {
    console.log(`\nproduct list — autocannon, ${LIST_CONNECTIONS} connections, ${LIST_DURATION_S} s each`);
    list1 = await listLoad(base, 'product list  (limit 20)', '/api/v1/shop/products');
    list2 = await listLoad(base, 'product list  (category, sort)', '/api/v1/shop/products?category=Bath_and_Wellness&sort=priceAsc');
    bare = await bareLoad(base);
  }
  if (ONLY.has('orders')) {
    console.log(`\norders — ${MEMBERS} members, buy-now orders of 1, ${ORDERS_IN_FLIGHT} in flight`);
    const members = await signUpMembers(base);
    orders = await orderLoad(base, members, products);
  }

  const line = (label, rest) => console.log(`${label.padEnd(34)}${rest}`);
  console.log('\nsummary');
  if (list1) {
    for (const l of [list1, list2]) {
      line(l.label, `${fmt(l.rps).padStart(6)} req/s     p50 ${fmt(l.p50).padStart(4)} ms  p99 ${fmt(l.p99).padStart(4)} ms  errors ${l.errors}`);
    }
    line(bare.label, `${fmt(bare.rps).padStart(6)} req/s     p50 ${fmt(bare.p50).padStart(4)} ms  p99 ${fmt(bare.p99).padStart(4)} ms`);
    const ratio = list1.rps / bare.rps;
    line(
      '',
      `product list = ${ratio.toFixed(2)}× bare (target ≥ 0.70× ${ratio >= 0.7 ? '✓' : '✗'}), p99 ${fmt(list1.p99)} ms (target ≤ 20 ms ${list1.p99 <= 20 ? '✓' : '✗'})`,
    );
  }
  if (orders) {
    line(
      `place order   (${ORDERS_IN_FLIGHT} in flight)`,
      `${fmt(orders.ordersPerS).padStart(6)} orders/s  p50 ${fmt(orders.p50).padStart(4)} ms  p99 ${fmt(orders.p99).padStart(4)} ms  ` +
        `placed ${orders.placed}  refused ${orders.refused}  errors ${orders.other}  oversell ${orders.oversell}`,
    );
    console.log(
      `${''.padEnd(34)}(after ${orders.warmUp} warm-up calls: ${orders.timed} calls, ${orders.placedTimed} placed, in ${fmt(orders.wallMs / 1000, 2)} s = ` +
        `${fmt(orders.callsPerS)} calls/s incl. refusals)`,
    );
    console.log(
      `${''.padEnd(34)}(backend CPU ${fmt(orders.cpuPerCallMs, 2)} ms per call, ${fmt(orders.cpuShare * 100)}% of one core busy; this load generator ${fmt(orders.clientCpuShare * 100)}%; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores)`,
    );
  }

  const listErrors = list1 ? list1.errors + list2.errors : 0;
  const problems = orders?.problems ?? [];
  if (problems.length || listErrors) {
    console.error('\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
    if (orders?.oversell) console.error(`!!! OVERSELL: ${orders.oversell} unit(s) sold beyond stock`);
    for (const p of problems) console.error(`!!! ${p}`);
    if (listErrors) console.error(`!!! product list: ${listErrors} failed requests (${list1.detail} / ${list2.detail})`);
    console.error('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
    process.exitCode = 1;
  } else if (orders) {
    console.log('\noversell: 0');
  }
}

try {
  if (ONLY.has('list') || ONLY.has('orders')) await main();
  if (ONLY.has('boot') && !process.exitCode) {
    await shop?.stop();
    if (shop) console.log('');
    const boot = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bench-boot.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (boot.status !== 0) process.exitCode = 1;
  }
} catch (e) {
  if (interrupted) await new Promise(() => {}); // the signal handler stops the backend and exits
  console.error(`\nbench failed: ${e?.stack ?? e}`);
  const tail = e?.tail ?? shop?.tail ?? [];
  if (tail.length)
    console.error(
      `\nlast backend log lines:\n${tail
        .slice(-30)
        .map((l) => `  ${l}`)
        .join('\n')}`,
    );
  process.exitCode = 1;
} finally {
  agent.destroy();
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
