import { PRICE_BAND_LABELS, priceBandOf } from './price-bands.js';

describe('price bands (issue 13 price-range facet)', () => {
  it('puts each sale price in its range, the upper end exclusive', () => {
    expect([0, 99_999, 100_000, 299_999, 300_000, 499_999, 500_000, 999_999, 1_000_000, 4_800_000].map(priceBandOf)).toEqual([
      '10만원 미만',
      '10만원 미만',
      '10만~30만원',
      '10만~30만원',
      '30만~50만원',
      '30만~50만원',
      '50만~100만원',
      '50만~100만원',
      '100만원 이상',
      '100만원 이상',
    ]);
  });
  it('lists the labels low to high', () => {
    expect(PRICE_BAND_LABELS).toEqual(['10만원 미만', '10만~30만원', '30만~50만원', '50만~100만원', '100만원 이상']);
  });
});
