import { MIN_POSITION_HEADER, type NicePayRequestPay, type Order, type ProductCard } from '@shop/contracts';
import { CardPaymentReconciler, UnpaidOrderSweeper, cardPaymentDecider } from '../src/ordering/index.js';
import { CommandRunner } from '../src/platform/event-sourcing/command-runner.js';
import { NicePayClient } from '../src/platform/payments/nice-pay/nice-pay.client.js';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { NicePaySimulator } from '../src/platform/payments/nice-pay/nice-pay.simulator.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { ADDRESSES, GENEROUS_LIMITS, newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * Card payment through NICE Pay's server-approval model, against the shop's simulator: the
 * member places a card order, the order page asks for the window's options (generate), the
 * buyer pays in the window, and the window's result is posted to the approval endpoint.
 */
let shop: TestShop;
let simulator: NicePaySimulator;
let member: Awaited<ReturnType<typeof newSignedInMember>>;
let product: ProductCard;
/** Another product, ordered only by the unpaid-orders test, so its stock tells what that test did. */
let other: ProductCard;

beforeAll(async () => {
  shop = await startShop(undefined, { ...GENEROUS_LIMITS, NICEPAY_TIMEOUT_MS: '300' });
  simulator = shop.app.get(NicePaySimulator);
  member = await newSignedInMember(shop, 'card');
  const list = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as ProductCard[];
  product = list.find((p) => p.sells && p.stock > 5)!;
  other = list.find((p) => p.sells && p.stock > 5 && p._id !== product._id)!;
}, 60_000);
afterAll(() => shop.close());

async function order(paymentMethod: 'card' | 'bank' = 'card', who = member, what = product): Promise<Order> {
  const res = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', who.auth)
    .send({ items: [{ product: what._id, amount: 1 }], ...ADDRESSES, paymentMethod });
  expect(res.status).toBe(201);
  return res.body.order as Order;
}

async function generate(orderId: string): Promise<NicePayRequestPay> {
  const res = await shop.http.post('/api/v1/plugins/nice/pay/generate').set('Authorization', member.auth).send({ orderId });
  expect(res.status).toBe(200);
  return res.body as NicePayRequestPay;
}

/** Posts the window's result as NICE Pay does (a form) and returns where the browser is sent. */
async function approve(result: object): Promise<URL> {
  const res = await shop.http.post('/api/v1/plugins/nice/pay/approval').type('form').send(result);
  expect(res.status).toBe(303);
  return new URL(res.headers.location!, 'http://shop.test');
}

async function memberOrder(orderId: string, position = '0'): Promise<Order> {
  const res = await shop.http.get(`/api/v1/me/orders/${orderId}`).set('Authorization', member.auth).set(MIN_POSITION_HEADER, position);
  return res.body.order as Order;
}

describe('card payment through NICE Pay (local simulator)', () => {
  it('opens the window with the simulator client key and SDK', async () => {
    const res = await shop.http.get('/api/v1/plugins/nice/pay/config').expect(200);
    expect(res.body).toMatchObject({ simulated: true, jsUrl: '/nicepay-sim/v1/js/' });
  });

  it('pays a card order: 결제완료 with the card and its receipt, and a result posted again charges nothing more', async () => {
    const placed = await order();
    expect(placed).toMatchObject({ paymentMethod: 'card', orderStatus: 'ORDER_NONPAYMENT', bankAccountLine: null });
    const options = await generate(placed._id);
    expect(options).toMatchObject({ method: 'card', amount: placed.totalPrice, returnUrl: expect.stringMatching(/\/api\/v1\/plugins\/nice\/pay\/approval$/) });
    const result = await simulator.payInWindow({ orderId: options.orderId, amount: options.amount, goodsName: options.goodsName });
    const back = await approve(result);
    expect(back.pathname).toBe('/plugins/nice/pay/result');
    expect(back.searchParams.get('orderId')).toBe(placed._id);
    expect(back.searchParams.get('code')).toBeNull();
    const paid = await memberOrder(placed._id, back.searchParams.get('position')!);
    expect(paid).toMatchObject({
      orderStatus: 'ORDER_PAYMENT',
      statusText: '결제완료',
      cardPayment: { tid: result.tid, amount: placed.totalPrice, cardName: '신한' },
    });
    expect(paid.cardPayment?.cardNum).toMatch(/^\d{6}\*+\d{4}$/);
    const again = await approve(result);
    expect(again.searchParams.get('code')).toBeNull();
    expect(simulator.transaction(result.tid!)).toMatchObject({ status: 'paid', balanceAmt: placed.totalPrice, cancels: [] });
  });

  it('refuses a forged signature and a changed amount, leaving the order unpaid and nothing charged', async () => {
    const placed = await order();
    const options = await generate(placed._id);
    const forged = await simulator.payInWindow({ orderId: options.orderId, amount: options.amount, cardNumber: '4000-0000-0000-0127' });
    expect((await approve(forged)).searchParams.get('code')).toBe('CARD_AUTHENTICATION_FAILED');
    const cheaper = await simulator.payInWindow({ orderId: (await generate(placed._id)).orderId, amount: 1_000 });
    const back = await approve(cheaper);
    expect(back.searchParams.get('code')).toBe('CARD_AUTHENTICATION_FAILED');
    expect(back.searchParams.get('message')).toBe('결제 정보가 주문과 일치하지 않아 결제하지 않았습니다');
    expect((await memberOrder(placed._id)).orderStatus).toBe('ORDER_NONPAYMENT');
    expect(simulator.transaction(cheaper.tid!)?.status).toBe('ready');
  });

  it('leaves the order unpaid with the card company message when the card is declined', async () => {
    const placed = await order();
    const options = await generate(placed._id);
    const back = await approve(await simulator.payInWindow({ orderId: options.orderId, amount: options.amount, cardNumber: '4000-0000-0000-0002' }));
    expect(back.searchParams.get('message')).toBe('카드번호 오류');
    expect((await memberOrder(placed._id)).orderStatus).toBe('ORDER_NONPAYMENT');
  });

  it('net-cancels an approval that timed out after charging, then takes a second attempt', async () => {
    const placed = await order();
    const first = await generate(placed._id);
    const slow = await simulator.payInWindow({ orderId: first.orderId, amount: first.amount, cardNumber: '4000-0000-0000-0119' });
    expect((await approve(slow)).searchParams.get('code')).toBe('CARD_PAYMENT_UNCERTAIN');
    expect(simulator.transaction(slow.tid!)).toMatchObject({ status: 'cancelled', balanceAmt: 0 });
    expect((await memberOrder(placed._id)).orderStatus).toBe('ORDER_NONPAYMENT');
    const second = await generate(placed._id);
    expect(second.orderId).not.toBe(first.orderId);
    const back = await approve(await simulator.payInWindow({ orderId: second.orderId, amount: second.amount }));
    expect((await memberOrder(placed._id, back.searchParams.get('position')!)).orderStatus).toBe('ORDER_PAYMENT');
  });

  it("opens no window for another member's order (404), a bank-transfer order or a paid one (409)", async () => {
    const stranger = await newSignedInMember(shop, 'other');
    const theirs = await order('card', stranger);
    await shop.http.post('/api/v1/plugins/nice/pay/generate').set('Authorization', member.auth).send({ orderId: theirs._id }).expect(404);
    const bank = await order('bank');
    const refused = await shop.http.post('/api/v1/plugins/nice/pay/generate').set('Authorization', member.auth).send({ orderId: bank._id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ORDER_NOT_PAYABLE');
    await shop.http.post('/api/v1/plugins/nice/pay/generate').send({ orderId: bank._id }).expect(401);
  });
});

describe('orders left unpaid', () => {
  it('are cancelled after the set days with their stock given back, unlike a paid one', async () => {
    /** Waits until the read models show everything written so far. */
    const settled = async () => shop.app.get(ProjectionRunner).waitFor(await shop.app.get<EventStore>(EVENT_STORE).headPosition(), 10_000);
    const stockOf = async () => ((await shop.http.get(`/api/v1/shop/products/${other._id}`)).body.product as ProductCard).stock;
    const before = await stockOf();
    const unpaid = await order('bank', member, other);
    const card = await order('card', member, other);
    const paid = await order('card', member, other);
    const options = await generate(paid._id);
    await approve(await simulator.payInWindow({ orderId: options.orderId, amount: options.amount }));
    await settled();
    expect(await stockOf()).toBe(before - 3);

    const sweeper = shop.app.get(UnpaidOrderSweeper);
    expect(await sweeper.sweep(new Date(Date.now() + 6 * 24 * 3600_000))).toBe(0);
    expect(await sweeper.sweep(new Date(Date.now() + 8 * 24 * 3600_000))).toBeGreaterThanOrEqual(2);

    await settled();
    expect((await memberOrder(unpaid._id)).statusText).toBe('입금기한이 지나 주문이 자동 취소되었습니다');
    expect((await memberOrder(card._id)).statusText).toBe('결제되지 않아 주문이 자동 취소되었습니다');
    expect((await memberOrder(paid._id)).orderStatus).toBe('ORDER_PAYMENT');
    expect(await stockOf()).toBe(before - 1);
  });
});

describe('card payments interrupted mid-approval', () => {
  it('are settled with NICE Pay: a charge with no recorded outcome is net-cancelled and the order stays unpaid', async () => {
    const placed = await order();
    const options = await generate(placed._id);
    const result = await simulator.payInWindow({ orderId: options.orderId, amount: options.amount, goodsName: options.goodsName });
    const tid = result.tid!;
    // The shop took the authentication up and NICE Pay charged the card, then the process died before recording it.
    const runner = shop.app.get(CommandRunner);
    const metadata = { userId: null, now: new Date().toISOString() };
    const taken = await runner.handle(`card-payment-${tid}`, cardPaymentDecider, {
      type: 'AuthenticateCardPayment',
      data: { tid: tid, orderId: placed._id, amount: placed.totalPrice },
      metadata,
    });
    await shop.app.get(NicePayClient).approve(tid, placed.totalPrice, new Date());
    expect(simulator.transaction(tid)?.status).toBe('paid');
    await shop.app.get(ProjectionRunner).waitFor(taken.position, 5_000);
    const reconciler = shop.app.get(CardPaymentReconciler);
    expect(await reconciler.sweep(new Date())).toBe(0); // not stuck yet: an approval may still be under way
    expect(await reconciler.sweep(new Date(Date.now() + 10 * 60_000))).toBe(1);
    expect(simulator.transaction(tid)?.status).toBe('cancelled');
    const { state } = await runner.load(`card-payment-${tid}`, cardPaymentDecider);
    expect(state.status).toBe('netCanceled');
    expect((await memberOrder(placed._id)).orderStatus).toBe('ORDER_NONPAYMENT');
    expect(await reconciler.sweep(new Date(Date.now() + 10 * 60_000))).toBe(0);
  });
});
