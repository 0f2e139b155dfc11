import { RECEIPT_MESSAGES, type NicePayRequestPay, type Order, type ProductCard, type Receipt, type RefundAccount } from '@shop/contracts';
import { CONTENT, type UpdateDocument } from '../src/content/index.js';
import { CashReceiptCanceller, CashReceiptIssuer } from '../src/ordering/index.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { EVENT_BUS, type EventBus } from '../src/platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { NicePaySimulator } from '../src/platform/payments/nice-pay/nice-pay.simulator.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { ADDRESSES, GENEROUS_LIMITS, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Receipts and refund accounts: a bank-transfer order with a 현금영수증 gets exactly one receipt
 * from NICE Pay once staff confirm the deposit, however often that is delivered; the member's
 * receipts list shows card 매출전표 and cash receipts, their own only; refund accounts are
 * sealed in the event log and masked in every answer.
 */
let shop: TestShop;
let simulator: NicePaySimulator;
let events: EventStore;
let member: Awaited<ReturnType<typeof newSignedInMember>>;
let other: Awaited<ReturnType<typeof newSignedInMember>>;
let operator: string;
let product: ProductCard;

/** A valid business registration number (check digit 1) and a phone. */
const BUSINESS_NUMBER = '123-45-67891';
const PHONE = '010-2345-6789';

/** The shop's log lines (debug: refused requests log their bodies, secrets censored). */
const lines: string[] = [];

beforeAll(async () => {
  shop = await startShop(undefined, { ...GENEROUS_LIMITS, LOG_LEVEL: 'debug' }, { logTo: { write: (line: string) => void lines.push(line) } });
  simulator = shop.app.get(NicePaySimulator);
  events = shop.app.get<EventStore>(EVENT_STORE);
  member = await newSignedInMember(shop, 'rcpt');
  other = await newSignedInMember(shop, 'rcpo');
  operator = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  const list = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as ProductCard[];
  product = list.find((p) => p.sells && p.stock > 10)!;
}, 60_000);
afterAll(() => shop.close());

const settled = async () => shop.app.get(ProjectionRunner).waitFor(await events.headPosition(), 10_000);

async function placeOrder(body: object, who = member) {
  return shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', who.auth)
    .send({ items: [{ product: product._id, amount: 1 }], ...ADDRESSES, ...body });
}

async function bankOrderWithReceipt(type: 'PERSON' | 'COMPANY', identity: string, who = member): Promise<Order> {
  const res = await placeOrder({ paymentMethod: 'bank', cashReceipt: { enabled: true, type, identity } }, who);
  expect(res.status).toBe(201);
  return res.body.order as Order;
}

const confirmDeposit = (orderId: string) =>
  shop.http.put(`/api/console/shop/orders/${orderId}`).set('Authorization', operator).send({ orderStatus: 'ORDER_PAYMENT' });

async function receiptsOf(who: { auth: string } = member): Promise<Receipt[]> {
  const res = await shop.http.get('/api/v1/me/receipts').set('Authorization', who.auth);
  expect(res.status).toBe(200);
  return res.body.receipts as Receipt[];
}

/** Polls the member's receipts until the order's cash receipt is in `status` (5 s at most). */
async function cashReceiptOnceIn(orderId: string, status: Receipt['status'], who: { auth: string } = member, amount?: number): Promise<Receipt> {
  for (let i = 0; i < 50; i += 1) {
    await settled();
    const found = (await receiptsOf(who)).find((r) => r._id === `cash-${orderId}`);
    if (found?.status === status && (amount === undefined || found.amount === amount)) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`cash receipt of ${orderId} never became ${status}`);
}

const streamTypes = async (streamId: string) => (await events.readStream(streamId)).events.map((e) => e.type);

describe('cash receipts of bank-transfer orders', () => {
  it('waits for the deposit, then issues exactly one receipt though the confirmation comes twice and the process runs again', async () => {
    const order = await bankOrderWithReceipt('PERSON', PHONE);
    await settled();
    const waiting = (await receiptsOf()).find((r) => r._id === `cash-${order._id}`)!;
    expect(waiting).toMatchObject({ kind: 'CASH', status: 'PENDING', statusText: '발행대기', amount: order.totalPrice, identityMasked: '010-****-6789' });
    expect(waiting.message).toBe('입금이 확인되면 발행됩니다');
    expect(await shop.app.get(CashReceiptIssuer).issue(order._id, new Date())).toBe('skipped');

    expect((await confirmDeposit(order._id)).status).toBe(200);
    expect((await confirmDeposit(order._id)).status).toBe(200);
    const issuer = shop.app.get(CashReceiptIssuer);
    const runs = await Promise.all([issuer.issue(order._id, new Date()), issuer.issue(order._id, new Date()), issuer.sweep(new Date())]);
    expect(runs.filter((r) => r === 'issued').length).toBeLessThanOrEqual(1);

    const issued = await cashReceiptOnceIn(order._id, 'ISSUED');
    expect(issued).toMatchObject({ statusText: '발행완료', description: '소득공제용', identityMasked: '010-****-6789', amount: order.totalPrice });
    expect(issued.approveNo).toMatch(/^\d{9}$/);
    expect(issued.receiptUrl).toMatch(/^\/nicepay-sim\/v1\/receipt\//);

    const atNicePay = simulator.cashReceipts.issuedFor(order._id);
    expect(atNicePay).toHaveLength(1);
    expect(atNicePay[0]).toMatchObject({ receiptType: 'individual', receiptNo: '01023456789', amount: order.totalPrice });
    expect(atNicePay[0]!.supplyAmt + atNicePay[0]!.goodsVat).toBe(order.totalPrice);
    expect(await streamTypes(`cash-receipt-${order._id}`)).toEqual(['CashReceiptRequested', 'CashReceiptIssued']);
    expect(await issuer.issue(order._id, new Date(Date.now() + 3600_000))).toBe('skipped');
    // The bus delivering the confirmation again (at-least-once) issues nothing more.
    const confirmation = (await events.readStream(`order-${order._id}`)).events.filter((e) => e.type === 'OrderPaymentConfirmed');
    expect(confirmation).toHaveLength(1);
    await shop.app.get<EventBus>(EVENT_BUS).publish([...confirmation, ...confirmation]);
    await new Promise((r) => setTimeout(r, 200));
    expect(simulator.cashReceipts.issuedFor(order._id)).toHaveLength(1);
    expect(await streamTypes(`cash-receipt-${order._id}`)).toEqual(['CashReceiptRequested', 'CashReceiptIssued']);

    const page = await shop.http.get(issued.receiptUrl!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('현금영수증');
    expect(page.text).not.toContain('01023456789');
  });

  it('records a failure at NICE Pay and issues on the retry a minute later', async () => {
    const order = await bankOrderWithReceipt('COMPANY', BUSINESS_NUMBER);
    simulator.cashReceipts.failNext(1);
    await confirmDeposit(order._id).expect(200);
    const failed = await cashReceiptOnceIn(order._id, 'FAILED');
    expect(failed.message).toContain('다시 시도합니다');
    expect(simulator.cashReceipts.issuedFor(order._id)).toHaveLength(0);

    const issuer = shop.app.get(CashReceiptIssuer);
    expect(await issuer.sweep(new Date())).toBe(0);
    expect(await issuer.sweep(new Date(Date.now() + 61_000))).toBe(1);
    const issued = await cashReceiptOnceIn(order._id, 'ISSUED');
    expect(issued).toMatchObject({ description: '지출증빙용', identityMasked: '123-45-*****' });
    expect(simulator.cashReceipts.issuedFor(order._id)).toEqual([expect.objectContaining({ receiptType: 'company', receiptNo: '1234567891' })]);
    expect(await streamTypes(`cash-receipt-${order._id}`)).toEqual(['CashReceiptRequested', 'CashReceiptFailed', 'CashReceiptRequested', 'CashReceiptIssued']);
  });

  describe('refunded afterwards', () => {
    const claimCancel = (purchaseId: string, who: { auth: string }) =>
      shop.http.put(`/api/v1/me/purchases/${purchaseId}`).set('Authorization', who.auth).send({ claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' });
    const completeCancel = (purchaseId: string) =>
      shop.http.put(`/api/console/shop/purchases/${purchaseId}`).set('Authorization', operator).send({ claimStatus: 'CANCEL_COMPLETED' });
    const withRefundAccount = async (prefix: string) => {
      const who = await newSignedInMember(shop, prefix);
      await shop.http
        .put('/api/v1/me/refund-account')
        .set('Authorization', who.auth)
        .send({ bankCode: '088', accountHolder: who.name, accountNumber: '110234567890' })
        .expect(200);
      return who;
    };

    it('takes each refund off the issued receipt at NICE Pay, and the last one cancels it whole, its parts adding up to what was issued', async () => {
      const who = await withRefundAccount('rcan');
      const list = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as ProductCard[];
      const second = list.find((p) => p.sells && p.stock > 10 && p._id !== product._id)!;
      const placed = await shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', who.auth)
        .send({
          items: [
            { product: product._id, amount: 1 },
            { product: second._id, amount: 1 },
          ],
          ...ADDRESSES,
          paymentMethod: 'bank',
          cashReceipt: { enabled: true, type: 'PERSON', identity: PHONE },
        });
      expect(placed.status).toBe(201);
      const order = placed.body.order as Order;
      await confirmDeposit(order._id).expect(200);
      await cashReceiptOnceIn(order._id, 'ISSUED', who);

      const [first, last] = order.lines;
      await claimCancel(first!._id, who).expect(200);
      const refunded = await completeCancel(first!._id);
      expect(refunded.status).toBe(200);
      const firstRefund = refunded.body.order.refunds[0].amount as number;
      expect(firstRefund).toBeGreaterThan(0);
      const partly = await cashReceiptOnceIn(order._id, 'ISSUED', who, order.totalPrice - firstRefund);
      expect(partly.message).toBe(`환불된 ${firstRefund.toLocaleString('ko-KR')}원이 취소되었습니다`);
      const [atNicePay] = simulator.cashReceipts.issuedFor(order._id);
      expect(atNicePay!.cancels).toEqual([expect.objectContaining({ cancelAmt: firstRefund })]);
      expect(atNicePay!.balanceAmt).toBe(order.totalPrice - firstRefund);

      await claimCancel(last!._id, who).expect(200);
      await completeCancel(last!._id).expect(200);
      const whole = await cashReceiptOnceIn(order._id, 'CANCELED', who);
      expect(whole).toMatchObject({ statusText: '발행취소', amount: 0, message: '전액 환불되어 발행이 취소되었습니다' });
      expect(atNicePay!.balanceAmt).toBe(0);
      const parts = atNicePay!.cancels.reduce((sum, c) => ({ supply: sum.supply + c.supplyAmt, vat: sum.vat + c.goodsVat }), { supply: 0, vat: 0 });
      expect(parts).toEqual({ supply: atNicePay!.supplyAmt, vat: atNicePay!.goodsVat });
      // Heard again (bus, sweep): nothing more is cancelled.
      const canceller = shop.app.get(CashReceiptCanceller);
      expect(await canceller.settle(order._id, new Date(Date.now() + 3600_000))).toBe(0);
      expect(await canceller.sweep(new Date(Date.now() + 3600_000))).toBe(0);
      expect(atNicePay!.cancels).toHaveLength(2);
      expect((await streamTypes(`cash-receipt-${order._id}`)).filter((t) => t === 'CashReceiptCanceled')).toHaveLength(2);
    });

    it('issues none for an order refunded in full before its receipt could be issued', async () => {
      const who = await withRefundAccount('rvoid');
      const order = await bankOrderWithReceipt('PERSON', PHONE, who);
      simulator.cashReceipts.failNext(1);
      await confirmDeposit(order._id).expect(200);
      await cashReceiptOnceIn(order._id, 'FAILED', who);
      await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', operator).send({ orderStatus: 'ORDER_CANCELED' }).expect(200);
      await settled();
      expect(await shop.app.get(CashReceiptIssuer).sweep(new Date(Date.now() + 61_000))).toBe(0);
      const none = await cashReceiptOnceIn(order._id, 'CANCELED', who);
      expect(none.message).toBe('전액 환불되어 발행하지 않습니다');
      expect(simulator.cashReceipts.issuedFor(order._id)).toHaveLength(0);
    });
  });

  it('refuses a wrong business number or phone with a Korean message, and a cash receipt with a card payment', async () => {
    const badNumber = await placeOrder({ paymentMethod: 'bank', cashReceipt: { enabled: true, type: 'COMPANY', identity: '123-45-67890' } });
    expect(badNumber.status).toBe(400);
    expect(JSON.stringify(badNumber.body)).toContain(RECEIPT_MESSAGES.CASH_RECEIPT_BUSINESS);
    const badPhone = await placeOrder({ paymentMethod: 'bank', cashReceipt: { enabled: true, type: 'PERSON', identity: '02-123-4567' } });
    expect(badPhone.status).toBe(400);
    expect(JSON.stringify(badPhone.body)).toContain(RECEIPT_MESSAGES.CASH_RECEIPT_PHONE);
    const card = await placeOrder({ paymentMethod: 'card', cashReceipt: { enabled: true, type: 'PERSON', identity: PHONE } });
    expect(card.status).toBe(400);
    expect(JSON.stringify(card.body)).toContain(RECEIPT_MESSAGES.CASH_RECEIPT_BANK_ONLY);
    const notAsked = await placeOrder({ paymentMethod: 'bank', cashReceipt: { enabled: false } });
    expect(notAsked.status).toBe(201);
  });

  it('refuses a cash receipt while the shop setting takes none', async () => {
    const setCashReceipts = async (enabled: boolean) => {
      const command: UpdateDocument = {
        type: 'UpdateDocument',
        data: { collection: CONTENT.setting, documentId: 'shop', fields: { cashReceipt: { enabled } } },
        metadata: { userId: null, now: new Date().toISOString() },
      };
      await shop.app.get(Commands).send(command);
    };
    await setCashReceipts(false);
    try {
      const refused = await placeOrder({ paymentMethod: 'bank', cashReceipt: { enabled: true, type: 'PERSON', identity: PHONE } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CASH_RECEIPT_DISABLED', message: RECEIPT_MESSAGES.CASH_RECEIPT_DISABLED });
    } finally {
      await setCashReceipts(true);
    }
  });
});

describe("the member's receipts", () => {
  it("lists the caller's card 매출전표 and cash receipts, never another member's", async () => {
    const card = (await placeOrder({ paymentMethod: 'card' })).body.order as Order;
    const options = (await shop.http.post('/api/v1/plugins/nice/pay/generate').set('Authorization', member.auth).send({ orderId: card._id }))
      .body as NicePayRequestPay;
    const result = await simulator.payInWindow({ orderId: options.orderId, amount: options.amount, goodsName: options.goodsName });
    expect((await shop.http.post('/api/v1/plugins/nice/pay/approval').type('form').send(result)).status).toBe(303);
    const theirs = await bankOrderWithReceipt('PERSON', '010-9999-1111', other);
    await settled();

    const mine = await receiptsOf();
    const slip = mine.find((r) => r._id === `card-${card._id}`);
    expect(slip).toMatchObject({ kind: 'CARD', status: 'ISSUED', amount: card.totalPrice, orderNumber: card.orderNumber });
    expect(slip!.receiptUrl).toMatch(/\/v1\/receipt\//);
    expect(slip!.description).toMatch(/\*{4}/);
    expect(mine.some((r) => r.kind === 'CASH' && r.status === 'ISSUED')).toBe(true);
    expect(mine.some((r) => r._order === theirs._id)).toBe(false);
    expect((await receiptsOf(other)).map((r) => r._order)).toEqual([theirs._id]);
    // An unpaid card order has no slip yet.
    const unpaid = (await placeOrder({ paymentMethod: 'card' })).body.order as Order;
    await settled();
    expect((await receiptsOf()).some((r) => r._order === unpaid._id)).toBe(false);
    await shop.http.get('/api/v1/me/receipts').expect(401);
  });
});

describe('refund account', () => {
  const ACCOUNT = { bankCode: '004', accountHolder: '김세라', accountNumber: '123-456-78-90189' };

  it('is stored encrypted, answered masked, replaced and deleted', async () => {
    expect((await shop.http.get('/api/v1/me/refund-account').set('Authorization', member.auth)).body).toEqual({ refundAccount: null });
    const saved = await shop.http.put('/api/v1/me/refund-account').set('Authorization', member.auth).send(ACCOUNT);
    expect(saved.status).toBe(200);
    const shown = saved.body.refundAccount as RefundAccount;
    expect(shown).toMatchObject({ bankCode: '004', bankName: 'KB국민은행', accountHolder: '김세라', accountNumberMasked: '123-****-****89' });
    expect(JSON.stringify(saved.body)).not.toContain('1234567890189');
    const read = await shop.http.get('/api/v1/me/refund-account').set('Authorization', member.auth);
    expect(read.body.refundAccount).toEqual(shown);
    expect((await shop.http.get('/api/v1/me/refund-account').set('Authorization', other.auth)).body).toEqual({ refundAccount: null });

    // The log holds ciphertext only: neither the number (with or without dashes) nor the bank code in plain text.
    const stream = await events.readStream(`refund-account-${member._id}`);
    const raw = JSON.stringify(stream.events);
    expect(stream.events.map((e) => e.type)).toEqual(['RefundAccountRegistered']);
    expect(raw).not.toContain('1234567890189');
    expect(raw).not.toContain('123-456-78-90189');
    expect(raw).not.toMatch(/"bankCode"/);
    expect(raw).not.toContain('"004"');
    const all = JSON.stringify(await events.readAll(0, 100_000));
    expect(all).not.toContain('1234567890189');

    const { RefundAccounts } = await import('../src/ordering/index.js');
    expect(await shop.app.get(RefundAccounts).find(member._id)).toEqual({ bankCode: '004', accountHolder: '김세라', accountNumber: '1234567890189' });
    expect(await shop.app.get(RefundAccounts).find(other._id)).toBeNull();

    const replaced = await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ bankCode: '090', accountHolder: '김세라', accountNumber: '3333012345678' });
    expect(replaced.body.refundAccount).toMatchObject({ bankName: '카카오뱅크', accountNumberMasked: '333-****-****78' });

    await shop.http.delete('/api/v1/me/refund-account').set('Authorization', member.auth).expect(200);
    expect((await shop.http.get('/api/v1/me/refund-account').set('Authorization', member.auth)).body).toEqual({ refundAccount: null });
    expect((await shop.http.delete('/api/v1/me/refund-account').set('Authorization', member.auth)).status).toBe(404);
    expect(await shop.app.get(RefundAccounts).find(member._id)).toBeNull();
  });

  it('refuses an unknown bank or a short number with Korean messages', async () => {
    const badBank = await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ ...ACCOUNT, bankCode: '999' });
    expect(badBank.status).toBe(400);
    expect(JSON.stringify(badBank.body)).toContain(RECEIPT_MESSAGES.BANK_CODE);
    const short = await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ ...ACCOUNT, accountNumber: '12345' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(RECEIPT_MESSAGES.ACCOUNT_NUMBER);
    expect(JSON.stringify(short.body)).not.toContain('12345"');
  });
});

describe('logs', () => {
  it('hold no account number, bank code, cash receipt phone or business number, refused requests included', async () => {
    // Refused requests: their bodies are logged at debug level, censored.
    await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ bankCode: '999', accountHolder: '김세라', accountNumber: '987-654-32-10123' })
      .expect(400);
    expect((await placeOrder({ paymentMethod: 'card', cashReceipt: { enabled: true, type: 'COMPANY', identity: '220-81-62517' } })).status).toBe(400);
    expect(lines.length).toBeGreaterThan(10);
    const all = lines.join('\n');
    for (const secret of [
      '9876543210123',
      '987-654-32-10123',
      '1234567890189',
      '3333012345678',
      '01023456789',
      '010-2345-6789',
      '1234567891',
      '123-45-67891',
      '220-81-62517',
    ])
      expect(all).not.toContain(secret);
    expect(all).toContain('[REDACTED]');
  });
});
