/**
 * Price ranges as a product property (issue 13 "filters from the console's filterings: price
 * range"): the catalogue gives every product the property {@link PRICE_BAND_PROPERTY} with the
 * label of its sale price's range, so a price-range facet is a filtering over that property,
 * created, ordered and switched off in the console like any other (its values are the labels).
 */
export const PRICE_BAND_PROPERTY = '가격대';

/** The ranges, low to high: each up to `below` 원 (exclusive; null: no upper end). */
export const PRICE_BANDS = [
  { below: 100_000, label: '10만원 미만' },
  { below: 300_000, label: '10만~30만원' },
  { below: 500_000, label: '30만~50만원' },
  { below: 1_000_000, label: '50만~100만원' },
  { below: null, label: '100만원 이상' },
] as const;

/** The labels of {@link PRICE_BANDS} in order (a price-range filtering's values). */
export const PRICE_BAND_LABELS: string[] = PRICE_BANDS.map((b) => b.label);

/** The label of the range a sale price of `won` 원 is in. */
export function priceBandOf(won: number): string {
  return (PRICE_BANDS.find((b) => b.below !== null && won < b.below) ?? PRICE_BANDS[PRICE_BANDS.length - 1]!).label;
}
