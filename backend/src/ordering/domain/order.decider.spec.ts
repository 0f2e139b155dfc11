import type { OrderPlaced } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { orderDecider } from './order.decider.js';
import { cartDecider } from './cart.decider.js';
import { shippingPriceOf } from '../../shipping/domain/shipping-charge.js';

const now = '2026-11-22T01:00:00.000Z';
const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1', orderNumber: '20261122-000001', userId: 'u1', lines: [], sender: { name: '김세라', phone: '01012345678', email: 'a@b.kr', postcode: '06016', address1: '서울', address2: '' },
    receiver: { name: '김세라', phone: '01012345678', postcode: '06016', address1: '서울', address2: '' }, requestMessage: '', paymentMethod: 'bank',
    productsPrice: 100000, shippingPrice: 0, totalPrice: 100000, bankAccountLine: null, placedAt: now,
  },
};
const order = deciderSpec(orderDecider);
const change = (orderStatus: string) => ({ type: 'ChangeOrderStatus' as const, orderId: 'o1', orderStatus: orderStatus as never, orderStatusMessage: null, by: 'staff', now });

describe('order status', () => {
  it('confirms a bank transfer: 미결제 → 결제완료', () => {
    order.given([placed]).when(change('ORDER_PAYMENT')).then([{ type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: 'staff', paidAt: now } }]);
  });
  it('refuses to skip from unpaid to delivered', () => order.given([placed]).when(change('DELIVERY_COMPLETE')).thenThrows('INVALID_TRANSITION'));
  it('refuses to cancel once shipped', () =>
    order
      .given([placed, { type: 'OrderPaymentConfirmed', data: { orderId: 'o1', confirmedBy: 's', paidAt: now } }, { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'ORDER_PAYMENT', orderStatus: 'ORDER_CONFIRM', orderStatusMessage: null, changedAt: now } }, { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'ORDER_CONFIRM', orderStatus: 'SHIPPING_CONFIRM', orderStatusMessage: null, changedAt: now } }])
      .when(change('ORDER_CANCELED'))
      .thenThrows('INVALID_TRANSITION'));
  it('does nothing when the status is already the one asked', () => order.given([placed]).when(change('ORDER_NONPAYMENT')).thenNothingHappened());
  it('cannot change an order that does not exist', () => order.given([]).when(change('ORDER_PAYMENT')).thenThrows('ORDER_NOT_FOUND'));
  it('refuses an order without lines', () => order.given([]).when({ type: 'PlaceOrder', data: placed.data }).thenThrows('NO_ITEMS'));
});

describe('cart', () => {
  const cart = deciderSpec(cartDecider);
  const added = { type: 'CartLineAdded' as const, data: { userId: 'u1', lineId: 'l1', productId: 'p1', option: { 색상: '화이트' }, amount: 2, addedAt: now } };
  it('adds to the existing line for the same product and option', () =>
    cart.given([added]).when({ type: 'AddCartLine', userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '화이트' }, amount: 3, now }).then([{ type: 'CartLineAmountChanged', data: { userId: 'u1', lineId: 'l1', amount: 5, changedAt: now } }]));
  it('opens a new line for another option', () =>
    cart.given([added]).when({ type: 'AddCartLine', userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '블랙' }, amount: 1, now }).then([{ type: 'CartLineAdded', data: { userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '블랙' }, amount: 1, addedAt: now } }]));
  it('refuses to change a line that is not in the cart', () => cart.given([added]).when({ type: 'ChangeCartLineAmount', userId: 'u1', lineId: 'zz', amount: 1, now }).thenThrows('CART_LINE_NOT_FOUND'));
});

describe('shipping charge (spec §9)', () => {
  it('charges a bundled parcel group once, free from 100,000원 on the group total', () => {
    expect(shippingPriceOf([{ shippingCode: 'parcel', shippingBundleType: 'bundle', totalPrice: 40_000 }, { shippingCode: 'parcel', shippingBundleType: 'bundle', totalPrice: 30_000 }])).toBe(3_000);
    expect(shippingPriceOf([{ shippingCode: 'parcel', shippingBundleType: 'bundle', totalPrice: 60_000 }, { shippingCode: 'parcel', shippingBundleType: 'bundle', totalPrice: 50_000 }])).toBe(0);
  });
  it('sums apiece lines and separate shipping codes', () => {
    expect(shippingPriceOf([{ shippingCode: 'freight', shippingBundleType: 'apiece', totalPrice: 200_000 }, { shippingCode: 'freight', shippingBundleType: 'apiece', totalPrice: 200_000 }, { shippingCode: 'parcel', shippingBundleType: 'bundle', totalPrice: 10_000 }])).toBe(63_000);
  });
});
