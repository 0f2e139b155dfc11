import type { ProductItem } from '@shop/contracts';
import { PRODUCT_MESSAGES } from '@shop/contracts';
import { bundlePartsOf, bundlePricesOf, bundleStockOf, partAmountOf, partTakeOf, partVariationProblem, stockSourcesOf, type PartProduct } from './bundle.js';

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

describe('a bundle part of a product with option combinations', () => {
  const WHITE = { 색상: '화이트', 크기: '600' };
  const GREY = { 색상: '그레이', 크기: '600' };
  const basin = (patch: Partial<PartProduct['fields']> = {}, variationStock = { 'V-WH': 7, 'V-GR': 2, 'V-OFF': 9 }): PartProduct => ({
    fields: {
      sells: true,
      type: 'normal',
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', amount: 0 },
            { name: '그레이', amount: 10_000 },
          ],
        },
        { name: '크기', values: [{ name: '600', amount: 0 }] },
      ],
      variations: [
        { code: 'V-WH', list: WHITE, spec: '', enabled: true },
        { code: 'V-GR', list: GREY, spec: '', enabled: true },
        { code: 'V-OFF', list: { 색상: '블랙', 크기: '600' }, spec: '', enabled: false },
      ],
      ...patch,
    },
    stock: 18,
    variationStock,
  });

  it('keeps the combination it names, each combination of one product a part of its own', () => {
    expect(
      bundlePartsOf({
        type: 'bundle',
        bundleds: [item('basin', { _option: 'V-WH' }), item('basin', { _option: 'V-GR', amount: 2 }), item('basin', { _option: 'V-WH' })],
      }),
    ).toEqual([
      { productId: 'basin', amount: 2, variation: 'V-WH' },
      { productId: 'basin', amount: 2, variation: 'V-GR' },
    ]);
  });

  it('takes the units, options and surcharge of its combination, not the product’s total', () => {
    expect(partTakeOf(basin(), { variation: 'V-GR' })).toEqual({ stock: 2, surcharge: 10_000, option: GREY, optionText: '그레이 / 600' });
    expect(partTakeOf(basin(), { variation: 'V-WH' }).stock).toBe(7);
  });

  it('has no units without a combination, with one switched off or unknown, or when the product is not on sale', () => {
    expect(partTakeOf(basin(), {}).stock).toBe(0);
    expect(partTakeOf(basin(), { variation: 'V-OFF' }).stock).toBe(0);
    expect(partTakeOf(basin(), { variation: 'V-NONE' }).stock).toBe(0);
    expect(partTakeOf(basin({ sells: false }), { variation: 'V-WH' }).stock).toBe(0);
    expect(partTakeOf(basin({ variations: [] }), { variation: 'V-WH' }).stock).toBe(0);
    expect(partTakeOf(basin({ variations: [] }), {}).stock).toBe(18);
  });

  it('makes the bundle’s stock the least of floor(combination’s stock ÷ units per bundle) over the parts', () => {
    const product = basin();
    const parts = [
      { amount: 2, stock: partTakeOf(product, { variation: 'V-WH' }).stock }, // 7 white make 3 sets of 2
      { amount: 1, stock: 5 }, // a plain part: 5 sets
    ];
    expect(bundleStockOf(parts)).toBe(3);
    // The grey combination (2 units) at 1 a set makes 2, though the product has 18 in all.
    expect(bundleStockOf([...parts, { amount: 1, stock: partTakeOf(product, { variation: 'V-GR' }).stock }])).toBe(2);
    expect(bundleStockOf([{ amount: 1, stock: partTakeOf(basin({}, { 'V-WH': 0, 'V-GR': 2, 'V-OFF': 9 }), { variation: 'V-WH' }).stock }])).toBe(0);
  });

  it('must name one of its product’s combinations, and none for a product without them', () => {
    const { fields } = basin();
    expect(partVariationProblem(fields, 'V-WH')).toBeNull();
    expect(partVariationProblem(fields, 'V-OFF')).toBeNull();
    expect(partVariationProblem(fields, null)).toBe(PRODUCT_MESSAGES.PART_VARIATION_REQUIRED);
    expect(partVariationProblem(fields, 'V-NONE')).toBe(PRODUCT_MESSAGES.PART_VARIATION_UNKNOWN);
    expect(partVariationProblem({ variations: [] }, 'V-WH')).toBe(PRODUCT_MESSAGES.PART_VARIATION_NONE);
    expect(partVariationProblem({ variations: [] }, null)).toBeNull();
  });

  it('gives an order line’s units of the part from its combination', () => {
    expect(
      stockSourcesOf({
        productId: 'set',
        amount: 3,
        parts: [
          { productId: 'basin', amount: 2, option: GREY },
          { productId: 'faucet', amount: 1 },
        ],
      }),
    ).toEqual([
      { productId: 'basin', amount: 6, option: GREY },
      { productId: 'faucet', amount: 3 },
    ]);
  });
});
