import type { ProductSnapshot } from '../../catalog/index.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { cartDecider, cartLinesById, type AddCartLine } from './cart.decider.js';

const now = '2026-11-22T01:00:00.000Z';
const metadata = { userId: 'u1', now };
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
        { name: '블랙', amount: 0 },
      ],
    },
  ],
  stock: 5,
  sells: true,
  shows: true,
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
};
const add = (over: Partial<AddCartLine['data']> = {}): AddCartLine => ({
  type: 'AddCartLine',
  data: { userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '화이트' }, amount: 1, product: basin, ...over },
  metadata,
});
const added = { type: 'CartLineAdded' as const, data: { userId: 'u1', lineId: 'l1', productId: 'p1', option: { 색상: '화이트' }, amount: 2, addedAt: now } };
const cart = deciderSpec(cartDecider);

/** A basin with a mandatory choice between two mirrors and an optional custom cabinet (spec §3 choicees). */
const withChoices: ProductSnapshot = {
  ...basin,
  choices: [
    { key: 'mirror-a', mandatory: true, surcharge: 0 },
    { key: 'mirror-b', mandatory: true, surcharge: 0 },
    { key: 'custom:수납장', mandatory: false, surcharge: 30_000 },
  ],
};

describe('cart: mandatory choice items', () => {
  it('refuses a product with mandatory choices when none of them is picked', () =>
    cart
      .given([])
      .when(add({ product: withChoices, choices: ['custom:수납장'] }))
      .thenThrows('CHOICE_REQUIRED'));
  it('refuses a choice the product does not offer', () =>
    cart
      .given([])
      .when(add({ product: withChoices, choices: ['mirror-a', 'mirror-z'] }))
      .thenThrows('CHOICE_INVALID'));
  it('adds the line with the picked choices, apart from a line of the same product with other choices', () =>
    cart
      .given([{ ...added, data: { ...added.data, choices: ['mirror-a'] } }])
      .when(add({ product: withChoices, choices: ['mirror-b', 'custom:수납장'] }))
      .then([
        {
          type: 'CartLineAdded',
          data: { userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '화이트' }, choices: ['mirror-b', 'custom:수납장'], amount: 1, addedAt: now },
        },
      ]));
  it('adds to the line holding the same choices', () =>
    cart
      .given([{ ...added, data: { ...added.data, choices: ['mirror-a'] } }])
      .when(add({ product: withChoices, choices: ['mirror-a'] }))
      .then([{ type: 'CartLineAmountChanged', data: { userId: 'u1', lineId: 'l1', amount: 3, changedAt: now } }]));
  it('asks nothing of a product without mandatory choices', () =>
    cart
      .given([])
      .when(add({ product: { ...basin, choices: [{ key: 'custom:수납장', mandatory: false, surcharge: 30_000 }] } }))
      .then([{ type: 'CartLineAdded', data: { userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '화이트' }, amount: 1, addedAt: now } }]));
});

describe('cart', () => {
  it('adds to the existing line for the same product and option', () =>
    cart
      .given([added])
      .when(add({ amount: 3 }))
      .then([{ type: 'CartLineAmountChanged', data: { userId: 'u1', lineId: 'l1', amount: 5, changedAt: now } }]));
  it('opens a new line for another option', () =>
    cart
      .given([added])
      .when(add({ option: { 색상: '블랙' } }))
      .then([{ type: 'CartLineAdded', data: { userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '블랙' }, amount: 1, addedAt: now } }]));
  it('never holds more than 999 units on a line', () =>
    cart
      .given([added])
      .when(add({ amount: 998 }))
      .then([{ type: 'CartLineAmountChanged', data: { userId: 'u1', lineId: 'l1', amount: 999, changedAt: now } }]));
  it('refuses a sold-out product', () =>
    cart
      .given([])
      .when(add({ product: { ...basin, stock: 0 } }))
      .thenThrows('SOLD_OUT'));
  it('refuses a product not on sale', () =>
    cart
      .given([])
      .when(add({ product: { ...basin, sells: false } }))
      .thenThrows('NOT_ON_SALE'));
  it('refuses a hidden or missing product', () => {
    cart
      .given([])
      .when(add({ product: { ...basin, shows: false } }))
      .thenThrows('PRODUCT_NOT_FOUND');
    cart
      .given([])
      .when(add({ product: null }))
      .thenThrows('PRODUCT_NOT_FOUND');
  });
  it('refuses an option value the product does not offer', () =>
    cart
      .given([])
      .when(add({ option: { 색상: '핑크' } }))
      .thenThrows('OPTION_INVALID'));
  it('refuses to change a line that is not in the cart', () =>
    cart
      .given([added])
      .when({ type: 'ChangeCartLineAmount', data: { userId: 'u1', lineId: 'zz', amount: 1 }, metadata })
      .thenThrows('CART_LINE_NOT_FOUND'));
  it('takes ordered lines out, and ignores lines already gone', () =>
    cart
      .given([added])
      .when({ type: 'MarkCartLinesOrdered', data: { userId: 'u1', lineIds: ['l1', 'gone'], orderId: 'o1' }, metadata })
      .then([{ type: 'CartLinesOrdered', data: { userId: 'u1', lineIds: ['l1'], orderId: 'o1', orderedAt: now } }]));
  it('finds the lines an order names, and refuses a line named twice (it would be ordered twice)', () => {
    const state = { lines: [{ lineId: 'l1', productId: 'p1', option: {}, amount: 2 }] };
    expect(cartLinesById(state, ['l1']).map((l) => l.amount)).toEqual([2]);
    expect(() => cartLinesById(state, ['l1', 'l1'])).toThrow(expect.objectContaining({ code: 'DUPLICATE_CART_LINE', status: 400 }));
    expect(() => cartLinesById(state, ['zz'])).toThrow(expect.objectContaining({ code: 'CART_LINE_NOT_FOUND' }));
  });
});

/** A basin sold per colour (spec §3 variation): white has 2 units, black none, grey is switched off. */
const perColour: ProductSnapshot = {
  ...basin,
  options: [
    {
      name: '색상',
      values: [
        { name: '화이트', amount: 0 },
        { name: '블랙', amount: 0 },
        { name: '그레이', amount: 0 },
      ],
    },
  ],
  stock: 2,
  variations: [
    { code: 'WH', list: { 색상: '화이트' }, spec: '', enabled: true, stock: 2 },
    { code: 'BK', list: { 색상: '블랙' }, spec: '', enabled: true, stock: 0 },
    { code: 'GR', list: { 색상: '그레이' }, spec: '', enabled: false, stock: 9 },
  ],
};

describe('cart: option combinations', () => {
  it('refuses a combination that is switched off (422) or sold out (409), though the product has units', () => {
    cart
      .given([])
      .when(add({ product: perColour, option: { 색상: '그레이' } }))
      .thenThrows('VARIATION_UNAVAILABLE');
    cart
      .given([])
      .when(add({ product: perColour, option: { 색상: '블랙' } }))
      .thenThrows('SOLD_OUT');
  });
  it('takes a combination with units', () =>
    cart
      .given([])
      .when(add({ product: perColour, option: { 색상: '화이트' } }))
      .then([{ type: 'CartLineAdded', data: { userId: 'u1', lineId: 'l2', productId: 'p1', option: { 색상: '화이트' }, amount: 1, addedAt: now } }]));
});
