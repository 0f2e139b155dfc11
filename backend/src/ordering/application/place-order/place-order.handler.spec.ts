import { describe, expect, it } from '@jest/globals';
import { InsufficientStockError, type ProductSnapshot } from '../../../catalog/index.js';
import type { SettingFacts } from '../../../content/index.js';
import type { MemberFacts } from '../../../identity/index.js';
import type { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { Commands } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { orderDecider } from '../../domain/order.decider.js';
import type { PriceAdjustments } from '../../domain/order-pricing.js';
import type { DraftItem, OrderDrafts } from './order-drafts.js';
import type { OrderPricer } from './order-pricer.js';
import { PlaceOrderHandler, type PlaceOrderRequest } from './place-order.handler.js';

const now = '2026-11-22T01:00:00.000Z';
const snapshot = (productId: string): ProductSnapshot => ({
  productId,
  code: productId,
  name: `세면대 ${productId}`,
  thumb: { url: '/x.svg' },
  price: 10_000,
  salePrice: 10_000,
  options: [],
  stock: 10,
  sells: true,
  shows: true,
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
});
const items: DraftItem[] = [
  { lineId: 'l1', product: snapshot('p1'), option: {}, amount: 1, cartLineId: 'c1' },
  { lineId: 'l2', product: snapshot('p2'), option: {}, amount: 2, cartLineId: 'c2' },
];
const address = { postcode: '06016', address1: '서울', address2: '' };
const request: PlaceOrderRequest = {
  type: 'PlaceOrder',
  data: {
    orderId: 'o1',
    userId: 'u1',
    source: { carts: ['c1', 'c2'] },
    sender: { name: '김세라', phone: '01012345678', email: 'a@b.kr', ...address },
    receiver: { name: '김세라', phone: '01012345678', ...address },
    requestMessage: '',
    paymentMethod: 'bank',
  },
  metadata: { userId: 'u1', now },
};

/** The use case with its collaborators faked: what it sends is recorded; `refuse` and `appendFails` make steps fail. */
function setUp(
  opts: { refuse?: (c: Command) => Error | null; appendFails?: boolean; adjustments?: PriceAdjustments; limited?: string[]; items?: DraftItem[] } = {},
) {
  const sent: Command[] = [];
  const appended: Command[] = [];
  const commands = {
    send: async (c: Command) => {
      const refusal = opts.refuse?.(c);
      if (refusal) throw refusal;
      sent.push(c);
      return { events: [{}], position: sent.length + 100 };
    },
  } as unknown as Commands;
  const runner = {
    handle: async (_stream: string, decider: unknown, c: Command) => {
      if (opts.appendFails) throw new Error('the event store is down');
      appended.push(c);
      const events = orderDecider.decide(c as never, orderDecider.initialState());
      expect(decider).toBe(orderDecider);
      return { events, state: null, position: 50, revision: 0 };
    },
  } as unknown as CommandRunner;
  const drafts = { items: async () => opts.items ?? items } as unknown as OrderDrafts;
  const members = { snapshot: async () => ({ userId: 'u1', username: 'sera2026', name: '김세라' }) } as unknown as MemberFacts;
  const settings = { bankAccountLine: async () => '우리은행 1005-804-219370' } as unknown as SettingFacts;
  const couponFacts = (opts.limited ?? []).map((userCouponId) => ({ userCouponId, shopUsageLeft: { count: 1, price: null } }));
  const pricer = { price: async () => ({ adjustments: opts.adjustments ?? {}, couponFacts }) } as unknown as OrderPricer;
  return { handler: new PlaceOrderHandler(drafts, runner, commands, members, settings, pricer), sent, appended };
}
const types = (cs: Command[]) =>
  cs.map((c) =>
    `${c.type} ${(c.data as { productId?: string; userCouponId?: string }).productId ?? (c.data as { userCouponId?: string }).userCouponId ?? ''}`.trim(),
  );
const applied = (userCouponId: string) => ({
  userCouponId,
  couponId: `c-${userCouponId}`,
  name: '웰컴 쿠폰',
  base: 'productPrice' as const,
  lineIds: ['l1'],
  discount: 1_000,
});
const withCouponsAndPoints: PriceAdjustments = { coupons: [applied('uc1'), applied('uc2')], pointsUsed: 2_000 };

describe('placing an order across streams', () => {
  it('reserves each product, records the order with its buyer, then empties the ordered cart lines', async () => {
    const { handler, sent, appended } = setUp();
    await handler.execute(request);
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReserveStock p2', 'MarkCartLinesOrdered']);
    expect(appended[0]!.data).toMatchObject({ orderId: 'o1', buyer: { username: 'sera2026', name: '김세라' }, bankAccountLine: '우리은행 1005-804-219370' });
  });

  it('reserves a product once with its lines of each option combination, so its own stream decides them together (spec §3 variation)', async () => {
    const white = { 색상: '화이트' };
    const grey = { 색상: '그레이' };
    const colours = {
      ...snapshot('p2'),
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', amount: 0 },
            { name: '그레이', amount: 0 },
          ],
        },
      ],
    };
    const { handler, sent } = setUp({
      items: [
        { lineId: 'l1', product: colours, option: white, amount: 1 },
        { lineId: 'l2', product: snapshot('p1'), option: {}, amount: 1 },
        { lineId: 'l3', product: colours, option: grey, amount: 2 },
      ],
    });
    await handler.execute(request);
    expect(sent.filter((c) => c.type === 'ReserveStock').map((c) => c.data)).toEqual([
      { productId: 'p1', orderId: 'o1', amount: 1, lines: [{ option: {}, amount: 1 }] },
      {
        productId: 'p2',
        orderId: 'o1',
        amount: 3,
        lines: [
          { option: white, amount: 1 },
          { option: grey, amount: 2 },
        ],
      },
    ]);
  });

  it('gives back what it reserved when a later product has too little stock, and records no order', async () => {
    const { handler, sent, appended } = setUp({
      refuse: (c) => (c.type === 'ReserveStock' && (c.data as { productId: string }).productId === 'p2' ? new InsufficientStockError('세면대 p2', 1) : null),
    });
    await expect(handler.execute(request)).rejects.toBeInstanceOf(InsufficientStockError);
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReleaseStock p1']);
    expect(appended).toEqual([]);
  });

  it('gives back every reservation when the order cannot be recorded', async () => {
    const { handler, sent } = setUp({ appendFails: true });
    await expect(handler.execute(request)).rejects.toThrow('the event store is down');
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReserveStock p2', 'ReleaseStock p2', 'ReleaseStock p1']);
  });

  it('keeps a placed order when only emptying the cart fails', async () => {
    const { handler, sent, appended } = setUp({ refuse: (c) => (c.type === 'MarkCartLinesOrdered' ? new Error('cart stream busy') : null) });
    await expect(handler.execute(request)).resolves.toMatchObject({ orderId: 'o1' });
    expect(appended).toHaveLength(1);
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReserveStock p2']);
  });

  it('uses the coupons and the points after reserving, and records the order with the adjustments it was priced with', async () => {
    const { handler, sent, appended } = setUp({ adjustments: withCouponsAndPoints });
    await handler.execute(request);
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReserveStock p2', 'RedeemUserCoupon uc1', 'RedeemUserCoupon uc2', 'SpendPoints', 'MarkCartLinesOrdered']);
    expect((appended[0]!.data as { adjustments: PriceAdjustments }).adjustments).toEqual(withCouponsAndPoints);
  });

  it('when the second coupon was taken by another order, restores the first and releases the stock, latest first, and spends no points', async () => {
    const { handler, sent, appended } = setUp({
      adjustments: withCouponsAndPoints,
      refuse: (c) =>
        c.type === 'RedeemUserCoupon' && (c.data as { userCouponId: string }).userCouponId === 'uc2' ? new Error('이미 사용한 쿠폰입니다') : null,
    });
    await expect(handler.execute(request)).rejects.toThrow('이미 사용한 쿠폰입니다');
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReserveStock p2', 'RedeemUserCoupon uc1', 'RestoreUserCoupon uc1', 'ReleaseStock p2', 'ReleaseStock p1']);
    expect(appended).toEqual([]);
  });

  it('when the order cannot be recorded, gives back the points, the coupons and the stock', async () => {
    const { handler, sent } = setUp({ adjustments: withCouponsAndPoints, appendFails: true });
    await expect(handler.execute(request)).rejects.toThrow('the event store is down');
    expect(types(sent).slice(5)).toEqual(['RestorePoints', 'RestoreUserCoupon uc2', 'RestoreUserCoupon uc1', 'ReleaseStock p2', 'ReleaseStock p1']);
  });

  it('counts the use of a coupon with a shop-wide usage limit on its stream before redeeming it, and touches no other coupon’s stream', async () => {
    const { handler, sent } = setUp({ adjustments: withCouponsAndPoints, limited: ['uc2'] });
    await handler.execute(request);
    expect(types(sent)).toEqual([
      'ReserveStock p1',
      'ReserveStock p2',
      'RedeemUserCoupon uc1',
      'ReserveCouponUsage uc2',
      'RedeemUserCoupon uc2',
      'SpendPoints',
      'MarkCartLinesOrdered',
    ]);
    expect(sent.find((c) => c.type === 'ReserveCouponUsage')!.data).toEqual({ couponId: 'c-uc2', orderId: 'o1', userCouponId: 'uc2', discount: 1_000 });
  });

  it('when the shop-wide usage limit is used up, restores the first coupon and the stock and records nothing', async () => {
    const { handler, sent, appended } = setUp({
      adjustments: withCouponsAndPoints,
      limited: ['uc2'],
      refuse: (c) => (c.type === 'ReserveCouponUsage' ? new Error('준비된 사용 수량이 모두 소진된 쿠폰입니다') : null),
    });
    await expect(handler.execute(request)).rejects.toThrow('준비된 사용 수량이 모두 소진된 쿠폰입니다');
    expect(types(sent)).toEqual(['ReserveStock p1', 'ReserveStock p2', 'RedeemUserCoupon uc1', 'RestoreUserCoupon uc1', 'ReleaseStock p2', 'ReleaseStock p1']);
    expect(appended).toEqual([]);
  });

  it('when the limited coupon was taken by another order, gives its counted use back too', async () => {
    const { handler, sent } = setUp({
      adjustments: withCouponsAndPoints,
      limited: ['uc2'],
      refuse: (c) =>
        c.type === 'RedeemUserCoupon' && (c.data as { userCouponId: string }).userCouponId === 'uc2' ? new Error('이미 사용한 쿠폰입니다') : null,
    });
    await expect(handler.execute(request)).rejects.toThrow('이미 사용한 쿠폰입니다');
    expect(types(sent).slice(3)).toEqual(['ReserveCouponUsage uc2', 'ReleaseCouponUsage uc2', 'RestoreUserCoupon uc1', 'ReleaseStock p2', 'ReleaseStock p1']);
  });
});
