import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import type {
  ConsoleDashboardResponse,
  DayOfWeekSalesResponse,
  MonthlySalesResponse,
  DailySalesResponse,
  ProductsSalesResponse,
  SalesFigures,
} from '@shop/contracts';
import { previousPeriod } from '@shop/contracts';
import { ADDRESSES, ROOT, createTestProduct, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

let shop: TestShop;
let staff: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

/** Today's business day in Asia/Seoul, computed independently of the code under test. */
const seoulDay = (at = new Date()) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

async function get<T>(path: string, auth = staff): Promise<T> {
  const res = await shop.http.get(path).set('Authorization', auth);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Polls `read` until `done` holds (the statistics consumer applies events after the relay), at most 10 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const dashboard = () => get<ConsoleDashboardResponse>('/api/console/dashboard');

describe('console dashboard', () => {
  let before: ConsoleDashboardResponse;

  beforeAll(async () => {
    before = await dashboard();
    const { productId } = await createTestProduct(shop, { stock: 100, price: 40_000, codePrefix: 'dash' });
    const member = await newSignedInMember(shop, 'd');
    const account = await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ bankCode: '004', accountHolder: member.name, accountNumber: '123456789012' });
    if (account.status !== 200) throw new Error(`refund account: ${account.status} ${JSON.stringify(account.body)}`);
    const place = async () => {
      const res = await shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', member.auth)
        .send({ ...ADDRESSES, items: [{ product: productId, amount: 1 }] });
      if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.order as { _id: string; totalPrice: number; lines: { _id: string }[] };
    };
    const pay = async (id: string) => {
      const res = await shop.http.put(`/api/console/shop/orders/${id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_PAYMENT' });
      if (res.status !== 200) throw new Error(`pay: ${res.status} ${JSON.stringify(res.body)}`);
    };
    // A waits for payment; B is paid and waits to be sent; C is paid and its buyer asks to cancel it.
    await place();
    const b = await place();
    const c = await place();
    await pay(b._id);
    await pay(c._id);
    const asked = await shop.http
      .put(`/api/v1/me/purchases/${c.lines[0]!._id}`)
      .set('Authorization', member.auth)
      .send({ claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND', claimReasonDetails: '주문을 잘못했어요' });
    if (asked.status !== 200) throw new Error(`claim: ${asked.status} ${JSON.stringify(asked.body)}`);
  }, 60_000);

  it("counts today's and this month's orders and sales, the purchases waiting for staff and the members who joined", async () => {
    // Each order: 40,000원 + 3,000원 shipping. Three placed; two paid (a requested cancel is still a sale until staff decide).
    const after = await until(dashboard, (d) => d.orders.today.salesCount >= before.orders.today.salesCount + 2);
    expect(after.today).toBe(seoulDay());
    expect(after.monthStart).toBe(`${seoulDay().slice(0, 7)}-01`);
    const grew = (path: (d: ConsoleDashboardResponse) => number) => path(after) - path(before);
    expect(grew((d) => d.orders.today.placedCount)).toBe(3);
    expect(grew((d) => d.orders.today.placedAmount)).toBe(3 * 43_000);
    expect(grew((d) => d.orders.today.salesCount)).toBe(2);
    expect(grew((d) => d.orders.today.salesAmount)).toBe(2 * 43_000);
    expect(grew((d) => d.orders.month.salesAmount)).toBe(2 * 43_000);
    expect(after.orders.month.placedCount).toBeGreaterThanOrEqual(after.orders.today.placedCount);
    expect(after.waiting).toEqual({
      payment: before.waiting.payment + 1,
      shipping: before.waiting.shipping + 1,
      cancel: before.waiting.cancel + 1,
      exchange: before.waiting.exchange,
      return: before.waiting.return,
    });
    expect(after.members).toEqual({ today: before.members.today + 1, month: before.members.month + 1 });
  });

  it('gives each waiting figure as the count of the purchase view it links to, and the members as the join-day list', async () => {
    const d = await dashboard();
    const counts = (await get<{ counts: Record<string, number> }>('/api/console/shop/purchases/dashboard/counts')).counts;
    expect([d.waiting.payment, d.waiting.shipping]).toEqual([counts.nonpayment, counts.payment]);
    const joined = await shop.http.get(`/api/console/users?from=${d.today}&to=${d.today}`).set('Authorization', staff);
    expect(joined.status).toBe(200);
    expect(joined.body.summary.totalCount).toBe(d.members.today);
  });

  it('counts the product inquiries waiting for an answer, as the inquiry list counts them, until staff answer', async () => {
    const awaiting = async () => (await get<{ summary: { awaiting: number } }>('/api/console/shop/inquires?status=ANSWER_AWAITING')).summary.awaiting;
    const start = (await dashboard()).inquiries.awaiting;
    expect(start).toBe(await awaiting());
    const asker = await newSignedInMember(shop);
    const { productId } = await createTestProduct(shop, { stock: 5, price: 100_000 });
    const written = await shop.http
      .post('/api/v1/me/inquires')
      .set('Authorization', asker.auth)
      .send({ _product: productId, subject: '설치 문의', content: '벽에 설치되나요?', secret: false });
    expect(written.status).toBe(201);
    expect((await dashboard()).inquiries.awaiting).toBe(start + 1);
    const answered = await shop.http
      .put(`/api/console/shop/inquires/${written.body.inquire._id}`)
      .set('Authorization', staff)
      .send({ answer: '네, 가능합니다.' });
    expect(answered.status).toBe(200);
    expect((await dashboard()).inquiries.awaiting).toBe(start);
  });

  it("counts members' 1:1 inquiries waiting for an answer, as the console's 1:1 inquiry list counts them, until staff answer", async () => {
    const listed = async () => (await get<{ summary: { totalCount: number } }>('/api/console/inquiries?status=ANSWER_AWAITING')).summary.totalCount;
    const first = await dashboard();
    const start = first.memberInquiries.awaiting;
    expect(start).toBe(await listed());
    const asker = await newSignedInMember(shop, 'dq');
    const written = await shop.http
      .post('/api/v1/me/inquiries')
      .set('Authorization', asker.auth)
      .send({ category: 'others', subject: '배송 일정 문의', content: '언제 받을 수 있을까요?' });
    expect(written.status).toBe(201);
    const asked = await until(dashboard, (d) => d.memberInquiries.awaiting === start + 1);
    expect(asked.memberInquiries.awaiting).toBe(start + 1);
    expect(asked.memberInquiries.awaiting).toBe(await listed());
    // A 1:1 inquiry is not a product inquiry or a centre question.
    expect([asked.inquiries.awaiting, asked.questions.awaiting]).toEqual([first.inquiries.awaiting, first.questions.awaiting]);
    const answered = await shop.http
      .put(`/api/console/inquiries/${written.body.inquiry._id}`)
      .set('Authorization', staff)
      .send({ answer: '내일 출고 예정입니다.' });
    expect(answered.status).toBe(200);
    expect((await until(dashboard, (d) => d.memberInquiries.awaiting === start)).memberInquiries.awaiting).toBe(start);
  });

  it('compares a period with the one before: monthly figures of a month range and the days before', async () => {
    const today = seoulDay();
    const period = { from: `${today.slice(0, 7)}-01`, to: today };
    const previous = previousPeriod(period);
    const [now, then] = await Promise.all([
      get<DailySalesResponse>(`/api/console/statistics/dailySales?from=${period.from}&to=${period.to}`),
      get<DailySalesResponse>(`/api/console/statistics/dailySales?from=${previous.from}&to=${previous.to}`),
    ]);
    expect(now.total.salesAmount).toBeGreaterThanOrEqual(2 * 43_000);
    // Today's orders are not in the month before.
    expect(then.days.every((day) => day.date < period.from)).toBe(true);
    const months = await get<MonthlySalesResponse>(`/api/console/statistics/monthlySales?from=${previous.from.slice(0, 7)}&to=${today.slice(0, 7)}`);
    expect(months).toMatchObject({ year: null, from: previous.from.slice(0, 7), to: today.slice(0, 7) });
    expect(months.months.map((m) => m.month)).toEqual([previous.from.slice(0, 7), today.slice(0, 7)]);
    expect(months.months[1]).toMatchObject({ salesAmount: now.total.salesAmount, placedCount: now.total.placedCount });
    for (const bad of ['from=2026-01', 'from=2026-05&to=2026-04', 'from=2020-01&to=2026-01', 'from=2026-13&to=2026-12']) {
      const res = await shop.http.get(`/api/console/statistics/monthlySales?${bad}`).set('Authorization', staff);
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, '조회 기간을 확인해주세요']);
    }
  });

  it('exports a statistics table with the previous period as statistics_{table}_YYYYMMDD_HHmmss.xlsx', async () => {
    const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
      const stream = res as unknown as NodeJS.ReadableStream;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    };
    const today = seoulDay();
    const res = await shop.http
      .get('/api/console/statistics/export')
      .query({ table: 'daily', from: today, to: today })
      .set('Authorization', staff)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statistics_daily_\d{8}_\d{6}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('일별 매출')!;
    expect(sheet.getRow(2).values).toEqual([undefined, '일자', '주문 수', '주문 금액', '매출 건수', '매출액', '이전 기간 매출액', '증감률']);
    const day = await get<DailySalesResponse>(`/api/console/statistics/dailySales?from=${today}&to=${today}`);
    const yesterday = previousPeriod({ from: today, to: today }).from;
    const before = await get<DailySalesResponse>(`/api/console/statistics/dailySales?from=${yesterday}&to=${yesterday}`);
    expect(sheet.getRow(3).getCell(1).value).toBe(today);
    expect(sheet.getRow(3).getCell(5).value).toBe(day.total.salesAmount);
    expect(sheet.getRow(3).getCell(6).value).toBe(before.total.salesAmount);
    expect(sheet.getRow(4).getCell(1).value).toBe('합계');
    const bad = await shop.http.get('/api/console/statistics/export').query({ table: 'weekly' }).set('Authorization', staff);
    expect([bad.status, bad.body.message]).toEqual([400, '내보낼 표를 확인해주세요']);
  });

  it('exports every statistics table with its headers and the figures the JSON answers give, beside the previous period', async () => {
    const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
      const stream = res as unknown as NodeJS.ReadableStream;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    };
    const today = seoulDay();
    const period = { from: `${today.slice(0, 7)}-01`, to: today };
    const previous = previousPeriod(period);
    const q = (p: { from: string; to: string }) => `from=${p.from}&to=${p.to}`;
    const months = (p: { from: string; to: string }) => ({ from: p.from.slice(0, 7), to: p.to.slice(0, 7) });
    /** The workbook of `table` for the period: its sheet's header row and its data rows as plain values. */
    const exported = async (table: string) => {
      const res = await shop.http
        .get('/api/console/statistics/export')
        .query({ table, ...period })
        .set('Authorization', staff)
        .buffer(true)
        .parse(binary);
      expect([table, res.status]).toEqual([table, 200]);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="statistics_${table}_\\d{8}_\\d{6}\\.xlsx"`));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.body as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      return { name: sheet.name, title: values(1)[0], header: values(2), rows: Array.from({ length: sheet.rowCount - 2 }, (_, i) => values(i + 3)) };
    };
    const figures = (f: SalesFigures, before: SalesFigures | undefined) => [
      f.placedCount,
      f.placedAmount,
      f.salesCount,
      f.salesAmount,
      before ? before.salesAmount : '-',
    ];
    const FIGURE_HEADERS = ['주문 수', '주문 금액', '매출 건수', '매출액', '이전 기간 매출액', '증감률'];
    const withoutChange = (rows: unknown[][]) => rows.map((r) => r.slice(0, -1));

    // 월별: the months the period touches, beside the months of the previous period.
    const [nowMonths, thenMonths] = await Promise.all([
      get<MonthlySalesResponse>(`/api/console/statistics/monthlySales?${q(months(period))}`),
      get<MonthlySalesResponse>(`/api/console/statistics/monthlySales?${q(months(previous))}`),
    ]);
    // 일별: each day, beside the day at the same place in the previous period.
    const [nowDays, thenDays] = await Promise.all([
      get<DailySalesResponse>(`/api/console/statistics/dailySales?${q(period)}`),
      get<DailySalesResponse>(`/api/console/statistics/dailySales?${q(previous)}`),
    ]);
    // 요일별: each day of the week, beside the same day of the week.
    const [nowWeek, thenWeek] = await Promise.all([
      get<DayOfWeekSalesResponse>(`/api/console/statistics/dayOfWeekSales?${q(period)}`),
      get<DayOfWeekSalesResponse>(`/api/console/statistics/dayOfWeekSales?${q(previous)}`),
    ]);
    // 상품별: the best ten, each beside what it sold in the previous period.
    const [nowProducts, thenProducts] = await Promise.all([
      get<ProductsSalesResponse>(`/api/console/statistics/productsSales?${q(period)}`),
      get<ProductsSalesResponse>(`/api/console/statistics/productsSales?${q(previous)}&limit=100`),
    ]);
    expect(nowDays.total.salesAmount).toBeGreaterThan(0);
    expect(nowProducts.products.length).toBeGreaterThan(0);

    const expected: Record<string, { name: string; header: unknown[]; rows: unknown[][] }> = {
      monthly: {
        name: '월별 매출',
        header: ['월', ...FIGURE_HEADERS],
        rows: [...nowMonths.months.map((m, i) => [m.month, ...figures(m, thenMonths.months[i])]), ['합계', ...figures(nowMonths.total, thenMonths.total)]],
      },
      daily: {
        name: '일별 매출',
        header: ['일자', ...FIGURE_HEADERS],
        rows: [...nowDays.days.map((d, i) => [d.date, ...figures(d, thenDays.days[i])]), ['합계', ...figures(nowDays.total, thenDays.total)]],
      },
      dayOfWeek: {
        name: '요일별 매출',
        header: ['요일', ...FIGURE_HEADERS],
        rows: [
          ...nowWeek.days.map((d) => [
            `${d.label}요일`,
            ...figures(
              d,
              thenWeek.days.find((x) => x.dayOfWeek === d.dayOfWeek),
            ),
          ]),
          ['합계', ...figures(nowWeek.total, thenWeek.total)],
        ],
      },
      products: {
        name: '상품별 매출',
        header: ['순위', '상품코드', '상품명', '판매 수량', '주문 수', '매출액', '이전 기간 매출액', '증감률'],
        rows: nowProducts.products.map((p) => [
          p.rank,
          p.code,
          p.name,
          p.amount,
          p.orderCount,
          p.salesAmount,
          thenProducts.products.find((x) => x.productId === p.productId)?.salesAmount ?? '-',
        ]),
      },
    };
    for (const [table, want] of Object.entries(expected)) {
      const got = await exported(table);
      expect([table, got.name, got.title]).toEqual([table, want.name, `${want.name} ${period.from} ~ ${period.to}`]);
      expect([table, got.header]).toEqual([table, want.header]);
      expect([table, withoutChange(got.rows)]).toEqual([table, want.rows]);
    }
  });

  it('is for staff only: a member gets 403, an anonymous caller 401', async () => {
    const member = await newSignedInMember(shop, 'd');
    expect((await shop.http.get('/api/console/dashboard').set('Authorization', member.auth)).status).toBe(403);
    expect((await shop.http.get('/api/console/dashboard')).status).toBe(401);
  });
});
