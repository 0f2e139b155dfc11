import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessTokenResponse, Order, ProductDetail, ProductListResponse, RefreshTokenResponse } from '@shop/contracts';
import { MongoReadStore } from '../src/platform/read-store/mongo-read-store.js';
import { READ_STORE, type ReadStore } from '../src/platform/read-store/read-store.port.js';
import { createApp } from '../src/bootstrap.js';
import { ADDRESSES, GENEROUS_LIMITS, ROOT, newMember, dumpReadModels } from './harness.js';

/**
 * Two backend processes on the production-like engines (PostgreSQL event store, MongoDB read
 * store, Kafka bus when given) serve the same shop; one is killed in the middle of the load.
 * Afterwards the surviving process's read models must equal a fresh rebuild from the log.
 * Runs when scripts/test.mjs names the engines (E2E_EVENT_STORE_URL and E2E_READ_STORE_URL).
 */
const engines = process.env.E2E_EVENT_STORE_URL && process.env.E2E_READ_STORE_URL;
const dist = new URL('../dist/main.js', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function until<T>(fn: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

(engines ? describe : describe.skip)('scale-out on the production-like engines', () => {
  const own = `scale_${Date.now().toString(36)}`;
  const env = {
    ...process.env,
    ...GENEROUS_LIMITS,
    EVENT_STORE_URL: `${process.env.E2E_EVENT_STORE_URL}?schema=${own}`,
    READ_STORE_URL: `${(process.env.E2E_READ_STORE_URL ?? '').replace(/\/?$/, '/')}${own}`,
    ...(process.env.E2E_BUS_URL ? { BUS_URL: `${process.env.E2E_BUS_URL}/${own}` } : {}),
    TOKEN_SECRET: `scale-out-${own}`,
  };
  const procs: ChildProcess[] = [];
  afterAll(() => procs.forEach((p) => p.kill('SIGKILL')));

  async function backend(): Promise<{ base: string; proc: ChildProcess }> {
    const port = await freePort();
    const proc = spawn(process.execPath, [dist], { env: { ...env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-')) }, stdio: 'ignore' });
    procs.push(proc);
    const base = `http://127.0.0.1:${port}`;
    await until(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 90_000);
    return { base, proc };
  }

  it('keeps every read model correct when one of two processes dies mid-load', async () => {
    expect(existsSync(dist)).toBe(true);
    const a = await backend();
    const b = await backend();
    /** A JSON call; `T` is the answer's shape the suite reads (from the contracts). */
    const call = async <T = unknown>(base: string, path: string, init: RequestInit = {}, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
    };
    const signIn = async (base: string, username: string, password: string) => {
      const r1 = await call<RefreshTokenResponse>(base, '/api/auth/refreshToken', {
        headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
      });
      const r2 = await call<AccessTokenResponse>(base, '/api/auth/accessToken', { headers: { authorization: `Bearer ${r1.body.refreshToken}` } });
      return r2.body.accessToken;
    };

    const list = (await call<ProductListResponse>(b.base, '/api/v1/shop/products?sort=priceAsc', { headers: { limit: '100' } })).body.products;
    const plain: string[] = [];
    for (const p of list) {
      if (!p.sells || p.stock < 10) continue;
      if ((await call<{ product: ProductDetail }>(b.base, `/api/v1/shop/products/${p._id}`)).body.product.options.length === 0) plain.push(p._id);
      if (plain.length === 3) break;
    }
    const members: (ReturnType<typeof newMember> & { token: string })[] = [];
    for (let i = 0; i < 8; i++) {
      const m = newMember('s');
      const base = i % 2 ? a.base : b.base;
      expect((await call(base, '/api/v1/users', { method: 'POST', body: JSON.stringify(m) })).status).toBe(201);
      members.push({ ...m, token: await signIn(i % 2 ? b.base : a.base, m.username, m.password) });
    }

    const order = (base: string, token: string, product: string) =>
      call<{ order: Order }>(
        base,
        '/api/v1/shop/orders',
        { method: 'POST', body: JSON.stringify({ ...ADDRESSES, items: [{ product, amount: 1 }] }) },
        token,
      ).catch(() => ({ status: 0, body: null }));
    const wave = (bases: string[]) => Promise.all(members.map((m, i) => order(bases[i % bases.length]!, m.token, plain[i % plain.length]!)));
    const first = await wave([a.base, b.base]);
    const during = wave([a.base, b.base]);
    setTimeout(() => a.proc.kill('SIGKILL'), 30);
    await during;
    const after = await wave([b.base]);
    expect(first.every((r) => r.status === 201)).toBe(true);
    expect(after.every((r) => r.status === 201)).toBe(true);

    const operator = await signIn(b.base, ROOT.username, ROOT.password);
    const confirmed = await call<{ order: Order }>(
      b.base,
      `/api/console/shop/orders/${after[0]!.body?.order._id}`,
      { method: 'PUT', body: JSON.stringify({ orderStatus: 'ORDER_PAYMENT' }) },
      operator,
    );
    expect(confirmed.body.order.statusText).toBe('결제완료');

    // The survivor owns the projections now and has applied the whole log.
    await until(async () => {
      const h = (await call<{ projections: { lag: number | null }; bus: { relayLag: number | null } }>(b.base, '/api/health')).body;
      return h.projections.lag === 0 && h.bus.relayLag === 0 ? true : undefined;
    }, 60_000);
    const mongo = await MongoReadStore.connect(env.READ_STORE_URL);
    const live = await dumpReadModels(mongo);
    await mongo.close();

    // A fresh process on the same log with in-memory read models: the rebuild to compare with.
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'scale-fresh-'));
    process.env.EVENT_STORE_URL = env.EVENT_STORE_URL;
    process.env.SEED = 'false';
    delete process.env.READ_STORE_URL;
    delete process.env.BUS_URL;
    const fresh = await createApp({ logger: false });
    try {
      const rebuilt = await dumpReadModels(fresh.get<ReadStore>(READ_STORE));
      expect(live).toEqual(rebuilt);
      expect((live.orders as unknown[]).length).toBeGreaterThanOrEqual(16);
    } finally {
      await fresh.close();
      delete process.env.SEED;
    }
  }, 240_000);
});
