import type { ProductItem } from '@shop/contracts';
import { bundlePartsOf, bundlePricesOf, bundleStockOf, partAmountOf, stockSourcesOf } from './bundle.js';

const item = (product: string, more: Partial<ProductItem> = {}): ProductItem => ({
  _product: product,
  _option: null,
  _supply: null,
  custom: null,
  enabled: true,
  deleted: false,
  mandatory: false,
  ...more,
});

describe('the parts of a product bundle', () => {
  it('are its enabled, not deleted items naming a product, one unit each unless the item says', () => {
    const bundleds = [
      item('basin'),
      item('faucet', { amount: 2 }),
      item('toilet', { enabled: false }),
      item('mirror', { deleted: true }),
      item('', { _product: null }),
    ];
    expect(bundlePartsOf({ type: 'bundle', bundleds })).toEqual([
      { productId: 'basin', amount: 1 },
      { productId: 'faucet', amount: 2 },
    ]);
  });

  it('are none for a variety bundle or a normal product: they stock and price themselves', () => {
    expect(bundlePartsOf({ type: 'variety', bundleds: [item('basin')] })).toEqual([]);
    expect(bundlePartsOf({ type: 'normal', bundleds: [item('basin')] })).toEqual([]);
  });

  it('takes an older item’s custom amount, and never less than one unit', () => {
    expect(partAmountOf(item('a', { custom: { name: '', amount: 3, salePrice: 0 } }))).toBe(3);
    expect(partAmountOf(item('a', { amount: 0 }))).toBe(1);
    expect(bundlePartsOf({ type: 'bundle', bundleds: [item('a'), item('a', { amount: 2 })] })).toEqual([{ productId: 'a', amount: 3 }]);
  });
});

describe('the stock of a product bundle', () => {
  it('is the least, over its parts, of whole bundles the part’s stock makes', () => {
    expect(
      bundleStockOf([
        { amount: 1, stock: 12 },
        { amount: 2, stock: 9 },
        { amount: 1, stock: 5 },
      ]),
    ).toBe(4);
  });

  it('is sold out when any part is, or has too few units for one bundle', () => {
    expect(
      bundleStockOf([
        { amount: 1, stock: 10 },
        { amount: 1, stock: 0 },
      ]),
    ).toBe(0);
    expect(bundleStockOf([{ amount: 3, stock: 2 }])).toBe(0);
    expect(bundleStockOf([])).toBe(0);
  });
});

describe('the price of a product bundle', () => {
  const parts = [
    { productId: 'basin', amount: 1, price: 200_000, salePrice: 180_000, stock: 3 },
    { productId: 'faucet', amount: 2, price: 50_000, salePrice: 45_000, stock: 3 },
  ];

  it('is the sum of its parts’ prices × their amounts when staff left its price at 0', () => {
    expect(bundlePricesOf({ price: 0, salePrice: 0 }, parts)).toEqual({ price: 300_000, salePrice: 270_000 });
  });

  it('is its own price after its own discount when staff set one', () => {
    expect(bundlePricesOf({ price: 250_000, salePrice: 240_000 }, parts)).toEqual({ price: 250_000, salePrice: 240_000 });
  });
});

describe('the stock sources of an order line', () => {
  it('are the line’s own product with its options for a plain product', () => {
    expect(stockSourcesOf({ productId: 'basin', amount: 2, option: { 색상: '화이트' } })).toEqual([
      { productId: 'basin', amount: 2, option: { 색상: '화이트' } },
    ]);
  });

  it('are the parts, amount × units per bundle, for a bundle’s line, never the bundle itself', () => {
    expect(
      stockSourcesOf({
        productId: 'set',
        amount: 3,
        option: {},
        parts: [
          { productId: 'basin', amount: 1 },
          { productId: 'faucet', amount: 2 },
        ],
      }),
    ).toEqual([
      { productId: 'basin', amount: 3 },
      { productId: 'faucet', amount: 6 },
    ]);
  });
});
