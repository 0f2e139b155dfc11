import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Response } from 'superagent';
import {
  addMonths,
  seoulMonthOf,
  type ConsoleSettlementListResponse,
  type ConsoleSettlementResponse,
  type PromoterSettlementListResponse,
  type WithholdingReportResponse,
} from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { PromoterSettlementsConsumer } from '../src/promoters/index.js';
import { eventually, ROOT, applyForPromoter, newPromoter, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Promoters' monthly settlements (spec §2 console user-settlements, §7 promoter GET settlements,
 * §6 settlements: console only): the month's figures from the bonus events (a failed withdrawal
 * cancelled), finance approving an ended month and marking it paid once each, the promoter
 * seeing only their own, the export and the withholding report with masked resident numbers.
 */
let shop: TestShop;
let staff: string;
beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const thisMonth = seoulMonthOf(new Date().toISOString());
const lastMonth = addMonths(thisMonth, -1);
/** Mid last month (Seoul), so the events fall in it whatever today is. */
const inLastMonth = (minute: number) => `${lastMonth}-15T03:${String(minute).padStart(2, '0')}:00.000Z`;
const bank = { code: '004', accountHolder: '김서연', maskedAccountNumber: '110-****-***21' };

/** Sends a bonus ledger command as the bus process or staff would, at `now`. */
const send = (type: string, data: Record<string, unknown>, now: string) => shop.app.get(Commands).send({ type, data, metadata: { userId: null, now } });
const accrue = (promoterId: string, amount: number, now: string, accrualId = `goods:${randomUUID()}`) =>
  send('AccrueBonus', { promoterId, accrualId, bonusType: 'GOODS', amount, promoteeId: null, purchaseId: null, reason: '상품 보너스' }, now);

const consoleList = async (month: string, searchValue: string) =>
  (await shop.http.get('/api/console/settlements').query({ month, searchValue }).set('Authorization', staff).expect(200)).body as ConsoleSettlementListResponse;
const mine = async (auth: string) =>
  (await shop.http.get('/api/v1/promoter/settlements').set('Authorization', auth).expect(200)).body as PromoterSettlementListResponse;

const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe("a promoter's month settled by finance", () => {
  it('sums the month, approves and marks it paid once each, exports it, and reports the withholding masked', async () => {
    const promoter = await newPromoter(shop, 'sp');
    const id = `${promoter._id}:${lastMonth}`;
    // Last month: 150,000 + 30,000 + 8,000 accrued, the 8,000 reversed (what earned it was refunded), −5,000 debited,
    // 100,000 withdrawn and paid, 20,000 withdrawn and failed.
    await accrue(promoter._id, 150_000, inLastMonth(1));
    await accrue(promoter._id, 30_000, inLastMonth(2));
    await accrue(promoter._id, 8_000, inLastMonth(2), 'sales:refunded-line');
    await send('ReverseBonus', { promoterId: promoter._id, accrualId: 'sales:refunded-line', reason: '추천회원 구매 환불' }, inLastMonth(3));
    await send('AdjustBonus', { promoterId: promoter._id, adjustmentId: randomUUID(), amount: -5_000, reason: '정정', adjustedBy: 'root' }, inLastMonth(3));
    const withdraw = (withdrawalId: string, amount: number, minute: number) =>
      send(
        'WithdrawBonus',
        { promoterId: promoter._id, withdrawalId, certificationId: randomUUID(), amount, minimum: 10_000, charge: 500, bank },
        inLastMonth(minute),
      );
    await withdraw('w-ok', 100_000, 4);
    await withdraw('w-failed', 20_000, 5);
    await shop.app.get<EventStore>(EVENT_STORE).appendToStream(
      `promoter-bonus-${promoter._id}`,
      [
        {
          id: randomUUID(),
          type: 'BonusWithdrawalFailed',
          data: { promoterId: promoter._id, withdrawalId: 'w-failed', amount: 20_000, reason: '계좌 오류', failedAt: new Date().toISOString() },
          metadata: { userId: null, at: new Date().toISOString() },
        },
      ],
      'any',
    );
    // This month: 7,000 accrued.
    await accrue(promoter._id, 7_000, new Date().toISOString());

    const expected = { accrued: 188_000, reversed: 8_000, adjusted: -5_000, withdrawn: 100_000, incomeTax: 3_000, localTax: 300, charge: 500, netPaid: 96_200 };
    await eventually(
      async () => (await consoleList(lastMonth, promoter.username)).settlements.map((s) => [s._id, s.totals, s.status]),
      [[id, expected, 'OPEN']],
    );
    const listed = await consoleList(lastMonth, promoter.username);
    expect(listed.settlements[0]).toMatchObject({ name: '김서연', username: promoter.username });
    expect(listed.totals).toEqual(expected);

    // Each figure is traceable to its events: eight bonus events of last month, the failure filed with its withdrawal.
    const detail = (await shop.http.get(`/api/console/settlements/${id}`).set('Authorization', staff).expect(200)).body as ConsoleSettlementResponse;
    expect(detail.settlement.lines.map((l) => l.type)).toEqual([
      'BonusAccrued',
      'BonusAccrued',
      'BonusAccrued',
      'BonusReversed',
      'BonusAdjusted',
      'BonusWithdrawn',
      'BonusWithdrawn',
      'BonusWithdrawalFailed',
    ]);
    expect(detail.settlement.lines.every((l) => typeof l.eventId === 'string' && l.position > 0)).toBe(true);
    expect(detail.settlement.lines.find((l) => l.type === 'BonusReversed')).toMatchObject({ amount: 8_000, note: '추천회원 구매 환불' });

    // This month has not ended: no approval yet.
    await eventually(async () => (await consoleList(thisMonth, promoter.username)).settlements.length, 1);
    const early = await shop.http.put(`/api/console/settlements/${promoter._id}:${thisMonth}/approve`).set('Authorization', staff);
    expect([early.status, early.body.code, early.body.message]).toEqual([409, 'SETTLEMENT_MONTH_OPEN', '아직 끝나지 않은 달의 정산은 승인할 수 없습니다']);

    // Paid only after approval; each once.
    const paidFirst = await shop.http.put(`/api/console/settlements/${id}/paid`).set('Authorization', staff);
    expect([paidFirst.status, paidFirst.body.code]).toEqual([409, 'SETTLEMENT_NOT_APPROVED']);
    // Approval freezes what finance saw: figures that moved since (a line after the last one seen) are refused.
    const asOf = Math.max(...detail.settlement.lines.map((l) => l.position));
    const stale = await shop.http
      .put(`/api/console/settlements/${id}/approve`)
      .set('Authorization', staff)
      .send({ asOf: asOf - 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'SETTLEMENT_FIGURES_CHANGED']);
    expect((await shop.http.put(`/api/console/settlements/${id}/approve`).set('Authorization', staff).send({ asOf: -1 })).status).toBe(400);
    const approved = await shop.http.put(`/api/console/settlements/${id}/approve`).set('Authorization', staff).send({ memo: ' 10월 확인 ', asOf }).expect(200);
    expect(approved.body.settlement.approvedTotals).toEqual(detail.settlement.totals);
    expect(approved.body.settlement).toMatchObject({
      status: 'APPROVED',
      approvedBy: expect.any(String),
      approvedByName: '최고관리자 (root)',
      approvedMemo: '10월 확인',
      approvedAt: expect.any(String),
    });
    const again = await shop.http.put(`/api/console/settlements/${id}/approve`).set('Authorization', staff);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'SETTLEMENT_ALREADY_APPROVED', '이미 승인된 정산입니다']);
    const paid = await shop.http.put(`/api/console/settlements/${id}/paid`).set('Authorization', staff).expect(200);
    expect(paid.body.settlement).toMatchObject({ status: 'PAID', paidBy: expect.any(String), paidByName: '최고관리자 (root)', paidAt: expect.any(String) });
    expect((await shop.http.put(`/api/console/settlements/${id}/paid`).set('Authorization', staff)).body.code).toBe('SETTLEMENT_ALREADY_PAID');
    expect((await shop.http.put(`/api/console/settlements/nobody:${lastMonth}/approve`).set('Authorization', staff)).status).toBe(404);
    expect((await consoleList(lastMonth, promoter.username)).settlements[0]!.status).toBe('PAID');

    // The promoter sees their own months, newest first, with the status; another promoter sees none.
    const own = await mine(promoter.auth);
    expect(own.settlements.map((s) => [s.month, s.status])).toEqual([
      [thisMonth, 'OPEN'],
      [lastMonth, 'PAID'],
    ]);
    expect(own.settlements[1]!.totals).toEqual(expected);
    expect(own.settlements[1]).toMatchObject({ paidAt: expect.any(String), paidBy: null, paidByName: null, name: null });
    const other = await newPromoter(shop, 'so');
    expect(await mine(other.auth)).toEqual({ settlements: [], summary: { totalCount: 0 } });

    // The month's workbook, stamped in KST.
    const res = await shop.http.get('/api/console/settlements/export').query({ month: lastMonth }).set('Authorization', staff).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="settlements_\d{8}_\d{6}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '이름',
      '아이디',
      '적립',
      '회수',
      '조정',
      '출금액',
      '소득세',
      '지방소득세',
      '수수료',
      '실지급액',
      '상태',
    ]);
    const row = sheet.getRows(3, sheet.rowCount - 2)!.find((r) => r.getCell(2).value === promoter.username)!;
    expect(row.getCell(4).value).toBe(8_000);
    expect(row.getCell(6).value).toBe(100_000);
    expect(row.getCell(10).value).toBe(96_200);
    expect(row.getCell(11).value).toBe('지급 완료');

    // The withholding report: the masked resident number only, the gross paid and the taxes.
    const report = (await shop.http.get('/api/console/settlements/withholding').query({ month: lastMonth }).set('Authorization', staff).expect(200))
      .body as WithholdingReportResponse;
    expect(report.rows.find((r) => r.promoterId === promoter._id)).toEqual({
      promoterId: promoter._id,
      name: '김서연',
      maskedResidentNumber: '900101-1******',
      grossPaid: 100_000,
      incomeTax: 3_000,
      localTax: 300,
      total: 3_300,
    });
    expect(JSON.stringify(report)).not.toContain('900101-1234568');
    const sheetRes = await shop.http
      .get('/api/console/settlements/withholding/export')
      .query({ month: lastMonth })
      .set('Authorization', staff)
      .buffer(true)
      .parse(binary);
    expect(sheetRes.headers['content-disposition']).toMatch(/attachment; filename="withholding_\d{8}_\d{6}\.xlsx"/);
    expect((sheetRes.body as Buffer).includes(Buffer.from('1234568'))).toBe(false);
  }, 90_000);

  it('rebuilt from the log on a running shop, answers the console exactly as the live consumer did', async () => {
    const promoter = await newPromoter(shop, 'sr');
    await accrue(promoter._id, 40_000, inLastMonth(10));
    await accrue(promoter._id, 6_000, inLastMonth(11), 'sales:rebuilt-line');
    await send('ReverseBonus', { promoterId: promoter._id, accrualId: 'sales:rebuilt-line', reason: '추천회원 구매 환불' }, inLastMonth(12));
    await send(
      'AdjustBonus',
      { promoterId: promoter._id, adjustmentId: randomUUID(), amount: 2_000, reason: '관리자 지급', adjustedBy: 'root' },
      inLastMonth(13),
    );
    await accrue(promoter._id, 1_000, new Date().toISOString());
    await eventually(
      async () => (await consoleList(lastMonth, promoter.username)).settlements.map((s) => s.totals),
      [{ accrued: 46_000, reversed: 6_000, adjusted: 2_000, withdrawn: 0, incomeTax: 0, localTax: 0, charge: 0, netPaid: 0 }],
    );
    await eventually(async () => (await consoleList(thisMonth, promoter.username)).settlements.length, 1);

    // Every promoter's months as the console shows them, with each one's lines.
    const answers = async () => {
      const months = [];
      for (const month of [lastMonth, thisMonth]) {
        const list = await consoleList(month, '');
        const details = [];
        for (const s of list.settlements)
          details.push((await shop.http.get(`/api/console/settlements/${s._id}`).set('Authorization', staff).expect(200)).body as ConsoleSettlementResponse);
        months.push({ list, details });
      }
      return months;
    };
    const live = await answers();
    expect(live[0]!.list.settlements.length).toBeGreaterThanOrEqual(2);
    expect(live[0]!.list.totals.reversed).toBeGreaterThanOrEqual(6_000);

    await shop.app.get(PromoterSettlementsConsumer).rebuild();
    expect(await answers()).toEqual(live);
  }, 60_000);

  it('refuses members: a member without promoter approval gets 403 on the promoter list, members get 403 on the console', async () => {
    const applicant = await applyForPromoter(shop, 'sa');
    const refused = await shop.http.get('/api/v1/promoter/settlements').set('Authorization', applicant.auth);
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_PROMOTER']);
    const member = await newSignedInMember(shop, 'sm');
    expect((await shop.http.get('/api/console/settlements').query({ month: lastMonth }).set('Authorization', member.auth)).status).toBe(403);
    const bad = await shop.http.get('/api/console/settlements').query({ month: '2026-13' }).set('Authorization', staff);
    expect([bad.status, bad.body.message]).toEqual([400, '정산월을 YYYY-MM 형식으로 입력해주세요']);
  }, 60_000);
});
