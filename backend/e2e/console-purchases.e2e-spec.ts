import ExcelJS from 'exceljs';
import {
  COURIERS,
  PURCHASE_EXPORT_HEADERS,
  PURCHASE_FILE_MESSAGES,
  formatDate,
  type BulkResponse,
  type ConsoleOrderResponse,
  type Order,
  type ProductCard,
  type Purchase,
  type PurchaseCountsResponse,
} from '@shop/contracts';
import type { Response } from 'supertest';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The console's purchases work (spec §2 purchase views, §7 purchases and invoices): views with
 * their counts, search by the receiver's phone, order dates, the Excel export, the invoice
 * upload with a per-row report, and the order as it stood at a past moment; staff of the
 * purchases area (admin03 too) only.
 */
let shop: TestShop;
let staff: string;
let member: Awaited<ReturnType<typeof newSignedInMember>>;
/** Digits of the receiver phone that only this suite's orders carry. */
const PHONE = `0105${String(Date.now()).slice(-7)}`;
const PHONE_DASHED = `${PHONE.slice(0, 3)}-${PHONE.slice(3, 7)}-${PHONE.slice(7)}`;
let unpaid: Order;
let paid: Order;
let preparing: Order;

/** Reads a binary answer (an .xlsx) whole. */
const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
/** Opens an .xlsx answer with exceljs. */
async function workbookOf(body: unknown): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as ArrayBuffer);
  return workbook;
}

async function place(product: ProductCard): Promise<Order> {
  const res = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', member.auth)
    .send({ items: [{ product: product._id, amount: 1 }], ...ADDRESSES, receiver: { ...ADDRESSES.receiver, phone: PHONE_DASHED } });
  expect(res.status).toBe(201);
  return res.body.order as Order;
}

async function move(order: Order, orderStatus: string): Promise<void> {
  const res = await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).send({ orderStatus });
  expect(res.status).toBe(200);
}

const list = (query: Record<string, string>, auth = staff) => shop.http.get('/api/console/shop/purchases').query(query).set('Authorization', auth);

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  member = await newSignedInMember(shop, 'cp');
  const products = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as ProductCard[];
  const [a, b, c] = products.filter((p) => p.sells && p.stock > 5);
  unpaid = await place(a!);
  paid = await place(b!);
  preparing = await place(c!);
  await move(paid, 'ORDER_PAYMENT');
  await move(preparing, 'ORDER_PAYMENT');
  await move(preparing, 'ORDER_CONFIRM');
}, 60_000);
afterAll(() => shop.close());

describe('console purchases', () => {
  it('counts each view under the same search: one unpaid, one paid, one being prepared', async () => {
    const res = await shop.http.get('/api/console/shop/purchases/dashboard/counts').query({ searchValue: PHONE }).set('Authorization', staff);
    expect(res.status).toBe(200);
    expect((res.body as PurchaseCountsResponse).counts).toEqual({
      all: 3,
      nonpayment: 1,
      payment: 1,
      delivery: 1,
      cancel: 0,
      exchange: 0,
      return: 0,
      complete: 0,
    });
    const delivery = await list({ view: 'delivery', searchValue: PHONE });
    expect((delivery.body.purchases as Purchase[]).map((p) => p._order)).toEqual([preparing._id]);
  });

  it('finds orders by the receiver phone, with or without hyphens', async () => {
    for (const searchValue of [PHONE, PHONE_DASHED, PHONE.slice(-8)]) {
      const res = await list({ searchValue });
      expect(res.status).toBe(200);
      expect(new Set((res.body.purchases as Purchase[]).map((p) => p._order))).toEqual(new Set([unpaid._id, paid._id, preparing._id]));
    }
    expect((await list({ searchValue: '01000000000' })).body.summary.totalCount).toBe(0);
  });

  it('narrows by order day in Asia/Seoul and refuses a malformed or reversed range', async () => {
    const today = formatDate(new Date());
    const tomorrow = formatDate(new Date(Date.now() + 86_400_000));
    expect((await list({ searchValue: PHONE, from: today, to: today })).body.summary.totalCount).toBe(3);
    expect((await list({ searchValue: PHONE, from: tomorrow })).body.summary.totalCount).toBe(0);
    const reversed = await list({ from: tomorrow, to: today });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('조회 시작일이 종료일보다 늦습니다');
    expect((await list({ from: '2026-13-01' })).status).toBe(400);
  });

  it('sorts the page by price when asked', async () => {
    const res = await list({ searchValue: PHONE, sort: 'priceLow' });
    const prices = (res.body.purchases as Purchase[]).map((p) => p.totalPrice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('exports the view and its search as purchases_YYYYMMDD_HHmmss.xlsx with Korean headers and one row per purchase', async () => {
    const res = await shop.http
      .get('/api/console/shop/purchases/export')
      .query({ view: 'all', searchValue: PHONE, sort: 'oldest' })
      .set('Authorization', staff)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename="purchases_\d{8}_\d{6}\.xlsx"/);
    const sheet = (await workbookOf(res.body)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...PURCHASE_EXPORT_HEADERS]);
    const rows = [2, 3, 4].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect(rows.map((r) => r[0])).toEqual([unpaid.orderNumber, paid.orderNumber, preparing.orderNumber]);
    expect(rows[0]![4]).toBe(ADDRESSES.receiver.name);
    expect(rows[0]![5]).toBe(PHONE_DASHED);
    expect(rows[0]![9]).toBe(unpaid.lines[0]!.totalPrice);
    expect(rows[0]![2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.map((r) => r[11])).toEqual(['미결제', '결제완료', '배송준비중']);
    expect(sheet.actualRowCount).toBe(4);
  });

  it('serves the invoice template with the three columns the upload reads', async () => {
    const res = await shop.http.get('/api/console/shop/invoices/template').set('Authorization', staff).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res.body);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['상품주문번호', '택배사', '송장번호']);
  });

  it('registers uploaded invoices row by row: a bad row is reported by its row number, the others ship', async () => {
    const mine = await list({ view: 'delivery', searchValue: PHONE });
    const line = (mine.body.purchases as Purchase[])[0]!;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('송장등록');
    sheet.addRow(['상품주문번호', '택배사', '송장번호']);
    sheet.addRow([line.purchaseNumber, 'CJ대한통운', '612345678901']);
    sheet.addRow([line.purchaseNumber, '없는택배', '612345678902']);
    sheet.addRow([]);
    sheet.addRow(['19990101-000000-01', '04', '612345678903']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await shop.http.post('/api/console/shop/invoices/upload').set('Authorization', staff).attach('file', file, 'invoices.xlsx');
    expect(res.status).toBe(200);
    const body = res.body as BulkResponse;
    expect(body.results.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
      [5, false],
    ]);
    expect(body.results[1]!.message).toBe(PURCHASE_FILE_MESSAGES.COURIER_UNKNOWN);
    expect(body.results[2]!.message).toMatch(/[가-힣]/);
    expect(body).toMatchObject({ succeeded: 1, failed: 2 });
    const order = await shop.http.get(`/api/console/shop/orders/${preparing._id}`).set('Authorization', staff).set('x-min-position', String(body.position));
    expect((order.body as ConsoleOrderResponse).order.lines[0]).toMatchObject({
      orderStatus: 'SHIPPING_CONFIRM',
      invoice: { courierCode: '04', courierName: COURIERS['04'], invoiceNumber: '612345678901' },
    });
  });

  it('refuses a file that is not an Excel workbook, and one over 1 MB', async () => {
    const text = await shop.http
      .post('/api/console/shop/invoices/upload')
      .set('Authorization', staff)
      .attach('file', Buffer.from('상품주문번호,택배사'), 'a.csv');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(PURCHASE_FILE_MESSAGES.FILE_UNREADABLE);
    const big = await shop.http
      .post('/api/console/shop/invoices/upload')
      .set('Authorization', staff)
      .attach('file', Buffer.alloc(1024 * 1024 + 10, 1), 'big.xlsx');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(PURCHASE_FILE_MESSAGES.FILE_TOO_LARGE);
    const none = await shop.http.post('/api/console/shop/invoices/upload').set('Authorization', staff).send({});
    expect(none.status).toBe(400);
  });

  it('shows the order as it stood before and after its payment', async () => {
    const now = await shop.http.get(`/api/console/shop/orders/${paid._id}`).set('Authorization', staff);
    const history = (now.body as ConsoleOrderResponse).history;
    const placedAt = history.find((h) => h.type === 'OrderPlaced')!.at;
    const paidAt = history.find((h) => h.type === 'OrderPaymentConfirmed')!.at;
    const before = (await shop.http.get(`/api/console/shop/orders/${paid._id}`).query({ at: placedAt }).set('Authorization', staff))
      .body as ConsoleOrderResponse;
    const after = (await shop.http.get(`/api/console/shop/orders/${paid._id}`).query({ at: paidAt }).set('Authorization', staff)).body as ConsoleOrderResponse;
    expect(before).toMatchObject({ at: placedAt, order: { orderStatus: 'ORDER_NONPAYMENT', statusText: '미결제', paidAt: null } });
    expect(after).toMatchObject({ at: paidAt, order: { orderStatus: 'ORDER_PAYMENT', statusText: '결제완료', paidAt } });
    expect(before.history).toHaveLength(history.length);
    const earlier = new Date(Date.parse(placedAt) - 60_000).toISOString();
    expect((await shop.http.get(`/api/console/shop/orders/${paid._id}`).query({ at: earlier }).set('Authorization', staff)).status).toBe(404);
    expect((await shop.http.get(`/api/console/shop/orders/${paid._id}`).query({ at: 'yesterday' }).set('Authorization', staff)).status).toBe(400);
  });

  it('lets admin03 work the purchases and refuses a member (403)', async () => {
    const admin03 = `Bearer ${(await signIn(shop, 'admin03', ROOT.password)).access}`;
    expect((await list({ searchValue: PHONE }, admin03)).body.summary.totalCount).toBe(3);
    expect((await shop.http.get('/api/console/shop/purchases/dashboard/counts').set('Authorization', admin03)).status).toBe(200);
    expect((await shop.http.get('/api/console/shop/purchases/export').set('Authorization', admin03).buffer(true).parse(binary)).status).toBe(200);
    for (const path of [
      '/api/console/shop/purchases',
      '/api/console/shop/purchases/dashboard/counts',
      '/api/console/shop/purchases/export',
      '/api/console/shop/invoices/template',
    ]) {
      const res = await shop.http.get(path).set('Authorization', member.auth);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('접근 권한이 없습니다');
    }
    expect(
      (await shop.http.post('/api/console/shop/invoices/upload').set('Authorization', member.auth).attach('file', Buffer.from('x'), 'a.xlsx')).status,
    ).toBe(403);
  });

  it('answers 404 for a dashboard it does not keep', async () => {
    expect((await shop.http.get('/api/console/shop/purchases/dashboard/sales').set('Authorization', staff)).status).toBe(404);
  });
});
