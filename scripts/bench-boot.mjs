#!/usr/bin/env node
/**
 * `npm run bench:boot` — boot time and RSS with 100,000 generated events (also run by `npm run bench`).
 * A script, not a test: it prints figures.
 *
 *   1. Starts the built shop (`node backend/dist/main.js`) on a fresh DATA_DIR with the embedded
 *      engines and the demo catalogue, stops it and starts it again: the time until GET
 *      /api/v1/shop/products answers 200 and the RSS then and 5 s later (VmRSS of
 *      /proc/<pid>/status; Linux only) — "RSS with the demo catalogue".
 *   2. Drives one member through the shop over HTTP (sign up, sign in, two cart lines, an order
 *      from one of them, the operator confirms the payment) and stops the shop. The events this
 *      wrote are the template. The read-model snapshot that stop wrote is removed.
 *   3. Writes copies of the template through the event store port (the built backend's own
 *      adapter, as `npm run restore` does) until the log holds BOOT_EVENTS (100,000) events: every
 *      id, username and e-mail fresh per copy, orders spread over the on-sale products without
 *      options, the stock of each StockReserved counted down from the product's stock, and an
 *      operator's StockAdjusted restocking a product before it runs out — what the deciders
 *      would have written for that many members and orders, in a fraction of the time.
 *   4. Starts the shop on that DATA_DIR three times and prints the time until it serves the
 *      product list and the RSS then: the first start (no read-model snapshot: the whole log is
 *      replayed), a start after a clean stop (the snapshot written at shutdown; only the tail is
 *      replayed), and a start after a crash (SIGKILL after appending through the API: the
 *      snapshot written before plus the tail).
 *
 * Env: BOOT_EVENTS (default 100000), BOOT_MAIN (the shop's main.js, default backend/dist/main.js: e.g. an
 * older build to compare with; the log is still written through backend/dist), BENCH_VERBOSE=1 to echo the shop's log. Only Node built-ins.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MAIN as BUILT_MAIN, requireBuilt, sleep, startShop as startShopProcess, stopAllShops, stopOnInterrupt } from './lib/shop-process.mjs';

const MAIN = process.env.BOOT_MAIN ? resolve(process.env.BOOT_MAIN) : BUILT_MAIN;
const TARGET = Number(process.env.BOOT_EVENTS ?? 100_000);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const STARTUP_TIMEOUT_MS = 300_000;
const ROOT_USER = { username: 'root', password: 'Ceramaison!2026' };
/** Template copies written per batch (their events grouped by stream, one append per stream). */
const COPIES_PER_BATCH = 100;
/** RSS is read again this long after the first answer. */
const SETTLE_MS = 5_000;

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');

/** RSS of a process in MB (VmRSS of /proc/<pid>/status), NaN off Linux. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

stopOnInterrupt('the shop');

/**
 * Starts the shop on `dataDir` (kept when it stops); resolves when GET /api/v1/shop/products
 * answers 200, with the time it took (`bootMs`) and the RSS then (`rss`, MB).
 */
async function startShop(dataDir) {
  const shop = await startShopProcess({
    name: 'the shop',
    main: MAIN,
    dataDir,
    env: { THROTTLE_SIGN_UPS_PER_HOUR: '100000', THROTTLE_ORDERS_PER_MINUTE: '100000' },
    readyPath: '/api/v1/shop/products',
    timeoutMs: STARTUP_TIMEOUT_MS,
    pollMs: 50,
    tailLines: 30,
    echo: VERBOSE ? 'shop' : null,
  });
  return Object.assign(shop, { bootMs: shop.startMs, rss: rssMb(shop.pid) });
}

/** Stops the shop: SIGTERM (clean shutdown, up to 30 s) or SIGKILL (a crash). */
const stopShop = (shop, signal = 'SIGTERM') => shop.stop({ signal, graceMs: 30_000 });

async function api(base, method, path, { headers = {}, body, token } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  const r = await fetch(base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : null };
}

function expect(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.json)?.slice(0, 300)}`);
  return res.json;
}

async function signIn(base, username, password) {
  const basic = Buffer.from(`${username}:${password}`).toString('base64');
  const { refreshToken } = expect(
    await api(base, 'GET', '/api/auth/refreshToken', { headers: { authorization: `Basic ${basic}` } }),
    200,
    `sign in ${username}`,
  );
  const { accessToken } = expect(await api(base, 'GET', '/api/auth/accessToken', { token: refreshToken }), 200, `access token ${username}`);
  return accessToken;
}

/** The on-sale products without options (what a template order can be moved to). */
async function orderableProducts(base) {
  const cards = [];
  for (let skip = 0; ; skip += 50) {
    const page = expect(await api(base, 'GET', '/api/v1/shop/products', { headers: { limit: '50', skip: String(skip) } }), 200, 'product list');
    cards.push(...page.products);
    if (page.products.length === 0 || cards.length >= page.summary.totalCount) break;
  }
  const out = [];
  for (const c of cards.filter((p) => p.sells && p.stock > 0)) {
    const { product } = expect(await api(base, 'GET', `/api/v1/shop/products/${c._id}`), 200, `product ${c._id}`);
    if (product.options.length === 0) out.push(product);
  }
  if (out.length < 2) throw new Error('fewer than two on-sale products without options in the demo catalogue');
  return out;
}

/** One member's visit, over HTTP: the events it writes become the template. Returns the names to replace per copy. */
async function templateVisit(base, products) {
  const username = `tpl${Date.now().toString(36)}`.slice(0, 20);
  const member = {
    username,
    password: 'Bench!2026',
    name: '벤치회원',
    email: `${username}@example.com`,
    phone: '010-1234-5678',
    type: 'PERSON',
    _terms: ['service', 'privacy'],
  };
  const user = expect(await api(base, 'POST', '/api/v1/users', { body: member }), 201, 'sign up').user;
  const token = await signIn(base, username, member.password);
  const [ordered, kept] = products;
  for (const p of [ordered, kept])
    expect(await api(base, 'POST', '/api/v1/me/carts', { token, body: { product: p._id, option: {}, amount: 1 } }), 201, 'add to cart');
  const lines = expect(await api(base, 'GET', '/api/v1/me/carts', { token }), 200, 'cart').carts;
  const line = lines.find((l) => (l.product?._id ?? l.product) === ordered._id) ?? lines[0];
  const sender = {
    name: '벤치회원',
    phone: '01012345678',
    email: member.email,
    postcode: '06236',
    address1: '서울특별시 강남구 테헤란로 123',
    address2: '4층',
  };
  const receiver = { name: '받는사람', phone: '01098765432', postcode: '48058', address1: '부산광역시 해운대구 해운대로 100', address2: '101호' };
  const placed = expect(
    await api(base, 'POST', '/api/v1/shop/orders', { token, body: { carts: [line._id], sender, receiver, paymentMethod: 'bank', requestMessage: '' } }),
    201,
    'place order',
  );
  const operator = await signIn(base, ROOT_USER.username, ROOT_USER.password);
  expect(
    await api(base, 'PUT', `/api/console/shop/orders/${placed.order._id}`, { token: operator, body: { orderStatus: 'ORDER_PAYMENT' } }),
    200,
    'confirm payment',
  );
  return { userId: user._id, username, email: member.email, orderedProduct: ordered._id };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Writes copies of the template events through the event store port until the log holds TARGET events. */
async function generate(dataDir, seedHead, tpl, products) {
  process.env.DATA_DIR = dataDir;
  delete process.env.EVENT_STORE_URL;
  const { openConfiguredEventStore, readLog } = await import('./lib/event-log.mjs');
  const { store } = await openConfiguredEventStore({ existing: true });
  try {
    const all = [];
    for await (const e of readLog(store)) all.push(e);
    const template = all.filter((e) => e.position > seedHead && !(e.metadata?.userId && e.metadata.userId !== tpl.userId && !/Order/.test(e.type)));
    // Ids that stay the same in every copy: products and the operator.
    const keep = new Set(products.map((p) => p._id));
    for (const e of all) if (e.position <= seedHead) keep.add(e.streamId.replace(/^[a-z]+-/, ''));
    const stock = new Map();
    for (const e of all) if (typeof e.data?.productId === 'string' && typeof e.data.stock === 'number') stock.set(e.data.productId, e.data.stock);
    const text = JSON.stringify(template.map((e) => ({ streamId: e.streamId, type: e.type, data: e.data, metadata: e.metadata })));
    const ids = [...new Set(text.match(UUID) ?? [])].filter((id) => !keep.has(id) && !keep.has(id.toLowerCase()));
    console.log(`  template: ${template.length} events (${[...new Set(template.map((e) => e.type))].join(', ')}), ${ids.length} ids renewed per copy`);
    let count = all.length;
    let copy = 0;
    const t0 = performance.now();
    let restocks = 0;
    while (count < TARGET) {
      const byStream = new Map();
      for (let c = 0; c < COPIES_PER_BATCH && count < TARGET; c++, copy++) {
        const product = products[copy % products.length];
        let out = text.replaceAll(tpl.orderedProduct, product._id).replaceAll(tpl.username, `b${copy.toString(36)}x${tpl.username.slice(3)}`.slice(0, 20));
        out = out.replaceAll(tpl.email, `b${copy}@example.com`);
        for (const id of ids) out = out.replaceAll(id, randomUUID());
        for (const e of JSON.parse(out)) {
          if (e.type === 'StockReserved') {
            let left = stock.get(e.data.productId) ?? 0;
            if (left < e.data.amount) {
              left = 1000;
              restocks++;
              const adjusted = {
                type: 'StockAdjusted',
                data: { productId: e.data.productId, stock: left, adjustedAt: e.data.reservedAt },
                metadata: e.metadata,
              };
              push(byStream, e.streamId, adjusted);
              count++;
            }
            e.data.stock = left - e.data.amount;
            stock.set(e.data.productId, e.data.stock);
          }
          push(byStream, e.streamId, e);
          count++;
        }
      }
      for (const [streamId, events] of byStream) await store.appendToStream(streamId, events, 'any');
      if (copy % 1000 < COPIES_PER_BATCH)
        process.stderr.write(`  generate: ${count} events (${fmt((count - all.length) / ((performance.now() - t0) / 1000))}/s)\n`);
    }
    const head = await store.headPosition();
    console.log(
      `  ${copy} copies (${copy} members, ${copy} orders, ${restocks} restocks) written in ${fmt((performance.now() - t0) / 1000, 1)} s; log head ${head}`,
    );
  } finally {
    await store.close();
  }
}

function push(byStream, streamId, e) {
  const list = byStream.get(streamId) ?? [];
  list.push({ id: randomUUID(), type: e.type, data: e.data, metadata: e.metadata });
  byStream.set(streamId, list);
}

/** The RSS a few seconds after start (garbage of the start-up collected, the periodic jobs begun). */
async function settled(shop) {
  await sleep(SETTLE_MS);
  shop.settledRss = rssMb(shop.pid);
  return shop;
}

async function main() {
  requireBuilt(MAIN);
  const dataDir = mkdtempSync(join(tmpdir(), 'ceramaison-boot-'));
  try {
    console.log(`세라메종 boot bench — boot time and RSS with ${TARGET.toLocaleString('en')} generated events`);
    const runs = [];
    let shop = await settled(await startShop(dataDir));
    runs.push(['demo catalogue, first start', shop]);
    await stopShop(shop);
    shop = await settled(await startShop(dataDir));
    runs.push(['demo catalogue, restart', shop]);
    const products = await orderableProducts(shop.base);
    const seedHead = expect(await api(shop.base, 'GET', '/api/health'), 200, 'health').eventStore.headPosition;
    const tpl = await templateVisit(shop.base, products);
    await stopShop(shop);
    // Without the snapshot the demo shop wrote, as a shop from before snapshots would start.
    rmSync(join(dataDir, 'read-models.snapshot'), { force: true });
    await generate(dataDir, seedHead, tpl, products);

    shop = await settled(await startShop(dataDir));
    runs.push([`${TARGET / 1000}k events, no snapshot`, shop]);
    await stopShop(shop);
    shop = await settled(await startShop(dataDir));
    runs.push([`${TARGET / 1000}k events, after a clean stop`, shop]);
    // Append through the API, then crash: the next start replays what came after the last snapshot.
    const token = await signIn(shop.base, ROOT_USER.username, ROOT_USER.password);
    expect(await api(shop.base, 'GET', '/api/v1/me/info', { token }), 200, 'me');
    await stopShop(shop, 'SIGKILL');
    shop = await settled(await startShop(dataDir));
    runs.push([`${TARGET / 1000}k events, after a crash`, shop]);
    await stopShop(shop);

    console.log(
      `\nsummary — boot time and RSS with ${TARGET.toLocaleString('en')} generated events (time until GET /api/v1/shop/products answers; RSS then and ${SETTLE_MS / 1000} s later)`,
    );
    for (const [label, s] of runs) {
      console.log(
        `${label.padEnd(36)}serves in ${fmt(s.bootMs / 1000, 2).padStart(6)} s   RSS ${fmt(s.rss).padStart(4)} MB, ${fmt(s.settledRss).padStart(4)} MB settled`,
      );
    }
  } finally {
    await stopAllShops();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (e) {
  console.error(`\nboot bench failed: ${e?.stack ?? e}`);
  if (e?.tail?.length) console.error(e.tail.join('\n'));
  process.exitCode = 1;
}
