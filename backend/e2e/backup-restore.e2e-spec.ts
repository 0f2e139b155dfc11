import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { ADDRESSES, GENEROUS_LIMITS, ROOT, eventStoreUrlFor, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * scripts/backup.mjs and scripts/restore.mjs (they use the built backend: `npm run build`
 * first): a shop restored from a backup into an empty event store answers as the original did,
 * its read models rebuilt from the restored log at start. With TEST_POSTGRES_URL, the same
 * backup is also restored into a new PostgreSQL schema.
 */
const scripts = new URL('../../scripts/', import.meta.url);
const run = promisify(execFile);

/** Runs backup.mjs or restore.mjs on `file` with the shop's engine variables of `env` only. */
async function script(
  name: 'backup' | 'restore',
  file: string,
  env: { DATA_DIR: string; EVENT_STORE_URL?: string },
): Promise<{ code: number; stderr: string }> {
  const base = { ...process.env };
  for (const engine of ['DATA_DIR', 'EVENT_STORE_URL', 'READ_STORE_URL', 'BUS_URL']) delete base[engine];
  try {
    const { stderr } = await run(process.execPath, [new URL(`${name}.mjs`, scripts).pathname, file], { env: { ...base, ...env } });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? String(error) };
  }
}

/** The engine variables of a shop started by startShop on `dataDir`. */
const shopEngines = (dataDir: string) => ({ DATA_DIR: dataDir, ...(eventStoreUrlFor(dataDir) ? { EVENT_STORE_URL: eventStoreUrlFor(dataDir)! } : {}) });

interface Activity {
  member: { username: string; password: string };
  paidOrder: string;
  unpaidOrder: string;
}

/** Read-model-backed answers of the shop to the member and to staff (signed in afresh: a restored shop has its own token secret). */
async function answers(shop: TestShop, activity: Activity) {
  const member = `Bearer ${(await signIn(shop, activity.member.username, activity.member.password)).access}`;
  const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  const get = async (path: string, auth?: string) => {
    const req = shop.http.get(path).set('limit', '100');
    const res = await (auth ? req.set('Authorization', auth) : req);
    expect(res.status).toBe(200);
    return res.body as unknown;
  };
  return {
    products: await get('/api/v1/shop/products'),
    productsByPrice: await get('/api/v1/shop/products?sort=priceAsc'),
    myOrders: await get('/api/v1/me/orders', member),
    myPaidOrder: await get(`/api/v1/me/orders/${activity.paidOrder}`, member),
    myUnpaidOrder: await get(`/api/v1/me/orders/${activity.unpaidOrder}`, member),
    myCart: await get('/api/v1/me/carts', member),
    consolePurchases: await get('/api/console/shop/purchases', staff),
    consoleOrder: await get(`/api/console/shop/orders/${activity.paidOrder}`, staff),
  };
}

/** A member signs up, fills the cart, places two bank-transfer orders, and staff confirm the payment of one. */
async function placeActivity(shop: TestShop): Promise<Activity> {
  const operator = await signIn(shop, ROOT.username, ROOT.password);
  const member = await newSignedInMember(shop, 'bk');
  const cards = (await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '100')).body.products as {
    _id: string;
    stock: number;
    sells: boolean;
  }[];
  const plain: string[] = [];
  for (const card of cards) {
    if (!card.sells || card.stock < 3) continue;
    const { product } = (await shop.http.get(`/api/v1/shop/products/${card._id}`)).body;
    if (product.options.length === 0) plain.push(card._id);
    if (plain.length === 3) break;
  }
  expect(plain).toHaveLength(3);
  expect((await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: plain[0], amount: 2 })).status).toBe(201);
  const paid = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', member.auth)
    .send({ ...ADDRESSES, items: [{ product: plain[1], amount: 1 }] });
  expect(paid.status).toBe(201);
  const unpaid = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', member.auth)
    .send({ ...ADDRESSES, items: [{ product: plain[2], amount: 2 }] });
  expect(unpaid.status).toBe(201);
  const confirm = await shop.http
    .put(`/api/console/shop/orders/${paid.body.order._id}`)
    .set('Authorization', `Bearer ${operator.access}`)
    .send({ orderStatus: 'ORDER_PAYMENT' });
  expect(confirm.status).toBe(200);
  return { member: { username: member.username, password: member.password }, paidOrder: paid.body.order._id, unpaidOrder: unpaid.body.order._id };
}

describe('backup and restore of the event log', () => {
  const backup = join(mkdtempSync(join(tmpdir(), 'shop-backup-')), 'events.ndjson.gz');
  let activity: Activity;
  let before: Awaited<ReturnType<typeof answers>>;

  beforeAll(async () => {
    const shop = await startShop();
    try {
      activity = await placeActivity(shop);
      before = await answers(shop, activity);
      // The answers compared below hold the activity (an empty answer would compare equal too).
      expect((before.myOrders as { orders: { _id: string; statusText: string }[] }).orders.map((o) => [o._id, o.statusText]).sort()).toEqual(
        [
          [activity.paidOrder, '결제완료'],
          [activity.unpaidOrder, '미결제'],
        ].sort(),
      );
      expect((before.myCart as { carts: unknown[] }).carts).toHaveLength(1);
      expect((before.consoleOrder as { history: { label: string }[] }).history.map((h) => h.label)).toEqual(['주문 접수', '입금 확인']);
      expect((before.products as { products: unknown[] }).products.length).toBeGreaterThan(10);
    } finally {
      await shop.close();
    }
    const saved = await script('backup', backup, shopEngines(shop.dataDir));
    expect(saved).toMatchObject({ code: 0 });
    expect(saved.stderr).toMatch(/\d+ events in [\d.]+ s \(\d+\/s\)/);
  }, 120_000);

  it('writes a header with the count and checksum of the event lines, in log order', () => {
    const [headerLine, ...lines] = gunzipSync(readFileSync(backup)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(headerLine!);
    expect(header).toMatchObject({ format: 'ceramaison-event-log', version: 1, count: lines.length });
    const events = lines.map((line) => JSON.parse(line));
    expect(Object.keys(events[0])).toEqual(['stream', 'revision', 'id', 'type', 'data', 'metadata']);
    expect(events.some((e) => e.type === 'OrderPaymentConfirmed' && e.data.orderId === activity.paidOrder)).toBe(true);
    // Within a stream, revisions follow each other in the file's (the log's) order.
    const next = new Map<string, number>();
    for (const e of events) {
      expect(e.revision).toBe(next.get(e.stream) ?? 0);
      next.set(e.stream, e.revision + 1);
    }
  });

  it('restores into an empty data directory, and the shop there answers as the original did', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-restored-'));
    const restored = await script('restore', backup, shopEngines(dataDir));
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stderr).toMatch(/restored and checked/);
    // Only the event log is written; the shop creates the rest when it starts.
    expect(readdirSync(dataDir)).toEqual(eventStoreUrlFor(dataDir) ? [] : ['events']);

    const shop = await startShop(dataDir);
    try {
      expect(await answers(shop, activity)).toEqual(before);
    } finally {
      await shop.close();
    }

    const again = await script('restore', backup, shopEngines(dataDir));
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/is not empty/);
  }, 120_000);

  const postgres = process.env.TEST_POSTGRES_URL;
  (postgres ? it : it.skip)(
    'restores into a new PostgreSQL schema (set TEST_POSTGRES_URL), and the shop there answers as the original did',
    async () => {
      const schema = `backup_restore_${randomUUID().slice(0, 8)}`;
      const url = `${postgres}${postgres!.includes('?') ? '&' : '?'}schema=${schema}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-restored-pg-'));
      try {
        const restored = await script('restore', backup, { DATA_DIR: dataDir, EVENT_STORE_URL: url });
        expect(restored).toMatchObject({ code: 0 });
        const shop = await startShop(dataDir, { ...GENEROUS_LIMITS, EVENT_STORE_URL: url });
        try {
          expect(await answers(shop, activity)).toEqual(before);
        } finally {
          await shop.close();
        }
        const again = await script('restore', backup, { DATA_DIR: dataDir, EVENT_STORE_URL: url });
        expect(again.code).not.toBe(0);
        expect(again.stderr).toMatch(/is not empty/);
      } finally {
        const client = new pg.Client({ connectionString: postgres });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    },
    120_000,
  );
});
