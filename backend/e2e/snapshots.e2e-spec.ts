import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { gunzipSync, gzipSync } from 'node:zlib';
import { EventRelay } from '../src/platform/bus/event-relay.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { ReadModelSnapshots, SNAPSHOT_FILE } from '../src/platform/projections/read-model-snapshots.js';
import { READ_STORE, type Doc, type ReadStore } from '../src/platform/read-store/read-store.port.js';
import { MingoReadStore } from '../src/platform/read-store/mingo-read-store.js';
import { SalesStatisticsConsumer } from '../src/reporting/index.js';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/** Snapshots are of the embedded read store; on MongoDB (E2E_READ_STORE_URL) the store persists by itself. */
const embedded = !process.env.E2E_READ_STORE_URL;

/** Every collection of the shop's read store (read models, statistics, checkpoints), documents sorted by _id. */
function everything(shop: TestShop): Record<string, Doc[]> {
  const store = shop.app.get<ReadStore>(READ_STORE) as MingoReadStore;
  const out: Record<string, Doc[]> = {};
  for (const [name, docs] of store.dump()) if (docs.length > 0) out[name] = structuredClone(docs).sort((a, b) => a._id.localeCompare(b._id));
  return out;
}

/** A member signs up, keeps a line in the cart, orders another product; the operator confirms or cancels. */
async function business(shop: TestShop, products: string[], outcome: 'ORDER_PAYMENT' | 'ORDER_CANCELED') {
  const operator = await signIn(shop, ROOT.username, ROOT.password);
  const member = await newSignedInMember(shop, 's');
  expect((await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: products[0], amount: 1 })).status).toBe(201);
  const placed = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', member.auth)
    .send({ ...ADDRESSES, items: [{ product: products[1], amount: 1 }] });
  expect(placed.status).toBe(201);
  const changed = await shop.http
    .put(`/api/console/shop/orders/${placed.body.order._id}`)
    .set('Authorization', `Bearer ${operator.access}`)
    .send({ orderStatus: outcome });
  expect(changed.status).toBe(200);
  await relayed(shop);
}

/**
 * Waits until the relay has published everything the projections show (its checkpoint caught up
 * with theirs, the bus consumers' documents written): a write answers once the projections show
 * it, while the relay follows the log on its own, so a copy of the read models taken sooner may
 * hold its older checkpoint.
 */
async function relayed(shop: TestShop): Promise<void> {
  const positionOf = (id: string) => everything(shop)['_checkpoints']?.find((c) => c._id === id)?.['position'];
  const until = Date.now() + 15_000;
  while (!(shop.app.get(EventRelay).idle && positionOf('relay') === positionOf('projections'))) {
    if (Date.now() > until) throw new Error(`the relay stayed at ${String(positionOf('relay'))}, the projections at ${String(positionOf('projections'))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Two on-sale products without options. */
async function plainProducts(shop: TestShop): Promise<string[]> {
  const cards = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as { _id: string; stock: number; sells: boolean }[];
  const plain: string[] = [];
  for (const p of cards) {
    if (!p.sells || p.stock < 5) continue;
    const { product } = (await shop.http.get(`/api/v1/shop/products/${p._id}`)).body;
    if (product.options.length === 0) plain.push(p._id);
    if (plain.length === 2) return plain;
  }
  throw new Error('no two plain products in the demo catalogue');
}

/** Rewrites the snapshot file: `header` and `dump` changed as given (the body re-compressed). */
function tamper(dataDir: string, change: { header?: (h: Record<string, unknown>) => void; dump?: (d: [string, Doc[]][]) => void }) {
  const file = join(dataDir, SNAPSHOT_FILE);
  const bytes = readFileSync(file);
  const first = bytes.indexOf(0x0a);
  const second = bytes.indexOf(0x0a, first + 1);
  const header = JSON.parse(bytes.subarray(first + 1, second).toString('utf8'));
  const dump = deserialize(gunzipSync(bytes.subarray(second + 1))) as [string, Doc[]][];
  change.header?.(header);
  change.dump?.(dump);
  writeFileSync(file, Buffer.concat([bytes.subarray(0, first + 1), Buffer.from(JSON.stringify(header) + '\n'), gzipSync(serialize(dump))]));
}

/** Starts the shop again on `dataDir`, runs `check` on it, and stops it whatever happens. */
async function restart<T>(dataDir: string, check: (shop: TestShop) => T | Promise<T>): Promise<T> {
  const shop = await startShop(dataDir);
  try {
    return await check(shop);
  } finally {
    await shop.close();
  }
}

/** Gives the first product of the snapshot another name, to see whether a start used the snapshot. */
const renameFirstProduct = (dump: [string, Doc[]][]) => {
  const products = dump.find(([name]) => name === 'products')![1];
  products[0]!.name = 'SNAPSHOT-ONLY NAME';
};

(embedded ? describe : describe.skip)('read-model snapshots of the embedded read store', () => {
  let dataDir: string;
  let products: string[];
  /** The read models after the last shop of each test stopped, to compare the next start with. */
  let expected: Record<string, Doc[]>;

  /** Restarts and expects the snapshot to have been ignored: nothing restored, the models rebuilt from the log equal `expected`. */
  const restartRebuildsFromLog = () =>
    restart(dataDir, (shop) => {
      expect(shop.app.get(ReadModelSnapshots).restoredFrom).toBe(0);
      expect(everything(shop)).toEqual(expected);
    });

  it('a restart restores the snapshot written at shutdown, replays only the tail, and equals a rebuild from the log', async () => {
    const shop = await startShop();
    dataDir = shop.dataDir;
    products = await plainProducts(shop);
    await business(shop, products, 'ORDER_PAYMENT');
    const beforeStop = everything(shop);
    await shop.close();

    await restart(dataDir, async (shop) => {
      const snapshots = shop.app.get(ReadModelSnapshots);
      expect(snapshots.restoredFrom).toBeGreaterThan(0);
      expect(snapshots.restoredFrom).toBe(shop.app.get(ProjectionRunner).checkpoint);
      expect(everything(shop)).toEqual(beforeStop);
      // Events appended after the snapshot show, and the models equal a rebuild from the whole log.
      await business(shop, products, 'ORDER_CANCELED');
      const live = everything(shop);
      expect(live['orders']).toHaveLength(2);
      await shop.app.get(ProjectionRunner).rebuild();
      await shop.app.get(SalesStatisticsConsumer).rebuild();
      expect(everything(shop)).toEqual(live);
      expected = live;
    });
  }, 120_000);

  it('after a crash the last snapshot plus the tail lose nothing', async () => {
    const older = await restart(dataDir, async (shop) => {
      expect(everything(shop)).toEqual(expected);
      // A periodic snapshot, then more business, then the process dies: no snapshot at shutdown.
      expect(await shop.app.get(ReadModelSnapshots).write()).toBe(true);
      const written = readFileSync(join(dataDir, SNAPSHOT_FILE));
      await business(shop, products, 'ORDER_PAYMENT');
      expected = everything(shop);
      expect(expected['orders']).toHaveLength(3);
      return written;
    });
    writeFileSync(join(dataDir, SNAPSHOT_FILE), older);

    await restart(dataDir, (shop) => {
      const snapshots = shop.app.get(ReadModelSnapshots);
      expect(snapshots.restoredFrom).toBeGreaterThan(0);
      expect(snapshots.restoredFrom).toBeLessThan(shop.app.get(ProjectionRunner).checkpoint);
      expect(everything(shop)).toEqual(expected);
    });
  }, 120_000);

  it('uses a matching snapshot as it is (the check of the next tests can fail)', async () => {
    tamper(dataDir, { dump: renameFirstProduct });
    await restart(dataDir, (shop) => {
      expect(shop.app.get(ReadModelSnapshots).restoredFrom).toBeGreaterThan(0);
      expect(everything(shop)['products']!.some((p) => p.name === 'SNAPSHOT-ONLY NAME')).toBe(true);
    });
  }, 120_000);

  it('ignores a snapshot written by another projection version and rebuilds from the log', async () => {
    tamper(dataDir, { header: (h) => (h.fingerprint = 'f'.repeat(64)), dump: renameFirstProduct });
    await restartRebuildsFromLog();
  }, 120_000);

  it('ignores a snapshot of another event log', async () => {
    tamper(dataDir, { header: (h) => (h.eventId = '00000000-0000-4000-8000-000000000000'), dump: renameFirstProduct });
    await restartRebuildsFromLog();
  }, 120_000);

  it('ignores a damaged snapshot file and rebuilds from the log', async () => {
    const file = join(dataDir, SNAPSHOT_FILE);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await restartRebuildsFromLog();
    writeFileSync(file, 'not a snapshot at all');
    await restartRebuildsFromLog();
  }, 120_000);
});
