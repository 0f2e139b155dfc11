import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import {
  PRODUCT_MESSAGES,
  PRODUCT_UPLOAD_COLUMNS,
  PRODUCT_UPLOAD_MESSAGES,
  type BrandListResponse,
  type CategoryListResponse,
  type ConsoleProductListResponse,
  type ProductDetail,
  type ProductUploadJob,
  type ProductUploadJobResponse,
} from '@shop/contracts';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The product bulk upload (spec §2 console shop/bulk-upload; §6 bulk upload: console only):
 * staff fill the template, a dry run reports each refused row with the product editor's Korean
 * messages and writes nothing, the import creates and updates by product code, and importing
 * the same sheet again changes nothing.
 */
let shop: TestShop;
let staff: string;
let categoryCode: string;
let brandCode: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  categoryCode = ((await shop.http.get('/api/v1/shop/categories').expect(200)).body as CategoryListResponse).categories[0]!.code;
  brandCode = ((await shop.http.get('/api/v1/shop/brands').expect(200)).body as BrandListResponse).brands[0]!.code;
}, 60_000);
afterAll(() => shop.close());

type Row = Partial<Record<keyof typeof PRODUCT_UPLOAD_COLUMNS, string | number>>;
const suffix = Math.random().toString(36).slice(2, 8);

/** A workbook as staff fill the template: the Korean headers, then one line per row. */
async function sheetOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('상품');
  const keys = Object.keys(PRODUCT_UPLOAD_COLUMNS) as (keyof typeof PRODUCT_UPLOAD_COLUMNS)[];
  sheet.addRow(keys.map((k) => PRODUCT_UPLOAD_COLUMNS[k]));
  for (const r of rows) sheet.addRow(keys.map((k) => r[k] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const product = (n: number, extra: Row = {}): Row => ({
  code: `bu-${suffix}-${n}`,
  name: `일괄 세면대 ${suffix} ${n}`,
  category: categoryCode,
  brand: brandCode,
  price: 100_000 + n,
  stock: 5,
  shows: 'Y',
  sells: 'Y',
  origin: '대한민국',
  ...extra,
});

const dryRun = async (file: Buffer, auth = staff) =>
  shop.http.post('/api/console/shop/bulk-upload/dry-run').set('Authorization', auth).attach('file', file, 'products.xlsx');

/** Starts the import and polls the job until it is done. */
async function apply(file: Buffer): Promise<ProductUploadJob> {
  const started = await shop.http.post('/api/console/shop/bulk-upload/apply').set('Authorization', staff).attach('file', file, 'products.xlsx');
  expect(started.status).toBe(202);
  let job = (started.body as ProductUploadJobResponse).job;
  const until = Date.now() + 30_000;
  while (job.status !== 'done' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    job = ((await shop.http.get(`/api/console/shop/bulk-upload/jobs/${job.id}`).set('Authorization', staff).expect(200)).body as ProductUploadJobResponse).job;
  }
  expect(job.status).toBe('done');
  expect(job.processed).toBe(job.total);
  return job;
}

const consoleByCode = async (code: string) =>
  (
    (await shop.http.get('/api/console/shop/products').query({ q: code }).set('Authorization', staff).expect(200)).body as ConsoleProductListResponse
  ).products.filter((p) => p.code === code);
const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the product bulk upload', () => {
  it('hands out a template with the columns and the valid category and brand codes', async () => {
    const res = await shop.http.get('/api/console/shop/bulk-upload/template').set('Authorization', staff).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['상품', '코드목록', '입력 안내']);
    expect((workbook.getWorksheet('상품')!.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(PRODUCT_UPLOAD_COLUMNS));
    const codes = workbook.getWorksheet('코드목록')!;
    expect(codes.getColumn(1).values).toContain(categoryCode);
    expect(codes.getColumn(4).values).toContain(brandCode);
  });

  it('dry-runs a sheet: reports the bad rows with their Korean messages and writes nothing', async () => {
    const file = await sheetOf([
      product(1),
      product(2, { price: -500 }),
      product(3, { price: '십만원' }),
      product(4, { category: 'no-such-category' }),
      product(1),
    ]);
    const res = await dryRun(file);
    expect(res.status).toBe(200);
    const { job } = res.body as ProductUploadJobResponse;
    expect(job).toMatchObject({ dryRun: true, status: 'done', summary: { total: 5, create: 1, update: 0, unchanged: 0, error: 4 } });
    expect(job.rows.map((r) => [r.row, r.code, r.action])).toEqual([
      [2, `bu-${suffix}-1`, 'create'],
      [3, `bu-${suffix}-2`, 'error'],
      [4, `bu-${suffix}-3`, 'error'],
      [5, `bu-${suffix}-4`, 'error'],
      [6, `bu-${suffix}-1`, 'error'],
    ]);
    expect(job.rows[1]!.messages).toEqual(['가격은 0원 이상의 정수(원)로 입력해주세요']);
    expect(job.rows[2]!.messages).toEqual([PRODUCT_MESSAGES.WON]);
    expect(job.rows[3]!.messages).toEqual([PRODUCT_UPLOAD_MESSAGES.CATEGORY]);
    expect(job.rows[4]!.messages).toEqual([PRODUCT_UPLOAD_MESSAGES.DUPLICATE]);
    expect(await consoleByCode(`bu-${suffix}-1`)).toEqual([]);
  });

  it('imports: creates new codes, skips and reports bad rows, and a second import of the same sheet changes nothing', async () => {
    const file = await sheetOf([product(10), product(11, { price: -1 }), product(12, { discountUnit: '%', discount: 10, hashtags: '욕실, 세면대' })]);
    const first = await apply(file);
    expect(first.summary).toEqual({ total: 3, create: 2, update: 0, unchanged: 0, error: 1 });
    expect(first.rows[1]).toMatchObject({ row: 3, action: 'error', messages: ['가격은 0원 이상의 정수(원)로 입력해주세요'] });
    const [created] = await consoleByCode(`bu-${suffix}-12`);
    expect(created).toMatchObject({ price: 100_012, salePrice: 90_011, stock: 5, shows: true, sells: true, brand: { code: brandCode } });
    expect(await consoleByCode(`bu-${suffix}-11`)).toEqual([]);
    const shown = (await shop.http.get(`/api/v1/shop/products/${created!._id}`).expect(200)).body.product as ProductDetail;
    expect(shown.name).toBe(`일괄 세면대 ${suffix} 12`);

    const history = async () => (await shop.http.get(`/api/console/shop/products/${created!._id}`).set('Authorization', staff).expect(200)).body.history.length;
    const before = await history();
    const again = await apply(file);
    expect(again.summary).toEqual({ total: 3, create: 0, update: 0, unchanged: 2, error: 1 });
    expect(await history()).toBe(before);

    const report = await shop.http.get(`/api/console/shop/bulk-upload/jobs/${again.id}/report`).set('Authorization', staff).buffer(true).parse(binary);
    expect(report.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.body as ArrayBuffer);
    expect((workbook.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual([
      3,
      `bu-${suffix}-11`,
      `일괄 세면대 ${suffix} 11`,
      '가격은 0원 이상의 정수(원)로 입력해주세요',
    ]);
  });

  it('updates a product whose code exists with only the cells that differ; empty cells leave fields as they are', async () => {
    await apply(await sheetOf([product(20)]));
    const file = await sheetOf([{ code: `bu-${suffix}-20`, price: 88_000, stock: 9, shows: 'N' }]);
    const dry = ((await dryRun(file)).body as ProductUploadJobResponse).job;
    expect(dry.rows[0]).toMatchObject({ action: 'update', name: `일괄 세면대 ${suffix} 20` });
    const job = await apply(file);
    expect(job.summary).toMatchObject({ update: 1, error: 0 });
    const [updated] = await consoleByCode(`bu-${suffix}-20`);
    expect(updated).toMatchObject({ name: `일괄 세면대 ${suffix} 20`, price: 88_000, stock: 9, shows: false, sells: true });
  });

  it('refuses a file that is no workbook, one without the required columns, and one over 5 MB', async () => {
    const text = await dryRun(Buffer.from('상품코드,상품명'));
    expect([text.status, text.body.message]).toEqual([400, PRODUCT_UPLOAD_MESSAGES.FILE_UNREADABLE]);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('상품').addRow(['상품코드', '상품명']);
    const columns = await dryRun(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect([columns.status, columns.body.message]).toEqual([400, PRODUCT_UPLOAD_MESSAGES.COLUMNS_MISSING]);
    const big = await dryRun(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([big.status, big.body.message]).toEqual([413, PRODUCT_UPLOAD_MESSAGES.FILE_TOO_LARGE]);
  });

  it('is console only (spec §6): admin02, who edits products, and members are refused', async () => {
    const admin02 = `Bearer ${(await signIn(shop, 'admin02', ROOT.password)).access}`;
    const member = (await newSignedInMember(shop, 'bum')).auth;
    const file = await sheetOf([product(30)]);
    for (const auth of [admin02, member]) {
      expect((await dryRun(file, auth)).status).toBe(403);
      expect((await shop.http.get('/api/console/shop/bulk-upload/template').set('Authorization', auth)).status).toBe(403);
    }
    expect((await shop.http.post('/api/console/shop/bulk-upload/apply').attach('file', file, 'p.xlsx')).status).toBe(401);
    expect(await consoleByCode(`bu-${suffix}-30`)).toEqual([]);
  });
});

/** A job as recorded, from the console API of `on`. */
const jobOn = async (on: TestShop, auth: string, id: string): Promise<ProductUploadJob> =>
  ((await on.http.get(`/api/console/shop/bulk-upload/jobs/${id}`).set('Authorization', auth).expect(200)).body as ProductUploadJobResponse).job;

describe('the product bulk upload across a restart', () => {
  it('keeps the dry run and the import report; an import stopped by the restart is reported interrupted, whole rows only, and the same sheet finishes it', async () => {
    let own = await startShop();
    try {
      let auth = `Bearer ${(await signIn(own, ROOT.username, ROOT.password)).access}`;
      const run = Math.random().toString(36).slice(2, 8);
      const rows: Row[] = Array.from({ length: 300 }, (_, i) => ({ ...product(i), code: `bur-${run}-${i}`, name: `재시작 세면대 ${run} ${i}` }));
      const file = await sheetOf(rows);
      const checked = (
        (await own.http.post('/api/console/shop/bulk-upload/dry-run').set('Authorization', auth).attach('file', file, 'p.xlsx').expect(200))
          .body as ProductUploadJobResponse
      ).job;
      const started = await own.http.post('/api/console/shop/bulk-upload/apply').set('Authorization', auth).attach('file', file, 'p.xlsx');
      expect(started.status).toBe(202);
      const id = (started.body as ProductUploadJobResponse).job.id;
      // Stop the shop while the import runs, once some rows are recorded.
      for (let job = await jobOn(own, auth, id); job.processed === 0; job = await jobOn(own, auth, id)) await new Promise((r) => setTimeout(r, 10));
      await own.close();

      own = await startShop(own.dataDir);
      auth = `Bearer ${(await signIn(own, ROOT.username, ROOT.password)).access}`;
      expect(await jobOn(own, auth, checked.id)).toEqual(checked);
      const job = await jobOn(own, auth, id);
      expect(job.status).toBe('interrupted');
      expect(job.processed).toBeGreaterThan(0);
      expect(job.processed).toBeLessThan(300);
      const listed = async () =>
        (
          (
            await own.http
              .get('/api/console/shop/products')
              .query({ q: `bur-${run}-` })
              .set('Authorization', auth)
              .set('limit', '1')
              .expect(200)
          ).body as ConsoleProductListResponse
        ).summary.totalCount;
      // Exactly the rows reported created are in the catalogue; every other row says it was not registered.
      const created = await listed();
      expect(job.summary).toEqual({ total: 300, create: created, update: 0, unchanged: 0, error: 300 - created });
      expect(job.rows.slice(0, created).every((r) => r.action === 'create')).toBe(true);
      expect(job.rows.slice(created).every((r) => r.action === 'error' && r.messages[0] === PRODUCT_UPLOAD_MESSAGES.INTERRUPTED_ROW)).toBe(true);

      const again = await own.http.post('/api/console/shop/bulk-upload/apply').set('Authorization', auth).attach('file', file, 'p.xlsx');
      let rerun = (again.body as ProductUploadJobResponse).job;
      const until = Date.now() + 60_000;
      while (rerun.status === 'running' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        rerun = await jobOn(own, auth, rerun.id);
      }
      expect(rerun.summary).toEqual({ total: 300, create: 300 - created, update: 0, unchanged: created, error: 0 });
      expect(await listed()).toBe(300);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('finds the rows an import wrote after its last recorded progress when its process died, and reports only the others as not registered', async () => {
    let own = await startShop();
    try {
      const cards = (await own.http.get('/api/v1/shop/products').set('limit', '2').expect(200)).body.products as { _id: string; code: string; name: string }[];
      const stamp = new Date(Date.now() - 60_000).toISOString();
      const uploadId = `crash-${Math.random().toString(36).slice(2, 8)}`;
      const rows = cards.map((c, i) => ({ row: i + 2, code: c.code, name: c.name, action: 'update' as const, messages: [] }));
      const commands = own.app.get(Commands);
      // The import started and wrote its first row, then the process died before recording any progress.
      await commands.send({ type: 'StartProductUpload', data: { uploadId, rows }, metadata: { userId: null, now: stamp } });
      await commands.send({ type: 'UpdateProduct', data: { productId: cards[0]!._id, changes: { price: 123_000 } }, metadata: { userId: null, now: stamp } });
      await own.close();

      own = await startShop(own.dataDir);
      const auth = `Bearer ${(await signIn(own, ROOT.username, ROOT.password)).access}`;
      const job = await jobOn(own, auth, uploadId);
      expect(job).toMatchObject({ status: 'interrupted', processed: 1, summary: { total: 2, update: 1, error: 1 } });
      expect(job.rows.map((r) => [r.code, r.action, r.messages])).toEqual([
        [cards[0]!.code, 'update', []],
        [cards[1]!.code, 'error', [PRODUCT_UPLOAD_MESSAGES.INTERRUPTED_ROW]],
      ]);
    } finally {
      await own.close();
    }
  }, 120_000);
});
