import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { MongoClient } from 'mongodb';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { expect } from '@jest/globals';
import type { Order, PlaceOrderDto } from '@shop/contracts';
import { createApp } from '../src/bootstrap.js';
import type { ReadStore } from '../src/platform/read-store/read-store.port.js';

/** A running shop on a fresh (or given) data directory, with the demo catalogue. */
export interface TestShop {
  app: NestFastifyApplication;
  dataDir: string;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * Rate limits of the functional suites: they sign up and order far more from one address in a
 * minute than a person would. The throttling suite passes its own, low limits.
 */
export const GENEROUS_LIMITS = { THROTTLE_SIGN_UPS_PER_HOUR: '100000', THROTTLE_ORDERS_PER_MINUTE: '100000' };

/**
 * Starts the shop in this process on PGlite under `dataDir` (a new temp dir by default), with
 * `env` set first; without the built frontend unless `env.FRONTEND_DIST` names it. An EVENT_STORE_URL in `env` names the event store; without it, the one
 * {@link eventStoreUrlFor} gives. It logs nothing unless `options.logTo` is given: then its
 * JSON log lines are written there (at LOG_LEVEL from `env`, info by default). pino-http lives
 * once per process, so only one shop per suite file may be started with `logTo`, and before any other.
 * A new shop (no `dataDir` given) starts on a copy of this process's template for `env`
 * ({@link copyTemplate}), unless it logs or `env` names its own engines.
 */
export async function startShop(
  dataDir?: string,
  env: Record<string, string> = GENEROUS_LIMITS,
  options: { logTo?: DestinationStream } = {},
): Promise<TestShop> {
  if (dataDir === undefined) {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
    const ownEngines = ['EVENT_STORE_URL', 'READ_STORE_URL', 'BUS_URL'].some((name) => name in env);
    if (!options.logTo && !ownEngines) await copyTemplate(dataDir, env);
  }
  return launch(dataDir, env, options);
}

async function launch(dataDir: string, env: Record<string, string>, options: { logTo?: DestinationStream }): Promise<TestShop> {
  process.env.DATA_DIR = dataDir;
  for (const name of [
    'THROTTLE_SIGN_UPS_PER_HOUR',
    'THROTTLE_ORDERS_PER_MINUTE',
    'THROTTLE_SIGN_IN_PER_ACCOUNT',
    'THROTTLE_SIGN_IN_PER_ADDRESS',
    'LOG_LEVEL',
    'LOG_PRETTY',
    'FRONTEND_SSR',
    'PUBLIC_URL',
  ])
    delete process.env[name];
  delete process.env.EVENT_STORE_URL;
  delete process.env.READ_STORE_URL;
  delete process.env.BUS_URL;
  Object.assign(process.env, env);
  // Production-like engines when the test run names them (scripts/test.mjs runs the suites twice):
  // a database or schema of its own per data directory, so a restart finds its own data again.
  const own = ownName(dataDir);
  if (!env.EVENT_STORE_URL) {
    const url = eventStoreUrlFor(dataDir);
    if (url) process.env.EVENT_STORE_URL = url;
  }
  if (process.env.E2E_READ_STORE_URL) process.env.READ_STORE_URL = `${process.env.E2E_READ_STORE_URL.replace(/\/?$/, '/')}${own}`;
  if (process.env.E2E_BUS_URL) process.env.BUS_URL = `${process.env.E2E_BUS_URL}/${own}`;
  // No storefront unless the suite gives one (env FRONTEND_DIST).
  process.env.FRONTEND_DIST = env.FRONTEND_DIST ?? join(dataDir, 'no-frontend');
  const app = await createApp(options.logTo ? { logTo: options.logTo } : { logger: false });
  const server = app.getHttpServer();
  return { app, dataDir, http: request(server), close: () => app.close() };
}

/**
 * The test run a template belongs to: the process that started this one (Jest's parent when the
 * suites run in workers, else the shell or npm that started Jest), with its start time where
 * Linux tells it, so a reused process id is another run.
 */
function runOf(pid: number): string {
  try {
    return `${pid}_${readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]}`;
  } catch {
    return String(pid);
  }
}

const TEMPLATE_PREFIX = 'shop-e2e-template-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the templates of runs whose process has ended (on other engines their schemas and databases stay, as the suites' own do). */
function removeStaleTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX)) continue;
    const run = name.slice(TEMPLATE_PREFIX.length).split('-')[0]!;
    const pid = Number(run.split('_')[0]);
    if (!alive(pid) || runOf(pid) !== run) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * Fills the new shop's `dataDir` (and, on production-like engines, its schema and database)
 * with a copy of a shop that was started once with the same `env` and closed: the template of
 * this test run for that `env`, made by the first worker that needs it while the others wait.
 * The new shop then starts as that shop would restart (restart.e2e-spec), instead of running
 * PostgreSQL's initdb (about 3 s on PGlite) and the demo seed (about 1 s embedded, 8 s on
 * PostgreSQL + FerretDB + Kafka) once more. Topics are not copied: the copied relay checkpoint
 * says the template's events were published, and the bus consumers' documents are in the
 * copied read store. When no template is ready within 5 minutes (or making it failed), the shop is seeded as usual.
 */
async function copyTemplate(dataDir: string, env: Record<string, string>): Promise<void> {
  const key = createHash('sha256')
    .update(JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')
    .slice(0, 12);
  const template = join(tmpdir(), `${TEMPLATE_PREFIX}${runOf(process.ppid)}-${key}`);
  // The template shop's directory is named after the template, and so are its schema and database.
  const shop = join(template, basename(template));
  const ready = join(template, 'ready');
  const failed = join(template, 'failed');
  if (!existsSync(ready)) {
    let builder = false;
    try {
      mkdirSync(template);
      builder = true;
    } catch {
      // Another worker builds it.
    }
    if (builder) {
      removeStaleTemplates();
      try {
        await (await launch(shop, env, {})).close();
      } catch (e) {
        writeFileSync(failed, String(e));
        throw e;
      }
      writeFileSync(ready, '');
    } else {
      const until = Date.now() + 300_000;
      while (!existsSync(ready) && !existsSync(failed) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
      if (!existsSync(ready)) return;
    }
  }
  cpSync(shop, dataDir, { recursive: true });
  const { E2E_EVENT_STORE_URL: eventStore, E2E_READ_STORE_URL: readStore } = process.env;
  if (eventStore) await copySchema(eventStore, ownName(shop), ownName(dataDir));
  if (readStore) await copyDatabase(readStore, ownName(shop), ownName(dataDir));
}

/** Copies the event log of schema `from` into the new schema `to` on the PostgreSQL server at `url`, the position sequence included. */
async function copySchema(url: string, from: string, to: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${to}`);
    await client.query(`CREATE TABLE ${to}.events (LIKE ${from}.events INCLUDING ALL)`);
    // LIKE copies the default, nextval of the template's sequence: the copy gets a sequence of its own.
    await client.query(`CREATE SEQUENCE ${to}.events_position_seq OWNED BY ${to}.events.position`);
    await client.query(`ALTER TABLE ${to}.events ALTER COLUMN position SET DEFAULT nextval('${to}.events_position_seq')`);
    await client.query(`INSERT INTO ${to}.events SELECT * FROM ${from}.events`);
    await client.query(`SELECT setval('${to}.events_position_seq', (SELECT max(position) FROM ${to}.events))`);
  } finally {
    await client.end();
  }
}

/** Copies every collection of database `from` into database `to` on the MongoDB server at `url`, but the leases (the template's processes own nothing here). */
async function copyDatabase(url: string, from: string, to: string): Promise<void> {
  const client = new MongoClient(url);
  await client.connect();
  try {
    const source = client.db(from);
    const target = client.db(to);
    for (const { name } of await source.listCollections({}, { nameOnly: true }).toArray()) {
      if (name === '_leases' || name.startsWith('system.')) continue;
      const docs = await source.collection(name).find().toArray();
      if (docs.length > 0) await target.collection(name).insertMany(docs, { ordered: false });
    }
  } finally {
    await client.close();
  }
}

/** Name of the schema, database or topic prefix of the shop on `dataDir` on production-like engines. */
const ownName = (dataDir: string) => `e2e_${basename(dataDir).replace(/\W/g, '_')}`.toLowerCase();

/** The EVENT_STORE_URL a shop started by {@link startShop} on `dataDir` uses: a schema of its own when E2E_EVENT_STORE_URL is set, else none (PGlite under dataDir). */
export function eventStoreUrlFor(dataDir: string): string | undefined {
  const base = process.env.E2E_EVENT_STORE_URL;
  if (!base) return undefined;
  return `${base}${base.includes('?') ? '&' : '?'}schema=${ownName(dataDir)}`;
}

let counter = 0;
/** A valid sign-up body for a new, unique member. */
export function newMember(prefix = 'm') {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`.toLowerCase().slice(0, 20);
  return {
    username,
    password: 'Bath2026!',
    name: '김세라',
    email: `${username}@example.kr`,
    phone: '010-1234-5678',
    type: 'PERSON' as const,
    _terms: ['service', 'privacy'],
  };
}

/** Signs in through the spec §7 token flow and returns the access and refresh tokens. */
export async function signIn(shop: TestShop, username: string, password: string): Promise<{ access: string; refresh: string }> {
  const r1 = await shop.http.get('/api/auth/refreshToken').set('Authorization', `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`);
  if (r1.status !== 200) throw new Error(`sign-in failed ${r1.status} ${JSON.stringify(r1.body)}`);
  const r2 = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${r1.body.refreshToken}`);
  if (r2.status !== 200) throw new Error(`access token failed ${r2.status} ${JSON.stringify(r2.body)}`);
  return { access: r2.body.accessToken, refresh: r2.body.refreshToken };
}

/** Signs up a new member and signs them in. */
export async function newSignedInMember(shop: TestShop, prefix = 'm') {
  const body = newMember(prefix);
  const res = await shop.http.post('/api/v1/users').send(body);
  if (res.status !== 201) throw new Error(`sign-up failed ${res.status} ${JSON.stringify(res.body)}`);
  const tokens = await signIn(shop, body.username, body.password);
  return { ...body, _id: res.body.user._id as string, ...tokens, auth: `Bearer ${tokens.access}` };
}

/** Sender and receiver of a valid order. */
export const ADDRESSES: Pick<PlaceOrderDto, 'sender' | 'receiver' | 'paymentMethod' | 'requestMessage'> = {
  sender: { name: '김세라', phone: '01012345678', email: 'sera@example.kr', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
  receiver: { name: '이하늘', phone: '010-9876-5432', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' },
  paymentMethod: 'bank',
  requestMessage: '부재 시 경비실에 맡겨주세요',
};

export const ROOT = { username: 'root', password: 'Ceramaison!2026' };

/** Every read model the shop keeps, by collection name. */
export const READ_MODELS = ['products', 'categories', 'brands', 'users', 'cartLines', 'orders', 'purchases', 'settings', 'banners', 'bandBanners'];

/** Every read model's documents sorted by _id, for comparing two read stores. */
export async function dumpReadModels(store: ReadStore): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const name of READ_MODELS) out[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return out;
}

// Imported here, beside the one helper that uses them (imports are hoisted wherever they stand).
import type { ProductCard } from '@shop/contracts';
import type { CreateProduct } from '../src/catalog/index.js';
import type { CommandResult } from '../src/platform/event-sourcing/command-runner.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';

/**
 * Creates a product on sale without options through the command bus, as staff would, in the
 * category and with the image of the first listed product, and waits (10 s at most) until the
 * read models show it. `stock` is its stock in units, `price` in won; the other `fields` replace
 * the plain defaults (name `테스트 세면대 <code>, 화이트`, shown, no content). Its code is
 * `<codePrefix>-` and the id's first 8 characters. Returns its id and code.
 */
export async function createTestProduct(
  shop: TestShop,
  { stock, price, codePrefix = 'test', ...fields }: { stock: number; price: number; codePrefix?: string } & Partial<CreateProduct['data']['fields']>,
): Promise<{ productId: string; code: string }> {
  const existing = (await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products[0] as ProductCard;
  const productId = crypto.randomUUID();
  const code = `${codePrefix}-${productId.slice(0, 8)}`;
  const command: CreateProduct = {
    type: 'CreateProduct',
    data: {
      productId,
      stock,
      fields: {
        code,
        name: `테스트 세면대 ${code}, 화이트`,
        type: 'normal',
        _category: existing.category!._id,
        _brand: null,
        price,
        discount: null,
        sells: true,
        shows: true,
        options: [],
        groups: [],
        hashtags: [],
        content: '',
        size: '',
        origin: '',
        manufacturer: '',
        properties: [],
        shippingCode: 'parcel',
        shippingBundleType: 'bundle',
        thumb: existing.thumb,
        images: [existing.thumb],
        index: 999,
        ...fields,
      },
    },
    metadata: { userId: null, now: new Date().toISOString() },
  };
  const { position } = await shop.app.get(Commands).send<CommandResult>(command);
  await shop.app.get(ProjectionRunner).waitFor(position, 10_000);
  return { productId, code };
}

/** A person as KCP's certification window takes them (name, birth date yyyymmdd, phone digits). */
export interface KcpPerson {
  name: string;
  birthDay: string;
  phone: string;
}

/**
 * Goes through the KCP simulator's window as a browser would and answers KCP's return fields for
 * `person` (null: the person fails the certification), to post to /api/v1/users/certify.
 */
export async function kcpReturnFields(shop: TestShop, person: KcpPerson | null): Promise<Record<string, string>> {
  const form = (await shop.http.get('/api/v1/users/certify/request').expect(200)).body as { fields: Record<string, string> };
  const submit = await shop.http
    .post('/kcpcert-sim/cert_view/submit')
    .type('form')
    .send({
      site_cd: form.fields.site_cd,
      ordr_idxx: form.fields.ordr_idxx,
      Ret_URL: form.fields.Ret_URL,
      action: person ? 'cert' : 'fail',
      user_name: person?.name ?? '',
      birth_day: person?.birthDay ?? '',
      phone_no: person?.phone ?? '',
    })
    .expect(200);
  const fields: Record<string, string> = {};
  for (const m of submit.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  return fields;
}

let certifiedPeople = 0;
/** A person born on `birthDay` (yyyymmdd) with a phone number of their own, so each call is another person (another CI). */
export function newPerson(birthDay: string, name = '김서연'): KcpPerson {
  certifiedPeople += 1;
  return { name, birthDay, phone: `0108${String(Date.now() % 1000).padStart(3, '0')}${String(certifiedPeople).padStart(4, '0')}` };
}

/** A certification id from the KCP simulator's window (휴대폰 본인인증) of `person`: the same person gives the same CI each time. */
export async function certify(shop: TestShop, person: KcpPerson): Promise<string> {
  const fields = await kcpReturnFields(shop, person);
  return (await shop.http.post('/api/v1/users/certify').send(fields).expect(200)).body.certification as string;
}

/** A certification id of a new person born on `birthDay` (yyyymmdd). */
export async function certifyPerson(shop: TestShop, birthDay: string, name = '김서연'): Promise<string> {
  return certify(shop, newPerson(birthDay, name));
}

/**
 * A signed-in member who applied to be a promoter (spec §3 Promoter approval request): 본인인증
 * (born 1990-01-01), a valid resident number and a settlement account; the request awaits staff.
 * Answers the member with the certified `person` (to certify as them again).
 */
export async function applyForPromoter(shop: TestShop, prefix = 'pa') {
  const member = await newSignedInMember(shop, prefix);
  const person = newPerson('19900101');
  const certification = await certify(shop, person);
  await shop.http
    .post('/api/v1/me/promoter-request')
    .set('Authorization', member.auth)
    .send({
      _terms: ['promoter', 'privacy-rrn'],
      type: 'PERSON',
      certification,
      phone: '010-2222-3333',
      bank: { code: '004', accountHolder: '김서연', accountNumber: '110123456721' },
      residentRegistrationNumber: '900101-1234568',
    })
    .expect(201);
  return { ...member, person };
}

/**
 * A signed-in member whom staff approved as a promoter (spec §3 Promoter approval request, §4
 * APPROVED): applied with 본인인증 (born 1990-01-01) and a valid resident number. Answers the
 * member with the promoter code.
 */
export async function newPromoter(shop: TestShop, prefix = 'pr') {
  const member = await applyForPromoter(shop, prefix);
  const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  const approved = await shop.http.put(`/api/console/users/${member._id}/promoter`).set('Authorization', staff).send({ status: 'APPROVED' }).expect(200);
  return { ...member, promoterCode: approved.body.request.code as string };
}

/**
 * Polls `probe` every 100 ms until it answers `expected` (deep equality) or `timeoutMs` passes,
 * then asserts it: for read models a bus consumer builds (default 20 s, as Kafka may take a few seconds).
 */
export async function eventually<T>(probe: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = await probe();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    last = await probe();
  }
  expect(last).toEqual(expected);
}

/** The buyer places a bank-transfer order of one `productId` (default: the first listed product with more than 5 in stock). Answers the order. */
export async function placeOneItemOrder(shop: TestShop, buyer: { auth: string }, productId?: string): Promise<Order> {
  let product = productId;
  if (!product) {
    const products = (await shop.http.get('/api/v1/shop/products').set('limit', '40')).body.products as { _id: string; stock: number }[];
    product = products.find((p) => p.stock > 5)!._id;
  }
  const placed = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', buyer.auth)
    .send({ ...ADDRESSES, items: [{ product, amount: 1 }] });
  expect(placed.status).toBe(201);
  return placed.body.order as Order;
}

/**
 * Staff (`staff`, a bearer header) take a placed bank-transfer order through payment, preparing,
 * the invoice and delivery, and the buyer confirms it (구매확정). Answers the order's first line.
 */
export async function deliverAndConfirm(shop: TestShop, staff: string, buyer: { auth: string }, order: Order): Promise<Order['lines'][number]> {
  await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_PAYMENT' }).expect(200);
  const line = order.lines[0]!;
  const move = (body: object) => shop.http.put(`/api/console/shop/purchases/${line._id}`).set('Authorization', staff).send(body).expect(200);
  await move({ orderStatus: 'ORDER_CONFIRM' });
  await shop.http
    .put(`/api/console/shop/invoices/${line.purchaseNumber}`)
    .set('Authorization', staff)
    .send({ courierCode: '04', invoiceNumber: `6012-3456-${String(Date.now() % 10_000).padStart(4, '0')}` })
    .expect(200);
  await move({ orderStatus: 'DELIVERY_COMPLETE' });
  await shop.http.post(`/api/v1/me/orders/${order._id}/confirm`).set('Authorization', buyer.auth).send({}).expect(200);
  return line;
}

/** {@link placeOneItemOrder} then {@link deliverAndConfirm}: a confirmed purchase line of the buyer. Answers the order id and the line. */
export async function buyAndConfirm(
  shop: TestShop,
  staff: string,
  buyer: { auth: string },
  productId?: string,
): Promise<{ orderId: string; line: Order['lines'][number] }> {
  const order = await placeOneItemOrder(shop, buyer, productId);
  return { orderId: order._id, line: await deliverAndConfirm(shop, staff, buyer, order) };
}
