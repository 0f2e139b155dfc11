import { MIN_POSITION_HEADER, type BulkResponse, type Order, type OrderChangedResponse } from '@shop/contracts';
import { PurchaseAutoConfirmer } from '../src/ordering/index.js';
import { NicePaySimulator } from '../src/platform/payments/nice-pay/nice-pay.simulator.js';
import { ADDRESSES, GENEROUS_LIMITS, ROOT, createTestProduct, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The order's life after payment (issue: claims, purchases, deliveries): a member's claims per
 * line, staff moving purchases, invoices, collection, refunds through NICE Pay's cancel (local
 * simulator) and 구매확정.
 */
let shop: TestShop;
let simulator: NicePaySimulator;
let member: Awaited<ReturnType<typeof newSignedInMember>>;
let staff: string;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  simulator = shop.app.get(NicePaySimulator);
  member = await newSignedInMember(shop, 'claim');
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

/** A new product with `stock` units at `price` 원. */
async function product(stock = 10, price = 100_000) {
  return (await createTestProduct(shop, { stock, price, codePrefix: 'claim' })).productId;
}

async function order(items: { product: string; amount: number }[], paymentMethod: 'card' | 'bank', who = member): Promise<Order> {
  const res = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', who.auth)
    .send({ items, ...ADDRESSES, paymentMethod });
  expect(res.status).toBe(201);
  return res.body.order as Order;
}

/** Pays a card order in the simulator's window and posts the result as the window does. */
async function payByCard(o: Order): Promise<Order> {
  const options = (await shop.http.post('/api/v1/plugins/nice/pay/generate').set('Authorization', member.auth).send({ orderId: o._id }).expect(200)).body;
  const result = await simulator.payInWindow({ orderId: options.orderId, amount: options.amount, goodsName: options.goodsName });
  const back = new URL((await shop.http.post('/api/v1/plugins/nice/pay/approval').type('form').send(result).expect(303)).headers.location!, 'http://x');
  return mine(o._id, back.searchParams.get('position')!);
}

async function mine(orderId: string, position = '0'): Promise<Order> {
  return (await shop.http.get(`/api/v1/me/orders/${orderId}`).set('Authorization', member.auth).set(MIN_POSITION_HEADER, position).expect(200)).body
    .order as Order;
}

async function stockOf(productId: string): Promise<number> {
  return (await shop.http.get(`/api/v1/shop/products/${productId}`).expect(200)).body.product.stock as number;
}

const claim = (purchaseId: string, body: object, who = member) => shop.http.put(`/api/v1/me/purchases/${purchaseId}`).set('Authorization', who.auth).send(body);
const move = (purchaseId: string, body: object) => shop.http.put(`/api/console/shop/purchases/${purchaseId}`).set('Authorization', staff).send(body);

/** Moves a paid order's lines to 배송완료 through the console: 배송준비중, an invoice (배송중), 배송완료. */
async function deliver(o: Order): Promise<Order> {
  for (const l of o.lines) {
    expect((await move(l._id, { orderStatus: 'ORDER_CONFIRM' })).status).toBe(200);
    const shipped = await shop.http
      .put(`/api/console/shop/invoices/${l.purchaseNumber}`)
      .set('Authorization', staff)
      .send({ courierCode: '04', invoiceNumber: '6012-3456-7890' });
    expect(shipped.status).toBe(200);
    expect((shipped.body as OrderChangedResponse).order!.lines.find((x) => x._id === l._id)).toMatchObject({
      orderStatus: 'SHIPPING_CONFIRM',
      invoice: { courierName: 'CJ대한통운' },
    });
    expect((await move(l._id, { orderStatus: 'DELIVERY_COMPLETE' })).status).toBe(200);
  }
  return mine(o._id);
}

describe('claims, deliveries, refunds and 구매확정', () => {
  it('cancels an unpaid line at once and gives its stock back; the other line stays ordered', async () => {
    const [a, b] = [await product(5), await product(5)];
    const o = await order(
      [
        { product: a, amount: 2 },
        { product: b, amount: 1 },
      ],
      'bank',
    );
    expect(await stockOf(a)).toBe(3);
    const lineA = o.lines.find((l) => l.product._id === a)!;
    expect(lineA.claimsOpen).toEqual(['CANCEL']);
    const res = await claim(lineA._id, { claim: 'CANCEL', claimReason: 'ORDER_MISTAKE' });
    expect(res.status).toBe(200);
    const after = (res.body as OrderChangedResponse).order!;
    expect(after.lines.find((l) => l._id === lineA._id)).toMatchObject({
      claimStatus: 'CANCEL_COMPLETED',
      orderStatus: 'ORDER_CANCELED',
      statusText: '취소완료',
      claimsOpen: [],
    });
    expect(after.orderStatus).toBe('ORDER_NONPAYMENT');
    expect(await stockOf(a)).toBe(5);
    expect(await stockOf(b)).toBe(4);
    // Cancelling the last line cancels the order.
    const rest = await shop.http.delete(`/api/v1/me/orders/${o._id}`).set('Authorization', member.auth).send({ claimReason: 'CHANGE_OF_MIND' });
    expect(rest.status).toBe(200);
    expect((rest.body as OrderChangedResponse).order!.orderStatus).toBe('ORDER_CANCELED');
    expect(await stockOf(b)).toBe(5);
  });

  it('a paid card order: the member asks to cancel, staff approve, NICE Pay refunds it and the stock goes back', async () => {
    const p = await product(5, 120_000);
    const paid = await payByCard(await order([{ product: p, amount: 1 }], 'card'));
    expect(paid.orderStatus).toBe('ORDER_PAYMENT');
    const line = paid.lines[0]!;
    const asked = await claim(line._id, { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND', claimReasonDetails: '다른 색상으로 다시 주문할게요' });
    expect(asked.status).toBe(200);
    expect((asked.body as OrderChangedResponse).order!.lines[0]).toMatchObject({ claimStatus: 'CANCEL_REQUESTED', statusText: '취소요청', claimsOpen: [] });
    const approved = await move(line._id, { claimStatus: 'CANCEL_COMPLETED', claimStatusMessage: '취소 처리되었습니다' });
    expect(approved.status).toBe(200);
    const o = (approved.body as OrderChangedResponse).order!;
    expect(o).toMatchObject({ orderStatus: 'ORDER_CANCELED', refundedPrice: paid.totalPrice });
    expect(o.refunds).toEqual([
      expect.objectContaining({ method: 'card', amount: paid.totalPrice, refundStatus: 'REFUND_COMPLETED', cancelledTid: expect.any(String) }),
    ]);
    const lookup = simulator.transaction(paid.cardPayment!.tid);
    expect(lookup).toMatchObject({ status: 'cancelled', balanceAmt: 0 });
    expect(await stockOf(p)).toBe(5);
  });

  it('a paid bank-transfer order is refunded to the member’s refund account, and not without one', async () => {
    const who = await newSignedInMember(shop, 'bank');
    const o = await order([{ product: await product(5, 40_000), amount: 1 }], 'bank', who);
    await shop.http.put(`/api/console/shop/orders/${o._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_PAYMENT' }).expect(200);
    const line = o.lines[0]!;
    expect((await claim(line._id, { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' }, who)).status).toBe(200);
    const refused = await move(line._id, { claimStatus: 'CANCEL_COMPLETED' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('REFUND_ACCOUNT_MISSING');
    await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', who.auth)
      .send({ bankCode: '088', accountHolder: who.name, accountNumber: '110234567890' })
      .expect(200);
    const done = await move(line._id, { claimStatus: 'CANCEL_COMPLETED' });
    expect(done.status).toBe(200);
    const refund = (done.body as OrderChangedResponse).order!.refunds![0]!;
    expect(refund).toMatchObject({ method: 'bank', amount: o.totalPrice, refundStatus: 'REFUND_COMPLETED' });
    expect(refund.account).toMatch(/\*{4}7890$/);
    expect(refund.account).not.toContain('110234567890');
  });

  it('partial cancels of a card order add up to what NICE Pay shows cancelled, and never more than was paid', async () => {
    const [a, b] = [await product(5, 30_000), await product(5, 50_000)];
    const paid = await payByCard(
      await order(
        [
          { product: a, amount: 1 },
          { product: b, amount: 1 },
        ],
        'card',
      ),
    );
    for (const l of paid.lines) {
      expect((await claim(l._id, { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' })).status).toBe(200);
      expect((await move(l._id, { claimStatus: 'CANCEL_COMPLETED' })).status).toBe(200);
    }
    const o = await mine(paid._id);
    const refunded = o.refunds!.reduce((s, r) => s + r.amount, 0);
    expect(refunded).toBe(paid.totalPrice);
    expect(o.refundedPrice).toBe(paid.totalPrice);
    expect(simulator.transaction(paid.cardPayment!.tid)).toMatchObject({ balanceAmt: 0 });
  });

  it('20 concurrent approvals of one cancel refund it once', async () => {
    const paid = await payByCard(await order([{ product: await product(5, 70_000), amount: 1 }], 'card'));
    const line = paid.lines[0]!;
    expect((await claim(line._id, { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(line._id, { claimStatus: 'CANCEL_COMPLETED' })));
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const o = await mine(paid._id);
    expect(o.refunds!.filter((r) => r.refundStatus === 'REFUND_COMPLETED')).toHaveLength(1);
    expect(o.refundedPrice).toBe(paid.totalPrice);
    expect(simulator.transaction(paid.cardPayment!.tid)).toMatchObject({ balanceAmt: 0 });
  });

  it('ships with an invoice, and the member confirms the purchase: no claim after 구매확정', async () => {
    const paid = await payByCard(await order([{ product: await product(), amount: 1 }], 'card'));
    const delivered = await deliver(paid);
    expect(delivered.lines[0]).toMatchObject({ orderStatus: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_SCHEDULE', claimsOpen: ['RETURN', 'EXCHANGE'] });
    const confirmed = await shop.http.post(`/api/v1/me/orders/${paid._id}/confirm`).set('Authorization', member.auth).send({});
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as OrderChangedResponse).order!.lines[0]).toMatchObject({
      purchaseStatus: 'PURCHASE_COMPLETE',
      statusText: '구매확정',
      claimsOpen: [],
    });
    const late = await claim(paid.lines[0]!._id, { claim: 'RETURN', claimReason: 'DEFECTIVE' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('CLAIM_NOT_ALLOWED');
  });

  it('confirms delivered lines automatically after the set days, but not a line with a claim under way', async () => {
    const [a, b] = [await product(), await product()];
    const paid = await payByCard(
      await order(
        [
          { product: a, amount: 1 },
          { product: b, amount: 1 },
        ],
        'card',
      ),
    );
    const delivered = await deliver(paid);
    const claimed = delivered.lines.find((l) => l.product._id === b)!;
    expect((await claim(claimed._id, { claim: 'EXCHANGE', claimReason: 'DEFECTIVE' })).status).toBe(200);
    const confirmer = shop.app.get(PurchaseAutoConfirmer);
    expect(await confirmer.sweep(new Date(Date.now() + 6 * 86_400_000))).toBe(0); // 7 days by default: not yet
    expect(await confirmer.sweep(new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    let after = await mine(paid._id);
    for (let i = 0; i < 50 && after.lines.find((l) => l.product._id === a)!.purchaseStatus !== 'PURCHASE_COMPLETE'; i++) {
      await new Promise((r) => setTimeout(r, 50)); // the read model follows the sweep's writes
      after = await mine(paid._id);
    }
    expect(after.lines.find((l) => l.product._id === a)).toMatchObject({ purchaseStatus: 'PURCHASE_COMPLETE', statusText: '구매확정', claimsOpen: [] });
    expect(after.lines.find((l) => l.product._id === b)).toMatchObject({ purchaseStatus: 'PURCHASE_AWAITING', claimStatus: 'EXCHANGE_REQUESTED' });

    // Staff accept the exchange and ship the replacement under its own tracking number; the first delivery's stays.
    expect((await move(claimed._id, { claimStatus: 'EXCHANGE_PENDING' })).status).toBe(200);
    const shipped = await shop.http
      .put(`/api/console/shop/invoices/${claimed.purchaseNumber}`)
      .set('Authorization', staff)
      .send({ courierCode: '04', invoiceNumber: '6012-3456-7999' });
    expect(shipped.status).toBe(200);
    const replacement = (await mine(paid._id)).lines.find((l) => l._id === claimed._id)!;
    expect(replacement).toMatchObject({
      claimStatus: 'EXCHANGE_SHIPPING',
      invoice: { invoiceNumber: claimed.invoice!.invoiceNumber },
      exchangeInvoice: { courierName: 'CJ대한통운', invoiceNumber: expect.stringMatching(/^6012-?3456-?7999$/) },
    });
  });

  it('a return at the buyer’s cost goes through collection to a refund less the return shipping', async () => {
    const paid = await payByCard(await order([{ product: await product(5, 80_000), amount: 1 }], 'card'));
    const line = (await deliver(paid)).lines[0]!;
    expect((await claim(line._id, { claim: 'RETURN', claimReason: 'CHANGE_OF_MIND', claimReasonDetails: '공간에 맞지 않아요' })).status).toBe(200);
    const early = await move(line._id, { claimStatus: 'RETURN_COMPLETED' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('COLLECTION_NOT_COMPLETE');
    for (const collectionStatus of ['COLLECTION_PENDING', 'COLLECTION_PROGRESS', 'COLLECTION_COMPLETE'])
      expect((await move(line._id, { collectionStatus })).status).toBe(200);
    const done = await move(line._id, { claimStatus: 'RETURN_COMPLETED' });
    expect(done.status).toBe(200);
    const o = (done.body as OrderChangedResponse).order!;
    expect(o.lines[0]).toMatchObject({ claimStatus: 'RETURN_COMPLETED', purchaseStatus: 'PURCHASE_CANCELED', collectionStatus: 'COLLECTION_COMPLETE' });
    expect(o.refunds![0]).toMatchObject({ amount: line.totalPrice - 6_000, returnShippingPrice: 6_000, refundStatus: 'REFUND_COMPLETED' });
  });

  it('refuses moves outside the tables, and another member’s purchase is not found', async () => {
    const o = await order([{ product: await product(), amount: 1 }], 'bank');
    const line = o.lines[0]!;
    expect((await move(line._id, { orderStatus: 'SHIPPING_CONFIRM' })).body.code).toBe('INVALID_TRANSITION');
    expect((await claim(line._id, { claim: 'RETURN', claimReason: 'DEFECTIVE' })).body.code).toBe('CLAIM_NOT_ALLOWED');
    const other = await newSignedInMember(shop, 'other');
    expect((await claim(line._id, { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' }, other)).status).toBe(404);
    expect((await claim(line._id, { claim: 'CANCEL', claimReason: '그냥' })).status).toBe(400);
  });

  it('bulk moves and invoices answer per row', async () => {
    const paid = await payByCard(await order([{ product: await product(), amount: 1 }], 'card'));
    const unpaid = await order([{ product: await product(), amount: 1 }], 'bank');
    const bulk = await shop.http
      .put('/api/console/shop/purchases')
      .set('Authorization', staff)
      .send({ ids: [paid.lines[0]!._id, unpaid.lines[0]!._id], orderStatus: 'ORDER_CONFIRM' });
    expect(bulk.status).toBe(200);
    const answer = bulk.body as BulkResponse;
    expect(answer).toMatchObject({ succeeded: 1, failed: 1 });
    expect(answer.results[1]).toMatchObject({ ok: false, message: expect.stringContaining('변경할 수 없습니다') });
    const invoices = await shop.http
      .put('/api/console/shop/invoices')
      .set('Authorization', staff)
      .send({
        rows: [
          { purchaseNumber: paid.lines[0]!.purchaseNumber, courierCode: '05', invoiceNumber: '123456789012' },
          { purchaseNumber: unpaid.lines[0]!.purchaseNumber, courierCode: '05', invoiceNumber: 'abc' },
        ],
      });
    expect(invoices.body).toMatchObject({
      succeeded: 1,
      failed: 1,
      results: [{ ok: true }, { ok: false, message: '송장번호는 숫자와 하이픈 6~30자로 입력해주세요' }],
    });
    expect((await mine(paid._id, String(invoices.body.position))).lines[0]).toMatchObject({
      orderStatus: 'SHIPPING_CONFIRM',
      invoice: { courierName: '한진택배' },
    });
  });
});
