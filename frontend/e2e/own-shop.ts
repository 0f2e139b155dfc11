import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import type { ProductCard } from '@shop/contracts';
import { ROOT } from './helpers';

/** What a suite may set on a product it creates; the rest is copied from a demo product. */
export interface ProductSpec {
  code: string;
  name: string;
  content: string;
  properties?: { name: string; value: string }[];
}

/** A shop of the suite's own, in this process, with the demo catalogue. */
export interface OwnShop {
  /** Where it answers, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Adds products (as the root operator) and waits until the shop shows them. */
  createProducts(products: ProductSpec[]): Promise<void>;
  /**
   * Sends a command as the shop's own processes do (no operator, at `now`), for facts the HTTP
   * API cannot date (a bonus of last month), and waits until the projections have it.
   */
  send(type: string, data: Record<string, unknown>, now: string): Promise<void>;
  close(): Promise<void>;
}

const dist = (path: string) => new URL(`../../backend/dist/${path}`, import.meta.url).href;

/**
 * Starts the built shop (backend/dist serving frontend/dist) in this process on a fresh data
 * directory, for suites that need catalogue content the HTTP API cannot create: products are
 * added with the same CreateProduct command the demo seed and the API suites send, so they
 * pass the catalogue's rules (the description sanitiser included) like any other write.
 */
export async function startOwnShop(): Promise<OwnShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-pw-own-'));
  process.env.DATA_DIR = dataDir;
  for (const name of ['READ_STORE_URL', 'BUS_URL', 'SEED', 'FRONTEND_DIST', 'CORS_ORIGINS']) delete process.env[name];
  // The log in memory: nothing of it outlives the suite.
  process.env.EVENT_STORE_URL = 'memory';
  const { createApp } = (await import(dist('bootstrap.js'))) as typeof import('../../backend/dist/bootstrap.js');
  const { Commands } = (await import(dist('platform/event-sourcing/commands.js'))) as typeof import('../../backend/dist/platform/event-sourcing/commands.js');
  const { ProjectionRunner } = (await import(
    dist('platform/projections/projection-runner.js')
  )) as typeof import('../../backend/dist/platform/projections/projection-runner.js');
  type CreateProduct = import('../../backend/dist/catalog/index.js').CreateProduct;

  const app = await createApp({ logger: false });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const operatorId = await signedInUserId(url, ROOT.username, ROOT.password);

  return {
    url,
    async createProducts(products) {
      const template = ((await (await fetch(`${url}/api/v1/shop/products`, { headers: { limit: '1' } })).json()) as { products: ProductCard[] }).products[0]!;
      let position = 0;
      for (const product of products) {
        const command: CreateProduct = {
          type: 'CreateProduct',
          data: {
            productId: crypto.randomUUID(),
            stock: 10,
            fields: {
              code: product.code,
              name: product.name,
              content: product.content,
              properties: product.properties ?? [],
              type: 'normal',
              _category: template.category!._id,
              _brand: null,
              price: 100_000,
              discount: null,
              sells: true,
              shows: true,
              options: [],
              groups: [],
              hashtags: [],
              size: '',
              origin: '',
              manufacturer: '',
              shippingCode: 'parcel',
              shippingBundleType: 'bundle',
              thumb: template.thumb,
              images: [template.thumb],
              index: 999,
            },
          },
          metadata: { userId: operatorId, now: new Date().toISOString() },
        };
        ({ position } = await app.get(Commands).send<{ position: number }>(command));
      }
      await app.get(ProjectionRunner).waitFor(position, 30_000);
    },
    async send(type, data, now) {
      const { position } = await app.get(Commands).send<{ position: number }>({ type, data, metadata: { userId: null, now } });
      await app.get(ProjectionRunner).waitFor(position, 30_000);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the spec §7 token flow and answers the account's id. */
async function signedInUserId(url: string, username: string, password: string): Promise<string> {
  const basic = Buffer.from(`${username}:${password}`).toString('base64');
  const refresh = await fetch(`${url}/api/auth/refreshToken`, { headers: { authorization: `Basic ${basic}` } });
  if (!refresh.ok) throw new Error(`sign-in as ${username} failed: ${refresh.status}`);
  const { refreshToken } = (await refresh.json()) as { refreshToken: string };
  const access = await fetch(`${url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${refreshToken}` } });
  const { accessToken } = (await access.json()) as { accessToken: string };
  const info = await fetch(`${url}/api/v1/me/info`, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = (await info.json()) as { user?: { _id: string }; _id?: string };
  const id = body.user?._id ?? body._id;
  if (!id) throw new Error(`no account id in /api/v1/me/info: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

/**
 * Gives the calling suite a shop of its own for all its tests: started before the first (90 s at
 * most) and closed after the last. Call it once at the top level of the suite's file; the answer
 * stands for the shop from the first test on (reading it earlier throws).
 */
export function useOwnShop(): OwnShop {
  let shop: OwnShop | undefined;
  const started = () => {
    if (!shop) throw new Error("the suite's own shop is not started yet: use it inside a test or hook");
    return shop;
  };
  // Playwright reads the fixtures a hook asks for from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}) => {
    test.setTimeout(90_000);
    shop = await startOwnShop();
  });
  test.afterAll(async () => {
    await shop?.close();
  });
  return {
    get url() {
      return started().url;
    },
    createProducts: (products) => started().createProducts(products),
    send: (type, data, now) => started().send(type, data, now),
    close: () => started().close(),
  };
}

/**
 * {@link useOwnShop}, with the suite's `baseURL` pointed at it: for a story that changes what every
 * page of the shop shows, so the stories beside it (two run at a time) meet the shop as seeded.
 */
export function useOwnShopAsBase(): OwnShop {
  const shop = useOwnShop();
  // Playwright also sets the fixtures up for the hook that starts the shop: no address yet then.
  const url = (): string | undefined => {
    try {
      return shop.url;
    } catch {
      return undefined;
    }
  };
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, use) => use(url()) });
  return shop;
}
