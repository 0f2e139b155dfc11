import type { OrderPlaced, OrderStatus } from '@shop/contracts';
import type { ProductSnapshot } from '../../catalog/index.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { orderDecider, type PlaceOrder } from './order.decider.js';
import { priceOrder, type OrderItem, type PriceAdjustments } from './order-pricing.js';

const now = '2026-11-22T01:00:00.000Z';
const metadata = { userId: 'staff', now };
const basin: ProductSnapshot = {
  productId: 'p1',
  code: 'cl-wb-600',
  name: '콜라로 벽걸이 세면대 600, 스톤화이트',
  thumb: { url: '/x.svg' },
  price: 50_000,
  salePrice: 45_000,
  options: [
    {
      name: '색상',
      values: [
        { name: '화이트', amount: 0 },
        { name: '그라파이트', amount: 5_000 },
      ],
    },
  ],
  stock: 5,
  sells: true,
  shows: true,
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
};
const item = (over: Partial<OrderItem> = {}): OrderItem => ({ lineId: 'l1', product: basin, option: { 색상: '화이트' }, amount: 1, ...over });
const address = { postcode: '06016', address1: '서울', address2: '' };
const placeOrder = (items: OrderItem[]): PlaceOrder => ({
  type: 'PlaceOrder',
  data: {
    orderId: 'o1',
    orderNumber: '20261122-000001',
    userId: 'u1',
    buyer: { username: 'sera2026', name: '김세라' },
    items,
    sender: { name: '김세라', phone: '010-1234-5678', email: 'a@b.kr', ...address },
    receiver: { name: '김세라', phone: '010-1234-5678', ...address },
    requestMessage: '',
    paymentMethod: 'bank',
    bankAccountLine: '우리은행 1005-804-219370',
  },
  metadata: { userId: 'u1', now },
});
const placed: OrderPlaced = orderDecider.decide(placeOrder([item()]), orderDecider.initialState())[0] as OrderPlaced;
const order = deciderSpec(orderDecider);
const change = (orderStatus: OrderStatus) => ({ type: 'ChangeOrderStatus' as const, data: { orderId: 'o1', orderStatus, orderStatusMessage: null }, metadata });
const statusChanged = (from: OrderStatus, to: OrderStatus) => ({
  type: 'OrderStatusChanged' as const,
  data: { orderId: 'o1', from, orderStatus: to, orderStatusMessage: null, changedAt: now },
});

describe('placing an order', () => {
  it('records priced lines, shipping and totals, with the buyer and phone digits only', () => {
    order
      .given([])
      .when(placeOrder([item({ option: { 색상: '그라파이트' }, amount: 2 })]))
      .then([
        {
          type: 'OrderPlaced',
          data: {
            orderId: 'o1',
            orderNumber: '20261122-000001',
            userId: 'u1',
            buyer: { username: 'sera2026', name: '김세라' },
            lines: [
              {
                lineId: 'l1',
                productId: 'p1',
                code: 'cl-wb-600',
                name: basin.name,
                thumb: basin.thumb,
                option: { 색상: '그라파이트' },
                amount: 2,
                salePrice: 50_000,
                totalPrice: 100_000,
                shippingCode: 'parcel',
                shippingBundleType: 'bundle',
              },
            ],
            sender: { name: '김세라', phone: '01012345678', email: 'a@b.kr', ...address },
            receiver: { name: '김세라', phone: '01012345678', ...address },
            requestMessage: '',
            paymentMethod: 'bank',
            productsPrice: 100_000,
            shippingPrice: 0,
            totalPrice: 100_000,
            breakdown: {
              productsPrice: 100_000,
              level: null,
              levelDiscount: 0,
              coupons: [],
              couponDiscount: 0,
              pointsUsed: 0,
              shipping: [],
              shippingPrice: 0,
              islandPrice: 0,
              servicePrice: 0,
              island: null,
              totalPrice: 100_000,
              shippingPaid: 0,
            },
            bankAccountLine: '우리은행 1005-804-219370',
            placedAt: now,
          },
        },
      ]);
  });
  it('records the breakdown the place-order use case priced it with: level, Jeju shipping, a coupon and points', () => {
    const adjustments: PriceAdjustments = {
      level: { levelCode: 'GOLD', levelName: '골드', lines: [{ lineId: 'l1', discount: 2_250 }], total: 2_250 },
      shipping: {
        groups: [{ shippingCode: 'parcel', bundleType: 'bundle', lineIds: ['l1'], shippingId: null, charge: 3_000, islandCharge: 3_000, serviceCharge: 0 }],
        shippingPrice: 3_000,
        islandPrice: 3_000,
        servicePrice: 0,
        island: { kind: 'jeju', name: '제주' },
      },
      coupons: [{ userCouponId: 'uc1', couponId: 'c1', name: '10% 할인', base: 'productPrice', lineIds: ['l1'], discount: 4_275 }],
      pointsUsed: 1_000,
    };
    const [event] = orderDecider.decide(
      { ...placeOrder([item()]), data: { ...placeOrder([item()]).data, adjustments } },
      orderDecider.initialState(),
    ) as OrderPlaced[];
    // 45,000 − 2,250 − 4,275 − 1,000 + 3,000 + 3,000
    expect(event!.data).toMatchObject({ productsPrice: 45_000, shippingPrice: 6_000, totalPrice: 43_475 });
    expect(event!.data.breakdown).toMatchObject({ level: { code: 'GOLD', name: '골드' }, couponDiscount: 4_275, pointsUsed: 1_000, islandPrice: 3_000 });
    expect(event!.data.lines[0]!.paidPrice).toBe(45_000 - 2_250 - 4_275 - 1_000);
    expect(event!.data).not.toHaveProperty('adjustments');
  });
  it('is paid as it is placed when coupons and points cover it whole (0원): no account line, no 현금영수증, no deposit to wait for', () => {
    const adjustments: PriceAdjustments = {
      shipping: { groups: [], shippingPrice: 0, islandPrice: 0, servicePrice: 0, island: null },
      coupons: [{ userCouponId: 'uc1', couponId: 'c1', name: '5,000원 할인', base: 'productPrice', lineIds: ['l1'], discount: 5_000 }],
      pointsUsed: 40_000,
    };
    const zero = placeOrder([item()]);
    const events = orderDecider.decide(
      { ...zero, data: { ...zero.data, adjustments, cashReceipt: { enabled: true, type: 'PERSON', identity: '01012345678' } } },
      orderDecider.initialState(),
    );
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPaymentConfirmed']);
    const [placedZero, paid] = events as [OrderPlaced, Extract<(typeof events)[number], { type: 'OrderPaymentConfirmed' }>];
    expect(placedZero.data).toMatchObject({ totalPrice: 0, bankAccountLine: null });
    expect(placedZero.data).not.toHaveProperty('cashReceipt');
    expect(paid.data).toEqual({ orderId: 'o1', confirmedBy: null, paidAt: now });
    // Paid already: a card approval or a deposit confirmation has nothing left to pay.
    order.given(events).when(change('ORDER_PAYMENT')).then([]);
  });
  it('waits for the payment of an order that still costs something', () =>
    expect(orderDecider.decide(placeOrder([item()]), orderDecider.initialState()).map((e) => e.type)).toEqual(['OrderPlaced']));
  it('refuses an order without lines', () => order.given([]).when(placeOrder([])).thenThrows('NO_ITEMS'));
  it('refuses a hidden product as if it did not exist', () =>
    order
      .given([])
      .when(placeOrder([item({ product: { ...basin, shows: false } })]))
      .thenThrows('PRODUCT_NOT_FOUND'));
  it('refuses a product that no longer exists', () =>
    order
      .given([])
      .when(placeOrder([item({ product: null })]))
      .thenThrows('PRODUCT_NOT_FOUND'));
  it('refuses a product that is not on sale', () =>
    order
      .given([])
      .when(placeOrder([item({ product: { ...basin, sells: false } })]))
      .thenThrows('NOT_ON_SALE'));
  it('refuses more units than are in stock', () =>
    order
      .given([])
      .when(placeOrder([item({ amount: 6 })]))
      .thenThrows('INSUFFICIENT_STOCK'));
  it('refuses a sold-out product as too little stock', () =>
    order
      .given([])
      .when(placeOrder([item({ product: { ...basin, stock: 0 } })]))
      .thenThrows('INSUFFICIENT_STOCK'));
  it('refuses a missing option choice', () =>
    order
      .given([])
      .when(placeOrder([item({ option: {} })]))
      .thenThrows('OPTION_REQUIRED'));
  it('refuses to place the same order twice', () =>
    order
      .given([placed])
      .when(placeOrder([item()]))
      .thenThrows('ORDER_EXISTS'));
});

describe('order status', () => {
  it('confirms a bank transfer: 미결제 → 결제완료', () =>
    order
      .given([placed])
      .when(change('ORDER_PAYMENT' as OrderStatus))
      .then([{ type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: 'staff', paidAt: now } }]));
  it('refuses to skip from unpaid to delivered', () =>
    order
      .given([placed])
      .when(change('DELIVERY_COMPLETE' as OrderStatus))
      .thenThrows('INVALID_TRANSITION'));
  it('refuses to cancel once shipped', () =>
    order
      .given([
        placed,
        { type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: 's', paidAt: now } },
        statusChanged('ORDER_PAYMENT' as OrderStatus, 'ORDER_CONFIRM' as OrderStatus),
        statusChanged('ORDER_CONFIRM' as OrderStatus, 'SHIPPING_CONFIRM' as OrderStatus),
      ])
      .when(change('ORDER_CANCELED' as OrderStatus))
      .thenThrows('INVALID_TRANSITION'));
  it('does nothing when the status is already the one asked', () =>
    order
      .given([placed])
      .when(change('ORDER_NONPAYMENT' as OrderStatus))
      .thenNothingHappened());
  it('refuses 입금확인 of a card order: only the card approval pays it', () =>
    order
      .given([{ ...placed, data: { ...placed.data, paymentMethod: 'card', bankAccountLine: null } }])
      .when(change('ORDER_PAYMENT' as OrderStatus))
      .thenThrows('DEPOSIT_NOT_EXPECTED'));
  it('is paid by a card approval of exactly its total, once', () => {
    const card = { ...placed, data: { ...placed.data, paymentMethod: 'card' as const, bankAccountLine: null } };
    const payment = {
      tid: 't1',
      amount: placed.data.totalPrice,
      cardCode: '04',
      cardName: '삼성',
      cardNum: '536112******1234',
      cardQuota: '0',
      approveNo: '1',
      receiptUrl: null,
      paidAt: now,
    };
    const confirm = (amount: number) => ({ type: 'ConfirmCardPayment' as const, data: { orderId: 'o1', payment: { ...payment, amount } }, metadata });
    order
      .given([card])
      .when(confirm(placed.data.totalPrice))
      .then([{ type: 'OrderPaidByCard', data: { orderId: 'o1', payment } }]);
    order
      .given([card])
      .when(confirm(placed.data.totalPrice - 1))
      .thenThrows('PAYMENT_AMOUNT_MISMATCH');
    order
      .given([card, { type: 'OrderPaidByCard', data: { orderId: 'o1', payment } }])
      .when(confirm(placed.data.totalPrice))
      .thenThrows('ORDER_NOT_PAYABLE');
  });
  it('cannot change an order that does not exist', () =>
    order
      .given([])
      .when(change('ORDER_PAYMENT' as OrderStatus))
      .thenThrows('ORDER_NOT_FOUND'));
});

describe('order pricing (the quote and the placed order share it)', () => {
  it('charges a bundled parcel group once, below the 100,000원 threshold', () => {
    const pricing = priceOrder([item({ amount: 1 }), item({ lineId: 'l2', product: { ...basin, productId: 'p2' }, amount: 1 })]);
    expect(pricing).toMatchObject({ productsPrice: 90_000, shippingPrice: 3_000, totalPrice: 93_000 });
  });
  it('ships free from 100,000원 on the group total', () => {
    expect(priceOrder([item({ amount: 2 }), item({ lineId: 'l2', amount: 1 })])).toMatchObject({
      productsPrice: 135_000,
      shippingPrice: 0,
      totalPrice: 135_000,
    });
  });
  it('sums apiece freight lines and separate shipping codes', () => {
    const freight = {
      ...basin,
      productId: 'f1',
      salePrice: 200_000,
      stock: 10,
      shippingCode: 'freight' as const,
      shippingBundleType: 'apiece' as const,
      options: [],
    };
    const parcel = { ...basin, productId: 'c1', salePrice: 10_000, options: [] };
    const pricing = priceOrder([
      item({ product: freight, option: {} }),
      item({ lineId: 'l2', product: freight, option: {} }),
      item({ lineId: 'l3', product: parcel, option: {} }),
    ]);
    expect(pricing.shippingPrice).toBe(63_000);
  });
  it('is what the placed order records', () => {
    const items = [item({ amount: 3, option: { 색상: '그라파이트' } })];
    const { productsPrice, shippingPrice, totalPrice } = priceOrder(items);
    const [event] = orderDecider.decide(placeOrder(items), orderDecider.initialState()) as OrderPlaced[];
    expect(event!.data).toMatchObject({ productsPrice, shippingPrice, totalPrice });
  });
});
